/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_CLI_OUTPUTS_H
#define KPREFIX_CLI_OUTPUTS_H

#include <stdbool.h>
#include <stdio.h>

#include "kprefix/report.h"
#include "run.h"

enum kp_format {
	KP_FORMAT_TEXT, KP_FORMAT_JSON, KP_FORMAT_SARIF, KP_FORMAT_GITHUB, KP_FORMAT_GITLAB,
	KP_FORMAT_MARKDOWN, KP_NR_FORMATS
};

/* "text, json, sarif, github, gitlab or markdown", for messages. */
#define KP_FORMAT_NAMES "text, json, sarif, github, gitlab or markdown"

#define KP_MAX_OUTPUTS 8

/* --output FORMAT:PATH, "-" for standard output. */
struct output_spec {
	enum kp_format format;
	const char *path;
};

/*
 * Every format one run writes, each to its own file: the one --format names
 * to standard output, and one per --output. Text and JSON are written by the
 * command as it goes (to fp[KP_FORMAT_TEXT] and fp[KP_FORMAT_JSON]); the
 * formats folded by cause over the whole run (SARIF, GitHub, GitLab,
 * Markdown) take each file's result here and are written at the end.
 */
struct outputs {
	FILE *fp[KP_NR_FORMATS];
	const char *path[KP_NR_FORMATS];
	struct kp_causes *causes; /* when a folded format is written */
	bool verbose;
	const char *baseline_state;  /* for SARIF results: "new" with a baseline */
	struct kp_notification *notes;
	size_t nnotes, cap;
};

/* A name of KP_FORMAT_NAMES: 0, or -1 for another name. */
int format_parse(const char *name, enum kp_format *format);
const char *format_name(enum kp_format format);
/* One --output FORMAT:PATH into specs; -1 with a message on stderr when it is wrong. */
int output_spec_add(struct output_spec *specs, size_t *n, const char *arg);
/*
 * Open every output (--format=F being F:-), text to standard output when
 * nothing else goes there; -1 with a message on stderr when one cannot be
 * opened, a format is named twice, or two go to one place.
 */
int outputs_open(struct outputs *o, const struct output_spec *specs, size_t n, bool verbose,
		 const char *source_root);
/* One file's findings (or error) in the formats written here. */
void outputs_file(struct outputs *o, const struct file_result *res);
/* Something about the run: a notification in SARIF, a workflow command in GitHub's format, a line in Markdown. */
void outputs_note(struct outputs *o, enum kp_severity level, const char *message, const char *file,
		  unsigned line);
/* Finish every format and close the files; status, with bit 2 set when one could not be written. */
int outputs_close(struct outputs *o, int status);

#endif
