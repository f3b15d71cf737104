// SPDX-License-Identifier: GPL-2.0-only
/*
 * record-orphan: a non-zero record in kernel text that no function owns. The
 * usual cause is a weak function the linker replaced whose record
 * scripts/sorttable did not zero; the kernel skips what kallsyms cannot
 * place, so this is a warning.
 */
#include "kprefix/checks.h"

void check_record_orphan(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;

	for (size_t i = 0; i < an->nrecords; i++) {
		const struct kp_record_facts *rf = &an->records[i];

		if (rf->fate != KP_REC_ORPHAN)
			continue;
		if (rf->func)
			kp_report(ctx->findings, KP_CHECK_RECORD_ORPHAN, KP_WARNING, rf->func->name,
				  rf->func->addr, rf->value,
				  "record in kernel text that no function owns (%lld bytes before %s)",
				  (long long)(rf->func->addr - rf->value), rf->func->name);
		else
			kp_report(ctx->findings, KP_CHECK_RECORD_ORPHAN, KP_WARNING, NULL, 0, rf->value,
				  "record in kernel text that no function owns");
	}
}
