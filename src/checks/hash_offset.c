// SPDX-License-Identifier: GPL-2.0-only
/*
 * hash-offset: with kCFI every function that carries a type hash must carry
 * it at -(4 + 4M), traced or not: callers load it from there, and the first
 * indirect call into a function whose hash sits elsewhere is a CFI panic.
 * An untraced function with its hash at -4 in an M=3 kernel is the bug the
 * RFC describes.
 */
#include "kprefix/checks.h"

void check_hash_offset(struct kp_check_ctx *ctx)
{
	const struct kp_image *image = ctx->image;
	int expected = kp_hash_offset(ctx->layout);

	if (!kp_cfi(ctx->layout))
		return;
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &ctx->an->facts[i];

		if (!ff->has_hash || ff->hash_offset == expected)
			continue;
		kp_report(ctx->findings, "hash-offset", KP_ERROR, ff->func->name, ff->func->addr,
			  ff->func->addr, "hash at %d, callers load it at %d (%s, %d prefix NOP%s)",
			  ff->hash_offset, expected, ff->traced ? "traced" : "untraced",
			  (-ff->hash_offset - 4) / 4, ff->hash_offset == -8 ? "" : "s");
	}
}
