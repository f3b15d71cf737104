/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The formats (src/render/): text and its colours, an image's JSON, the
 * run's causes as SARIF, GitHub, GitLab and Markdown, kprefix show's. They
 * write what the fold (fold.h), the gate (gate.h) and the document decided;
 * the JSON they write goes through the one writer (json.h).
 */
#ifndef KPREFIX_REPORT_H
#define KPREFIX_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "kprefix/analysis.h"
#include "kprefix/debuginfo.h"
#include "kprefix/findings.h"
#include "kprefix/fold.h"
#include "kprefix/gate.h"
#include "kprefix/json.h"
#include "kprefix/schema.h"

struct kp_report_opts {
	bool quiet;
	bool verbose;
	bool findings_only; /* a module in a tree: its findings, no table */
};

/*
 * --color=auto|always|never, in GCC's manner (src/render/color.c): whether
 * the text reports written to a stream are coloured.
 */
enum kp_color_mode { KP_COLOR_AUTO, KP_COLOR_ALWAYS, KP_COLOR_NEVER };
void kp_set_color(enum kp_color_mode mode);
bool kp_color_on(FILE *out);
/* Bold from here (a location) to kp_color_end(); nothing when !on. */
void kp_color_locus(FILE *out, bool on);
void kp_color_end(FILE *out, bool on);
/* "error: MESSAGE [check]\n", coloured when color; check NULL: no brackets. */
void kp_print_diagnostic(FILE *out, bool color, enum kp_severity severity, const char *message,
			 const char *check);

void kp_report_text(FILE *out, const struct kp_analysis *an, const struct kp_findings *findings,
		    const struct kp_report_opts *opts);

/*
 * A folded line's words: "412 functions in drivers/foo/ (7 objects) in 3 files
 * (a, b, c, d, e, f, and 406 more):", " in N files" only when files > 1.
 */
void kp_text_print_fold(FILE *out, const struct kp_text_line *line, size_t files);
/*
 * What KP_TEXT_LINES left out of a check: "LEAD NAME: and 12 more [check]
 * findings (-v lists every one)", the place bold when color; without a
 * name, LEAD (an indent) and the rest.
 */
void kp_text_print_more(FILE *out, bool color, const char *lead, const char *name,
			enum kp_check_id check, size_t n);
/* One line of the text report (and its source line, when it has one), coloured when color. */
void kp_text_print_line(FILE *out, bool color, const struct kp_image *image,
			const struct kp_text_line *line);

/* The fields of one image's report, into an object the caller opened. */
void kp_json_report_fields(struct kp_json *j, const struct kp_analysis *an,
			   const struct kp_findings *findings);
/* The fields of a file that could not be read. */
void kp_json_error_fields(struct kp_json *j, const char *path, const char *error);
/* Totals over some files (src/render/summary.c). */
struct kp_totals {
	size_t files, checked, unreadable, with_errors, with_warnings;
	size_t functions, traced, records;
	size_t sev[3], known[3];
};
/* One file counted: an is NULL when it could not be read. */
void kp_totals_add(struct kp_totals *t, const struct kp_analysis *an, const struct kp_findings *findings);
/* Findings of every severity, and those of them the baseline knows. */
size_t kp_totals_findings(const struct kp_totals *t);
size_t kp_totals_known(const struct kp_totals *t);

/*
 * A module tree's text, folded across its modules (src/render/tree.c): one
 * line per cause however many modules share it. kp_tree_text_add takes a
 * module's findings as text would print them (seq: 1 + which module of the
 * tree it is); kp_tree_text_print prints the tree's lines, dir naming it in
 * "and N more".
 */
struct kp_tree_text;
struct kp_tree_text *kp_tree_text_new(void);
void kp_tree_text_add(struct kp_tree_text *t, size_t seq, bool color, const struct kp_analysis *an,
		      const struct kp_findings *shown);
void kp_tree_text_print(FILE *out, struct kp_tree_text *t, const char *dir);
void kp_tree_text_free(struct kp_tree_text *t);

/* A module tree of the run, as the reports state it at its end. */
struct kp_tree_report {
	const char *dir, *vmlinux; /* the document's strings */
	const char *error;     /* could not be walked: why */
	struct kp_totals totals;
	struct kp_tree_text *text; /* text, unless verbose */
};

/* What the end of a run states: totals, trees, the gate (NULL: none). */
struct kp_run_account {
	const struct kp_totals *all;
	const struct kp_tree_report *trees;
	size_t ntrees;
	const struct kp_baseline *baseline;
	const struct kp_suppressions *suppressions;
};

/* "kprefix: PATH: what is wrong" on stderr, one line whatever bytes the path holds. */
void kp_text_unreadable(const char *path, const char *error);
/* A tree's folded lines, and its totals unless quiet ("new" errors under a baseline). */
void kp_text_tree_end(FILE *text, const struct kp_tree_report *t, bool quiet, bool baseline);
/* The summary line (summary, not quiet), the suppressions that matched nothing, with -v the baseline's account. */
void kp_text_run_end(FILE *text, const struct kp_run_account *run, bool quiet, bool summary, bool verbose);

