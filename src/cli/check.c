// SPDX-License-Identifier: GPL-2.0-only
/* kprefix check: options into one struct, validated in one place, then run. */
#include <assert.h>
#include <elf.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "run.h"
#include "outputs.h"
#include "gating.h"
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
	kp_check_set checks;
	bool json; /* some output is JSON */
	enum kp_format format; /* --format: to standard output */
	bool format_given;
	struct output_spec outputs[KP_MAX_OUTPUTS];
	size_t noutputs;
	const char *baseline;
	const char *suppressions;
	bool quiet;
	bool verbose;
	bool werror;
	bool help;
	bool summary;
	const char *islands;
	const char *debug_dir;
	const char *source_root;
};

static void check_usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix check [OPTIONS] VMLINUX [--modules DIR]\n"
		"       kprefix check [OPTIONS] FILE...   (vmlinux, .ko[.xz|.gz|.zst], .o)\n"
		"\n"
		"Verify that every function of an arm64 or riscv64 kernel image has the layout\n"
		"ftrace CALL_OPS and kCFI rely on. Silent with exit status 0 when it has; one line per\n"
		"defect and a summary table, exit status 1, when not. The layout is detected\n"
		"from the image; a config or options fill in or override it.\n"
		"\n"
		"Options:\n"
		"  --modules=DIR            also check every .ko, .ko.xz, .ko.gz, .ko.zst under DIR\n"
		"                           against the vmlinux's layout\n"
		"  -j, --jobs=N             threads for --modules (default: online CPUs)\n"
		"  --config=FILE            read layout options from a kernel .config\n"
		"  --debug-dir=DIR          unstripped modules under DIR by their path in the tree\n"
		"                           (Debian: /usr/lib/debug/lib/modules/VERSION); also\n"
		"                           searched for .gnu_debuglink and build-id files\n"
		"  --prefix-nops=M          the image has M prefix NOPs (0-16)\n"
		"  --cfi, --no-cfi          the image is (not) built with kCFI\n"
		"  --bti, --no-bti          the image is (not) built with BTI\n"
		"  --function-alignment=N   functions are aligned to N bytes\n"
		"  --islands=P1,P2,...      symbol prefixes of code built apart, each checked on\n"
		"                           its own (default " KP_DEFAULT_ISLANDS ")\n"
		"  --enable=ID,...          run only these checks (see 'kprefix list-checks')\n"
		"  --disable=ID,...         do not run these checks\n"
		"  --format=FORMAT          text (default), json, sarif (SARIF 2.1.0 for code scanning),\n"
		"                           github (GitHub Actions annotations), gitlab (GitLab Code\n"
		"                           Quality) or markdown (a summary for $GITHUB_STEP_SUMMARY);\n"
		"                           sarif, github, gitlab and markdown fold findings by cause;\n"
		"                           --json is --format=json\n"
		"  --output=FORMAT:PATH     also write FORMAT to PATH (- for standard output);\n"
		"                           repeatable, one path per format\n"
		"  --source-root=DIR        the source tree: paths under it are named relative to it\n"
		"                           (SARIF's SRCROOT, GitLab's and GitHub's paths)\n"
		"  --baseline=OLD.json      report and count only findings whose fingerprint OLD\n"
		"                           (a JSON report or SARIF log of kprefix) lacks\n"
		"  --suppressions=FILE      reviewed exceptions, one 'CHECK-ID PATTERN REASON' a line;\n"
		"                           PATTERN over function, module path or source path\n"
		"  -q, --quiet              print findings only, never the table\n"
		"      --summary            end with one summary line (always for several files\n"
		"                           and module trees; never with -q)\n"
		"  -v, --verbose            print notes and details (per-function hash-offset,\n"
		"                           per-caller callsite-offset) and the table even when clean\n"
		"      --werror             warnings make the exit status 1 too\n"
		"  -h, --help               this text\n"
		"\n"
		"A module or object named after a vmlinux is checked against it.\n"
		"\n"
		"Exit status: 0 clean, 1 errors (or warnings with --werror), 2 usage error or\n"
		"an unreadable or malformed input, 3 both errors and an unreadable input.\n");
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
	OPT_ENABLE,
	OPT_DISABLE,
	OPT_SUMMARY,
	OPT_DEBUG_DIR,
	OPT_OUTPUT,
	OPT_BASELINE,
	OPT_SUPPRESSIONS,
	OPT_SOURCE_ROOT,
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
		{ "enable", required_argument, NULL, OPT_ENABLE },
		{ "disable", required_argument, NULL, OPT_DISABLE },
		{ "summary", no_argument, NULL, OPT_SUMMARY },
		{ "debug-dir", required_argument, NULL, OPT_DEBUG_DIR },
		{ "output", required_argument, NULL, OPT_OUTPUT },
		{ "baseline", required_argument, NULL, OPT_BASELINE },
		{ "suppressions", required_argument, NULL, OPT_SUPPRESSIONS },
		{ "source-root", required_argument, NULL, OPT_SOURCE_ROOT },
		{ "help", no_argument, NULL, 'h' },
		{ 0 },
	};
	bool enabled = false;
	char err[128];
	int c;
	long v;

	*opts = (struct check_opts){ .layout = { -1, -1, -1, -1 }, .checks = KP_ALL_CHECKS };
	optind = 1;
	opterr = 0;
	/* A leading ':' tells a missing argument (':') from an unknown option ('?'). */
	while ((c = getopt_long(argc, argv, ":qvhj:", longopts, NULL)) != -1) {
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
			if (format_parse(optarg, &opts->format)) {
				fprintf(stderr, "kprefix: --format is " KP_FORMAT_NAMES ", not '%s'\n", optarg);
				return -1;
			}
			opts->format_given = true;
			break;
		case OPT_JSON:
			opts->format = KP_FORMAT_JSON;
			opts->format_given = true;
			break;
		case OPT_OUTPUT:
			if (output_spec_add(opts->outputs, &opts->noutputs, optarg))
				return -1;
			break;
		case OPT_BASELINE:
			opts->baseline = optarg;
			break;
		case OPT_SUPPRESSIONS:
			opts->suppressions = optarg;
			break;
		case OPT_SOURCE_ROOT: {
			struct stat st;

			if (stat(optarg, &st) || !S_ISDIR(st.st_mode)) {
				fprintf(stderr, "kprefix: --source-root: '%s' is no directory\n", optarg);
				return -1;
			}
			opts->source_root = optarg;
			break;
		}
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
		case OPT_ENABLE:
			/* The first --enable starts from none; --disable always subtracts. */
			if (!enabled)
				opts->checks = 0;
			enabled = true;
			/* fall through */
		case OPT_DISABLE:
			if (kp_check_set_parse(&opts->checks, optarg, c == OPT_ENABLE, err, sizeof(err))) {
				fprintf(stderr, "kprefix: --%s: %s\n", c == OPT_ENABLE ? "enable" : "disable", err);
				return -1;
			}
			break;
		case OPT_SUMMARY:
			opts->summary = true;
			break;
		case OPT_DEBUG_DIR:
			opts->debug_dir = optarg;
			break;
		case 'h':
			opts->help = true;
			return 0;
		case ':':
			if (optopt && optopt < 256)
				fprintf(stderr, "kprefix: check: option '-%c' needs a value\n", optopt);
			else
				fprintf(stderr, "kprefix: check: option '%s' needs a value\n", argv[optind - 1]);
			fprintf(stderr, "Run 'kprefix check --help' for the options.\n");
			return -1;
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
	/* --format=F is --output F:- */
	if (opts->format_given) {
		if (opts->noutputs == KP_MAX_OUTPUTS) {
			fprintf(stderr, "kprefix: at most %d --output options\n", KP_MAX_OUTPUTS);
			return -1;
		}
		opts->outputs[opts->noutputs++] = (struct output_spec){ opts->format, "-" };
	}
	if (!opts->jobs)
		opts->jobs = default_jobs();
	return 0;
}

