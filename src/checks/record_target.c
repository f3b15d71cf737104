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
		char insn[64];

		if (rf->fate != KP_REC_IN_BODY && rf->fate != KP_REC_BAD_PREFIX &&
		    rf->fate != KP_REC_DUPLICATE)
			continue;
		kp_describe_insn(an, rf->value, insn, sizeof(insn));
		if (rf->fate == KP_REC_IN_BODY)
			kp_report(ctx->findings, &(struct kp_finding_info){
					.check = KP_CHECK_RECORD_TARGET, .severity = KP_ERROR,
					.function = rf->func->name, .func_addr = rf->func->addr,
					.address = rf->value, .variant = (int)rf->fate },
				  "record points into the body of %s, at `%s`", rf->func->name, insn);
		else if (rf->fate == KP_REC_BAD_PREFIX)
			kp_report(ctx->findings, &(struct kp_finding_info){
					.check = KP_CHECK_RECORD_TARGET, .severity = KP_ERROR,
					.function = rf->func->name, .func_addr = rf->func->addr,
					.address = rf->value, .variant = (int)rf->fate },
				  "record before %s, but the words up to its entry are not all NOPs (`%s`)",
				  rf->func->name, insn);
		else
			kp_report(ctx->findings, &(struct kp_finding_info){
					.check = KP_CHECK_RECORD_TARGET, .severity = KP_ERROR,
					.function = rf->func->name, .func_addr = rf->func->addr,
					.address = rf->value, .variant = (int)rf->fate },
				  "second record for %s: ftrace would patch it twice", rf->func->name);
	}
}
