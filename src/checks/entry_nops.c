// SPDX-License-Identifier: GPL-2.0-only
/*
 * entry-nops: a function that owns a record must start (after bti c) with the
 * two NOPs ftrace patches to "mov x9, x30; bl <trampoline>". Otherwise ftrace
 * either refuses the site at boot or overwrites real instructions.
 */
#include <stdio.h>

#include "kprefix/arm64.h"
#include "kprefix/checks.h"

void check_entry_nops(struct kp_check_ctx *ctx)
{
	const struct kp_image *image = ctx->image;

	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &ctx->an->facts[i];
		uint64_t at;
		uint32_t word;
		char insn[64];

		if (!ff->traced || ff->entry_nops >= (unsigned)ctx->layout->entry_nops)
			continue;
		at = ff->func->addr + (ff->bti ? 4 : 0) + 4 * ff->entry_nops;
		if (kp_read_insn(image, at, &word))
			arm64_disasm(word, at, insn, sizeof(insn));
		else
			snprintf(insn, sizeof(insn), "no instruction");
		kp_report(ctx->findings, "entry-nops", KP_ERROR, ff->func->name, ff->func->addr, at,
			  "traced function has %u of %d entry NOPs: `%s` where ftrace patches",
			  ff->entry_nops, ctx->layout->entry_nops, insn);
	}
}