/* A whole invocation's output: text, or one JSON document through one writer. */
struct output {
	const struct check_opts *opts;
	struct kp_report_opts report;
	struct kp_json json;
	struct outputs outs; /* the text and JSON files, and SARIF and GitHub */
	struct gating gating; /* --baseline, --suppressions */
	bool progress;
	size_t nfiles;
	/* totals over the files or the module tree */
	size_t checked, unreadable, with_errors, with_warnings;
	size_t functions, traced, records;
	size_t errors, warnings, notes;
	/* Over every file, the vmlinux of a tree too: the summary line's. */
	struct {
		size_t files, checked, unreadable, functions, traced, sev[3];
	} all;
	int status;
};

/*
 * The exit status is a set of bits, so that neither hides the other:
 * 1 errors found (or warnings with --werror), 2 an input could not be read
 * (or usage), 3 both.
 */
/* "kprefix: PATH: what is wrong", one line whatever bytes the path holds. */
static void say_unreadable(const char *path, const char *error)
{
	char *line = NULL;
	size_t len = 0;
	FILE *buf = open_memstream(&line, &len);

	/* stderr is unbuffered: the line is composed first and written at once. */
	if (!buf)
		return;
	fputs("kprefix: ", buf);
	fput_visible(path, buf);
	fputs(": ", buf);
	fput_visible(error, buf);
	fputc('\n', buf);
	if (!fclose(buf))
		fwrite(line, 1, len, stderr);
	free(line);
}

