/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What every output that shows names must be (issue 25): valid UTF-8 with no
 * raw control but the newline (C0, DEL, C1 U+0080..U+009F), no "##["
 * anywhere, and no line that starts with "::" once the runner has trimmed
 * it, except, in GitHub's report, kprefix's own commands at column 0.
 */
#ifndef KPREFIX_FUZZ_SHOWN_H
#define KPREFIX_FUZZ_SHOWN_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/util.h"

static inline FILE *fuzz_open(char **buf, size_t *len)
{
	FILE *out;

	*buf = NULL;
	*len = 0;
	out = open_memstream(buf, len);
	if (!out)
		abort();
	return out;
}

static inline bool fuzz_own_command(const char *line)
{
	static const char *const commands[] = { "::error ", "::error::", "::warning ", "::warning::",
						"::notice ", "::notice::", "::group::", "::endgroup::" };

	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strncmp(line, commands[i], strlen(commands[i])))
			return true;
	return false;
}

/* Closes out and checks what it holds; aborts on the first violation. */
static inline void fuzz_shown(FILE *out, char **buf, size_t *len, bool github)
{
	const unsigned char *s, *line;

	if (fclose(out))
		abort();
	s = line = (const unsigned char *)*buf;
	for (const unsigned char *p = s; p < s + *len;) {
		size_t n = kp_visible_sequence(p);

		if (*p == '\n') {
			line = ++p;
			continue;
		}
		if (!n || (*p == '[' && p - line >= 2 && p[-1] == '#' && p[-2] == '#'))
			abort();
		if (p == line) {
			const unsigned char *q = p;

			for (size_t k; (k = kp_trimmed_space(q));)
				q += k;
			if (q[0] == ':' && q[1] == ':' && !(github && q == line && fuzz_own_command((const char *)q)))
				abort();
		}
		p += n;
	}
	free(*buf);
}

#endif
