// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer: names as an attacker picks them (issue 25). The input, split at
 * NUL bytes, is a module's name, its path, two function names, a message and
 * a source file; three findings and a notification made of them go through
 * every writer that shows names: fput_visible() and the text diagnostic, the
 * GitHub, Markdown, GitLab and SARIF reports. Each output must be what
 * fuzz_shown() asks (fuzz/shown.h): valid UTF-8 without a raw control, no
 * "##[", and no line that GitHub's runner would take for a workflow command
 * but GitHub's own commands. A violation aborts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/report.h"
#include "kprefix/util.h"
#include "shown.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MODULE, ARTIFACT, FUNC1, FUNC2, MESSAGE, SOURCE, FIELDS };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const defaults[FIELDS] = { "m.ko", "tree/m.ko", "f", "g", "message", "a.c" };
	const char *field[FIELDS];
	char *text = xmalloc(size + 1), *p = text, *end = text + size, *buf;
	size_t len;
	FILE *out;

	memcpy(text, data, size);
	text[size] = '\0';
	for (int i = 0; i < FIELDS; i++) {
		field[i] = p < end ? p : defaults[i];
		p += p < end ? strlen(p) + 1 : 0;
	}
	struct kp_finding items[3] = {
		{ .check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR, .function = field[FUNC1],
		  .address = 0x1000, .text = field[MESSAGE], .fingerprint = "0123456789abcdef" },
		{ .check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR, .function = field[FUNC2],
		  .address = 0x1010, .text = field[MESSAGE], .fingerprint = "0123456789abcdee" },
		{ .check = KP_CHECK_HASH_OFFSET, .severity = KP_WARNING, .function = field[FUNC2],
		  .func_offset = 4, .address = 0x1014, .text = field[FUNC1],
		  .fingerprint = "0123456789abcded" },
	};
	struct kp_findings findings = { .items = items, .count = 3 };
	struct kp_attribution source = { .unit = field[SOURCE], .file = field[SOURCE], .line = 7 };

	kp_findings_attribute(&findings, &items[2], &source);
	struct kp_finding_place place = { field[ARTIFACT], field[MODULE], KP_BASELINE_NONE };
	struct kp_notification note = { KP_ERROR, field[MESSAGE], field[ARTIFACT], 0 };

	/* Each name alone, as text and errors show them. */
	out = fuzz_open(&buf, &len);
	for (int i = 0; i < FIELDS; i++) {
		fput_visible(field[i], out);
		fputc('\n', out);
		kp_print_diagnostic(out, false, KP_ERROR, field[i], "prefix-nops");
	}
	fuzz_shown(out, &buf, &len, false);

	for (int format = 0; format < 4; format++) {
		struct kp_causes *causes = kp_causes_new(format == 3 ? "/" : NULL, format & 1);

		kp_causes_add(causes, NULL, &findings, &place);
		out = fuzz_open(&buf, &len);
		if (format == 0)
			kp_github_write(out, causes, &note, 1);
		else if (format == 1)
			kp_markdown_write(out, causes, 3, &note, 1);
		else if (format == 2)
			kp_gitlab_write(out, causes);
		else
			kp_sarif_write(out, causes, 3, &note, 1);
		fuzz_shown(out, &buf, &len, format == 0);
		kp_causes_free(causes);
	}
	findings.items = NULL; /* on the stack */
	kp_findings_free(&findings);
	free(text);
	return 0;
}
