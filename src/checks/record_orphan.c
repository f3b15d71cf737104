// SPDX-License-Identifier: GPL-2.0-only
/*
 * record-orphan: a non-zero record in kernel text that no function owns,
 * judged by its bytes. The usual cause is a weak function the linker
 * replaced: its code stays, without a symbol, and so does its record (ld -r
 * keeps both in a module; scripts/sorttable zeroes it in a vmlinux only when
 * it runs). While the words still hold the prefix and entry NOPs, ftrace
 * patches dead code and nothing breaks: a note. Anything else there makes
 * ftrace_init_nop() fail at boot or module load, ftrace_bug() runs and
 * ftrace is disabled for the whole system: an error.
 */
#include <stdio.h>

#include "kprefix/checks.h"

void check_record_orphan(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;

	for (size_t i = 0; i < an->nrecords; i++) {
		const struct kp_record_facts *rf = &an->records[i];
		/* " (N bytes before NAME)": the name whole, never cut to a buffer. */
		char before[48] = "", insn[64];
		const char *name = rf->func ? rf->func->name : "", *close = rf->func ? ")" : "";

		if (rf->fate != KP_REC_ORPHAN)
			continue;
		if (rf->func)
			snprintf(before, sizeof(before), " (%llu bytes before ",
				 (unsigned long long)(rf->func->addr - rf->value));
		if (rf->intact) {
			kp_report(ctx->findings, &(struct kp_finding_info){
					.check = KP_CHECK_RECORD_ORPHAN, .severity = KP_NOTE,
					.function = rf->func ? rf->func->name : NULL,
					.func_addr = rf->func ? rf->func->addr : 0,
					.address = rf->value },
				  "record in kernel text that no function owns%s%s%s; its prefix and entry NOPs are intact, so ftrace patches dead code",
				  before, name, close);
			continue;
		}
		kp_describe_insn(an, rf->value, insn, sizeof(insn));
		/* Not the note's fingerprint: words that broke since are a new finding. */
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_RECORD_ORPHAN, .severity = KP_ERROR,
				.function = rf->func ? rf->func->name : NULL,
				.func_addr = rf->func ? rf->func->addr : 0, .address = rf->value,
				.variant = 1 },
			  "record in kernel text that no function owns%s%s%s, at `%s`, not the patch site ftrace expects: ftrace_bug() at load disables ftrace",
			  before, name, close, insn);
	}
}
