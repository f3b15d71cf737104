// SPDX-License-Identifier: GPL-2.0-only
/*
 * --baseline OLD and --suppressions FILE: a gate that starts from a known
 * state. Both are read before any work; findings they cover are left out of
 * every report and every count, so that the exit status says whether
 * anything new is wrong.
 */
#include <stdlib.h>
#include <string.h>

#include "gating.h"
#include "kprefix/util.h"

int gating_open(struct gating *g, const char *baseline, const char *suppressions, bool werror)
{
	char err[512];

	*g = (struct gating){ .baseline_path = baseline, .werror = werror };
	if (baseline && kp_baseline_read(baseline, &g->baseline, err, sizeof(err))) {
		fprintf(stderr, "kprefix: %s: cannot be a baseline: %s\n", baseline, err);
		return -1;
	}
	if (suppressions) {
		g->have_suppressions = true;
		if (kp_suppressions_read(suppressions, &g->suppressions, err, sizeof(err))) {
			fprintf(stderr, "kprefix: %s: %s\n", suppressions, err);
			return -1;
		}
	}
	return 0;
}

struct keep_ctx {
	struct gating *g;
	const char *module;
};

static bool keep(const struct kp_finding *f, void *ctx)
{
	struct keep_ctx *k = ctx;

	if (k->g->have_suppressions && kp_suppressions_match(&k->g->suppressions, f, k->module))
		return false;
	if (k->g->baseline_path && kp_fingerprint_set_has(&k->g->baseline, f->fingerprint)) {
		k->g->unchanged++;
		return false;
	}
	return true;
}

void gating_apply(struct gating *g, struct file_result *res)
{
	struct keep_ctx k = { g, NULL };

	if (res->error || (!g->baseline_path && !g->have_suppressions))
		return;
	k.module = kp_image_name(res->image);
	kp_findings_filter(&res->findings, keep, &k);
	res->status = kp_findings_status(&res->findings, g->werror);
}

/* The pattern as the file gives it, with its field. */
static void pattern_text(const struct kp_suppression *s, char *buf, size_t len)
{
	static const char *const prefix[] = { "", "function:", "module:", "source:" };

	snprintf(buf, len, "%s%s", prefix[s->field], s->pattern);
}

void gating_json(const struct gating *g, struct kp_json *j)
{
	if (g->baseline_path) {
		json_begin_object(j, "baseline");
		json_string(j, "file", g->baseline_path);
		json_uint(j, "fingerprints", g->baseline.count);
		json_uint(j, "unchanged", g->unchanged);
		json_end_object(j);
	}
	if (!g->have_suppressions)
		return;
	json_begin_array(j, "suppressions");
	for (size_t i = 0; i < g->suppressions.count; i++) {
		const struct kp_suppression *s = &g->suppressions.items[i];
		char pattern[512];

		pattern_text(s, pattern, sizeof(pattern));
		json_begin_object(j, NULL);
		json_string(j, "file", g->suppressions.path);
		json_uint(j, "line", s->line);
		json_string(j, "check", s->check);
		json_string(j, "pattern", pattern);
		json_string(j, "reason", s->reason);
		json_uint(j, "matched", s->matched);
		json_end_object(j);
	}
	json_end_array(j);
}

void gating_notes(const struct gating *g, FILE *text, struct outputs *outs, bool verbose)
{
	for (size_t i = 0; g->have_suppressions && i < g->suppressions.count; i++) {
		const struct kp_suppression *s = &g->suppressions.items[i];
		char message[768], pattern[512];

		if (s->matched)
			continue;
		pattern_text(s, pattern, sizeof(pattern));
		snprintf(message, sizeof(message),
			 "suppression '%s %s' matched no finding: remove it, or fix its pattern", s->check,
			 pattern);
		if (text) {
			fput_visible(g->suppressions.path, text);
			fprintf(text, ":%u: note: ", s->line);
			fput_visible(message, text);
			fputc('\n', text);
		}
		outputs_note(outs, KP_NOTE, message, g->suppressions.path, s->line);
	}
	if (text && verbose && g->baseline_path) {
		fputs("baseline ", text);
		fput_visible(g->baseline_path, text);
		fprintf(text, ": %zu fingerprints, %zu findings left out as known\n", g->baseline.count,
			g->unchanged);
	}
}

void gating_free(struct gating *g)
{
	kp_fingerprint_set_free(&g->baseline);
	kp_suppressions_free(&g->suppressions);
}
