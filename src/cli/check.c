// SPDX-License-Identifier: GPL-2.0-only
/* kprefix check: options into one struct, validated in one place, then run. */
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <errno.h>
#include <unistd.h>

#include "cli.h"
#include "run.h"
#include "kprefix/checks.h"
#include "kprefix/layout.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

struct check_opts {
	char **files;
	size_t nfiles;
	const char *modules_dir;
	unsigned jobs;
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
		"Usage: kprefix check [OPTIONS] VMLINUX [--modules DIR]\n"
		"       kprefix check [OPTIONS] FILE...   (vmlinux, .ko[.xz|.gz|.zst], .o)\n"
		"\n"
		"Verify that every function of an arm64 kernel image has the layout ftrace\n"
		"CALL_OPS and kCFI rely on. Silent with exit status 0 when it has; one line per\n"
		"defect and a summary table, exit status 1, when not. The layout is detected\n"
		"from the image; a config or options fill in or override it.\n"
		"\n"
		"Options:\n"
		"  --modules=DIR            also check every .ko, .ko.xz, .ko.gz, .ko.zst under DIR\n"
		"                           against the vmlinux's layout\n"
		"  -j, --jobs=N             threads for --modules (default: online CPUs)\n"
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
	OPT_MODULES,
};

static unsigned default_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n > 0 ? (unsigned)n : 1;
}

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
		{ "modules", required_argument, NULL, OPT_MODULES },
		{ "jobs", required_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ 0 },
	};
	int c;
	long v;

	*opts = (struct check_opts){ .layout = { -1, -1, -1, -1 } };
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "qvhj:", longopts, NULL)) != -1) {
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
		case OPT_MODULES:
			opts->modules_dir = optarg;
			break;
		case 'j':
			if (!parse_int(optarg, 1, 1024, &v)) {
				fprintf(stderr, "kprefix: -j needs a number of threads from 1 to 1024, not '%s'\n", optarg);
				return -1;
			}
			opts->jobs = (unsigned)v;
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
	if (argc - optind < 1) {
		fprintf(stderr, "kprefix: 'check' needs at least 1 file, 0 found\n");
		return -1;
	}
	if (opts->modules_dir && argc - optind != 1) {
		fprintf(stderr, "kprefix: --modules needs exactly 1 vmlinux, %d files found\n", argc - optind);
		return -1;
	}
	opts->files = argv + optind;
	opts->nfiles = (size_t)(argc - optind);
	if (!opts->jobs)
		opts->jobs = default_jobs();
	return 0;
}

/* The text and JSON output of a whole invocation, in order. */
struct output {
	const struct check_opts *opts;
	struct kp_json json;
	bool progress;
	size_t nmodules;
	/* totals over the module tree */
	size_t checked, unreadable, with_errors, with_warnings;
	size_t functions, traced, records;
	int status;
};

static void merge_status(int *status, int file_status)
{
	/* 2 (unreadable) wins over 1 (findings) wins over 0. */
	if (file_status > *status)
		*status = file_status;
}

static void emit_file(struct output *out, struct file_result *res, const char *json_key)
{
	merge_status(&out->status, res->status);
	if (res->error) {
		fprintf(stderr, "kprefix: %s: %s\n", res->path, res->error);
		if (out->opts->json) {
			json_begin_object(&out->json, json_key);
			json_string(&out->json, "file", res->path);
			json_string(&out->json, "error", res->error);
			json_int(&out->json, "exit_status", res->status);
			json_end_object(&out->json);
		}
		return;
	}
	if (out->opts->json)
		json_raw(&out->json, json_key, res->json);
	else
		fputs(res->text, stdout);
}

static void emit_module(struct file_result *res, size_t index, void *ctx)
{
	struct output *out = ctx;

	if (out->progress)
		fputs("\r\033[K", stderr);
	emit_file(out, res, NULL);
	if (res->error) {
		out->unreadable++;
	} else {
		out->checked++;
		out->with_errors += res->errors > 0;
		out->with_warnings += res->warnings > 0;
		out->functions += res->summary.functions;
		out->traced += res->summary.traced;
		out->records += res->records;
	}
	if (out->progress && index + 1 < out->nmodules)
		fprintf(stderr, "kprefix: %zu/%zu modules checked", index + 1, out->nmodules);
	file_result_free(res);
}

