/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What one run of `kprefix check` writes: every format it was asked for, each
 * a sink fed the same files in the same order, and the baseline and
 * suppressions applied once before any sink sees a finding. The command
 * opens the files; everything written into them is assembled here.
 */
#ifndef KPREFIX_DOCUMENT_H
#define KPREFIX_DOCUMENT_H

#include <stdbool.h>
#include <stdio.h>

#include "kprefix/gate.h"
#include "kprefix/pipeline.h"
#include "kprefix/report.h"

enum kp_format {
	KP_FORMAT_TEXT, KP_FORMAT_JSON, KP_FORMAT_SARIF, KP_FORMAT_GITHUB, KP_FORMAT_GITLAB,
	KP_FORMAT_MARKDOWN, KP_FORMAT_KCIDB, KP_NR_FORMATS
};

/* "text, json, sarif, github, gitlab, markdown or kcidb", for messages. */
#define KP_FORMAT_NAMES "text, json, sarif, github, gitlab, markdown or kcidb"

/* "text", "json", ...: 0, or -1 for another name. */
int kp_format_parse(const char *name, enum kp_format *format);
const char *kp_format_name(enum kp_format format);

struct kp_document_opts {
	bool quiet, verbose;
	bool summary;             /* end the text with the summary line */
	bool werror;
	const char *baseline;     /* --baseline, or NULL */
	const char *suppressions; /* --suppressions, or NULL */
	const char *source_root;  /* --source-root, or NULL */
	struct kp_kcidb_ids kcidb; /* --kcidb-origin, --kcidb-build-id (filled in by then) */
};

/* Totals over some files. */
struct kp_totals {
	size_t files, checked, unreadable, with_errors, with_warnings;
	size_t functions, traced, records;
	size_t sev[3], known[3];
};

/*
 * One cause of findings across a module tree's text: a check, severity and
 * message, the modules it is in and, from the first, its lines as printed.
 */
struct kp_tree_cause {
	enum kp_check_id check;   /* KP_NR_CHECKS: a module's note on its units' flags */
	enum kp_severity severity;
	char *message;
	uint64_t hash;
	size_t modules, functions;
	size_t findings;          /* over every module */
	size_t last_module;       /* 1 + the module it was last counted for */
	char *names[KP_FOLD_NAMES];
	char *text;               /* the first module's lines */
	size_t text_len;
};

/* A module tree of the run, as the document reports it at its end. */
struct kp_tree_report {
	char *dir, *vmlinux;
	char *error;           /* could not be walked: why */
	struct kp_totals totals;
	/* Text, unless verbose: one line per cause however many modules share it. */
	struct kp_tree_cause *causes;
	size_t ncauses, causes_cap;
	size_t *cause_index;      /* open addressing over causes, 0: empty */
	size_t index_size;
	size_t more[KP_NR_CHECKS];
};

struct kp_document {
	FILE *fp[KP_NR_FORMATS];     /* NULL: not written */
	struct kp_document_opts opts;
	struct kp_report_opts text;
	struct kp_json json;
	/* SARIF, GitHub, GitLab and Markdown: folded by cause over the whole run, written at its end. */
	struct kp_causes *causes;
	bool has_baseline, has_suppressions;
	struct kp_baseline baseline;
	struct kp_suppressions suppressions;
	struct kp_notification *notes;
	size_t nnotes, notes_cap;
	struct kp_totals all;
	struct kp_tree_report *trees;
	size_t ntrees, trees_cap;
	struct kp_tree_report *tree; /* the tree being checked, or NULL */
	bool progress;
	size_t tree_done, tree_size;
	int status;
	/* Said after the formats' bodies: outputs that could not be written. */
	struct kp_notification *late;
	size_t nlate, late_cap;
	struct kp_sarif_writer *sarif; /* between kp_document_body and kp_document_end */
	bool body_done, summary_done;
};

/*
 * Read the baseline and suppressions: -1 with the file in *file and the
 * reason in err when one of them is wrong, and nothing kept (the caller
 * names the file: no buffer cuts its path).
 */
int kp_document_init(struct kp_document *doc, const struct kp_document_opts *opts,
		     const char **file, char *err, size_t errlen);
/* Start every format: fp[format] is where it goes, NULL when it is not written. */
void kp_document_begin(struct kp_document *doc, FILE *const fp[KP_NR_FORMATS]);

/*
 * One file checked (or not readable): gated, counted, and written to every
 * format. vmlinux is the path of the vmlinux a module was checked against,
 * or NULL.
 */
void kp_document_file(struct kp_document *doc, struct kp_checked *res, const char *vmlinux);

/* vmlinux's module tree dir, about to be checked (n modules), or not walkable (error). */
void kp_document_tree_begin(struct kp_document *doc, const char *dir, const char *vmlinux,
			    size_t n, const char *error);
void kp_document_tree_end(struct kp_document *doc);

/* Something about the run (a note in SARIF, a workflow command in GitHub's format). */
void kp_document_note(struct kp_document *doc, enum kp_severity level, const char *message,
		      const char *file, unsigned line);

/*
 * The end of a run, in three steps so that every format that states the
 * exit status states the process's: kp_document_body writes all but that
 * (text, GitHub, GitLab; JSON and SARIF but their ends), and the caller
 * flushes every output, calling kp_document_output_failed for one that
 * failed; kp_document_summary writes the Markdown summary, whole, and the
 * caller flushes it likewise; kp_document_end writes the ends of SARIF and
 * JSON with the status, by then final, and frees the document. Each step
 * does the ones before it that were not done. Returns the run's exit status
 * (the files' bits, and 2 for an output that failed).
 */
int kp_document_body(struct kp_document *doc);
void kp_document_summary(struct kp_document *doc);
int kp_document_end(struct kp_document *doc);
/* The format's output could not be written (why: strerror's): status bit 2, a note; nothing more is written to it. */
void kp_document_output_failed(struct kp_document *doc, enum kp_format format, const char *path,
			       const char *why);

#endif
