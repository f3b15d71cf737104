// SPDX-License-Identifier: GPL-2.0-only
/*
 * island: code built apart on purpose and linked in under a symbol prefix.
 * One that agrees with itself under another M is correct and only noted; one
 * that does not has its hash-offset and callsite-offset findings measured
 * against its own offset, and type-offset says which calls fail.
 */
#include "kprefix/checks.h"

void check_island(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;

	if (!kp_cfi(&ctx->an->layout))
		return;
	for (size_t i = 0; i < an->nislands; i++) {
		const struct kp_island *island = &an->islands[i];

		if (!island->nfuncs)
			continue;
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_ISLAND, .severity = KP_NOTE, .leads = true,
				.island = island->prefix },
			"island %s: %zu functions (%zu hashed), %zu call site%s, M=%d, %s", island->prefix,
			island->nfuncs, island->nhashed, island->nsites, island->nsites == 1 ? "" : "s",
			kp_offset_nops(&an->layout, island->hash_offset),
			island->consistent ? "consistent" : "inconsistent (see hash-offset, callsite-offset)");
	}
}
