// SPDX-License-Identifier: GPL-2.0-only
/*
 * What debug data says of the functions findings are in, kept beside the
 * findings by function: every finding of a function shares it, and a
 * finding never changes when it is said.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/findings.h"
#include "kprefix/hashmap.h"
#include "kprefix/util.h"

/*
 * An attribution's key: the function it is of, by address and name, kept
 * in the findings' arena (the attributions themselves move as they grow;
 * the name is the string set's).
 * Looked up in any order in linear time (a sorted insert by memmove took
 * 35 s for 200k findings out of order).
 */
struct attribution_key {
	uint64_t func_addr;
	const char *function;
};

static size_t key_hash(long key, void *ctx)
{
	const struct attribution_key *k = (const struct attribution_key *)(uintptr_t)key;
	uint64_t h = 0xcbf29ce484222325ull ^ (k->func_addr * 0x9e3779b97f4a7c15ull);

	(void)ctx;
	for (const unsigned char *c = (const unsigned char *)k->function; *c; c++)
		h = (h ^ *c) * 0x100000001b3ull;
	return (size_t)h;
}

static bool key_equal(long a, long b, void *ctx)
{
	const struct attribution_key *x = (const struct attribution_key *)(uintptr_t)a;
	const struct attribution_key *y = (const struct attribution_key *)(uintptr_t)b;

	(void)ctx;
	return x->func_addr == y->func_addr && !strcmp(x->function, y->function);
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
	struct attribution_key key;
	long index;

	if (findings->attribution_of) {
		size_t at = (size_t)(f - findings->items);

		return at < findings->count && findings->attribution_of[at] ? findings->attribution_of[at]
									     : &none;
	}
	/* A module built for another M: no function, but the objects' Makefile line. */
	if (!f->function && f->check == KP_CHECK_MODULE_LAYOUT && findings->image_attribution)
		return findings->image_attribution;
	if (!f->function)
		return &none;
	key = (struct attribution_key){ func_addr_of(f), f->function };
	if (!kp_hashmap_find(&findings->attribution_index, (long)(uintptr_t)&key, &index))
		return &none;
	return &findings->attributions[index];
}

void kp_findings_attribute_image(struct kp_findings *findings, const struct kp_attribution *a)
{
	struct kp_strset *strings = &findings->strings;

	if (findings->image_attribution)
		return;
	findings->image_attribution = xcalloc(1, sizeof(*findings->image_attribution));
	*findings->image_attribution = (struct kp_attribution){
		.unit = kp_strset_add(strings, a->unit),
		.unit_flags = kp_strset_add(strings, a->unit_flags),
		.expected_flags = kp_strset_add(strings, a->expected_flags),
		.flag_difference = kp_strset_add(strings, a->flag_difference),
		.makefile = kp_strset_add(strings, a->makefile),
		.makefile_line = a->makefile_line,
		.makefile_text = kp_strset_add(strings, a->makefile_text),
		.built_apart = a->built_apart,
	};
}

void kp_findings_attribute(struct kp_findings *findings, const struct kp_finding *f,
			   const struct kp_attribution *a)
{
	struct kp_strset *strings = &findings->strings;
	struct attribution_key probe, *key;

	if (!f->function)
		return;
	probe = (struct attribution_key){ func_addr_of(f), f->function };
	if (!findings->attribution_index.hash_fn)
		kp_hashmap_init(&findings->attribution_index, key_hash, key_equal, NULL);
	if (kp_hashmap_find(&findings->attribution_index, (long)(uintptr_t)&probe, NULL))
		return;
	key = kp_arena_alloc(&findings->arena, sizeof(*key));
	*key = (struct attribution_key){ probe.func_addr, kp_strset_add(strings, f->function) };
	grow_array((void **)&findings->attributions, &findings->attributions_cap,
		   findings->nattributions + 1, sizeof(*findings->attributions));
	findings->attributions[findings->nattributions] = (struct kp_attribution){
		.func_addr = key->func_addr,
		.function = key->function,
		.unit = kp_strset_add(strings, a->unit),
		.unit_flags = kp_strset_add(strings, a->unit_flags),
		.file = kp_strset_add(strings, a->file),
		.line = a->line,
		.origin = kp_strset_add(strings, a->origin),
		.expected_flags = kp_strset_add(strings, a->expected_flags),
		.flag_difference = kp_strset_add(strings, a->flag_difference),
		.makefile = kp_strset_add(strings, a->makefile),
		.makefile_line = a->makefile_line,
		.makefile_text = kp_strset_add(strings, a->makefile_text),
		.built_apart = a->built_apart,
	};
	kp_hashmap_add(&findings->attribution_index, (long)(uintptr_t)key, (long)findings->nattributions, NULL);
	findings->nattributions++;
}
