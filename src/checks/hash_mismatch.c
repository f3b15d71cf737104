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

#include "kprefix/ctypes.h"

#include "kprefix/checks.h"

void check_hash_mismatch(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;

	for (size_t t = 0; t < an->image->ntypeids; t++) {
		const struct kp_typeid_fact *tf = &an->typeids[t];
		const struct kp_typeid *tid = tf->typeid;

		char dparen[512], fparen[512];

		/* The types in C only for a finding: writing a C declaration per typeid was a
		 * hundredth of a kCFI check, for the few that mismatch. */
		if (tf->vmlinux && tf->vmlinux->hash != tid->value) {
			const char *declared = kp_type_name(an, tid->value);
			const char *defined = kp_type_name(an, tf->vmlinux->hash);

			kp_report(ctx->findings, &(struct kp_finding_info){
					.check = KP_CHECK_HASH_MISMATCH, .severity = KP_ERROR,
					.has_type = true, .type_hash = tid->value,
					.type_c = declared, .function_type_c = defined,
					.about = tid->name },
				      "%s in %s has hash 0x%08x%s, but this module's __kcfi_typeid_%s is 0x%08x%s: its calls through that pointer panic",
				      tid->name, an->input->vmlinux->name, tf->vmlinux->hash,
				      kp_type_paren(defined, fparen, sizeof(fparen)), tid->name, tid->value,
				      kp_type_paren(declared, dparen, sizeof(dparen)));
		}
		if (tf->func == SIZE_MAX)
			continue;
		const struct kp_func_facts *ff = &an->facts[tf->func];

		if (!ff->has_hash || ff->hash == tid->value)
			continue;
		const char *declared = kp_type_name(an, tid->value);
		const char *defined = kp_func_type_c(an, tf->func);

		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_HASH_MISMATCH, .severity = KP_ERROR,
				.function = ff->func->name, .func_addr = ff->func->addr,
				.address = ff->func->addr, .has_type = true,
				.type_hash = tid->value, .type_c = declared,
				.function_type_c = defined },
			  "hash 0x%08x%s at %d, but __kcfi_typeid_%s is 0x%08x%s: a call through the declared type panics",
			      ff->hash, kp_type_paren(defined, fparen, sizeof(fparen)), ff->hash_offset,
			      tid->name, tid->value, kp_type_paren(declared, dparen, sizeof(dparen)));
	}
}
