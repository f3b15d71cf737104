// SPDX-License-Identifier: GPL-2.0-only
/* Running the checks, and what several of them share. */
#include <stdio.h>
#include <string.h>

#include "kprefix/checks.h"
#include "kprefix/util.h"

_Static_assert(KP_NR_CHECKS <= 64, "kp_check_set holds a bit per check");

/* Each check id's rule, in the catalogue's order (src/findings/catalogue.c). */
static void (*const check_runners[KP_NR_CHECKS])(struct kp_check_ctx *ctx) = {
	[KP_CHECK_MODULE_LAYOUT] = check_module_layout,
	[KP_CHECK_TYPE_OFFSET] = check_type_offset,
	[KP_CHECK_ISLAND] = check_island,
	[KP_CHECK_RECORDS_ZEROED] = check_records_zeroed,
	[KP_CHECK_PREFIX_NOPS] = check_prefix_nops,
	[KP_CHECK_HASH_OFFSET] = check_hash_offset,
	[KP_CHECK_OPS_SLOT] = check_ops_slot,
	[KP_CHECK_PATCH_SITE] = check_patch_site,
	[KP_CHECK_ENTRY_NOPS] = check_entry_nops,
	[KP_CHECK_RECORD_TARGET] = check_record_target,
	[KP_CHECK_RECORD_ORPHAN] = check_record_orphan,
	[KP_CHECK_CALLSITE_OFFSET] = check_callsite_offset,
	[KP_CHECK_HASH_MISMATCH] = check_hash_mismatch,
	[KP_CHECK_HASH_SCHEME] = check_hash_scheme,
	[KP_CHECK_HASH_MISSING] = check_hash_missing,
	[KP_CHECK_CONFIG_MISMATCH] = check_config_mismatch,
};

void kp_run_checks(const struct kp_analysis *an, kp_check_set set, struct kp_findings *findings)
{
	struct kp_check_ctx ctx = { .an = an, .findings = findings };
	char scope[256];

	for (size_t i = 0; i < KP_NR_CHECKS; i++)
		if (set & (1ull << i))
			check_runners[i](&ctx);
	kp_findings_sort(findings);
	kp_fingerprint_scope(an->image, scope, sizeof(scope));
	kp_findings_fingerprint(findings, scope);
}
