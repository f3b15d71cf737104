/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * kprefix diff: two builds compared, each read from its images (a vmlinux,
 * its module tree) or from kprefix's JSON report of them. A side is a list
 * of units, one per image; what a unit keeps is what the comparison needs:
 * sizes, layout, per-function traced or not (images only), kCFI call sites
 * by offset, and findings with their fingerprints.
 *
 * The two sides are compared once (kp_diff_compare: units matched by scope,
 * findings by fingerprint, functions by name, each by sorting: n log n) into
 * a struct kp_diff_result; the renderers (text, JSON, SARIF, in
 * kprefix/diff_render.h) only read it, and nothing here knows of them.
 */
#ifndef KPREFIX_DIFF_H
#define KPREFIX_DIFF_H

#include <stdbool.h>
#include <stdint.h>

#include "kprefix/analysis.h"
#include "kprefix/findings.h"
#include "kprefix/json_read.h"

struct kp_diff_func {
	const char *name;
	bool traced;
};

/* What a layout change is: M, kCFI, bti c, and the alignment configured. */
enum { KP_DIFF_UNKNOWN = -1 };

struct kp_diff_unit {
	const char *scope;      /* kp_fingerprint_scope: how the other side's unit is found */
	const char *name;       /* how findings name it */
	const char *file;       /* its path, the SARIF artifact */
	bool module;
	/* In force: M, kCFI and bti c are the layout; [KP_FUNC_ALIGN] is what the prefixes show. */
	long layout[KP_NR_LAYOUT_FIELDS];
	/* The alignment an option or a config set, KP_DIFF_UNKNOWN when neither did. */
	long configured_align;
	uint64_t text_bytes, prefix_nop_bytes, hash_bytes;
	size_t functions, traced, kcfi_sites;
	struct kp_offset_count *site_offsets;
	size_t nsite_offsets;
	struct kp_findings findings; /* function names are in strings */
	struct kp_diff_func *funcs;  /* sorted by name; NULL from a JSON report */
	size_t nfuncs;
	struct kp_strset strings;    /* every string the unit names, once */
};

struct kp_diff_side {
	char *path;             /* as given */
	bool from_json;
	struct kp_diff_unit *units;
	size_t count, cap;
	size_t unreadable;
	/* A report's first error entry, for the one line that says what could not be read. */
	char *first_error;
};

/* A unit from an analysed image and its findings (copied: the analysis may go). */
void kp_diff_add_analysis(struct kp_diff_side *side, const struct kp_analysis *an,
			  const struct kp_findings *findings, const char *file);
/*
 * Every unit of a kprefix-check JSON document (schema_version 2: one file,
 * files[] or vmlinux and modules[]; 3: files[] with a role each); -1 with a
 * reason when it is none, or when no file of it can be compared.
 */
int kp_diff_add_json(struct kp_diff_side *side, const struct kp_jvalue *doc, char *err, size_t errlen);
void kp_diff_side_free(struct kp_diff_side *side);

/* A finding of one side and the unit it is in. */
struct kp_diff_item {
	const struct kp_diff_unit *unit;
	const struct kp_finding *finding;
};

/* A function whose traced state differs, in NEW's unit. */
struct kp_diff_flip {
	const struct kp_diff_unit *unit;
	const char *name;
};

/* A unit in both sides. */
struct kp_diff_pair {
	const struct kp_diff_unit *old, *new;
};

struct kp_diff_sites {
	int offset;
	size_t old, new;
};

struct kp_diff_totals {
	uint64_t text_bytes, prefix_nop_bytes, hash_bytes;
	size_t functions, traced, kcfi_sites, modules;
};

struct kp_diff_list {
	struct kp_diff_item *items;
	size_t count;
};

struct kp_diff_result {
	const struct kp_diff_side *old, *new;
	struct kp_diff_totals old_totals, new_totals;
	/* The vmlinux of each side, else its first file; NULL when a side has none. */
	const struct kp_diff_unit *old_main, *new_main;
	bool layout_changed[KP_NR_LAYOUT_FIELDS]; /* of the main units; alignment: configured */
	const struct kp_diff_unit **added, **removed; /* modules in NEW only, in OLD only */
	size_t nadded, nremoved;
	struct kp_diff_pair *relaid;                  /* modules in both with another layout */
	size_t nrelaid;
	bool functions_known;                         /* both sides from images */
	struct kp_diff_flip *became_traced, *became_untraced;
	size_t ntraced, nuntraced;
	struct kp_diff_sites *sites;                  /* every offset of either side, most negative first */
	size_t nsites;
	/* By fingerprint, each in its side's order: NEW's findings OLD lacks (those of added
	 * modules too), OLD's NEW lacks in a unit NEW has, NEW's both have, and OLD's in the
	 * modules NEW no longer has. */
	struct kp_diff_list new_findings, fixed, unchanged, removed_with_module;
	size_t new_in_added;                          /* of new_findings, in added modules */
	size_t new_per_severity[3];
};

/* Compare old with new; the result points into both, which must outlive it. */
void kp_diff_compare(struct kp_diff_result *r, const struct kp_diff_side *old, const struct kp_diff_side *new);
void kp_diff_result_free(struct kp_diff_result *r);

/* Whether a unit's layout differs from another's: M, kCFI, bti c, the configured alignment. */
bool kp_diff_layout_differs(const struct kp_diff_unit *a, const struct kp_diff_unit *b);

/* 0, or 1 when NEW has a finding OLD lacks of severity error (or warning with werror). */
int kp_diff_status(const struct kp_diff_result *r, bool werror);

#endif