static void merge_status(int *status, int file_status)
{
	*status |= file_status;
}

static void count_file(struct output *out, const struct file_result *res)
{
	merge_status(&out->status, res->status);
	out->all.files++;
	if (res->error) {
		out->unreadable++;
		out->all.unreadable++;
		return;
	}
	out->all.checked++;
	out->all.functions += res->an->summary.functions;
	out->all.traced += res->an->summary.traced;
	for (int sev = 0; sev < 3; sev++)
		out->all.sev[sev] += res->findings.per_severity[sev];
	const size_t *sev = res->findings.per_severity;

	out->checked++;
	out->with_errors += sev[KP_ERROR] > 0;
	out->with_warnings += sev[KP_WARNING] > 0;
	out->errors += sev[KP_ERROR];
	out->warnings += sev[KP_WARNING];
	out->notes += sev[KP_NOTE];
	out->functions += res->an->summary.functions;
	out->traced += res->an->summary.traced;
	out->records += res->an->nrecords;
}

/* One file's text report, when text is written. */
static void emit_text(struct output *out, const struct file_result *res)
{
	if (!res->error && out->outs.fp[KP_FORMAT_TEXT])
		kp_report_text(out->outs.fp[KP_FORMAT_TEXT], res->an, &res->findings, &out->report);
}

/* One file's report: its text, and its object in the document (key NULL in an array). */
static void emit_file(struct output *out, const struct file_result *res, const char *key)
{
	if (res->error)
		say_unreadable(res->path, res->error);
	emit_text(out, res);
	if (!out->opts->json)
		return;
	json_begin_object(&out->json, key);
	if (res->error)
		kp_json_error_fields(&out->json, res->path, res->error);
	else
		kp_json_report_fields(&out->json, res->an, &res->findings);
	json_int(&out->json, "exit_status", res->status);
	json_end_object(&out->json);
}

/* Every file's result, whatever the shape: counted, and given to the formats written elsewhere. */
static void take_result(struct output *out, struct file_result *res)
{
	gating_apply(&out->gating, res);
	count_file(out, res);
	outputs_file(&out->outs, res);
}

static void emit_totals(struct output *out, const char *key)
{
	json_begin_object(&out->json, key);
	json_uint(&out->json, "files", out->nfiles);
	json_uint(&out->json, "checked", out->checked);
	json_uint(&out->json, "unreadable", out->unreadable);
	json_uint(&out->json, "with_errors", out->with_errors);
	json_uint(&out->json, "with_warnings", out->with_warnings);
	json_uint(&out->json, "functions", out->functions);
	json_uint(&out->json, "traced", out->traced);
	json_uint(&out->json, "records", out->records);
	json_uint(&out->json, "errors", out->errors);
	json_uint(&out->json, "warnings", out->warnings);
	json_uint(&out->json, "notes", out->notes);
	json_end_object(&out->json);
}

static void emit_module(struct file_result *res, size_t index, void *ctx)
{
	struct output *out = ctx;

	if (out->progress)
		fputs("\r\033[K", stderr);
	take_result(out, res);
	emit_file(out, res, NULL);
	if (out->progress && index + 1 < out->nfiles)
		fprintf(stderr, "kprefix: %zu/%zu modules checked", index + 1, out->nfiles);
	file_result_free(res);
}

