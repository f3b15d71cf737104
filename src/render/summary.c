// SPDX-License-Identifier: GPL-2.0-only
/*
 * What the text says of the run rather than of an image: a file that could
 * not be read, a module tree's totals, the summary line, the suppressions
 * that matched nothing, and with -v the baseline's account.
 */
#include <stdlib.h>

#include "kprefix/common.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

void kp_totals_add(struct kp_totals *t, const struct kp_analysis *an, const struct kp_findings *findings)
{
	t->files++;
	if (!an) {
		t->unreadable++;
		return;
	}
	const size_t *sev = findings->per_severity, *known = findings->known_per_severity;

	t->checked++;
	t->with_errors += sev[KP_ERROR] > known[KP_ERROR];
	t->with_warnings += sev[KP_WARNING] > known[KP_WARNING];
	for (int s = 0; s < 3; s++) {
		t->sev[s] += sev[s];
		t->known[s] += known[s];
	}
	t->functions += an->summary.functions;
	t->traced += an->summary.traced;
	t->records += an->nrecords;
}

size_t kp_totals_findings(const struct kp_totals *t)
{
	return t->sev[KP_ERROR] + t->sev[KP_WARNING] + t->sev[KP_NOTE];
}

size_t kp_totals_known(const struct kp_totals *t)
{
	return t->known[KP_ERROR] + t->known[KP_WARNING] + t->known[KP_NOTE];
}

void kp_text_unreadable(const char *path, const char *error)
{
	char *line = NULL;
	size_t len = 0;
	FILE *buf = open_memstream(&line, &len);

	/* stderr is unbuffered: the line is composed first and written at once. */
	if (!buf)
		return;
	fputs("kprefix: ", buf);
	fput_visible(path, buf);
	fputs(": ", buf);
	fput_visible(error, buf);
	fputc('\n', buf);
	if (!fclose(buf))
		fwrite(line, 1, len, stderr);
	free(line);
}

void kp_text_tree_end(FILE *text, const struct kp_tree_report *t, bool quiet, bool baseline)
{
	kp_tree_text_print(text, t->text, t->dir);
	if (quiet)
		return;
	fputs("modules under ", text);
	fput_visible(t->dir, text);
	/* Under a baseline a file counts for its new findings, and says so. */
	fprintf(text, ": %zu files, %zu checked, %zu unreadable, %zu with %serrors, %zu with %swarnings; "
		"%zu functions, %zu traced, %zu records\n", t->totals.files, t->totals.checked,
		t->totals.unreadable, t->totals.with_errors, baseline ? "new " : "",
		t->totals.with_warnings, baseline ? "new " : "",
		t->totals.functions, t->totals.traced, t->totals.records);
}

static void print_summary(FILE *fp, const struct kp_run_account *run)
{
	const struct kp_totals *t = run->all;

	fprintf(fp, "kprefix: %zu file%s, %zu checked, %zu unreadable; %zu functions, %zu traced; "
		"%zu error%s, %zu warning%s, %zu note%s", t->files, t->files == 1 ? "" : "s", t->checked,
		t->unreadable, t->functions, t->traced, t->sev[KP_ERROR],
		t->sev[KP_ERROR] == 1 ? "" : "s", t->sev[KP_WARNING], t->sev[KP_WARNING] == 1 ? "" : "s",
		t->sev[KP_NOTE], t->sev[KP_NOTE] == 1 ? "" : "s");
	if (run->baseline)
		fprintf(fp, "; baseline: %zu new, %zu known, %zu gone",
			kp_totals_findings(t) - kp_totals_known(t), kp_totals_known(t),
			kp_baseline_absent(run->baseline));
	fputc('\n', fp);
}

void kp_text_run_end(FILE *text, const struct kp_run_account *run, bool quiet, bool summary, bool verbose)
{
	const struct kp_suppressions *sup = run->suppressions;
	bool color = kp_color_on(text);

	if (!quiet && summary)
		print_summary(text, run);
	for (size_t i = 0; sup && i < sup->count; i++) {
		const struct kp_suppression *s = &sup->items[i];
		char *message = kp_suppression_unmatched(s);

		if (!message)
			continue;
		kp_color_locus(text, color);
		fput_visible(sup->path, text);
		fprintf(text, ":%u:", s->line);
		kp_color_end(text, color);
		fputc(' ', text);
		kp_print_diagnostic(text, color, KP_NOTE, message, NULL);
		free(message);
	}
	if (verbose && run->baseline) {
		fputs("baseline ", text);
		fput_visible(run->baseline->path, text);
		fprintf(text, ": %zu fingerprints; %zu findings known, %zu gone\n", run->baseline->count,
			kp_totals_known(run->all), kp_baseline_absent(run->baseline));
	}
}
