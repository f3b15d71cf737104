// SPDX-License-Identifier: GPL-2.0-only
/*
 * hash-mismatch: clang emits __kcfi_typeid_<name> for an address-taken
 * declaration, with the hash of the type the declaring unit believes <name>
 * has. When the word in <name>'s hash slot differs, two translation units
 * disagree on a prototype, and a call through the declared type panics.
 * Functions without a hash (static-call trampolines, asm entry points) are
 * hash-missing's business, not this check's.
 */
#include <stdint.h>

#include "kprefix/checks.h"

void check_hash_mismatch(struct kp_check_ctx *ctx)
{
	const struct kp_image *image = ctx->image;

	for (size_t t = 0; t < image->ntypeids; t++) {
		const struct kp_typeid *tid = &image->typeids[t];
		uint64_t addr;
		size_t idx;

		if (!kp_func_by_name(image, tid->name, &addr))
			continue;
		idx = kp_func_index_at(image, addr);
		if (idx == SIZE_MAX)
			continue;
		const struct kp_func_facts *ff = &ctx->an->facts[idx];

		if (!ff->has_hash || ff->hash == tid->value)
			continue;
		kp_report(ctx->findings, "hash-mismatch", KP_ERROR, ff->func->name, ff->func->addr,
			  ff->func->addr, "hash 0x%08x at %d, but __kcfi_typeid_%s is 0x%08x: a call through the declared type panics",
			  ff->hash, ff->hash_offset, tid->name, tid->value);
	}
}
