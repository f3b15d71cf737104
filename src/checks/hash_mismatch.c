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
	const struct kp_analysis *an = ctx->an;

	for (size_t t = 0; t < an->image->ntypeids; t++) {
		const struct kp_typeid_fact *tf = &an->typeids[t];
		const struct kp_typeid *tid = tf->typeid;

		struct kp_finding *f;

		if (tf->vmlinux && tf->vmlinux->hash != tid->value) {
			f = kp_report(ctx->findings, KP_CHECK_HASH_MISMATCH, KP_ERROR, NULL, 0, 0,
				      "%s in %s has hash 0x%08x, but this module's __kcfi_typeid_%s is 0x%08x: its calls through that pointer panic",
				      tid->name, an->input->vmlinux->name, tf->vmlinux->hash, tid->name,
				      tid->value);
			f->about = tid->name;
			f->has_type = true;
			f->type_hash = tid->value;
		}
		if (tf->func == SIZE_MAX)
			continue;
		const struct kp_func_facts *ff = &an->facts[tf->func];

		if (!ff->has_hash || ff->hash == tid->value)
			continue;
		f = kp_report(ctx->findings, KP_CHECK_HASH_MISMATCH, KP_ERROR, ff->func->name, ff->func->addr,
			      ff->func->addr, "hash 0x%08x at %d, but __kcfi_typeid_%s is 0x%08x: a call through the declared type panics",
			      ff->hash, ff->hash_offset, tid->name, tid->value);
		f->has_type = true;
		f->type_hash = tid->value;
	}
}
