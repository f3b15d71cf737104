// SPDX-License-Identifier: GPL-2.0-only
/*
 * GitHub Actions workflow commands: `::error file=F,line=N,title=ID::text`,
 * one line per finding, which the runner turns into annotations. Data is
 * escaped as the runner unescapes it (%, CR, LF; in properties also : and ,),
 * and bytes that are no UTF-8 are shown as \xNN like everywhere else.
 */
#include <stdio.h>

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

void kp_github_finding(FILE *out, const struct kp_finding *f, const struct kp_finding_place *place)
{
	char location[512];

	kp_finding_location(f, location, sizeof(location));
	fprintf(out, "::%s file=", command(f->severity));
	put_escaped(out, f->source_file ? f->source_file : place->artifact, true);
	if (f->source_file && f->source_line)
		fprintf(out, ",line=%u", f->source_line);
	fputs(",title=", out);
	put_escaped(out, kp_check_name(f->check), true);
	fputs("::", out);
	put_escaped(out, place->module, false);
	fputs(": ", out);
	if (*location) {
		put_escaped(out, location, false);
		fputs(": ", out);
	}
	put_escaped(out, f->message, false);
	fputc('\n', out);
}

void kp_github_notification(FILE *out, const struct kp_notification *note)
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