/* vmlinux --modules DIR: the vmlinux first, then its modules against its layout. */
static void check_tree(const struct check_opts *opts, const struct run_opts *run,
		       const struct kp_analysis_input *input, struct output *out)
{
	struct file_result vmlinux = { .path = xstrdup(opts->files[0]) };
	struct kp_vmlinux_facts facts;
	struct module_entry *entries = NULL;
	size_t n = 0;
	char *tree = module_tree_path(opts->modules_dir);

	if (opts->json) {
		json_begin_object(&out->json, NULL);
		kp_json_document_header(&out->json);
	}
	check_file(&vmlinux, run, input, NULL);
	take_result(out, &vmlinux);
	emit_file(out, &vmlinux, "vmlinux");
	if (vmlinux.error)
		goto done;
	if (collect_modules(tree, &entries, &n)) {
		fprintf(stderr, "kprefix: %s: cannot walk the module tree: %s\n", opts->modules_dir,
			strerror(errno));
		merge_status(&out->status, KP_EXIT_USAGE);
		if (opts->json)
			json_string(&out->json, "module_tree_error", strerror(errno));
		goto done;
	}

	/* Modules: their own layout detected, compared with the vmlinux's. */
	struct kp_analysis_input module_input = *input;
	struct file_result *results = xcalloc(n, sizeof(*results));
	size_t base_len = strlen(tree);

	kp_vmlinux_facts_init(&facts, vmlinux.an, vmlinux.path);
	module_input.vmlinux = &facts;
	module_input.read_ikconfig = false;
	for (size_t i = 0; i < n; i++) {
		/* Every path nftw gives starts with the walked path. */
		const char *rel = entries[i].path + base_len;

		while (*rel == '/')
			rel++;
		results[i].path = entries[i].path;
		results[i].display = xstrdup(rel);
		results[i].error = entries[i].error;
		results[i].status = entries[i].error ? KP_EXIT_USAGE : 0;
	}
	free(entries);
	/* The vmlinux's image and analysis are not needed past its facts. */
	file_result_free(&vmlinux);

	/* The totals are the tree's: the vmlinux has its own report. */
	out->checked = out->unreadable = out->with_errors = out->with_warnings = 0;
	out->functions = out->traced = out->records = out->errors = out->warnings = out->notes = 0;
	out->nfiles = n;
	out->report.findings_only = !opts->verbose;
	out->progress = !opts->quiet && !opts->json && isatty(STDERR_FILENO);
	if (opts->json) {
		json_string(&out->json, "module_tree", opts->modules_dir);
		json_begin_array(&out->json, "modules");
	}
	check_files_parallel(results, n, run, &module_input, opts->jobs, emit_module, out);
	if (out->progress)
		fputs("\r\033[K", stderr);
	free(results);
	kp_vmlinux_facts_free(&facts);

	if (opts->json) {
		json_end_array(&out->json);
		emit_totals(out, "module_totals");
	}
	if (out->outs.fp[KP_FORMAT_TEXT] && !opts->quiet) {
		fprintf(out->outs.fp[KP_FORMAT_TEXT], "modules under %s: %zu files, %zu checked, %zu unreadable, %zu with errors, %zu with warnings; "
		       "%zu functions, %zu traced, %zu records\n",
		       opts->modules_dir, n, out->checked, out->unreadable, out->with_errors,
		       out->with_warnings, out->functions, out->traced, out->records);
	}
done:
	free(tree);
	file_result_free(&vmlinux);
	if (opts->json) {
		json_int(&out->json, "exit_status", out->status);
		gating_json(&out->gating, &out->json);
		json_end_object(&out->json);
	}
}

/*
 * FILE...: each on its own, in order. One file's report is the whole
 * document. A module or object named after a vmlinux is checked against the
 * last vmlinux named before it, as under --modules.
 */
