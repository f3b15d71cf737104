// SPDX-License-Identifier: GPL-2.0-only
/*
 * hash-scheme: a function's hash word is its type's hash, but under another
 * scheme than the image's (src/analysis/ctypes.c): an object built with
 * another integer normalization (a Rust object without
 * -Zsanitizer-cfi-normalize-integers among C built with
 * CONFIG_CFI_ICALL_NORMALIZE_INTEGERS) or another hash algorithm (a clang
 * whose default is FNV-1a, a GCC kCFI object among clang's). Every call site
 * of the image checks the image's hash of that type, so every indirect call
 * across that boundary traps. Only where the other scheme reproduces the
 * word exactly: a hash no scheme reproduces is a miss the layout counts
 * (BTF may describe a prototype otherwise than its compiler saw it), never a
 * finding.
 */
#include <stdio.h>

#include "kprefix/checks.h"

void check_hash_scheme(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;
	const struct kp_types *ty = &an->types;

	if (!kp_cfi(&an->layout) || ty->scheme < 0 || !ty->funcs)
		return;
	for (size_t i = 0; i < an->image->nfuncs; i++) {
		const struct kp_func_type *ft = &ty->funcs[i];
		const struct kp_func_facts *ff = &an->facts[i];

		if (!ff->has_hash || ft->fate != KP_TYPE_OTHER_SCHEME || ft->scheme < 0)
			continue;
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_HASH_SCHEME, .severity = KP_ERROR,
				.function = ff->func->name, .func_addr = ff->func->addr,
				.address = ff->func->addr,
				.island = kp_island_prefix(an, ff->island), .variant = ft->scheme,
				.function_type_c = kp_func_type_c(an, i) },
			"hash 0x%08x is %s under %s; the image's scheme (%s) makes it 0x%08x, the hash its callers check",
			ff->hash, kp_func_type_c(an, i) ? kp_func_type_c(an, i) : "its type", kp_scheme_text(ft->scheme),
			kp_scheme_text(ty->scheme), ft->computed);
	}
}
