/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_CLI_OUTPUTS_H
#define KPREFIX_CLI_OUTPUTS_H

#include <stdbool.h>
#include <stdio.h>

#include "kprefix/document.h"

#define KP_MAX_OUTPUTS 8

/* --output FORMAT:PATH, "-" for standard output. */
struct output_spec {
	enum kp_format format;
	const char *path;
};

/*
 * The files one run writes, one per format: the one --format names to
 * standard output, and one per --output. What goes into them is the
 * document's (src/document/document.c); opening and closing them is here.
 */
struct outputs {
	FILE *fp[KP_NR_FORMATS];
	const char *path[KP_NR_FORMATS];
	bool failed[KP_NR_FORMATS];  /* said on stderr already */
};

/* One --output FORMAT:PATH into specs; -1 with a message on stderr when it is wrong. */
int output_spec_add(struct output_spec *specs, size_t *n, const char *arg);
/*
 * Open every output (--format=F being F:-), text to standard output when
 * nothing else goes there; -1 with a message on stderr when one cannot be
 * opened, a format is named twice, two go to one file (by identity: links,
 * ./a and /dev/stdout too), or one would overwrite an input or a module of the tree.
 */
/* What a run reads, so that no output is opened over it: files, and the module tree. */
struct output_inputs {
	const char *const *paths; /* NULL entries and "-" skipped */
	size_t n;
	const char *tree;         /* --modules DIR, or NULL */
};

int outputs_open(struct outputs *o, const struct output_spec *specs, size_t n,
		 const struct output_inputs *in);
/*
 * Flush every output; one that cannot be written is said on stderr and told
 * to the document (kp_document_output_failed: status bit 2, a note in SARIF
 * and Markdown, nothing more written to it).
 */
void outputs_flush(struct outputs *o, struct kp_document *doc);
/* Close the files; status, with bit 2 set when one could not be written. */
int outputs_close(struct outputs *o, int status);
/* Standard output failed and outputs_flush said so. */
bool outputs_stdout_said(void);

#endif
