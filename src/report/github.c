// SPDX-License-Identifier: GPL-2.0-only
/*
 * GitHub Actions workflow commands: `::error file=F,line=N,title=ID::text`,
 * which the runner turns into annotations. GitHub keeps 10 error and 10
 * warning annotations a step (docs.github.com, REST "Create a check run":
 * "GitHub Actions are limited to 10 warning annotations and 10 error
 * annotations per step"), so there is one per cause (src/report/causes.c),
 * the most important first, at most 10 of a level, the tenth summing up the
 * rest when there are more; notices alike. Every cause's functions follow in
 * a ::group:: (collapsed in the log), at most KP_CAUSE_LOCATIONS each, and a
 * line with the totals ends it. Data is escaped as the runner unescapes it
 * (%, CR, LF; in properties also : and ,), and bytes that are no UTF-8 are
 * shown as \xNN like everywhere else.
 *
 * Under --baseline a cause whose findings are all known is not annotated:
 * annotations are what a pull request shows, and GitHub does not compare
 * them with the base branch's (GitLab's Code Quality does, so its report
 * keeps every cause). One notice counts them; their groups say "known".
 */
#include <stdio.h>
#include <stdlib.h>

#include "kprefix/report.h"
#include "kprefix/util.h"

static void put_escaped(FILE *out, const char *s, bool property)
{
	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		size_t len = utf8_sequence(p);

		if (*p == '%' || *p == '\r' || *p == '\n' || (property && (*p == ':' || *p == ','))) {
			fprintf(out, "%%%02X", *p++);
		} else if (len == 1 && (*p < 0x20 || *p == 0x7f)) {
			fprintf(out, "\\x%02x", *p++);
		} else if (len) {
			fwrite(p, 1, len, out);
			p += len;
		} else {
			fprintf(out, "\\x%02x", *p++);
		}
	}
}

static const char *command(enum kp_severity level)
{
	return level == KP_ERROR ? "error" : level == KP_WARNING ? "warning" : "notice";
}

static void put_data(FILE *out, const char *s)
{
	put_escaped(out, s, false);
}

/* GitHub shows this many annotations of one level in a step. */
#define ANNOTATIONS 10

static void cause_annotation(FILE *out, const struct kp_cause *cause)
{
	const struct kp_cause_item *it = &cause->items[0];

	fprintf(out, "::%s file=", command(cause->severity));
	put_escaped(out, kp_cause_item_path(it), true);
	if (it->source_file && it->source_line)
		fprintf(out, ",line=%u", it->source_line);
	fputs(",title=", out);
	put_escaped(out, kp_check_name(cause->check), true);
	fputs("::", out);
	kp_cause_head(out, cause, put_data);
	fputs(": ", out);
	put_escaped(out, cause->message, false);
	fputc('\n', out);
}

static void notification(FILE *out, const struct kp_notification *note)
{
	fprintf(out, "::%s", command(note->level));
	if (note->file) {
		fputs(" file=", out);
		put_escaped(out, note->file, true);
		if (note->line)
			fprintf(out, ",line=%u", note->line);
	}
	fputs("::", out);
	put_escaped(out, note->message, false);
	fputc('\n', out);
}

