/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * kprefix diff: two builds compared, each read from its images (a vmlinux,
 * its module tree) or from kprefix's JSON report of them. A side is a list
 * of units, one per image; what a unit keeps is what the comparison needs:
 * sizes, layout, per-function traced or not (images only), kCFI call sites
 * by offset, and findings with their fingerprints.
 */
#ifndef KPREFIX_DIFF_H
#define KPREFIX_DIFF_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "kprefix/analysis.h"
#include "kprefix/json_read.h"
#include "kprefix/report.h"

#define KP_DIFF_SCHEMA "kprefix-diff"
#define KP_DIFF_SCHEMA_VERSION 1

struct kp_diff_func {
	char *name;
	bool traced;
};

struct kp_diff_unit {
	char *scope;            /* kp_fingerprint_scope: how the other side's unit is found */
	char *name;             /* how findings name it */
	char *file;             /* its path, the SARIF artifact */
	bool module;
	long layout[KP_NR_LAYOUT_FIELDS];
	uint64_t text_bytes, prefix_nop_bytes, hash_bytes;
	size_t functions, traced, kcfi_sites;
	struct kp_offset_count *site_offsets;
	size_t nsite_offsets;
	struct kp_findings findings; /* function names are in strings */
	struct kp_diff_func *funcs;  /* sorted by name; NULL from a JSON report */
	size_t nfuncs;
	char **strings;
	size_t nstrings, cap_strings;
};

struct kp_diff_side {
	char *path;             /* as given */
	bool from_json;
	struct kp_diff_unit *units;
	size_t count, cap;
	size_t unreadable;
};

/* A unit from an analysed image and its findings (copied: the analysis may go). */
void kp_diff_add_analysis(struct kp_diff_side *side, const struct kp_analysis *an,
			  const struct kp_findings *findings, const char *file);
/* Every unit of a kprefix-check JSON document; -1 with a reason when it is none. */
int kp_diff_add_json(struct kp_diff_side *side, const struct kp_jvalue *doc, char *err, size_t errlen);
void kp_diff_side_free(struct kp_diff_side *side);

struct kp_diff_opts {
	bool verbose;
	bool werror;
};

/* 0, or 1 when NEW has a finding OLD lacks of severity error (or warning with werror). */
int kp_diff_status(const struct kp_diff_side *old, const struct kp_diff_side *new,
		   const struct kp_diff_opts *opts);
void kp_diff_text(FILE *out, const struct kp_diff_side *old, const struct kp_diff_side *new,
		  const struct kp_diff_opts *opts);
void kp_diff_json(struct kp_json *j, const struct kp_diff_side *old, const struct kp_diff_side *new,
		  int exit_status);
/* SARIF of the findings NEW adds, baselineState "new". */
void kp_diff_sarif(struct kp_json *j, const struct kp_diff_side *old, const struct kp_diff_side *new,
		   int exit_status, const struct kp_notification *notes, size_t nnotes);

#endif
