// SPDX-License-Identifier: GPL-2.0-only
/* kprefix check: options into one struct, validated in one place, then run. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "kprefix/checks.h"
#include "kprefix/elf.h"
#include "kprefix/funcs.h"
#include "kprefix/layout.h"
#include "kprefix/report.h"

struct check_opts {
	const char *file;
	const char *config_path;
	struct kp_layout_options layout;
	bool json;
	bool quiet;
	bool verbose;
	bool werror;
	const char *islands;
};

static void check_usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix check [OPTIONS] VMLINUX\n"
		"\n"
		"Verify that every function of an arm64 kernel image has the layout ftrace\n"
		"CALL_OPS and kCFI rely on. Silent with exit status 0 when it has; one line per\n"
		"defect and a summary table, exit status 1, when not. The layout is detected\n"
		"from the image; a config or options fill in or override it.\n"
		"\n"
		"Options:\n"
		"  --config=FILE            read layout options from a kernel .config\n"
		"  --prefix-nops=M          the image has M prefix NOPs (0-16)\n"
		"  --cfi, --no-cfi          the image is (not) built with kCFI\n"
		"  --bti, --no-bti          the image is (not) built with BTI\n"
		"  --function-alignment=N   functions are aligned to N bytes\n"
		"  --islands=P1,P2,...      symbol prefixes of code built apart, each checked on\n"
		"                           its own (default " KP_DEFAULT_ISLANDS ")\n"
		"  --format=text|json       output format (default text); --json is --format=json\n"
		"  -q, --quiet              print findings only, never the table\n"
		"  -v, --verbose            print notes and details (per-function hash-offset,\n"
		"                           per-caller callsite-offset) and the table even when clean\n"
		"      --werror             warnings make the exit status 1 too\n"
		"  -h, --help               this text\n"
		"\n"
		"Exit status: 0 clean, 1 errors (or warnings with --werror), 2 usage error or\n"
		"unreadable or malformed input.\n");
}

enum {
	OPT_CONFIG = 256,
	OPT_PREFIX_NOPS,
	OPT_CFI,
	OPT_NO_CFI,
	OPT_BTI,
	OPT_NO_BTI,
	OPT_ALIGN,
	OPT_FORMAT,
	OPT_JSON,
	OPT_WERROR,
	OPT_ISLANDS,
};

static bool parse_int(const char *s, long min, long max, long *out)
{
	char *end;
	long v = strtol(s, &end, 0);

	if (!*s || *end || v < min || v > max)
		return false;
	*out = v;
	return true;
}

/* Every contradiction and bad value is rejected here, before any work. */
static int parse_check_opts(int argc, char **argv, struct check_opts *opts)
{
	static const struct option longopts[] = {
		{ "config", required_argument, NULL, OPT_CONFIG },
		{ "prefix-nops", required_argument, NULL, OPT_PREFIX_NOPS },
		{ "cfi", no_argument, NULL, OPT_CFI },
		{ "no-cfi", no_argument, NULL, OPT_NO_CFI },
		{ "bti", no_argument, NULL, OPT_BTI },
		{ "no-bti", no_argument, NULL, OPT_NO_BTI },
		{ "function-alignment", required_argument, NULL, OPT_ALIGN },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "quiet", no_argument, NULL, 'q' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "werror", no_argument, NULL, OPT_WERROR },
		{ "islands", required_argument, NULL, OPT_ISLANDS },
		{ "help", no_argument, NULL, 'h' },
		{ 0 },
	};
	int c;
	long v;

	*opts = (struct check_opts){ .layout = { -1, -1, -1, -1 } };
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "qvh", longopts, NULL)) != -1) {
		switch (c) {
		case OPT_CONFIG:
			opts->config_path = optarg;
			break;
		case OPT_PREFIX_NOPS:
			if (!parse_int(optarg, 0, 16, &v)) {
				fprintf(stderr, "kprefix: --prefix-nops needs a number from 0 to 16, not '%s'\n", optarg);
				return -1;
			}
			opts->layout.prefix_nops = (int)v;
			break;
		case OPT_CFI:
		case OPT_NO_CFI:
			if (opts->layout.cfi >= 0 && opts->layout.cfi != (c == OPT_CFI)) {
				fprintf(stderr, "kprefix: --cfi and --no-cfi contradict each other\n");
				return -1;
			}
			opts->layout.cfi = c == OPT_CFI;
			break;
		case OPT_BTI:
		case OPT_NO_BTI:
			if (opts->layout.bti >= 0 && opts->layout.bti != (c == OPT_BTI)) {
				fprintf(stderr, "kprefix: --bti and --no-bti contradict each other\n");
				return -1;
			}
			opts->layout.bti = c == OPT_BTI;
			break;
		case OPT_ALIGN:
			if (!parse_int(optarg, 4, 4096, &v) || (v & (v - 1))) {
				fprintf(stderr, "kprefix: --function-alignment needs a power of two from 4 to 4096, not '%s'\n", optarg);
				return -1;
			}
			opts->layout.func_align = (int)v;
			break;
		case OPT_FORMAT:
			if (!strcmp(optarg, "json"))
				opts->json = true;
			else if (!strcmp(optarg, "text"))
				opts->json = false;
			else {
				fprintf(stderr, "kprefix: --format is text or json, not '%s'\n", optarg);
				return -1;
			}
			break;
		case OPT_JSON:
			opts->json = true;
			break;
		case 'q':
			opts->quiet = true;
			break;
		case 'v':
			opts->verbose = true;
			break;
		case OPT_WERROR:
			opts->werror = true;
			break;
		case OPT_ISLANDS:
			opts->islands = optarg;
			break;
		case 'h':
			check_usage(stdout);
			exit(KP_EXIT_CLEAN);
		default:
			if (optopt && optopt < 256)
				fprintf(stderr, "kprefix: check: unknown option '-%c'\n", optopt);
			else
				fprintf(stderr, "kprefix: check: unknown option or missing argument: '%s'\n", argv[optind - 1]);
			fprintf(stderr, "Run 'kprefix check --help' for the options.\n");
			return -1;
		}
	}
	if (opts->quiet && opts->verbose) {
		fprintf(stderr, "kprefix: --quiet and --verbose contradict each other\n");
		return -1;
	}
	if (argc - optind != 1) {
		fprintf(stderr, "kprefix: 'check' needs exactly 1 file, %d found\n", argc - optind);
		return -1;
	}
	opts->file = argv[optind];
	return 0;
}

