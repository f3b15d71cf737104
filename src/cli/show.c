// SPDX-License-Identifier: GPL-2.0-only
/* kprefix show IMAGE WHAT...: one function explained. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "options.h"
#include "kprefix/analysis.h"
#include "kprefix/pipeline.h"
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
		"  --pretty                 indent JSON\n"
		"  --config=FILE            read layout options from a kernel .config\n"
		"  --prefix-nops=M, --cfi, --no-cfi, --bti, --no-bti, --function-alignment=N,\n"
		"  --islands=P1,...         the layout, as for 'kprefix check'\n"
		"  --debug-dir=DIR          where a module's unstripped copy is\n"
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

static int show_option(int c, const char *arg, void *ctx)
{
	bool *json = ctx;

	if (strcmp(arg, "json") && strcmp(arg, "text")) {
		fprintf(stderr, "kprefix: show: --format is text or json, not '%s'\n", arg);
		return -1;
	}
	(void)c;
	*json = !strcmp(arg, "json");
	return 0;
}

int cmd_show(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ 0 },
	};
	struct cli_common common;
	bool json = false;
	int first, status = KP_EXIT_CLEAN;
	struct kp_run run;
	char err[512];

	if (cli_parse(argc, argv, "show", CLI_LAYOUT | CLI_DEBUG, longopts, NULL, show_option, &json,
		      &common, &first))
		return KP_EXIT_USAGE;
	if (common.help) {
		show_usage(stdout);
		return KP_EXIT_CLEAN;
	}
	if (argc - first < 2) {
		fprintf(stderr, "kprefix: 'show' needs an image and at least one function\n");
		return KP_EXIT_USAGE;
	}
	if (kp_run_init(&run, &common.run, err, sizeof(err))) {
		fprintf(stderr, "kprefix: %s\n", err);
		return KP_EXIT_USAGE;
	}

	struct kp_checked res = { .path = xstrdup(argv[first]) };

	kp_check_file(&res, &run, KP_CHECK_ALONE);
	if (res.error) {
		fprintf(stderr, "kprefix: %s: %s\n", res.path, res.error);
		kp_checked_free(&res);
		return KP_EXIT_USAGE;
	}

	const char *path = res.path;
	struct kp_image *image = res.image;
	struct kp_debuginfo *di = kp_debuginfo_open(image, path, common.run.debug_dir);
	struct kp_json j;

	json_init(&j, stdout);
	if (json) {
		json_begin_object(&j, NULL);
		json_string(&j, "schema", "kprefix-show");
		json_int(&j, "schema_version", 1);
		json_string(&j, "file", path);
		json_begin_array(&j, "functions");
	}
	for (int a = first + 1; a < argc; a++) {
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
				kp_show_json(&j, res.an, &res.findings, found[k], have_src ? &src : NULL);
			else
				kp_show_text(stdout, res.an, &res.findings, found[k], have_src ? &src : NULL);
		}
	}
	if (json) {
		json_end_array(&j);
		json_end_object(&j);
	}
	kp_debuginfo_close(di);
	kp_checked_free(&res);
	return status;
}
