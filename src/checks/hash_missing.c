// SPDX-License-Identifier: GPL-2.0-only
/*
 * hash-missing: a function whose address is stored in data can be called
 * through that pointer, and under kCFI the call checks a hash the function
 * does not have. Excluded as never called through: ftrace records, exception,
 * jump and bug tables, alternatives (see never_called_through()),
 * static-call trampolines (__SCT__*), whose address is taken only for
 * patching, and ftrace direct trampolines (returns_off_link: every return
 * goes to x9 or t0, not the link register), which ftrace reaches by a branch
 * from its own trampoline or the patched entry, never by a checked call.
 * kallsyms holds offsets, not relocated addresses. A warning: the pointer
 * may only ever be compared or patched, never called.
 */
#include <string.h>

#include "kprefix/checks.h"

void check_hash_missing(struct kp_check_ctx *ctx)
{
	const struct kp_image *image = ctx->an->image;

	if (!kp_cfi(&ctx->an->layout))
		return;
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &ctx->an->facts[i];

		if (!ff->address_taken || ff->has_hash || ff->island >= 0)
			continue;
		if (!strncmp(ff->func->name, "__SCT__", 7) || ff->returns_off_link)
			continue;
		const char *c = kp_func_type_c(ctx->an, i);
		char paren[512] = "";

		if (c)
			snprintf(paren, sizeof(paren), " for its type %s", c);
		struct kp_message m = { 0 };

		kp_message_add(&m, "address stored in data, but no kCFI hash");
		kp_message_origin(&m, ff->func->addr, KP_ORIGIN_PAREN);
		kp_message_add(&m, "%s: an indirect call through it fails the check", paren);
		kp_report_message(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_HASH_MISSING, .severity = KP_WARNING,
				.function = ff->func->name, .func_addr = ff->func->addr,
				.address = ff->func->addr, .function_type_c = c }, &m);
	}
}