/* A cause's functions, one a line, in a group the log shows collapsed. */
static void cause_group(FILE *out, const struct kp_cause *cause)
{
	size_t listed = cause->count < KP_CAUSE_LOCATIONS ? cause->count : KP_CAUSE_LOCATIONS;
	char location[512];

	fprintf(out, "::group::%s [", kp_severity_name(cause->severity));
	put_escaped(out, kp_check_name(cause->check), false);
	fputs("] ", out);
	kp_cause_head(out, cause, put_data);
	if (kp_cause_known(cause))
		fputs(" (known to the baseline)", out);
	fputc('\n', out);
	fputs("  ", out);
	put_escaped(out, cause->message, false);
	fputc('\n', out);
	for (size_t i = 0; i < listed; i++) {
		const struct kp_cause_item *it = &cause->items[i];

		kp_cause_item_location(it, location, sizeof(location));
		fputs("  ", out);
		put_escaped(out, it->module, false);
		if (*location) {
			fputs(": ", out);
			put_escaped(out, location, false);
		}
		if (it->in_image && it->address)
			fprintf(out, " (0x%llx)", (unsigned long long)it->address);
		if (it->source_file) {
			fputs(" in ", out);
			put_escaped(out, it->source_file, false);
			if (it->source_line)
				fprintf(out, ":%u", it->source_line);
		}
		fputc('\n', out);
	}
	if (listed < cause->count)
		fprintf(out, "  and %zu more (the JSON report lists every one)\n", cause->count - listed);
	fputs("::endgroup::\n", out);
}

void kp_github_write(FILE *out, struct kp_causes *causes, const struct kp_notification *notes,
		     size_t nnotes)
{
	const struct kp_cause *cs;
	size_t n = kp_causes_fold(causes, &cs), images, sev[3];
	size_t nknown = 0, known_findings = 0, nnew = 0;
	bool baseline = false;

	for (size_t i = 0; i < n; i++) {
		baseline |= cs[i].baseline_state != NULL;
		if (kp_cause_known(&cs[i])) {
			nknown++;
			known_findings += cs[i].count;
		} else if (cs[i].baseline_state) {
			nnew++;
		}
	}
	/* Per level: notifications first (an input that could not be read), then causes. */
	for (int level = KP_ERROR; level >= KP_NOTE; level--) {
		size_t total = 0, shown = 0, findings = 0;

		for (size_t i = 0; i < nnotes; i++)
			total += notes[i].level == (enum kp_severity)level;
		for (size_t i = 0; i < n; i++)
			total += cs[i].severity == (enum kp_severity)level && !kp_cause_known(&cs[i]);
		if (level == KP_NOTE && nknown) {
			fprintf(out, "::notice title=kprefix::%zu cause%s (%zu finding%s) known to the baseline, not annotated: the log's groups list them\n",
				nknown, nknown == 1 ? "" : "s", known_findings, known_findings == 1 ? "" : "s");
			total++;
			shown++;
		}
		size_t room = total > ANNOTATIONS ? ANNOTATIONS - 1 : total;

		for (size_t i = 0; i < nnotes && shown < room; i++) {
			if (notes[i].level != (enum kp_severity)level)
				continue;
			struct kp_notification note = notes[i];
			char *file = note.file ? kp_causes_path(causes, note.file) : NULL;

			note.file = file;
			notification(out, &note);
			free(file);
			shown++;
		}
		for (size_t i = 0; i < n; i++) {
			if (cs[i].severity != (enum kp_severity)level || kp_cause_known(&cs[i]))
				continue;
			if (shown < room) {
				cause_annotation(out, &cs[i]);
				shown++;
			} else {
				findings += cs[i].count;
			}
		}
		if (shown < total)
			fprintf(out, "::%s title=kprefix::and %zu more %ss (%zu findings) not annotated: GitHub shows %d a step; the log's groups and the JSON report have every one\n",
				command(level), total - shown, kp_severity_name(level), findings, ANNOTATIONS);
	}
	for (size_t i = 0; i < n; i++)
		cause_group(out, &cs[i]);
	kp_causes_totals(causes, &images, sev);
	fprintf(out, "kprefix: %zu cause%s", n, n == 1 ? "" : "s");
	if (baseline)
		fprintf(out, " (%zu new, %zu known)", nnew, nknown);
	fprintf(out, ": %zu error%s, %zu warning%s, %zu note%s in %zu file%s\n", sev[KP_ERROR],
		sev[KP_ERROR] == 1 ? "" : "s", sev[KP_WARNING], sev[KP_WARNING] == 1 ? "" : "s",
		sev[KP_NOTE], sev[KP_NOTE] == 1 ? "" : "s", images, images == 1 ? "" : "s");
}
