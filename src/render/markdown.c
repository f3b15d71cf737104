// SPDX-License-Identifier: GPL-2.0-only
/*
 * A Markdown summary of a run, for $GITHUB_STEP_SUMMARY (GitHub flavoured
 * Markdown; GitHub refuses a step summary over 1 MiB): the totals, then a
 * table of the causes (src/fold/causes.c), the most important first, at
 * most MAX_ROWS of them and at most KP_FOLD_NAMES names a cause, and what
 * could not be read. Every cell is bounded in bytes as written (an escape
 * counts what it writes: MAX_TEXT and "…"), so the summary stays far below
 * the limit whatever the kernel (a row is at most about 3 kB: 100 rows and
 * 20 notes are under 350 kB). Names are bytes: what is Markdown inside a
 * table cell (\ ` * _ [ ] | ~) is escaped, '<' and '&' are entities, control
 * characters (C0 and C1) and invalid bytes \xNN.
 *
 * Under --baseline the table has a Baseline column, the causes with new
 * findings come first, and the known ones after them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/common.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

#define MAX_ROWS 100
#define MAX_NOTES 20
/* Bytes of one name or message in a cell, then "…". */
#define MAX_TEXT 300
/*
 * Of a path (an image, a file that could not be read): PATH_MAX, so that a
 * real one is never cut; 100 rows and 20 notes of them stay within 1 MiB.
 */
#define MAX_PATH_TEXT 4096

static void put_md_max(FILE *out, const char *s, size_t max)
{
	/* Bytes as written: an escape counts what it writes (&amp; five, \xNN four). */
	size_t n = 0;

	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		size_t len = utf8_sequence(p);
		char esc[8];
		const char *w = esc;
		size_t wl;

		if (*p == '<') {
			w = "&lt;";
		} else if (*p == '&') {
			w = "&amp;";
		} else if (!kp_visible_sequence(p)) {
			/* C0 and C1 controls and invalid UTF-8: \xNN, a byte at a time. */
			snprintf(esc, sizeof(esc), "\\x%02x", *p);
			len = 1;
		} else if (len == 1 && strchr("\\`*_[]|~", *p)) {
			esc[0] = '\\';
			esc[1] = (char)*p;
			esc[2] = '\0';
		} else if (len) {
			w = (const char *)p;
		} else {
			snprintf(esc, sizeof(esc), "\\x%02x", *p);
		}
		wl = w == (const char *)p ? len : strlen(w);
		if (n + wl > max) {
			fputs("…", out);
			return;
		}
		fwrite(w, 1, wl, out);
		n += wl;
		p += len ? len : 1;
	}
}

static void put_md(FILE *out, const char *s)
{
	put_md_max(out, s, MAX_TEXT);
}

static void put_path(FILE *out, const char *s)
{
	put_md_max(out, s, MAX_PATH_TEXT);
}

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

static void cause_row(FILE *out, const struct kp_cause *c, bool baseline)
{
	fprintf(out, "| %s | `%s` | ", kp_severity_name(c->severity), kp_check_name(c->check));
	if (baseline)
		fprintf(out, "%s | ", kp_cause_known(c) ? "known" : "new");
	if (c->images == 1)
		put_path(out, c->items[0].module);
	else
		fprintf(out, "%zu images", c->images);
	if (*c->dir) {
		fputs(", ", out);
		put_md(out, c->dir);
		fprintf(out, " (%zu object%s)", c->objects, plural(c->objects));
	}
	fprintf(out, " | %zu: ", c->count);
	for (size_t k = 0; k < c->count && k < KP_FOLD_NAMES; k++) {
		const struct kp_cause_item *it = &c->items[k];

		char *location = kp_cause_item_location(it);

		fputs(k ? ", " : "", out);
		put_md(out, *location ? location : it->module);
		free(location);
	}
	if (c->count > KP_FOLD_NAMES)
		fprintf(out, ", and %zu more", c->count - KP_FOLD_NAMES);
	fputs(" | ", out);
	put_md(out, c->message);
	fputs(" |\n", out);
}

void kp_markdown_write(FILE *out, struct kp_causes *causes, int exit_status,
		       const struct kp_notification *notes, size_t nnotes)
{
	const struct kp_cause *cs;
	size_t n = kp_causes_fold(causes, &cs);

	fputs("### kprefix: ", out);
	kp_causes_heading(out, causes, n);
	fputs("\n\n", out);
	fprintf(out, "Exit status %d (%s).\n\n", exit_status, kp_exit_meaning(exit_status));
	bool baseline = false;
	size_t nknown = 0;

	for (size_t i = 0; i < n; i++) {
		baseline |= cs[i].baseline != KP_BASELINE_NONE;
		nknown += kp_cause_known(&cs[i]);
	}
	if (baseline)
		fprintf(out, "Baseline: %zu cause%s with new findings, %zu known.\n\n", n - nknown,
			plural(n - nknown), nknown);
	if (n && baseline) {
		fputs("| Severity | Check | Baseline | Where | Functions | Finding |\n", out);
		fputs("| --- | --- | --- | --- | --- | --- |\n", out);
	} else if (n) {
		fputs("| Severity | Check | Where | Functions | Finding |\n", out);
		fputs("| --- | --- | --- | --- | --- |\n", out);
	}
	/* The new causes first, then the known ones; MAX_ROWS in all. */
	size_t rows = 0, left_out = 0;

	for (int pass = 0; pass < 2; pass++)
		for (size_t i = 0; i < n; i++) {
			if (kp_cause_known(&cs[i]) != (pass == 1))
				continue;
			if (rows < MAX_ROWS) {
				cause_row(out, &cs[i], baseline);
				rows++;
			} else {
				left_out += cs[i].count;
			}
		}
	if (n > MAX_ROWS)
		fprintf(out, "\nAnd %zu more cause%s (%zu finding%s): the JSON report lists every one.\n",
			n - MAX_ROWS, plural(n - MAX_ROWS), left_out, plural(left_out));
	if (nnotes)
		fputs("\n", out);
	for (size_t i = 0; i < nnotes && i < MAX_NOTES; i++) {
		fprintf(out, "- %s: ", kp_severity_name(notes[i].level));
		if (notes[i].file) {
			put_path(out, notes[i].file);
			if (notes[i].line)
				fprintf(out, ":%u", notes[i].line);
			fputs(": ", out);
		}
		put_md(out, notes[i].message);
		fputc('\n', out);
	}
	if (nnotes > MAX_NOTES)
		fprintf(out, "- and %zu more\n", nnotes - MAX_NOTES);
}