/* vmlinux --modules DIR: the vmlinux first, then its modules against its layout. */
static int check_tree(const struct check_opts *opts, struct run_opts *run, struct output *out)
{
	struct file_result vmlinux = { .path = xstrdup(opts->files[0]) };
	struct run_opts vmlinux_run = *run;
	char **paths;
	size_t n;

	vmlinux_run.export_hashes = true;
	check_file(&vmlinux, &vmlinux_run);
	if (vmlinux.error) {
		fprintf(stderr, "kprefix: %s: %s\n", vmlinux.path, vmlinux.error);
		file_result_free(&vmlinux);
		return KP_EXIT_USAGE;
	}
	if (collect_modules(opts->modules_dir, &paths, &n)) {
		fprintf(stderr, "kprefix: %s: cannot walk the module tree: %s\n", opts->modules_dir,
			strerror(errno));
		file_result_free(&vmlinux);
		return KP_EXIT_USAGE;
	}

	if (opts->json) {
		json_begin_object(&out->json, NULL);
		json_string(&out->json, "schema", KP_JSON_SCHEMA);
		json_int(&out->json, "schema_version", KP_JSON_SCHEMA_VERSION);
		json_raw(&out->json, "vmlinux", vmlinux.json);
		json_string(&out->json, "module_tree", opts->modules_dir);
		json_begin_array(&out->json, "modules");
	} else {
		fputs(vmlinux.text, stdout);
	}
	merge_status(&out->status, vmlinux.status);

	/* Modules: their own layout detected, compared with the vmlinux's. */
	struct kp_options module_options = *run->options;
	struct run_opts module_run = *run;
	struct file_result *results = xcalloc(n, sizeof(*results));
	size_t base_len = strlen(opts->modules_dir);

	module_options.vmlinux_layout = &vmlinux.layout;
	module_options.vmlinux_name = vmlinux.path;
	module_options.vmlinux_hashes = &vmlinux.hashes;
	module_run.options = &module_options;
	module_run.read_ikconfig = false;
	module_run.report.findings_only = !opts->verbose;
	for (size_t i = 0; i < n; i++) {
		const char *rel = paths[i] + base_len;

		while (*rel == '/')
			rel++;
		results[i].path = paths[i];
		results[i].display = xstrdup(rel);
	}
	free(paths);
	out->nmodules = n;
	out->progress = !opts->quiet && !opts->json && isatty(STDERR_FILENO);
	check_files_parallel(results, n, &module_run, opts->jobs, emit_module, out);
	if (out->progress)
		fputs("\r\033[K", stderr);
	free(results);

	if (opts->json) {
		json_end_array(&out->json);
		json_begin_object(&out->json, "module_totals");
		json_uint(&out->json, "files", n);
		json_uint(&out->json, "checked", out->checked);
		json_uint(&out->json, "unreadable", out->unreadable);
		json_uint(&out->json, "with_errors", out->with_errors);
		json_uint(&out->json, "with_warnings", out->with_warnings);
		json_uint(&out->json, "functions", out->functions);
		json_uint(&out->json, "traced", out->traced);
		json_uint(&out->json, "records", out->records);
		json_end_object(&out->json);
		json_int(&out->json, "exit_status", out->status);
		json_end_object(&out->json);
	} else if (!opts->quiet && (out->status || opts->verbose)) {
		printf("modules under %s: %zu files, %zu checked, %zu unreadable, %zu with errors, %zu with warnings; "
		       "%zu functions, %zu traced, %zu records\n",
		       opts->modules_dir, n, out->checked, out->unreadable, out->with_errors,
		       out->with_warnings, out->functions, out->traced, out->records);
	}
	file_result_free(&vmlinux);
	return out->status;
}

/* FILE...: each on its own, in order. */
static int check_files(const struct check_opts *opts, struct run_opts *run, struct output *out)
{
	bool many = opts->nfiles > 1;

	if (opts->json && many) {
		json_begin_object(&out->json, NULL);
		json_string(&out->json, "schema", KP_JSON_SCHEMA);
		json_int(&out->json, "schema_version", KP_JSON_SCHEMA_VERSION);
		json_begin_array(&out->json, "files");
	}
	for (size_t i = 0; i < opts->nfiles; i++) {
		struct file_result res = { .path = xstrdup(opts->files[i]) };

		check_file(&res, run);
		if (opts->json && !many && !res.error) {
			/* One file: its report is the whole document. */
			merge_status(&out->status, res.status);
			fputs("{\"schema\":\"" KP_JSON_SCHEMA "\",", stdout);
			printf("\"schema_version\":%d,%s\n", KP_JSON_SCHEMA_VERSION, res.json + 1);
		} else if (opts->json && !many) {
			merge_status(&out->status, res.status);
			fprintf(stderr, "kprefix: %s: %s\n", res.path, res.error);
		} else {
			emit_file(out, &res, NULL);
		}
		file_result_free(&res);
	}
	if (opts->json && many) {
		json_end_array(&out->json);
		json_int(&out->json, "exit_status", out->status);
		json_end_object(&out->json);
	}
	return out->status;
}

int cmd_check(int argc, char **argv)
{
	struct check_opts opts;
	struct kp_kconfig config;
	enum kp_source config_source = KP_SRC_NONE;
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

	struct kp_options kopts = { .layout = opts.layout, .islands = opts.islands };
	struct run_opts run = {
		.options = &kopts,
		.config = &config,
		.config_source = config_source,
		.read_ikconfig = !opts.config_path,
		.json = opts.json,
		.report = { .quiet = opts.quiet, .verbose = opts.verbose },
		.werror = opts.werror,
	};
	struct output out = { .opts = &opts, .json = { .out = stdout } };

	status = opts.modules_dir ? check_tree(&opts, &run, &out) : check_files(&opts, &run, &out);
	if (fflush(stdout)) {
		perror("kprefix: write");
		status = KP_EXIT_USAGE;
	}
	return status;
}
