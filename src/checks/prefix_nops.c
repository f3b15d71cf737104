// SPDX-License-Identifier: GPL-2.0-only
/*
 * prefix-nops: a traced function whose record says it has another number of
 * prefix NOPs than the layout. Its ops slot and, under kCFI, its hash are
 * then somewhere else than the rest of the kernel expects. Under kCFI a
 * hashed function is reported by hash-offset instead: that is the crash
 * (which is decided once, in src/analysis/defects.c).
 */
#include "kprefix/checks.h"

void check_prefix_nops(struct kp_check_ctx *ctx)
{
	const struct kp_image *image = ctx->an->image;
	long prefix_nops = kp_prefix_nops(&ctx->an->layout);

	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &ctx->an->facts[i];
		long found = ff->record_prefix_nops < 0 ? 0 : ff->record_prefix_nops;

		if (ff->defect != KP_DEFECT_PREFIX_NOPS)
			continue;
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR,
				.function = ff->func->name, .func_addr = ff->func->addr,
				.address = ff->func->addr },
			  "%ld prefix NOP%s (record at %s0x%llx), layout has %ld",
			  found, found == 1 ? "" : "s", ff->record_prefix_nops < 0 ? "+" : "-",
			  (unsigned long long)(ff->record_prefix_nops < 0 ? ff->record - ff->func->addr
									 : ff->func->addr - ff->record),
			  prefix_nops);
	}
}
