/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The fold (src/fold/): findings with one cause (check, severity, message,
 * directory of compile units) as one line of text, one result of the formats
 * a CI system reads; how a finding's location is written.
 */
#ifndef KPREFIX_FOLD_H
#define KPREFIX_FOLD_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "kprefix/elf.h"
#include "kprefix/findings.h"
#include "kprefix/hashmap.h"

/*
 * One cause: findings of the same check, severity and message in the same
 * directory of compile units (src/fold/key.c). dir is a unit's path, of
 * which the first dir_len bytes ("drivers/foo/") count; 0 when the unit is
 * not known. Every fold compares by it.
 */
struct kp_cause_key {
	enum kp_check_id check;   /* KP_NR_CHECKS: something that is no check's (a note) */
	enum kp_severity severity;
	const char *message;
	const char *dir;
	size_t dir_len;
};

/* The directory part of a compile unit's path ("drivers/foo/"), 0 when none. */
size_t kp_unit_dir_len(const char *unit);
/* The key of a finding of check, severity and message in unit (NULL: none). */
struct kp_cause_key kp_cause_key(enum kp_check_id check, enum kp_severity severity,
				 const char *message, const char *unit);
/* The key of f of findings, whose message is message (its text). */
struct kp_cause_key kp_finding_cause_key(const struct kp_findings *findings, const struct kp_finding *f,
					 const char *message);
bool kp_cause_key_equal(const struct kp_cause_key *a, const struct kp_cause_key *b);
/* For a hash table of causes; not a fingerprint (it may change between versions). */
uint64_t kp_cause_key_hash(const struct kp_cause_key *k);

/*
 * The one grouping by cause (src/fold/key.c): each distinct key a group,
 * numbered in order of first sight. The keys' strings are the caller's and
 * must outlive the groups.
 */
struct kp_cause_groups {
	struct kp_hashmap map;            /* a group's number: its key in keys */
	struct kp_cause_key *keys;        /* each group's key */
	size_t count, cap;
	const struct kp_cause_key *probe; /* the key being looked up */
};
void kp_cause_groups_init(struct kp_cause_groups *g);
/* The group of key, SIZE_MAX when none has it yet. */
size_t kp_cause_group_find(struct kp_cause_groups *g, const struct kp_cause_key *key);
/* The group of key, a new one (numbered count) when none has it yet. */
size_t kp_cause_group(struct kp_cause_groups *g, const struct kp_cause_key *key);
void kp_cause_groups_free(struct kp_cause_groups *g);
/*
 * Items 0..n-1 grouped by key(i): *order lists them group by group, groups
 * in order of first sight and each group's items in their own order;
 * group k is (*order)[(*starts)[k] .. (*starts)[k + 1]). Returns the number
 * of groups; the caller frees *order and *starts.
 */
size_t kp_group_by_cause(size_t n, struct kp_cause_key (*key)(size_t i, void *ctx), void *ctx,
			 size_t **order, size_t **starts);

/* Lines per check the text report prints before "and N more" (-v prints all). */
#define KP_TEXT_LINES 20

/* A folded line names this many of its functions, then "and N more". */
#define KP_FOLD_NAMES 6

/* One line of the text report: a finding, or count findings with one cause. */
struct kp_text_line {
	const struct kp_finding *first;
	const char *message; /* first's, rendered (the fold's key) */
	const struct kp_attribution *attribution; /* first's */
	size_t count;      /* findings folded into the line */
	size_t objects;    /* distinct compile units among them */
	size_t dir_len;    /* first->unit's directory part, 0 when none */
	size_t order;      /* position of the first in the sorted findings */
	const char *names[KP_FOLD_NAMES]; /* the first functions of a folded line */
	/* Each name's compile unit (NULL: not known) and address: which one a repeated name is. */
	const char *units[KP_FOLD_NAMES];
	uint64_t addrs[KP_FOLD_NAMES];
};

/*
 * How a folded list tells apart names it shows more than once (static
 * functions of one name in several objects): " (irq-gic.c)", the file
 * name of unit (a compile unit, or an image across images), or
 * " (0xffff...)" when none is known; nothing for a name shown once. names
 * has n entries.
 */
void kp_fold_name_which(FILE *out, const char *const *names, size_t n, size_t i, const char *unit,
			uint64_t addr, void (*put)(FILE *, const char *));

/*
 * The lines the text report prints, in report order: folded by cause unless
 * verbose, at most KP_TEXT_LINES per check; more[check] counts the findings
 * left out. *lines is the caller's to free; their messages are in texts,
 * which the caller frees (kp_arena_free) when it is done with the lines.
 */
size_t kp_text_lines(const struct kp_findings *findings, bool verbose, struct kp_arena *texts,
		     struct kp_text_line **lines, size_t more[KP_NR_CHECKS]);
/* The same, not verbose, with the hash-offset errors a type-offset sums up: the causes text leads with. */
size_t kp_text_cause_lines(const struct kp_findings *findings, struct kp_arena *texts, struct kp_text_line **lines,
			   size_t more[KP_NR_CHECKS]);
int kp_text_line_cmp(const void *a, const void *b);

/*
 * Where a finding was found, for the formats that name files: the artifact
 * (the path of the image as given) and the module (how findings name it).
 */
struct kp_finding_place {
	const char *artifact;
	const char *module;
	enum kp_baseline_state baseline; /* of every finding added, unless a finding says (diff: new) */
};


