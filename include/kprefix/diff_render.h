/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * kprefix diff's renderers: a struct kp_diff_result (kprefix/diff.h) as
 * text, JSON or SARIF, through the formats of kprefix/report.h. The
 * comparison knows nothing of them.
 */
#ifndef KPREFIX_DIFF_RENDER_H
#define KPREFIX_DIFF_RENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "kprefix/diff.h"
#include "kprefix/report.h"

struct kp_diff_opts {
	bool verbose;
};

void kp_diff_text(FILE *out, const struct kp_diff_result *r, const struct kp_diff_opts *opts);
void kp_diff_json(struct kp_json *j, const struct kp_diff_result *r, int exit_status);
/*
 * SARIF of the findings NEW adds, baselineState "new": folded by cause as
 * check's SARIF is (one result per cause, within code scanning's limits).
 */
void kp_diff_sarif(FILE *out, const struct kp_diff_result *r, int exit_status,
		   const struct kp_notification *notes, size_t nnotes);

#endif