static void check_files(const struct check_opts *opts, const struct run_opts *run,
			const struct kp_analysis_input *input, struct output *out)
{
	bool many = opts->nfiles > 1, have_vmlinux = false;
	struct kp_analysis_input module_input = *input;
	struct kp_vmlinux_facts facts = { 0 };

	module_input.read_ikconfig = false;
	out->nfiles = opts->nfiles;
	if (opts->json && many) {
		json_begin_object(&out->json, NULL);
		kp_json_document_header(&out->json);
		json_begin_array(&out->json, "files");
	}
	for (size_t i = 0; i < opts->nfiles; i++) {
		struct file_result res = { .path = xstrdup(opts->files[i]) };

		check_file(&res, run, input, have_vmlinux ? &module_input : NULL);
		take_result(out, &res);
		if (opts->json && !many) {
			json_begin_object(&out->json, NULL);
			kp_json_document_header(&out->json);
			if (res.error)
				kp_json_error_fields(&out->json, res.path, res.error);
			else
				kp_json_report_fields(&out->json, res.an, &res.findings);
			json_int(&out->json, "exit_status", res.status);
			gating_json(&out->gating, &out->json);
			json_end_object(&out->json);
			if (res.error)
				say_unreadable(res.path, res.error);
			emit_text(out, &res);
		} else {
			emit_file(out, &res, NULL);
		}
		if (res.an && res.image->elf_type != ET_REL) {
			kp_vmlinux_facts_free(&facts);
			kp_vmlinux_facts_init(&facts, res.an, res.path);
			module_input.vmlinux = &facts;
			have_vmlinux = true;
		}
		file_result_free(&res);
	}
	kp_vmlinux_facts_free(&facts);
	if (opts->json && many) {
		json_end_array(&out->json);
		emit_totals(out, "totals");
		json_int(&out->json, "exit_status", out->status);
		gating_json(&out->gating, &out->json);
		json_end_object(&out->json);
	}
}

static void print_summary(FILE *fp, const struct output *out)
{
	fprintf(fp, "kprefix: %zu file%s, %zu checked, %zu unreadable; %zu functions, %zu traced; "
	       "%zu error%s, %zu warning%s, %zu note%s\n",
	       out->all.files, out->all.files == 1 ? "" : "s", out->all.checked, out->all.unreadable,
	       out->all.functions, out->all.traced, out->all.sev[KP_ERROR],
	       out->all.sev[KP_ERROR] == 1 ? "" : "s", out->all.sev[KP_WARNING],
	       out->all.sev[KP_WARNING] == 1 ? "" : "s", out->all.sev[KP_NOTE],
	       out->all.sev[KP_NOTE] == 1 ? "" : "s");
}

int cmd_check(int argc, char **argv)
{
	struct check_opts opts;
	struct kp_kconfig config;
	struct kp_analysis_input input;
	char err[256];

	if (parse_check_opts(argc, argv, &opts))
		return KP_EXIT_USAGE;
	if (opts.help) {
		check_usage(stdout);
		return KP_EXIT_CLEAN;
	}

	kp_kconfig_init(&config);
	kp_analysis_input_init(&input);
	if (opts.config_path) {
		if (kp_kconfig_read_file(&config, opts.config_path, err, sizeof(err))) {
			fprintf(stderr, "kprefix: %s: %s\n", opts.config_path, err);
			return KP_EXIT_USAGE;
		}
		input.config = &config;
		input.config_name = opts.config_path;
	}
	input.layout = opts.layout;
	if (opts.islands)
		input.islands = opts.islands;

	struct run_opts run = { .checks = opts.checks, .werror = opts.werror,
				.debug_dir = opts.debug_dir };
	struct output out = {
		.opts = &opts,
		.report = { .quiet = opts.quiet, .verbose = opts.verbose },
	};

	if (gating_open(&out.gating, opts.baseline, opts.suppressions, opts.werror)) {
		gating_free(&out.gating);
		return KP_EXIT_USAGE;
	}
	if (outputs_open(&out.outs, opts.outputs, opts.noutputs, opts.verbose, opts.source_root)) {
		gating_free(&out.gating);
		return KP_EXIT_USAGE;
	}
	if (opts.baseline)
		out.outs.baseline_state = "new";
	opts.json = out.outs.fp[KP_FORMAT_JSON] != NULL;
	json_init(&out.json, out.outs.fp[KP_FORMAT_JSON]);
	if (opts.modules_dir)
		check_tree(&opts, &run, &input, &out);
	else
		check_files(&opts, &run, &input, &out);
	/* A line a CI log keeps: always for several files and trees, on request for one. */
	if (out.outs.fp[KP_FORMAT_TEXT] && !opts.quiet &&
	    (opts.summary || opts.nfiles > 1 || opts.modules_dir))
		print_summary(out.outs.fp[KP_FORMAT_TEXT], &out);
	assert(!opts.json || json_done(&out.json));
	gating_notes(&out.gating, out.outs.fp[KP_FORMAT_TEXT], &out.outs, opts.verbose);
	gating_free(&out.gating);
	return outputs_close(&out.outs, out.status);
}
