// SPDX-License-Identifier: GPL-2.0-only
/*
 * GitHub Actions workflow commands: `::error file=F,line=N,title=ID::text`,
 * which the runner turns into annotations. GitHub keeps 10 error and 10
 * warning annotations a step (docs.github.com, REST "Create a check run":
 * "GitHub Actions are limited to 10 warning annotations and 10 error
 * annotations per step"), so there is one per cause (src/fold/causes.c),
 * the most important first, at most 10 of a level, the tenth summing up the
 * rest when there are more; notices alike. Every cause's functions follow in
 * a ::group:: (collapsed in the log), at most KP_CAUSE_LOCATIONS each, and a
 * line with the totals ends it. Names are shown as everywhere else (control
 * characters and bytes that are no UTF-8 as \xNN), a command's data and
 * properties escaped as the runner unescapes them, and no line is a
 * workflow command that kprefix does not mean (line_end()).
 *
 * Under --baseline a cause whose findings are all known is not annotated:
 * annotations are what a pull request shows, and GitHub does not compare
 * them with the base branch's (GitLab's Code Quality does, so its report
 * keeps every cause). One notice counts them; their groups say "known".
 */
#include <stdio.h>
#include <stdlib.h>

#include "kprefix/common.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

/*
 * What a line holds. Text as fput_visible() shows it (controls and bytes
 * that are no UTF-8 as \xNN, so no name breaks a line, in the log or in an
 * annotation); in a command's data also '%', in its properties also ':' and
 * ',', as the runner unescapes them (actions/toolkit's escapeData and
 * escapeProperty: CR and LF are \x0d and \x0a already).
 */
enum text { PLAIN, DATA, PROPERTY };

static void put_text(FILE *out, const char *s, enum text kind)
{
	for (const unsigned char *p = (const unsigned char *)s; *p;) {
		size_t len = kp_visible_sequence(p);

		if (!len) {
			fprintf(out, "\\x%02x", *p++);
		} else if (kind != PLAIN && (*p == '%' || (kind == PROPERTY && (*p == ':' || *p == ',')))) {
			fprintf(out, "%%%02X", *p++);
		} else {
			fwrite(p, 1, len, out);
			p += len;
		}
	}
}

static void put_data(FILE *out, const char *s)
{
	put_text(out, s, DATA);
}

static void put_plain(FILE *out, const char *s)
{
	put_text(out, s, PLAIN);
}

/*
 * Every line is built whole, then written by the runner's rules: it takes
 * a line that starts with "::" once trimmed as a command, and one with
 * "##[" anywhere as a command of the legacy form. A line kprefix means as
 * a command starts with "::"; in any other the first ':' of a leading "::"
 * is \x3a, and in every line the '[' of "##[" is \x5b. Names can so make
 * neither an annotation nor a group, nor stop the commands that follow.
 */
struct line {
	FILE *out, *f;
	char *buf;
	size_t len;
};

static void no_memory(void)
{
	fputs("kprefix: out of memory writing the GitHub report\n", stderr);
	exit(KP_EXIT_USAGE);
}

static FILE *line_begin(struct line *l)
{
	l->buf = NULL;
	l->f = open_memstream(&l->buf, &l->len);
	if (!l->f)
		no_memory();
	return l->f;
}

static void line_end(struct line *l, bool command)
{
	const unsigned char *start, *p;

	if (fclose(l->f) || !l->buf)
		no_memory();
	start = p = (const unsigned char *)l->buf;
	if (!command) {
		for (size_t n; (n = kp_trimmed_space(p)); p += n)
			fwrite(p, 1, n, l->out);
		if (p[0] == ':' && p[1] == ':') {
			fputs("\\x3a", l->out);
			p++;
		}
	}
	for (; *p; p++) {
		if (*p == '[' && p - start >= 2 && p[-1] == '#' && p[-2] == '#')
			fputs("\\x5b", l->out);
		else
			fputc(*p, l->out);
	}
	fputc('\n', l->out);
	free(l->buf);
}

static const char *command(enum kp_severity level)
{
	return level == KP_ERROR ? "error" : level == KP_WARNING ? "warning" : "notice";
}

/* GitHub shows this many annotations of one level in a step. */
#define ANNOTATIONS 10