int cmd_check(int argc, char **argv)
{
	struct check_opts opts;
	struct kp_kconfig config;
	enum kp_source config_source = KP_SRC_NONE;
	struct kp_findings findings;
	struct kp_layout layout;
	struct kp_image *image;
	struct kp_analysis *an;
	char err[256];
	int status;

	if (parse_check_opts(argc, argv, &opts))
		return KP_EXIT_USAGE;

	kp_kconfig_init(&config);
	if (opts.config_path) {
		if (kp_kconfig_read_file(&config, opts.config_path, err, sizeof(err))) {
			fprintf(stderr, "kprefix: %s: %s\n", opts.config_path, err);
			return KP_EXIT_USAGE;
		}
		config_source = KP_SRC_CONFIG;
	}

	image = kp_image_open(opts.file, err, sizeof(err));
	if (!image) {
		fprintf(stderr, "kprefix: %s: %s\n", opts.file, err);
		return KP_EXIT_USAGE;
	}
	if (!opts.config_path) {
		int found = kp_ikconfig_read(image, &config, err, sizeof(err));

		if (found < 0) {
			fprintf(stderr, "kprefix: %s: %s\n", opts.file, err);
			kp_image_close(image);
			return KP_EXIT_USAGE;
		}
		if (found > 0)
			config_source = KP_SRC_IKCONFIG;
	}

	struct kp_options kopts = { .layout = opts.layout, .islands = opts.islands };
	struct kp_result result;

	if (kp_check_image(image, &config, config_source, &kopts, &result, err, sizeof(err))) {
		fprintf(stderr, "kprefix: %s: %s\n", opts.file, err);
		kp_image_close(image);
		return KP_EXIT_USAGE;
	}
	an = result.an;
	layout = result.layout;
	findings = result.findings;

	status = KP_EXIT_CLEAN;
	if (findings.per_severity[KP_ERROR] || (opts.werror && findings.per_severity[KP_WARNING]))
		status = KP_EXIT_FINDINGS;

	if (opts.json) {
		kp_report_json(stdout, image, an, &layout, &findings, status);
	} else {
		struct kp_report_opts ropts = { .quiet = opts.quiet, .verbose = opts.verbose };

		kp_report_text(stdout, image, an, &layout, &findings, &ropts);
	}
	if (fflush(stdout)) {
		perror("kprefix: write");
		status = KP_EXIT_USAGE;
	}

	kp_result_free(&result);
	kp_image_close(image);
	return status;
}
