// SPDX-License-Identifier: GPL-2.0-only
/*
 * GitLab's Code Quality report (docs.gitlab.com, "Code Quality", report
 * format): a JSON array of issues, each with a description, check_name, a
 * unique fingerprint, a severity (info, minor, major, critical, blocker) and
 * location.path with location.lines.begin. One issue per cause
 * (src/fold/causes.c), its fingerprint the cause's, stable across
 * rebuilds; the path is the first function's source file, relative to the
 * source root, or its image, where a binary has no lines: line 1.
 * An error of kprefix's is a kernel that crashes (a CFI panic, a patched
 * instruction in the wrong place): critical; a warning is minor.
 */
#include <stdio.h>
#include <stdlib.h>

#include "kprefix/report.h"
#include "kprefix/util.h"

static const char *severity(enum kp_severity s)
{
	return s == KP_ERROR ? "critical" : s == KP_WARNING ? "minor" : "info";
}

static void put_plain(FILE *out, const char *s)
{
	fputs(s, out);
}

void kp_gitlab_write(FILE *out, struct kp_causes *causes)
{
	const struct kp_cause *cs;
	size_t n = kp_causes_fold(causes, &cs);
	struct kp_json j;

	json_init(&j, out);
	json_begin_array(&j, NULL);
	for (size_t i = 0; i < n; i++) {
		const struct kp_cause_item *it = &cs[i].items[0];
		char *text = NULL;
		size_t len = 0;
		FILE *buf = open_memstream(&text, &len);

		if (buf) {
			kp_cause_head(buf, &cs[i], put_plain);
			fprintf(buf, ": %s [%s]", cs[i].message, kp_check_name(cs[i].check));
			if (fclose(buf)) {
				free(text);
				text = NULL;
			}
		}
		json_begin_object(&j, NULL);
		json_string(&j, "description", text ? text : cs[i].message);
		json_string(&j, "check_name", kp_check_name(cs[i].check));
		json_string(&j, "fingerprint", cs[i].fingerprint);
		json_string(&j, "severity", severity(cs[i].severity));
		json_begin_object(&j, "location");
		json_string(&j, "path", kp_cause_item_path(it));
		json_begin_object(&j, "lines");
		json_uint(&j, "begin", it->source_file && it->source_line ? it->source_line : 1);
		json_end_object(&j);
		json_end_object(&j);
		json_end_object(&j);
		free(text);
	}
	json_end_array(&j);
}
