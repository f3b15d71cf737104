// SPDX-License-Identifier: GPL-2.0-only
/*
 * records-zeroed: scripts/sorttable zeroes every record that is not within
 * before_func bytes before some function, to drop the records of weak
 * functions the linker discarded. On arm64 before_func is 8, right for M=2.
 * A sorttable that assumes M=2 on an M=3 image zeroes the whole table; the
 * link succeeds, the kernel skips zero records at boot, and ftrace silently
 * has no call sites. A handful of zero records is normal; most of them,
 * while functions laid out for tracing own none, is a broken build.
 */
#include "kprefix/checks.h"

void check_records_zeroed(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;
	const struct kp_image *image = ctx->an->image;
	long prefix_nops = kp_prefix_nops(&ctx->an->layout);
	size_t laid_out = 0;

	if (!an->nrecords || an->nzero * 2 <= an->nrecords)
		return;
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		laid_out += !ff->traced && ff->traced_layout && ff->nop_run >= prefix_nops;
	}
	if (laid_out * 2 < an->nzero)
		return;
	kp_report(ctx->findings, KP_CHECK_RECORDS_ZEROED, KP_ERROR, "__start_mcount_loc",
		  image->records.table_addr, image->records.table_addr,
		  "%zu of %zu ftrace records are zero while %zu functions carry the traced layout "
		  "(%ld prefix NOPs, %d entry NOPs) and own none: ftrace has no call sites; "
		  "sorttable zeroes records more than before_func bytes before a function, and "
		  "this layout needs before_func >= %ld",
		  an->nzero, an->nrecords, laid_out, prefix_nops, ctx->an->layout.entry_nops,
		  ctx->an->layout.nop_size * prefix_nops);
}
