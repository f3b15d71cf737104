// SPDX-License-Identifier: GPL-2.0-only
/*
 * entry-nops: a function that owns a record must start (after bti c) with the
 * two NOPs ftrace patches to "mov x9, x30; bl <trampoline>". Otherwise ftrace
 * either refuses the site at boot or overwrites real instructions.
 */
#include <stdio.h>

#include "kprefix/checks.h"

void check_entry_nops(struct kp_check_ctx *ctx)
{
	const struct kp_image *image = ctx->an->image;

	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &ctx->an->facts[i];
		uint64_t at;
		char insn[64];

		if (!ff->traced || ff->entry_nops >= (unsigned)ctx->an->layout.entry_nops)
			continue;
		at = ff->func->addr + ff->landing_pad + (uint64_t)ctx->an->layout.nop_size * ff->entry_nops;
		kp_describe_insn(ctx->an, at, insn, sizeof(insn));
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_ENTRY_NOPS, .severity = KP_ERROR,
				.function = ff->func->name, .func_addr = ff->func->addr,
				.address = at },
			  "traced function has %u of %d entry NOPs: `%s` where ftrace patches",
			  ff->entry_nops, ctx->an->layout.entry_nops, insn);
	}
}
