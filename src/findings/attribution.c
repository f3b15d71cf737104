// SPDX-License-Identifier: GPL-2.0-only
/*
 * What debug data says of the functions findings are in, kept beside the
 * findings by function: every finding of a function shares it, and a
 * finding never changes when it is said.
 */
#include <stdlib.h>
#include <string.h>

#include "kprefix/findings.h"
#include "kprefix/util.h"

static uint64_t key_hash(uint64_t func_addr, const char *function)
{
	uint64_t h = 0xcbf29ce484222325ull ^ (func_addr * 0x9e3779b97f4a7c15ull);

	for (const unsigned char *c = (const unsigned char *)function; *c; c++)
		h = (h ^ *c) * 0x100000001b3ull;
	return h;
}

/*
 * The slot of (func_addr, function) in the index: the one holding it, or
 * the empty one where it would go. Linear whatever order the findings come
 * in (a sorted insert by memmove took 35 s for 200k findings out of order).
 */
static size_t index_slot(const struct kp_findings *findings, uint64_t func_addr, const char *function)
{
	size_t mask = findings->attribution_index_cap - 1;
	size_t h = (size_t)key_hash(func_addr, function) & mask;

	for (;;) {
		size_t at = findings->attribution_index[h];

		if (!at)
			return h;
		const struct kp_attribution *a = &findings->attributions[at - 1];

		if (a->func_addr == func_addr && !strcmp(a->function, function))
			return h;
		h = (h + 1) & mask;
	}
}

static uint64_t func_addr_of(const struct kp_finding *f)
{
	/* Two's complement, as kp_report made func_offset. */
	return f->address - (uint64_t)f->func_offset;
}

const struct kp_attribution *kp_finding_attribution(const struct kp_findings *findings,
						    const struct kp_finding *f)
{
	static const struct kp_attribution none;
	size_t at;

	if (findings->attribution_of) {
		at = (size_t)(f - findings->items);
		return at < findings->count && findings->attribution_of[at] ? findings->attribution_of[at]
									     : &none;
	}
	/* A module built for another M: no function, but the objects' Makefile line. */
	if (!f->function && f->check == KP_CHECK_MODULE_LAYOUT && findings->image_attribution)
		return findings->image_attribution;
	if (!f->function || !findings->nattributions || !findings->attribution_index_cap)
		return &none;
	at = findings->attribution_index[index_slot(findings, func_addr_of(f), f->function)];
	return at ? &findings->attributions[at - 1] : &none;
}

void kp_findings_attribute_image(struct kp_findings *findings, const struct kp_attribution *a)
{
	struct kp_arena *arena = &findings->arena;

	if (findings->image_attribution)
		return;
	findings->image_attribution = xcalloc(1, sizeof(*findings->image_attribution));
	*findings->image_attribution = (struct kp_attribution){
		.unit = kp_arena_strdup(arena, a->unit),
		.unit_flags = kp_arena_strdup(arena, a->unit_flags),
		.expected_flags = kp_arena_strdup(arena, a->expected_flags),
		.flag_difference = kp_arena_strdup(arena, a->flag_difference),
		.makefile = kp_arena_strdup(arena, a->makefile),
		.makefile_line = a->makefile_line,
		.makefile_text = kp_arena_strdup(arena, a->makefile_text),
		.built_apart = a->built_apart,
	};
}

void kp_findings_attribute(struct kp_findings *findings, const struct kp_finding *f,
			   const struct kp_attribution *a)
{
	struct kp_arena *arena = &findings->arena;
	uint64_t func_addr = func_addr_of(f);
	size_t slot;

	if (!f->function)
		return;
	/* At most half full: grown (and every index placed again) before it would be more. */
	if (2 * (findings->nattributions + 1) > findings->attribution_index_cap) {
		size_t cap = findings->attribution_index_cap ? 2 * findings->attribution_index_cap : 64;

		free(findings->attribution_index);
		findings->attribution_index = xcalloc(cap, sizeof(*findings->attribution_index));
		findings->attribution_index_cap = cap;
		for (size_t i = 0; i < findings->nattributions; i++)
			findings->attribution_index[index_slot(findings, findings->attributions[i].func_addr,
							       findings->attributions[i].function)] = i + 1;
	}
	slot = index_slot(findings, func_addr, f->function);
	if (findings->attribution_index[slot])
		return;
	grow_array((void **)&findings->attributions, &findings->attributions_cap,
		   findings->nattributions + 1, sizeof(*findings->attributions));
	findings->attributions[findings->nattributions] = (struct kp_attribution){
		.func_addr = func_addr,
		.function = kp_arena_strdup(arena, f->function),
		.unit = kp_arena_strdup(arena, a->unit),
		.unit_flags = kp_arena_strdup(arena, a->unit_flags),
		.file = kp_arena_strdup(arena, a->file),
		.line = a->line,
		.origin = kp_arena_strdup(arena, a->origin),
		.expected_flags = kp_arena_strdup(arena, a->expected_flags),
		.flag_difference = kp_arena_strdup(arena, a->flag_difference),
		.makefile = kp_arena_strdup(arena, a->makefile),
		.makefile_line = a->makefile_line,
		.makefile_text = kp_arena_strdup(arena, a->makefile_text),
		.built_apart = a->built_apart,
	};
	findings->nattributions++;
	findings->attribution_index[slot] = findings->nattributions;
}
