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

/* One run's document: what it holds is src/document/document.c's. */
struct kp_document;

/*
 * A document that reads the baseline and suppressions: NULL with the file
 * in *file and the reason in err when one of them is wrong (the caller
 * names the file: no buffer cuts its path). kp_document_end frees it.
 */
struct kp_document *kp_document_new(const struct kp_document_opts *opts, const char **file, char *err,
				    size_t errlen);
/* Start every format: fp[format] is where it goes, NULL when it is not written. */
void kp_document_begin(struct kp_document *doc, FILE *const fp[KP_NR_FORMATS]);

/*
 * One file checked (or not readable): gated, counted, and written to every
 * format. vmlinux is the path of the vmlinux a module was checked against,
 * or NULL: in a module tree, the tree's.
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
