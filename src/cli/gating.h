/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_CLI_GATING_H
#define KPREFIX_CLI_GATING_H

#include <stdbool.h>
#include <stdio.h>

#include "kprefix/gate.h"
#include "kprefix/report.h"
#include "outputs.h"
#include "run.h"

/* --baseline and --suppressions of one run: what they leave out, and what they left out. */
struct gating {
	const char *baseline_path;
	struct kp_fingerprint_set baseline;
	size_t unchanged;
	bool have_suppressions;
	struct kp_suppressions suppressions;
	bool werror;
};

/* Read both files (either may be NULL); -1 with a message on stderr when one is wrong. */
int gating_open(struct gating *g, const char *baseline, const char *suppressions, bool werror);
/* Leave out of res what the baseline has or a suppression covers; its status follows. */
void gating_apply(struct gating *g, struct file_result *res);
/* The document's "baseline" and "suppressions" fields. */
void gating_json(const struct gating *g, struct kp_json *j);
/* Suppressions that matched nothing: a note in text, SARIF and GitHub alike. */
void gating_notes(const struct gating *g, FILE *text, struct outputs *outs, bool verbose);
void gating_free(struct gating *g);

#endif
