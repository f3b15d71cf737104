// SPDX-License-Identifier: GPL-2.0-only
/*
 * Colour in the text reports, in GCC's manner (-fdiagnostics-color): auto
 * colours a stream that is a terminal, unless NO_COLOR is set and not empty
 * or TERM is "dumb"; always and never are what they say. GCC's default
 * palette (GCC_COLORS): the location bold, error bold red, warning bold
 * magenta, note bold cyan, and the [check-id] in its severity's colour as
 * GCC shows [-Wflag]. Machine formats never call these.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kprefix/report.h"
#include "kprefix/util.h"

static enum kp_color_mode color_mode = KP_COLOR_AUTO;

void kp_set_color(enum kp_color_mode mode)
{
	color_mode = mode;
}

bool kp_color_on(FILE *out)
{
	const char *no_color = getenv("NO_COLOR"), *term = getenv("TERM");

	if (color_mode != KP_COLOR_AUTO)
		return color_mode == KP_COLOR_ALWAYS;
	if (no_color && *no_color)
		return false;
	if (!term || !strcmp(term, "dumb"))
		return false;
	return isatty(fileno(out));
}

/* GCC's SGR sequences: each start and the reset followed by "erase to end of line". */
#define SGR(codes) "\33[" codes "m\33[K"
#define SGR_RESET "\33[m\33[K"

static const char *severity_sgr(enum kp_severity severity)
{
	switch (severity) {
	case KP_ERROR: return SGR("01;31");
	case KP_WARNING: return SGR("01;35");
	default: return SGR("01;36");
	}
}

void kp_color_locus(FILE *out, bool on)
{
	if (on)
		fputs(SGR("01"), out);
}

void kp_color_end(FILE *out, bool on)
{
	if (on)
		fputs(SGR_RESET, out);
}

void kp_print_diagnostic(FILE *out, bool color, enum kp_severity severity, const char *message,
			 const char *check)
{
	const char *start = color ? severity_sgr(severity) : "", *end = color ? SGR_RESET : "";

	fprintf(out, "%s%s: %s", start, kp_severity_name(severity), end);
	/* Messages quote names: the same escaping as the location. */
	fput_visible(message, out);
	if (check)
		fprintf(out, " [%s%s%s]", start, check, end);
	fputc('\n', out);
}
