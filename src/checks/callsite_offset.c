// SPDX-License-Identifier: GPL-2.0-only
/*
 * callsite-offset: a kCFI call site loads the hash from -(4 + 4M) of its
 * caller's own M. A caller built with another M loads from the wrong place
 * for every function of the image. One finding per calling function and
 * offset, so that a whole object built with other flags reads as a few lines.
 * Where all of them reach a function of their type at another offset,
 * type-offset says so and this is the detail, shown with --verbose.
 */
#include <stdint.h>

#include "kprefix/checks.h"

static void report_caller_offset(struct kp_check_ctx *ctx, size_t first, size_t end, int offset,
				 int expected)
{
	const struct kp_analysis *an = ctx->an;
	size_t caller = an->site_caller[first], count = 0;
	bool all_fail = true;

	for (size_t s = first; s < end; s++) {
		if (an->kcfi_sites[s].offset != offset)
			continue;
		count++;
		all_fail &= an->site_fails[s];
	}
	const struct kp_func *fn = caller == SIZE_MAX ? NULL : &ctx->an->image->funcs[caller];
	/* The types its sites at this offset check, in C where known: one named, or how many. */
	uint32_t type = 0;
	size_t ntypes = 0;
	char types[600] = "";

	for (size_t s = first; s < end; s++)
		if (an->kcfi_sites[s].offset == offset && (!ntypes || an->kcfi_sites[s].type_hash != type)) {
			bool seen = false;

			for (size_t t = first; t < s && !seen; t++)
				seen = an->kcfi_sites[t].offset == offset &&
				       an->kcfi_sites[t].type_hash == an->kcfi_sites[s].type_hash;
			if (!seen && !ntypes++)
				type = an->kcfi_sites[s].type_hash;
		}
	const char *c = ntypes == 1 ? kp_type_name(an, type) : NULL;

	if (c)
		snprintf(types, sizeof(types), "; %s 0x%08x (%s)", count == 1 ? "it checks type" : "they check type",
			 type, c);
	struct kp_message m = { 0 };

	kp_message_add(&m, "%zu kCFI call site%s load%s the hash at %d, functions here keep it at %d", count,
		       count == 1 ? "" : "s", count == 1 ? "s" : "", offset, expected);
	/* The origin follows the offsets, before the type. */
	if (fn)
		kp_message_origin(&m, fn->addr, KP_ORIGIN_PAREN);
	kp_message_add(&m, "%s", types);
	/* The type is not fingerprinted: has_type stays false. */
	kp_report_message(ctx->findings, &(struct kp_finding_info){
			.check = KP_CHECK_CALLSITE_OFFSET, .severity = KP_ERROR,
			.function = fn ? fn->name : NULL, .func_addr = fn ? fn->addr : 0,
			.address = an->kcfi_sites[first].addr, .detail = all_fail,
			.island = kp_island_prefix(an, an->site_island[first]),
			.type_hash = c ? type : 0, .type_c = c, .variant = offset }, &m);
}

void check_callsite_offset(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;

	if (!kp_cfi(&ctx->an->layout))
		return;
	for (size_t start = 0, end; start < an->nkcfi_sites; start = end) {
		int expected = kp_expected_hash_offset(ctx->an, an->site_island[start]);

		/* Sites are in address order: one caller's are adjacent. */
		for (end = start + 1; end < an->nkcfi_sites; end++)
			if (an->site_caller[end] != an->site_caller[start] ||
			    an->site_caller[start] == SIZE_MAX)
				break;
		for (size_t s = start; s < end; s++) {
			int offset = an->kcfi_sites[s].offset;
			bool first = true;

			for (size_t p = start; p < s && first; p++)
				first = an->kcfi_sites[p].offset != offset;
			if (first && offset != expected)
				report_caller_offset(ctx, s, end, offset, expected);
		}
	}
}