/*
 * The findings of a whole run folded by cause, for the formats a CI system
 * reads (src/fold/causes.c): one cause is one check, severity and message
 * in one directory of compile units (the text report's fold, fold.c), over
 * every image of the run. Findings are copied as each file is done; details
 * (folded findings) only when verbose.
 */
struct kp_causes;

/* One finding as a cause keeps it. */
struct kp_cause_item {
	enum kp_check_id check;
	enum kp_severity severity;
	int rank;
	const char *message;
	const char *function;    /* the function, or the one it is about; NULL: none */
	bool in_image;           /* function is in this image (func_offset and address hold) */
	int64_t func_offset;
	uint64_t address;
	uint64_t file_offset;    /* of address in the (decompressed) ELF file, when has_offset */
	bool has_offset;
	const char *artifact;    /* the image, relative to the source root when under it */
	const char *module;      /* how findings name the image */
	const char *unit;        /* compile unit, NULL when not known */
	const char *source_file; /* relative to the source root when under it; NULL when not known */
	unsigned source_line;
	/* From a build tree: the unit's flags, what differs, the Makefile statement (NULL: none). */
	const char *flags;
	const char *flag_difference;
	const char *makefile;
	unsigned makefile_line;
	const char *makefile_text;
	enum kp_baseline_state baseline;
	/* The finding's types in C (kp_finding's type_c, function_type_c), NULL when not known. */
	const char *type_c, *function_type_c;
	size_t order;            /* in the run's report order */
	char fingerprint[KP_FINGERPRINT_LEN + 1];
};

struct kp_cause {
	enum kp_check_id check;
	enum kp_severity severity;
	const char *message;
	const char *dir;         /* the units' directory, "" when none */
	const struct kp_cause_item *items; /* count: the primary location first, then report order */
	size_t count;
	size_t objects;          /* distinct compile units */
	size_t images;           /* distinct images */
	enum kp_baseline_state baseline; /* new when any item is, else the first's */
	/* Stable across rebuilds: a hash of check, severity, message and directory. */
	char fingerprint[KP_FINGERPRINT_LEN + 1];
};

/* source_root (may be NULL): paths under it are named relative to it. */
struct kp_causes *kp_causes_new(const char *source_root, bool verbose);
/* One image's findings; image (may be NULL) gives the file offsets of addresses. */
void kp_causes_add(struct kp_causes *c, const struct kp_image *image, const struct kp_findings *findings,
		   const struct kp_finding_place *place);
/* A file that could not be read: counted among the images, nothing else. */
void kp_causes_add_unreadable(struct kp_causes *c);
/* What a baseline says of a finding this run lacks. */
struct kp_absent {
	enum kp_check_id check;
	enum kp_severity severity;
	const char *function;
	const char *message;
	char fingerprint[KP_FINGERPRINT_LEN + 1];
};
void kp_causes_add_absent(struct kp_causes *c, const struct kp_absent *f, const char *artifact,
			  const char *module);
struct kp_baseline;
/* Each finding of the baseline this run lacks (not seen), as kp_causes_add_absent. */
void kp_causes_add_baseline(struct kp_causes *c, const struct kp_baseline *b);
size_t kp_causes_absent(const struct kp_causes *c, const struct kp_cause_item **items);
/* Every finding of the cause is in the baseline (false without a baseline). */
bool kp_cause_known(const struct kp_cause *cause);
/* The causes, most important first (severity, rank, size, order); valid until kp_causes_free. */
size_t kp_causes_fold(struct kp_causes *c, const struct kp_cause **causes);
/* The fingerprints of the details left out (folded findings, kept only when verbose). */
size_t kp_causes_details(const struct kp_causes *c, const char (**fingerprints)[KP_FINGERPRINT_LEN + 1]);
/*
 * Images added, and findings per severity: every finding added, the details
 * a cause folds too, so that they are the JSON report's and --summary's totals.
 */
void kp_causes_totals(const struct kp_causes *c, size_t *images, size_t per_severity[3]);
/*
 * The run's totals as every CI format heads its report with them, the same
 * as JSON's totals and --summary's: "9 errors, 0 warnings, 0 notes in 1 file,
 * folded into 3 causes" and, under a baseline, "; baseline: 0 new, 9 known".
 */
void kp_causes_heading(FILE *out, const struct kp_causes *c, size_t ncauses);
/* A path given on the command line (relative to where kprefix runs) as the reports name it; the caller frees it. */
char *kp_causes_path(struct kp_causes *c, const char *path);
/* The realpath of the source root, NULL when none was named. */
const char *kp_causes_source_root(const struct kp_causes *c);
void kp_causes_free(struct kp_causes *c);
/* The order of a cause's functions: by compile unit, path and name (the primary first). */
int kp_cause_item_cmp(const struct kp_cause_item *a, const struct kp_cause_item *b);
/* Its source file when known, else its image. */
const char *kp_cause_item_path(const struct kp_cause_item *it);
/* "func+0x10", "" when nothing locates it; the caller frees it. */
char *kp_cause_item_location(const struct kp_cause_item *it);
/* "vmlinux: 408 functions in drivers/irqchip/ (40 objects) (a, ..., and 402 more)", names through put. */
void kp_cause_head(FILE *out, const struct kp_cause *cause, void (*put)(FILE *, const char *));

/* A result lists at most this many functions as locations (GitHub's hard limit per result). */
#define KP_CAUSE_LOCATIONS 1000

#endif
