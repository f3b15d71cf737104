// SPDX-License-Identifier: GPL-2.0-only
/*
 * records-zeroed: scripts/sorttable zeroes every record that is not within
 * before_func bytes before some function, to drop the records of weak
 * functions the linker discarded. On arm64 before_func is 8, right for M=2.
 * A sorttable that assumes M=2 on an M=3 image zeroes the whole table; the
 * link succeeds, the kernel skips zero records at boot, and ftrace silently
 * has no call sites. A handful of zero records is normal; most of them,
 * while functions laid out for tracing own none, is a broken build.
 *
 * The same question, whether ftrace has the call sites its functions were
 * built for, has three more answers that passed in silence: a table that is
 * empty or missing while functions carry the traced layout (an error: ftrace
 * has no call sites), and records that mostly lie outside the kernel text (a
 * warning: the functions they name were not checked).
 */
#include <elf.h>

#include "kprefix/checks.h"

/* No record at all: the table is empty, or there is none, while a quarter of the functions are laid out for tracing. */
static void no_records(struct kp_check_ctx *ctx, size_t laid_out)
{
	const struct kp_analysis *an = ctx->an;
	const struct kp_image *image = an->image;
	long prefix_nops = kp_prefix_nops(&an->layout);
	bool table = image->markers[KP_START_MCOUNT_LOC].found && image->markers[KP_STOP_MCOUNT_LOC].found;

	if (an->nrecords || image->records.prefix_count || laid_out < 2 || laid_out * 4 < image->nfuncs)
		return;
	kp_report(ctx->findings, &(struct kp_finding_info){
			.check = KP_CHECK_RECORDS_ZEROED, .severity = KP_ERROR,
			.function = table ? "__start_mcount_loc" : NULL,
			.func_addr = table ? image->records.table_addr : 0,
			.address = table ? image->records.table_addr : 0 },
		  "%s while %zu of %zu functions carry the traced layout (%ld prefix NOPs, %d entry NOPs): "
		  "ftrace has no call sites",
		  table ? "the ftrace record table is empty"
			: image->elf_type == ET_REL ? "there is no __patchable_function_entries section"
						    : "there is no ftrace record table (no __start_mcount_loc..__stop_mcount_loc)",
		  laid_out, image->nfuncs, prefix_nops, an->layout.entry_nops);
}

void check_records_zeroed(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;
	const struct kp_image *image = ctx->an->image;
	long prefix_nops = kp_prefix_nops(&ctx->an->layout);
	size_t laid_out = 0;

	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		laid_out += !ff->traced && ff->traced_layout && ff->nop_run >= prefix_nops;
	}
	no_records(ctx, laid_out);
	/* Most records outside the text: what they name was never looked at. */
	if (an->nrecords && an->noutside * 2 > an->nrecords) {
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_RECORDS_ZEROED, .severity = KP_WARNING,
				.function = "__start_mcount_loc",
				.func_addr = image->records.table_addr,
				.address = image->records.table_addr },
			  "%zu of %zu ftrace records lie outside the kernel text (_stext.._etext, "
			  "_sinittext.._einittext): the functions they name were not checked",
			  an->noutside, an->nrecords);
		return;
	}
	if (!an->nrecords || an->nzero * 2 <= an->nrecords)
		return;
	if (laid_out * 2 < an->nzero)
		return;
	kp_report(ctx->findings, &(struct kp_finding_info){
			.check = KP_CHECK_RECORDS_ZEROED, .severity = KP_ERROR,
			.function = "__start_mcount_loc", .func_addr = image->records.table_addr,
			.address = image->records.table_addr },
		  "%zu of %zu ftrace records are zero while %zu functions carry the traced layout "
		  "(%ld prefix NOPs, %d entry NOPs) and own none: ftrace has no call sites; "
		  "sorttable zeroes records more than before_func bytes before a function, and "
		  "this layout needs before_func >= %ld",
		  an->nzero, an->nrecords, laid_out, prefix_nops, ctx->an->layout.entry_nops,
		  ctx->an->layout.nop_size * prefix_nops);
}