/*
 * The run's JSON document (src/render/json_run.c): begun, one object per
 * file (in_tree: a module of a tree; vmlinux: what it was checked against,
 * or NULL), the body (trees, totals, baseline, suppressions), and the end
 * with the exit status.
 */
struct kp_checked;
void kp_json_run_begin(struct kp_json *j, FILE *out);
void kp_json_run_file(struct kp_json *j, const struct kp_checked *res, bool in_tree, const char *vmlinux);
void kp_json_run_body(struct kp_json *j, const struct kp_run_account *run);
void kp_json_run_end(struct kp_json *j, int exit_status);

/*
 * Something to say about the run rather than about an image: a file that
 * could not be read, a suppression that matched nothing. SARIF writes it as a
 * tool execution notification, GitHub as a workflow command.
 */
struct kp_notification {
	enum kp_severity level;
	const char *message;
	const char *file;   /* or NULL */
	unsigned line;      /* 0: none */
};

/*
 * SARIF for code scanning, within GitHub's limits (docs.github.com, "SARIF
 * support for code scanning": 25,000 results a run, 1,000 locations a
 * result, 10 MB gzipped): a result per cause, or several of at most 1,000
 * functions each, so that every function is a location; the log's gzipped
 * size counted as it is written, and what does not fit left out and said in
 * a notification. kp_sarif_begin writes all but the invocation's end;
 * kp_sarif_end adds notifications (an output that failed) and the exit status,
 * and frees the writer: so that the status is the process's, known once every
 * other output has been written. kp_sarif_write is both.
 */
struct kp_sarif_writer;
struct kp_sarif_writer *kp_sarif_begin(FILE *out, struct kp_causes *causes,
				       const struct kp_notification *notes, size_t nnotes);
void kp_sarif_end(struct kp_sarif_writer *w, int exit_status, const struct kp_notification *more,
		  size_t nmore);
/* Free the writer, the log unfinished (its output failed). */
void kp_sarif_abandon(struct kp_sarif_writer *w);
void kp_sarif_write(FILE *out, struct kp_causes *causes, int exit_status,
		    const struct kp_notification *notes, size_t nnotes);

/* What kp_sarif_write keeps to; set only by the tests, to reach each limit with few findings. */
struct kp_sarif_limits {
	size_t results;      /* a run's results: 25,000, GitHub's hard limit */
	size_t bytes;        /* the log gzipped (zlib level 6, as gzip and upload-sarif): 9.5 MB, under GitHub's 10 MB */
};
/* What the last log written held, and what it left out: for the tests and the fuzz harness. */
struct kp_sarif_stats {
	size_t results_wanted;        /* parts of causes, and absent findings */
	size_t results, absent_results;
	size_t locations;             /* in every result */
	size_t max_locations;         /* in one result */
	size_t functions, functions_located;
	size_t fingerprints, fingerprints_written;
	size_t notifications, notifications_written;
	size_t bytes, gzip_bytes;     /* the log, and it gzipped at level 6 */
};
void kp_sarif_last_stats(struct kp_sarif_stats *st);
void kp_sarif_set_limits(const struct kp_sarif_limits *limits);
/*
 * GitHub Actions: at most 10 error and 10 warning (and 10 notice)
 * annotations, the most important first and the rest summarised in one; each
 * cause's functions in a ::group::; a summary line.
 */
void kp_github_write(FILE *out, struct kp_causes *causes, const struct kp_notification *notes,
		     size_t nnotes);
/* GitLab Code Quality: a JSON array, one issue per cause. */
void kp_gitlab_write(FILE *out, struct kp_causes *causes);
/* A Markdown summary for $GITHUB_STEP_SUMMARY, bounded far below its 1 MiB. */
void kp_markdown_write(FILE *out, struct kp_causes *causes, int exit_status,
		       const struct kp_notification *notes, size_t nnotes);

/* The ids a KCIDB document links its objects by (src/render/kcidb.c). */
struct kp_kcidb_ids {
	const char *origin;   /* the submitting CI system: [a-z0-9_]+ */
	const char *build_id; /* the tested build's: ORIGIN:anything */
};
/* An origin and an id as KCIDB's schema has them. */
bool kp_kcidb_origin_valid(const char *origin);
bool kp_kcidb_id_valid(const char *id);
/* KernelCI's KCIDB (schema v5.3): the run a test, each cause an issue and its incident. */
void kp_kcidb_write(FILE *out, struct kp_causes *causes, int exit_status, const struct kp_kcidb_ids *ids);

struct kp_func_source;

/* What one WHAT of kprefix show asked for: when marked, the word at addr
 * (name+0xOFF, or an address) is marked in the output. */
struct kp_show_query {
	const char *what; /* as typed */
	bool marked;
	uint64_t addr;
};

/* kprefix show: function idx explained, its words, call sites and verdict; src and query may be NULL. */
void kp_show_text(FILE *out, const struct kp_analysis *an, const struct kp_findings *findings,
		  size_t idx, const struct kp_func_source *src, const struct kp_show_query *query);
void kp_show_json(struct kp_json *j, const struct kp_analysis *an, const struct kp_findings *findings,
		  size_t idx, const struct kp_func_source *src, const struct kp_show_query *query);

#endif
