// SPDX-License-Identifier: GPL-2.0-only
/*
 * ops-slot: CALL_OPS keeps an 8-byte ops pointer in the prefix NOPs of every
 * traced function and writes it atomically. The trampoline finds it from the
 * patched call's return address (arm64: ALIGN_DOWN(func + 8 (+4 after bti c),
 * 8) - 16 in 7.2; what the image's own trampoline reads when it can be run),
 * and ftrace_init_nop() writes it first: both must lie wholly inside the
 * prefix NOPs, not over the hash, not over the entry. Only under CALL_OPS: a config that says it is off (riscv's
 * 7.2 prefix without CALL_OPS) has no slot. Where the slot is, and that it
 * is this check's to report (not prefix-nops's), src/analysis/defects.c decides.
 */
#include <elf.h>

#include "kprefix/checks.h"

void check_ops_slot(struct kp_check_ctx *ctx)
{
	const struct kp_image *image = ctx->an->image;

	if (!ctx->an->ops_slot)
		return; /* no CALL_OPS: no slot */
	/* The trampoline is here and could not say: the formula stands in, said once. */
	if (ctx->an->ftrace.slot_unrun && image->elf_type != ET_REL)
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_OPS_SLOT, .severity = KP_NOTE, .shown = true },
			  "ftrace_caller was not run: the ops slot is judged by the %s",
			  ctx->an->ftrace.slot_how);
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &ctx->an->facts[i];
		uint64_t func = ff->func->addr;

		if (ff->defect != KP_DEFECT_OPS_SLOT)
			continue;
		/* What ftrace_init_nop() writes over is the damage; the read slot follows it otherwise. */
		uint64_t read = ff->ops_read, written = ff->ops_written;
		bool written_out = written < ff->record || written + 8 > func;
		uint64_t slot = written_out ? written : read;
		const char *where = written == read ? ""
				    : written_out ? ", where ftrace_init_nop() writes it,"
				    : ", where the trampoline reads it,";
		/* What the image's ftrace_call_adjust(), run, does with such a record. */
		const struct kp_site_class *cl = ff->site_class;
		const char *then = cl && cl->rejected
			? ": ftrace_call_adjust() rejects its record (\"Misaligned patch-site\", 0), a BUG in patch_map at boot"
			: "";
		const char *over = "outside the prefix";

		if (ff->has_hash && slot < ff->hash_addr + 4 && slot + 8 > ff->hash_addr)
			over = "over the kCFI hash";
		else if (slot + 8 > func)
			over = "over the entry";
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_OPS_SLOT, .severity = KP_ERROR,
				.function = ff->func->name, .func_addr = func, .address = func },
			  "ops slot at %lld..%lld%s is %s; prefix NOPs are at %lld..0%s",
			  (long long)(slot - func), (long long)(slot + 8 - func), where, over,
			  (long long)(ff->record - func), then);
	}
}
