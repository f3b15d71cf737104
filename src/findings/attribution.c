// SPDX-License-Identifier: GPL-2.0-only
/*
 * What debug data says of the functions findings are in, kept beside the
 * findings by function: every finding of a function shares it, and a
 * finding never changes when it is said.
 */
#include <string.h>

#include "kprefix/findings.h"
#include "kprefix/util.h"

static int cmp_key(uint64_t func_addr, const char *function, const struct kp_attribution *a)
{
	if (func_addr != a->func_addr)
		return func_addr < a->func_addr ? -1 : 1;
	return strcmp(function, a->function);
}

/* The first attribution not below (func_addr, function). */
static size_t lower_bound(const struct kp_findings *findings, uint64_t func_addr, const char *function)
{
	size_t lo = 0, hi = findings->nattributions;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cmp_key(func_addr, function, &findings->attributions[mid]) > 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
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
	if (!f->function || !findings->nattributions)
		return &none;
	at = lower_bound(findings, func_addr_of(f), f->function);
	if (at < findings->nattributions && !cmp_key(func_addr_of(f), f->function, &findings->attributions[at]))
		return &findings->attributions[at];
	return &none;
}

void kp_findings_attribute(struct kp_findings *findings, const struct kp_finding *f,
			   const struct kp_attribution *a)
{
	struct kp_arena *arena = &findings->arena;
	uint64_t func_addr = func_addr_of(f);
	size_t at;

	if (!f->function)
		return;
	at = lower_bound(findings, func_addr, f->function);
	if (at < findings->nattributions && !cmp_key(func_addr, f->function, &findings->attributions[at]))
		return;
	grow_array((void **)&findings->attributions, &findings->attributions_cap,
		   findings->nattributions + 1, sizeof(*findings->attributions));
	memmove(&findings->attributions[at + 1], &findings->attributions[at],
		(findings->nattributions - at) * sizeof(*findings->attributions));
	findings->nattributions++;
	findings->attributions[at] = (struct kp_attribution){
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
}
