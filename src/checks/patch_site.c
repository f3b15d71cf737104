// SPDX-License-Identifier: GPL-2.0-only
/*
 * patch-site: ftrace_init() turns each record into the word it patches with
 * the image's own ftrace_call_adjust(), and that must be the entry NOP the
 * call goes to: func+4, +4 more after bti c. The function is run from the
 * image once per class of record (src/analysis/ftrace_code.c); every traced
 * function of a class it rejects or moves is reported, with what ftrace_init
 * then does. Where it could not be run, config-mismatch judges the M
 * ftrace was configured for instead.
 *
 * A function whose record says another prefix is prefix-nops's, one whose
 * ops slot is outside the prefix ops-slot's (src/analysis/defects.c decides).
 *
 * Also here: where ftrace_init_nop() writes the ops pointer must be where
 * the trampoline reads it; a kernel whose two disagree has a bug in its
 * ftrace code, whatever the layout.
 */
#include <elf.h>

#include "kprefix/checks.h"

static void report_writer(struct kp_check_ctx *ctx, const struct kp_site_class *cl)
{
	kp_report(ctx->findings, &(struct kp_finding_info){
			.check = KP_CHECK_PATCH_SITE, .severity = KP_ERROR, .function = cl->example,
			.func_addr = cl->example_addr, .address = cl->example_addr },
		  "ftrace_init_nop() writes the ops pointer at %lld, the trampoline reads it at %lld "
		  "(%zu function%s whose record is at %d, %u mod 8): the kernel's ftrace code disagrees with itself",
		  cl->written, cl->read, cl->functions, cl->functions == 1 ? "" : "s", cl->record_offset,
		  cl->record_mod8);
}

void check_patch_site(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;
	const struct kp_image *image = an->image;

	if (!an->ftrace.adjust_run) {
		/* The code is here and could not say: the config's M stands in, said once. */
		if (an->ftrace.adjust_unrun && image->elf_type != ET_REL)
			kp_report(ctx->findings, &(struct kp_finding_info){
					.check = KP_CHECK_PATCH_SITE, .severity = KP_NOTE,
					.shown = true },
				  "ftrace_call_adjust() was not run: %s", an->ftrace.adjust_how);
		return;
	}
	if (an->ftrace.writer_unrun && image->elf_type != ET_REL)
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_PATCH_SITE, .severity = KP_NOTE, .shown = true },
			  "ftrace_init_nop() was not run to its writer: %s", an->ftrace.writer_how);
	if (an->ftrace.unclassed)
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_PATCH_SITE, .severity = KP_NOTE, .shown = true },
			  "%zu traced function%s (%s first) of record classes %s: judged by the formula "
			  "(the entry NOP after the layout's prefix), not by ftrace_call_adjust()",
			  an->ftrace.unclassed, an->ftrace.unclassed == 1 ? "" : "s",
			  an->ftrace.unclassed_example ? an->ftrace.unclassed_example : "?",
			  image->elf_type == ET_REL ? "its vmlinux's ftrace_call_adjust() was not run on"
						    : "past those kprefix runs ftrace_call_adjust() on");
	for (size_t c = 0; c < an->ftrace.nclasses; c++) {
		const struct kp_site_class *cl = &an->ftrace.classes[c];

		if (cl->functions && cl->writer_run && cl->written != cl->read)
			report_writer(ctx, cl);
	}
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];
		const struct kp_site_class *cl = ff->site_class;
		uint64_t func = ff->func->addr;

		if (ff->defect != KP_DEFECT_PATCH_SITE)
			continue;
		if (cl->rejected) {
			kp_report(ctx->findings, &(struct kp_finding_info){
					.check = KP_CHECK_PATCH_SITE, .severity = KP_ERROR,
					.function = ff->func->name, .func_addr = func,
					.address = func },
				  "ftrace_call_adjust() rejects its record at %lld (returns 0, \"Misaligned patch-site\"): "
				  "ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot",
				  (long long)ff->record - (long long)func);
			continue;
		}
		if (cl->far) {
			kp_report(ctx->findings, &(struct kp_finding_info){
					.check = KP_CHECK_PATCH_SITE, .severity = KP_ERROR,
					.function = ff->func->name, .func_addr = func,
					.address = func },
				  "ftrace_call_adjust() gives its patch site at 0x%llx, not within %d bytes of the function, "
				  "the entry NOP the call belongs at is %+d: ftrace patches a word of something else",
				  (unsigned long long)(func + cl->site_off), KP_SITE_REACH, cl->expected);
			continue;
		}
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_PATCH_SITE, .severity = KP_ERROR,
				.function = ff->func->name, .func_addr = func, .address = func },
			  "ftrace_call_adjust() gives its patch site at %+d, the entry NOP the call belongs at is %+d: %s",
			  cl->site, cl->expected,
			  ff->site_nops
				  ? "ftrace patches NOPs that are not its entry, and the function is never traced right"
				  : "ftrace_init_nop() finds no NOP there: ftrace_bug() at boot, ftrace disabled");
	}
}
