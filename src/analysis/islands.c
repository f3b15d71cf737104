// SPDX-License-Identifier: GPL-2.0-only
/*
 * Islands: arch/arm64/kernel/pi (__pi_), the EFI stub (__efistub_) and nVHE
 * hyp code (__kvm_nvhe_) are built with their own flags and linked in under
 * an objcopy --prefix-symbols prefix, mapping symbols included (__pi_$d).
 * They may use another M as long as they agree with themselves.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/model.h"
#include "kprefix/util.h"

const char *kp_island_prefix(const struct kp_analysis *an, int island)
{
	return island >= 0 && (size_t)island < an->nislands ? an->islands[island].prefix : NULL;
}

int kp_expected_hash_offset(const struct kp_analysis *an, int island)
{
	if (island >= 0)
		return an->islands[island].hash_offset;
	return kp_hash_offset(&an->layout);
}

static int island_of(const struct kp_analysis *an, const char *name)
{
	/* Once per function name of a vmlinux: the first character rules out most. */
	for (size_t i = 0; i < an->nislands; i++)
		if (name[0] == an->islands[i].prefix[0] &&
		    !strncmp(name, an->islands[i].prefix, strlen(an->islands[i].prefix)))
			return (int)i;
	return -1;
}

void kp_assign_islands(struct kp_analysis *an, const char *prefixes)
{
	const struct kp_image *image = an->image;
	const char *p = prefixes ? prefixes : "";

	while (*p) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);

		if (len) {
			char *prefix = xmalloc(len + 1);

			memcpy(prefix, p, len);
			prefix[len] = '\0';
			an->islands = xrealloc(an->islands, (an->nislands + 1) * sizeof(*an->islands));
			an->islands[an->nislands++] = (struct kp_island){ .prefix = prefix };
		}
		p += len + (comma ? 1 : 0);
	}

	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func *fn = &image->funcs[i];

		/* Names lie in the string table's order, not by address: each a
		 * cache miss unless asked for ahead. */
		if (i + 16 < image->nfuncs)
			kp_prefetch(image->funcs[i + 16].name);
		int island = island_of(an, fn->name);

		/* arch/arm64/kernel/image-vars.h gives main-image functions __pi_
		 * aliases (__pi_memcpy = memcpy): code with any unprefixed name is
		 * the main image's. */
		for (size_t k = 0; k < fn->nnames && island >= 0; k++)
			if (island_of(an, image->names_by_addr[fn->first_name + k].name) != island)
				island = -1;
		an->facts[i].island = island;
		if (an->facts[i].island >= 0)
			an->islands[an->facts[i].island].nfuncs++;
	}
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		size_t caller = an->site_caller[s];

		an->site_island[s] = caller == SIZE_MAX ? -1 : an->facts[caller].island;
		if (an->site_island[s] >= 0)
			an->islands[an->site_island[s]].nsites++;
	}
}

/* Offsets -4 .. -(4+4*KP_MAX_PREFIX_NOPS): each island's votes, indexed by prefix NOPs. */
struct island_votes {
	size_t votes[KP_MAX_PREFIX_NOPS + 1], other;
};

static void vote(const struct kp_analysis *an, struct island_votes *v, int offset, bool exact)
{
	int m = kp_offset_nops(&an->layout, offset);

	if (m >= 0 && m <= KP_MAX_PREFIX_NOPS &&
	    (!exact || offset == -(an->layout.hash_size + an->layout.nop_size * m)))
		v->votes[m]++;
	else
		v->other++;
}

void kp_measure_islands(struct kp_analysis *an)
{
	struct island_votes *votes;

	if (!an->nislands)
		return;
	/* One pass over the functions for all islands: most are in none. */
	votes = xcalloc(an->nislands, sizeof(*votes));
	for (size_t isl = 0; isl < an->nislands; isl++)
		an->islands[isl].nhashed = 0;
	for (size_t i = 0; i < an->image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		if (ff->island < 0 || (size_t)ff->island >= an->nislands || !ff->has_hash)
			continue;
		an->islands[ff->island].nhashed++;
		vote(an, &votes[ff->island], ff->hash_offset, false);
	}
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		int isl = an->site_island[s];

		if (isl >= 0 && (size_t)isl < an->nislands)
			vote(an, &votes[isl], an->kcfi_sites[s].offset, true);
	}
	for (size_t isl = 0; isl < an->nislands; isl++) {
		struct kp_island *island = &an->islands[isl];
		const struct island_votes *v = &votes[isl];
		size_t best = 0, total = v->other;

		for (size_t m = 1; m <= KP_MAX_PREFIX_NOPS; m++)
			if (v->votes[m] > v->votes[best])
				best = m;
		island->hash_offset = -(an->layout.hash_size + an->layout.nop_size * (int)best);
		for (size_t m = 0; m <= KP_MAX_PREFIX_NOPS; m++)
			total += v->votes[m];
		island->consistent = total == v->votes[best];
	}
	free(votes);
}
