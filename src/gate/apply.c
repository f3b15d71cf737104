// SPDX-License-Identifier: GPL-2.0-only
/*
 * The gate applied to one file's findings: suppressed findings leave,
 * the rest are marked new or known against the baseline, and the exit
 * status is what the new ones give. Also what the run says of the gate
 * itself: the view of a file's new findings that text and GitHub print, and
 * a suppression that matched nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "kprefix/gate.h"
#include "kprefix/util.h"

struct gate_ctx {
	struct kp_suppressions *suppressions;
	const struct kp_findings *findings;
	const char *module;
};

/* Suppressed findings leave the report; the rest are marked new or known. */
static bool keep(const struct kp_finding *f, void *ctx)
{
	struct gate_ctx *g = ctx;

	return !kp_suppressions_match(g->suppressions, f, kp_finding_attribution(g->findings, f)->file,
				      g->module);
}

int kp_gate_findings(struct kp_findings *findings, const char *module, struct kp_baseline *baseline,
		     struct kp_suppressions *suppressions, bool werror, int status)
{
	struct gate_ctx g = { suppressions, findings, module };

	if (!baseline && !suppressions)
		return status;
	if (suppressions)
		kp_findings_filter(findings, keep, &g);
	if (baseline)
		findings->baseline = xcalloc(findings->count + 1, sizeof(*findings->baseline));
	for (size_t i = 0; baseline && i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];
		struct kp_baseline_entry *e = kp_baseline_find(baseline, f->fingerprint);

		findings->baseline[i] = e ? KP_BASELINE_KNOWN : KP_BASELINE_NEW;
		if (e) {
			e->seen = true;
			findings->known_per_severity[f->severity]++;
		}
	}
	return kp_findings_status(findings, werror);
}

const struct kp_findings *kp_gate_new_findings(const struct kp_findings *all, struct kp_findings *view)
{
	bool error_shown = false;

	if (!all->known_per_severity[KP_ERROR] && !all->known_per_severity[KP_WARNING] &&
	    !all->known_per_severity[KP_NOTE])
		return all;
	/* The view borrows its findings' origins and attributions; all it holds are new. */
	*view = (struct kp_findings){ .flag_disagreement = all->flag_disagreement,
				      .debug_note = all->debug_note,
				      .origin_slots = all->origin_slots,
				      .norigin_slots = all->norigin_slots,
				      .attributions = all->attributions,
				      .nattributions = all->nattributions,
				      .attribution_index = all->attribution_index };
	view->items = xcalloc(all->count ? all->count : 1, sizeof(*view->items));
	view->baseline = xcalloc(all->count + 1, sizeof(*view->baseline));
	for (size_t i = 0; i < all->count; i++)
		error_shown |= all->baseline[i] != KP_BASELINE_KNOWN &&
			       !kp_finding_folded(all, &all->items[i]) && all->items[i].severity == KP_ERROR;
	for (size_t i = 0; i < all->count; i++) {
		struct kp_finding f = all->items[i];

		if (all->baseline[i] == KP_BASELINE_KNOWN)
			continue;
		/* The view's own copy: folded as its container says. */
		f.folded = kp_finding_folded(all, &all->items[i]);
		view->baseline[view->count] = all->baseline[i];
		/* The findings that summed it up are known: the detail is what is new. */
		if (f.folded && f.severity == KP_ERROR && !error_shown)
			f.folded = false;
		view->items[view->count++] = f;
		view->per_severity[f.severity]++;
	}
	return view;
}

void kp_gate_view_free(const struct kp_findings *all, const struct kp_findings *shown,
		       struct kp_findings *view)
{
	if (shown && shown != all) {
		free(view->items);
		free(view->baseline);
	}
}

char *kp_suppression_pattern(const struct kp_suppression *s)
{
	static const char *const prefix[] = { "", "function:", "module:", "source:" };
	size_t len = strlen(prefix[s->field]) + strlen(s->pattern) + 1;
	char *buf = xmalloc(len);

	snprintf(buf, len, "%s%s", prefix[s->field], s->pattern);
	return buf;
}

char *kp_suppression_unmatched(const struct kp_suppression *s)
{
	static const char fmt[] = "suppression '%s %s' matched no finding: remove it, or fix its pattern";
	char *pattern, *message;
	size_t len;

	if (s->matched)
		return NULL;
	pattern = kp_suppression_pattern(s);
	len = sizeof(fmt) + strlen(s->check) + strlen(pattern);
	message = xmalloc(len);
	snprintf(message, len, fmt, s->check, pattern);
	free(pattern);
	return message;
}
