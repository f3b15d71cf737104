/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A check reads the facts of an image under its layout and reports findings.
 * Adding one is adding a file, an entry in kp_checks[], and a man page paragraph.
 */
#ifndef KPREFIX_CHECKS_H
#define KPREFIX_CHECKS_H

#include "kprefix/findings.h"
#include "kprefix/funcs.h"
#include "kprefix/layout.h"

struct kp_check_ctx {
	const struct kp_image *image;
	const struct kp_analysis *an;
	const struct kp_layout *layout;
	const struct kp_kconfig *config; /* the config the layout was compared with, or NULL */
	enum kp_source config_source;
	struct kp_findings *findings;
	const struct kp_layout *vmlinux_layout;
	const char *vmlinux_name;
	const struct kp_hash_table *vmlinux_hashes;
};

struct kp_check {
	const char *id;
	const char *summary;
	void (*run)(struct kp_check_ctx *ctx);
};

extern const struct kp_check kp_checks[];
extern const size_t kp_nchecks;

void kp_run_checks(struct kp_check_ctx *ctx);

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

/* "M=3, kCFI on, bti c no" */
void kp_layout_describe(const struct kp_layout *layout, char *buf, size_t len);

/*
 * Beyond this many per-function findings of one check that no type-offset
 * finding covers, they are folded too and one line sums them up: a whole
 * object built with other flags reads as a few lines, not thousands.
 */
#define KP_LIST_MAX 20

/* Fold the unfolded findings of check from index first on if there are too many; returns how many. */
size_t kp_fold_excess(struct kp_findings *findings, size_t first, const char *check);

/* The hash offset expected of a function or site in island (-1: main image). */
int kp_expected_offset(const struct kp_check_ctx *ctx, int island);

/* What `kprefix check` does to one image, for the CLI and the tests alike. */
struct kp_options {
	struct kp_layout_options layout;
	const char *islands; /* comma-separated symbol prefixes */
	/* For a module: its vmlinux's layout, which it must equal, and hashes. */
	const struct kp_layout *vmlinux_layout;
	const char *vmlinux_name;
	const struct kp_hash_table *vmlinux_hashes;
};

struct kp_result {
	struct kp_analysis *an;
	struct kp_layout layout;
	struct kp_findings findings;
};

int kp_check_image(const struct kp_image *image, const struct kp_kconfig *config,
		   enum kp_source config_source, const struct kp_options *opts,
		   struct kp_result *result, char *err, size_t errlen);
void kp_result_free(struct kp_result *result);

#endif
