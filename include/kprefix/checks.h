/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A check reads one analysis and reports findings; it computes nothing the
 * next consumer would need. Adding one is adding a file, an id in
 * enum kp_check_id, an entry in the catalogue (src/findings/catalogue.c), its
 * runner in src/checks/checks.c and a paragraph in the man page section the
 * catalogue names; the tests fail when the catalogue, the man page and
 * README.md disagree.
 */
#ifndef KPREFIX_CHECKS_H
#define KPREFIX_CHECKS_H

#include <stdbool.h>

#include "kprefix/analysis.h"
#include "kprefix/findings.h"

struct kp_check_ctx {
	const struct kp_analysis *an;
	struct kp_findings *findings;
};

/* Run the checks of set on an analysis; findings sorted for reporting. */
void kp_run_checks(const struct kp_analysis *an, kp_check_set set, struct kp_findings *findings);

void check_prefix_nops(struct kp_check_ctx *ctx);
void check_hash_offset(struct kp_check_ctx *ctx);
void check_ops_slot(struct kp_check_ctx *ctx);
void check_patch_site(struct kp_check_ctx *ctx);
void check_entry_nops(struct kp_check_ctx *ctx);
void check_record_target(struct kp_check_ctx *ctx);
void check_record_orphan(struct kp_check_ctx *ctx);
void check_records_zeroed(struct kp_check_ctx *ctx);
void check_config_mismatch(struct kp_check_ctx *ctx);
void check_type_offset(struct kp_check_ctx *ctx);
void check_callsite_offset(struct kp_check_ctx *ctx);
void check_hash_mismatch(struct kp_check_ctx *ctx);
void check_hash_missing(struct kp_check_ctx *ctx);
void check_hash_scheme(struct kp_check_ctx *ctx);
void check_island(struct kp_check_ctx *ctx);
void check_module_layout(struct kp_check_ctx *ctx);

#endif
