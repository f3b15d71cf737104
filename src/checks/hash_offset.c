// SPDX-License-Identifier: GPL-2.0-only
/*
 * hash-offset: with kCFI every function that carries a type hash must carry
 * it where the callers of its image load it, -(4 + 4M), traced or not. An
 * untraced function with its hash at -4 in an M=3 kernel is the bug the RFC
 * describes. Island functions are held to their island's own offset.
 * Where type-offset already names the function (a call site of its type
 * reaches it), this finding is the detail, shown with --verbose.
 */
#include <stdio.h>

#include "kprefix/checks.h"

void check_hash_offset(struct kp_check_ctx *ctx)
{
	const struct kp_image *image = ctx->an->image;

	if (!kp_cfi(&ctx->an->layout))
		return;
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &ctx->an->facts[i];
		int expected = kp_expected_hash_offset(ctx->an, ff->island);

		if (!ff->has_hash || ff->hash_offset == expected)
			continue;
		int nops = kp_offset_nops(&ctx->an->layout, ff->hash_offset);
		struct kp_message m = { 0 };

		kp_message_add(&m, "hash at %d, callers load it at %d (", ff->hash_offset, expected);
		/* "(Rust, untraced, ...": why it has no prefix. */
		kp_message_origin(&m, ff->func->addr, KP_ORIGIN_LEAD);
		kp_message_add(&m, "%s, %d prefix NOP%s)", ff->traced ? "traced" : "untraced", nops,
			       nops == 1 ? "" : "s");
		kp_report_message(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_HASH_OFFSET, .severity = KP_ERROR,
				.function = ff->func->name, .func_addr = ff->func->addr,
				.address = ff->func->addr, .island = kp_island_prefix(ctx->an, ff->island),
				.detail = ff->reached_wrong }, &m);
	}
}
