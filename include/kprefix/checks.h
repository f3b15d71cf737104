/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A check reads one analysis and reports findings; it computes nothing the
 * next consumer would need. Adding one is adding a file, an id in
 * enum kp_check_id, an entry in kp_checks[] (src/checks/registry.c) and a
 * paragraph in the man page section the entry names; the tests fail when
 * the registry, the man page and README.md disagree.
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

struct kp_check {
	enum kp_check_id id;
	const char *name;              /* "hash-offset" */
	enum kp_severity severity;     /* its findings' usual severity */
	const char *summary;           /* one line */
	const char *man_section;       /* the subsection of CHECKS in kprefix(1) that explains it */
	void (*run)(struct kp_check_ctx *ctx);
};

/* Indexed by enum kp_check_id, in the order the checks run. */
extern const struct kp_check kp_checks[KP_NR_CHECKS];

/* The check's paragraph of kprefix(1), CHECKS, as plain text; NULL when none. */
const char *kp_check_help(const char *name);

/* The check called name, NULL when none. */
const struct kp_check *kp_check_by_name(const char *name);

/* Which checks run: a bit per enum kp_check_id. */
typedef unsigned long long kp_check_set;
#define KP_ALL_CHECKS ((1ull << KP_NR_CHECKS) - 1)

/*
 * Parse "id,id,..." into *set: set the bits (enable) or clear them. Returns
 * 0, or -1 with the unknown id in err.
 */
int kp_check_set_parse(kp_check_set *set, const char *list, bool enable, char *err, size_t errlen);

/* Run the checks of set on an analysis; findings sorted for reporting. */
void kp_run_checks(const struct kp_analysis *an, kp_check_set set, struct kp_findings *findings);

void check_prefix_nops(struct kp_check_ctx *ctx);
void check_hash_offset(struct kp_check_ctx *ctx);
void check_ops_slot(struct kp_check_ctx *ctx);
void check_entry_nops(struct kp_check_ctx *ctx);
void check_record_target(struct kp_check_ctx *ctx);
void check_record_orphan(struct kp_check_ctx *ctx);
void check_records_zeroed(struct kp_check_ctx *ctx);
void check_config_mismatch(struct kp_check_ctx *ctx);
void check_type_offset(struct kp_check_ctx *ctx);
void check_callsite_offset(struct kp_check_ctx *ctx);
void check_hash_mismatch(struct kp_check_ctx *ctx);
void check_hash_missing(struct kp_check_ctx *ctx);
void check_island(struct kp_check_ctx *ctx);
void check_module_layout(struct kp_check_ctx *ctx);

/* " (Rust)", " (assembly)" or "": where a named function came from. */
const char *kp_origin_suffix(const struct kp_func_facts *ff, char *buf, size_t len);

#endif