static void cause_annotation(struct line *l, const struct kp_cause *cause)
{
	const struct kp_cause_item *it = &cause->items[0];
	FILE *out = line_begin(l);

	fprintf(out, "::%s file=", command(cause->severity));
	put_text(out, kp_cause_item_path(it), PROPERTY);
	if (it->source_file && it->source_line)
		fprintf(out, ",line=%u", it->source_line);
	fputs(",title=", out);
	put_text(out, kp_check_name(cause->check), PROPERTY);
	fputs("::", out);
	kp_cause_head(out, cause, put_data);
	fputs(": ", out);
	put_text(out, cause->message, DATA);
	line_end(l, true);
}

static void notification(struct line *l, const struct kp_notification *note)
{
	FILE *out = line_begin(l);

	fprintf(out, "::%s", command(note->level));
	if (note->file) {
		fputs(" file=", out);
		put_text(out, note->file, PROPERTY);
		if (note->line)
			fprintf(out, ",line=%u", note->line);
	}
	fputs("::", out);
	put_text(out, note->message, DATA);
	line_end(l, true);
}

/* A cause's functions, one a line, in a group the log shows collapsed. */
static void cause_group(struct line *l, const struct kp_cause *cause)
{
	size_t listed = cause->count < KP_CAUSE_LOCATIONS ? cause->count : KP_CAUSE_LOCATIONS;
	FILE *out = line_begin(l);

	fprintf(out, "::group::%s [", kp_severity_name(cause->severity));
	put_text(out, kp_check_name(cause->check), DATA);
	fputs("] ", out);
	kp_cause_head(out, cause, put_data);
	if (kp_cause_known(cause))
		fputs(" (known to the baseline)", out);
	line_end(l, true);
	out = line_begin(l);
	fputs("  ", out);
	put_plain(out, cause->message);
	line_end(l, false);
	for (size_t i = 0; i < listed; i++) {
		const struct kp_cause_item *it = &cause->items[i];
		char *location = kp_cause_item_location(it);

		out = line_begin(l);
		fputs("  ", out);
		put_plain(out, it->module);
		if (*location) {
			fputs(": ", out);
			put_plain(out, location);
		}
		if (it->in_image && it->address)
			fprintf(out, " (0x%llx)", (unsigned long long)it->address);
		if (it->source_file) {
			fputs(" in ", out);
			put_plain(out, it->source_file);
			if (it->source_line)
				fprintf(out, ":%u", it->source_line);
		}
		line_end(l, false);
		free(location);
	}
	if (listed < cause->count) {
		fprintf(line_begin(l), "  and %zu more (the JSON report lists every one)", cause->count - listed);
		line_end(l, false);
	}
	fputs("::endgroup::", line_begin(l));
	line_end(l, true);
}

void kp_github_write(FILE *out, struct kp_causes *causes, const struct kp_notification *notes,
		     size_t nnotes)
{
	const struct kp_cause *cs;
	size_t n = kp_causes_fold(causes, &cs);
	size_t nknown = 0, known_findings = 0, nnew = 0;
	bool baseline = false;
	struct line l = { .out = out };

	for (size_t i = 0; i < n; i++) {
		baseline |= cs[i].baseline != KP_BASELINE_NONE;
		if (kp_cause_known(&cs[i])) {
			nknown++;
			known_findings += cs[i].count;
		} else if (cs[i].baseline != KP_BASELINE_NONE) {
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
			fprintf(line_begin(&l), "::notice title=kprefix::%zu cause%s (%zu finding%s) known to the baseline, not annotated: the log's groups list them",
				nknown, nknown == 1 ? "" : "s", known_findings, known_findings == 1 ? "" : "s");
			line_end(&l, true);
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
			notification(&l, &note);
			free(file);
			shown++;
		}
		for (size_t i = 0; i < n; i++) {
			if (cs[i].severity != (enum kp_severity)level || kp_cause_known(&cs[i]))
				continue;
			if (shown < room) {
				cause_annotation(&l, &cs[i]);
				shown++;
			} else {
				findings += cs[i].count;
			}
		}
		if (shown < total) {
			fprintf(line_begin(&l), "::%s title=kprefix::and %zu more %ss (%zu findings) not annotated: GitHub shows %d a step; the log's groups and the JSON report have every one",
				command(level), total - shown, kp_severity_name(level), findings, ANNOTATIONS);
			line_end(&l, true);
		}
	}
	for (size_t i = 0; i < n; i++)
		cause_group(&l, &cs[i]);
	FILE *last = line_begin(&l);

	fputs("kprefix: ", last);
	kp_causes_heading(last, causes, n);
	if (baseline)
		fprintf(last, "; causes: %zu with new findings, %zu known", nnew, nknown);
	line_end(&l, false);
}
