// SPDX-License-Identifier: GPL-2.0-only
#include "kprefix/checks.h"
#include "kprefix/util.h"

const struct kp_check kp_checks[] = {
	{ "records-zeroed", "the record table was zeroed wholesale at build time", check_records_zeroed },
	{ "prefix-nops", "a traced function has another number of prefix NOPs than the layout", check_prefix_nops },
	{ "hash-offset", "a kCFI hash is not where callers load it", check_hash_offset },
	{ "ops-slot", "the ops pointer slot is not inside the prefix NOPs", check_ops_slot },
	{ "entry-nops", "a traced function lacks the entry NOPs", check_entry_nops },
	{ "record-target", "a record does not point at a function's patch site", check_record_target },
	{ "record-orphan", "a record in kernel text that no function owns", check_record_orphan },
	{ "config-mismatch", "the config or options disagree with the image", check_config_mismatch },
};

const size_t kp_nchecks = ARRAY_SIZE(kp_checks);

void kp_run_checks(struct kp_check_ctx *ctx)
{
	for (size_t i = 0; i < kp_nchecks; i++)
		kp_checks[i].run(ctx);
	kp_findings_sort(ctx->findings);
}
