// SPDX-License-Identifier: GPL-2.0-only
/*
 * record-target: a record must name the first prefix NOP of a function (its
 * entry when M=0). One that points into a body, or before a function across
 * words that are not NOPs, makes ftrace patch a real instruction.
 */
#include <stdio.h>

#include "kprefix/checks.h"

void check_record_target(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;

	for (size_t i = 0; i < an->nrecords; i++) {
		const struct kp_record_facts *rf = &an->records[i];
		struct kp_finding *f;
		char insn[64];

		if (rf->fate != KP_REC_IN_BODY && rf->fate != KP_REC_BAD_PREFIX &&
		    rf->fate != KP_REC_DUPLICATE)
			continue;
		kp_describe_insn(an, rf->value, insn, sizeof(insn));
		if (rf->fate == KP_REC_IN_BODY)
			f = kp_report(ctx->findings, KP_CHECK_RECORD_TARGET, KP_ERROR, rf->func->name,
				  rf->func->addr, rf->value,
				  "record points into the body of %s, at `%s`", rf->func->name, insn);
		else if (rf->fate == KP_REC_BAD_PREFIX)
			f = kp_report(ctx->findings, KP_CHECK_RECORD_TARGET, KP_ERROR, rf->func->name,
				  rf->func->addr, rf->value,
				  "record before %s, but the words up to its entry are not all NOPs (`%s`)",
				  rf->func->name, insn);
		else
			f = kp_report(ctx->findings, KP_CHECK_RECORD_TARGET, KP_ERROR, rf->func->name,
				  rf->func->addr, rf->value,
				  "second record for %s: ftrace would patch it twice", rf->func->name);
		f->variant = (int)rf->fate;
	}
}
