// SPDX-License-Identifier: GPL-2.0-only
/* kprefix list-checks: the registry, for people and for scripts. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kprefix/checks.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

int cmd_list_checks(int argc, char **argv)
{
	bool json = false;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--format=json") || !strcmp(argv[i], "--json")) {
			json = true;
		} else if (!strcmp(argv[i], "--pretty")) {
			kp_json_set_pretty(true);
		} else if (!strcmp(argv[i], "--format=text")) {
			json = false;
		} else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			printf("Usage: kprefix list-checks [--format=text|json]\n\n"
			       "Every check id with its severity and summary; JSON adds its section of kprefix(1).\n\n"
			       "Options:\n"
			       "  --format=text|json       output format (default text); --json is --format=json\n"
			       "  -h, --help               this text\n");
			return KP_EXIT_CLEAN;
		} else if (kp_check_by_name(argv[i])) {
			kp_error("kprefix: list-checks: takes no check id; see 'kprefix explain %s'", argv[i]);
			return KP_EXIT_USAGE;
		} else {
			kp_error("kprefix: list-checks: unknown argument '%s'", argv[i]);
			return KP_EXIT_USAGE;
		}
	}
	if (!json) {
		for (size_t i = 0; i < KP_NR_CHECKS; i++)
			printf("%-16s %-8s %s\n", kp_checks[i].name, kp_severity_name(kp_checks[i].severity),
			       kp_checks[i].summary);
		return KP_EXIT_CLEAN;
	}

	struct kp_json j;

	json_init(&j, stdout);
	json_begin_object(&j, NULL);
	kp_json_header(&j, "kprefix-checks", 1);
	json_begin_array(&j, "checks");
	for (size_t i = 0; i < KP_NR_CHECKS; i++) {
		json_begin_object(&j, NULL);
		json_string(&j, "id", kp_checks[i].name);
		json_string(&j, "severity", kp_severity_name(kp_checks[i].severity));
		json_string(&j, "summary", kp_checks[i].summary);
		json_string(&j, "man_section", kp_checks[i].man_section);
		json_end_object(&j);
	}
	json_end_array(&j);
	json_end_object(&j);
	return KP_EXIT_CLEAN;
}

/* text, its paragraphs ("\n\n") wrapped at width columns, each line indented by indent. */
static void print_wrapped(FILE *out, const char *text, int indent, size_t width)
{
	const char *p = text;

	while (*p) {
		const char *para_end = strstr(p, "\n\n");
		size_t plen = para_end ? (size_t)(para_end - p) : strlen(p);
		size_t col = 0;

		for (size_t i = 0; i < plen;) {
			size_t w = 0;

			while (i < plen && (p[i] == ' ' || p[i] == '\n'))
				i++;
			while (i + w < plen && p[i + w] != ' ' && p[i + w] != '\n')
				w++;
			if (!w)
				break;
			if (col && col + 1 + w > width) {
				fputc('\n', out);
				col = 0;
			}
			if (!col)
				col = (size_t)fprintf(out, "%*s", indent, "");
			else
				col += (size_t)fprintf(out, " ");
			fwrite(p + i, 1, w, out);
			col += w;
			i += w;
		}
		fputc('\n', out);
		if (!para_end)
			break;
		fputc('\n', out);
		p = para_end + 2;
	}
}

/*
 * kprefix explain CHECK-ID...: the catalogue entry of each check, the man
 * page's paragraph (src/findings/gen_help.py), which SARIF's rule help is too.
 */
int cmd_explain(int argc, char **argv)
{
	if (argc > 1 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
		printf("Usage: kprefix explain CHECK-ID...\n\n"
		       "What a check finds, why it breaks the kernel and how to fix the build: the\n"
		       "check's entry of kprefix(1), CHECKS (SARIF's rule help is the same text).\n"
		       "'kprefix list-checks' lists the ids.\n\n"
		       "Options:\n"
		       "  -h, --help               this text\n");
		return KP_EXIT_CLEAN;
	}
	if (argc < 2) {
		kp_error("kprefix: explain: needs a check id; see 'kprefix list-checks'");
		return KP_EXIT_USAGE;
	}
	for (int i = 1; i < argc; i++) {
		const struct kp_check_info *info = kp_check_by_name(argv[i]);

		if (!info) {
			kp_error("kprefix: explain: '%s' is not a check id; see 'kprefix list-checks'", argv[i]);
			return KP_EXIT_USAGE;
		}
	}
	for (int i = 1; i < argc; i++) {
		const struct kp_check_info *info = kp_check_by_name(argv[i]);
		const char *help = kp_check_help(info->name);

		if (i > 1)
			fputc('\n', stdout);
		printf("%s (%s): %s\n\n", info->name, kp_severity_name(info->severity), info->summary);
		/* The man page's entry opens with "NAME (severity): ": said above. */
		if (help) {
			const char *body = strstr(help, "): ");

			print_wrapped(stdout, body ? body + 3 : help, 2, 78);
		}
		printf("\nSee kprefix(1), CHECKS, %s.\n", info->man_section);
	}
	return KP_EXIT_CLEAN;
}
