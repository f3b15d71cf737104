// SPDX-License-Identifier: GPL-2.0-only
/* kprefix show IMAGE WHAT...: one function explained. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kprefix/analysis.h"
#include "kprefix/checks.h"
#include "kprefix/debuginfo.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

static void show_usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix show [OPTIONS] IMAGE WHAT...\n"
		"\n"
		"Explain functions of IMAGE (a vmlinux, module or object): WHAT is a function\n"
		"name, name+0xOFF, or an address (0x...). Prints the words from the kCFI hash\n"
		"(or the prefix) to a few instructions past the entry, each with its role,\n"
		"the kCFI call sites inside, the checks' verdict and, with debug data, the\n"
		"source.\n"
		"\n"
		"Options:\n"
		"  --format=text|json       output format (default text)\n"
		"  --config=FILE            read layout options from a kernel .config\n"
		"  --debug-dir=DIR          where a module's unstripped copy is\n"
		"  --color[=WHEN]           colour the text output: auto (on a terminal, unless\n"
		"                           NO_COLOR is set), always or never (see kprefix --help)\n"
		"  -h, --help               this text\n"
		"\n"
		"Exit status: 0 every WHAT found, 1 some WHAT names no function, 2 usage error\n"
		"or unreadable input.\n");
}

/* The functions WHAT names: indices into image->funcs, at most max. */
static size_t resolve(const struct kp_image *image, const char *what, size_t *found, size_t max)
{
	char *end;
	size_t n = 0;

	if (!strncmp(what, "0x", 2)) {
		uint64_t addr = strtoull(what, &end, 16);
		const struct kp_func *fn = *end ? NULL : kp_func_containing(image, addr);
		size_t idx = *end ? SIZE_MAX : kp_func_index_at(image, addr);

		if (fn)
			found[n++] = (size_t)(fn - image->funcs);
		else if (idx != SIZE_MAX)
			found[n++] = idx;
		return n;
	}
	/* name or name+0xOFF: the name part selects; every function of that name. */
	const char *plus = strstr(what, "+0x");
	size_t len = plus ? (size_t)(plus - what) : strlen(what);

	for (size_t i = 0; i < image->nfunc_names && n < max; i++) {
		const struct kp_symname *sn = &image->names_by_addr[i];

		if (strlen(sn->name) != len || memcmp(sn->name, what, len))
			continue;
		size_t idx = kp_func_index_at(image, sn->addr);

		if (idx != SIZE_MAX && (!n || found[n - 1] != idx))
			found[n++] = idx;
	}
	return n;
}

int cmd_show(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "config", required_argument, NULL, 'c' },
		{ "debug-dir", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ 0 },
	};
	const char *config_path = NULL, *debug_dir = NULL;
	bool json = false;
	int c, status = KP_EXIT_CLEAN;
	char err[256];

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
		switch (c) {
		case 'f':
			if (strcmp(optarg, "json") && strcmp(optarg, "text")) {
				fprintf(stderr, "kprefix: --format is text or json, not '%s'\n", optarg);
				return KP_EXIT_USAGE;
			}
			json = !strcmp(optarg, "json");
			break;
		case 'c':
			config_path = optarg;
			break;
		case 'd':
			debug_dir = optarg;
			break;
		case 'h':
			show_usage(stdout);
			return KP_EXIT_CLEAN;
		default:
			fprintf(stderr, "kprefix: show: unknown option or missing argument: '%s'\n",
				argv[optind - 1]);
			return KP_EXIT_USAGE;
		}
	}
	if (argc - optind < 2) {
		fprintf(stderr, "kprefix: 'show' needs an image and at least one function\n");
		return KP_EXIT_USAGE;
	}

	struct kp_kconfig config;
	struct kp_analysis_input input;

	kp_kconfig_init(&config);
	kp_analysis_input_init(&input);
	if (config_path) {
		if (kp_kconfig_read_file(&config, config_path, err, sizeof(err))) {
			fprintf(stderr, "kprefix: %s: %s\n", config_path, err);
			return KP_EXIT_USAGE;
		}
		input.config = &config;
		input.config_name = config_path;
	}

	const char *path = argv[optind];
	struct kp_image *image = kp_image_open(path, err, sizeof(err));
	struct kp_analysis *an = NULL;
	struct kp_findings findings = { 0 };

	if (!image || kp_analyse(image, &input, &an, err, sizeof(err))) {
		fprintf(stderr, "kprefix: %s: %s\n", path, err);
		kp_image_close(image);
		return KP_EXIT_USAGE;
	}
	kp_run_checks(an, KP_ALL_CHECKS, &findings);

	struct kp_debuginfo *di = kp_debuginfo_open(image, path, debug_dir);
	struct kp_json j;

	json_init(&j, stdout);
	if (json) {
		json_begin_object(&j, NULL);
		json_string(&j, "schema", "kprefix-show");
		json_int(&j, "schema_version", 1);
		json_string(&j, "file", path);
		json_begin_array(&j, "functions");
	}
	for (int a = optind + 1; a < argc; a++) {
		size_t found[16], n = resolve(image, argv[a], found, ARRAY_SIZE(found));

		if (!n) {
			fprintf(stderr, "kprefix: %s: no function '%s'\n", path, argv[a]);
			status = KP_EXIT_FINDINGS;
			continue;
		}
		for (size_t k = 0; k < n; k++) {
			struct kp_func_source src = { 0 };
			bool have_src = di && kp_debuginfo_function(di, image, &image->funcs[found[k]], &src);

			if (json)
				kp_show_json(&j, an, &findings, found[k], have_src ? &src : NULL);
			else
				kp_show_text(stdout, an, &findings, found[k], have_src ? &src : NULL);
		}
	}
	if (json) {
		json_end_array(&j);
		json_end_object(&j);
	}
	kp_debuginfo_close(di);
	kp_findings_free(&findings);
	kp_analysis_free(an);
	kp_image_close(image);
	return status;
}
