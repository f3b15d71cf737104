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
