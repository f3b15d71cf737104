// SPDX-License-Identifier: GPL-2.0-only
/*
 * hash-mismatch: clang emits __kcfi_typeid_<name> for an address-taken
 * declaration, with the hash of the type the declaring unit believes <name>
 * has. When the word in <name>'s hash slot differs, two translation units
 * disagree on a prototype, and a call through the declared type panics.
 * Functions without a hash (static-call trampolines, asm entry points) are
 * hash-missing's business, not this check's. A module's declaration of a
 * vmlinux function is compared with the vmlinux's hash word.
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

		if (!kp_func_by_name(image, tid->name, &addr)) {
			const struct kp_named_hash *theirs = kp_hash_table_find(ctx->vmlinux_hashes, tid->name);

			if (theirs && theirs->hash != tid->value)
				kp_report(ctx->findings, "hash-mismatch", KP_ERROR, NULL, 0, 0,
					  "%s in %s has hash 0x%08x, but this module's __kcfi_typeid_%s is 0x%08x: its calls through that pointer panic",
					  tid->name, ctx->vmlinux_name ? ctx->vmlinux_name : "vmlinux",
					  theirs->hash, tid->name, tid->value);
			continue;
		}
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
