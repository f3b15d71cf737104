// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix diff OLD NEW: two builds, each a vmlinux (with --old-modules and
 * --new-modules, its module tree) or kprefix's JSON report of one, compared
 * by the library (src/report/diff.c). The exit status says whether NEW adds
 * errors.
 */
#include <elf.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "run.h"
#include "outputs.h"
#include "kprefix/diff.h"
#include "kprefix/util.h"

struct diff_opts {
	const char *old, *new;
	const char *old_modules, *new_modules;
	enum kp_format format;
	unsigned jobs;
	kp_check_set checks;
	bool verbose, werror, help;
	const char *islands;
};

static void diff_usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix diff [OPTIONS] OLD NEW\n"
		"\n"
		"Compare two builds: each a vmlinux, a module or object, or a kprefix check\n"
		"--format=json report of one. Prints the .text bytes old and new with delta and\n"
		"percent, the bytes of prefix NOPs and kCFI hashes, layout changes (M, kCFI, BTI,\n"
		"alignment), functions that became traced or untraced (from images), kCFI call\n"
		"sites by offset, and findings new, fixed and unchanged by fingerprint.\n"
		"\n"
		"Options:\n"
		"  --old-modules=DIR        OLD's module tree (OLD is its vmlinux)\n"
		"  --new-modules=DIR        NEW's module tree (NEW is its vmlinux)\n"
		"  -j, --jobs=N             threads for the module trees (default: online CPUs)\n"
		"  --format=text|json|sarif output format (default text); SARIF holds the new\n"
		"                           findings only\n"
		"  --enable=ID,...          run only these checks\n"
		"  --disable=ID,...         do not run these checks\n"
		"  --islands=P1,P2,...      symbol prefixes of code built apart\n"
		"  -v, --verbose            every name, and folded findings\n"
		"      --werror             new warnings make the exit status 1 too\n"
		"  -h, --help               this text\n"
		"\n"
		"Exit status: 0 NEW adds no error, 1 it does (or a warning with --werror),\n"
		"2 usage error or an unreadable input, 3 both.\n");
}

enum { OPT_FORMAT = 256, OPT_OLD_MODULES, OPT_NEW_MODULES, OPT_WERROR, OPT_ENABLE, OPT_DISABLE, OPT_ISLANDS };

static int parse_diff_opts(int argc, char **argv, struct diff_opts *opts)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "old-modules", required_argument, NULL, OPT_OLD_MODULES },
		{ "new-modules", required_argument, NULL, OPT_NEW_MODULES },
		{ "jobs", required_argument, NULL, 'j' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "werror", no_argument, NULL, OPT_WERROR },
		{ "enable", required_argument, NULL, OPT_ENABLE },
		{ "disable", required_argument, NULL, OPT_DISABLE },
		{ "islands", required_argument, NULL, OPT_ISLANDS },
		{ "help", no_argument, NULL, 'h' },
		{ 0 },
	};
	bool enabled = false;
	char err[128], *end;
	int c;

	*opts = (struct diff_opts){ .checks = KP_ALL_CHECKS };
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":vhj:", longopts, NULL)) != -1) {
		switch (c) {
		case OPT_FORMAT:
			if (format_parse(optarg, &opts->format) || opts->format > KP_FORMAT_SARIF) {
				fprintf(stderr, "kprefix: diff: --format is text, json or sarif, not '%s'\n", optarg);
				return -1;
			}
			break;
		case OPT_OLD_MODULES:
			opts->old_modules = optarg;
			break;
		case OPT_NEW_MODULES:
			opts->new_modules = optarg;
			break;
		case 'j': {
			long v = strtol(optarg, &end, 10);

			if (!*optarg || *end || v < 1 || v > 1024) {
				fprintf(stderr, "kprefix: -j needs a number of threads from 1 to 1024, not '%s'\n", optarg);
				return -1;
			}
			opts->jobs = (unsigned)v;
			break;
		}
		case 'v':
			opts->verbose = true;
			break;
		case OPT_WERROR:
			opts->werror = true;
			break;
		case OPT_ISLANDS:
			opts->islands = optarg;
			break;
		case OPT_ENABLE:
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
		case 'h':
			opts->help = true;
			return 0;
		default:
			fprintf(stderr, "kprefix: diff: unknown option or missing value: '%s'\n", argv[optind - 1]);
			fprintf(stderr, "Run 'kprefix diff --help' for the options.\n");
			return -1;
		}
	}
	if (argc - optind != 2) {
		fprintf(stderr, "kprefix: 'diff' needs 2 files, OLD and NEW, %d found\n", argc - optind);
		return -1;
	}
	if (!opts->old_modules != !opts->new_modules) {
		fprintf(stderr, "kprefix: diff: --old-modules and --new-modules go together\n");
		return -1;
	}
	opts->old = argv[optind];
	opts->new = argv[optind + 1];
	if (!opts->jobs) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);

		opts->jobs = n > 0 ? (unsigned)n : 1;
	}
	return 0;
}

/* Whether path holds a JSON document rather than an ELF file. */
static bool is_json(const char *path)
{
	FILE *f = fopen(path, "rb");
	int c = EOF;

	if (!f)
		return false;
	do
		c = fgetc(f);
	while (c == ' ' || c == '\n' || c == '\t' || c == '\r');
	fclose(f);
	return c == '{';
}

struct load {
	struct kp_diff_side *side;
	int status;
};

static void take(struct load *l, struct file_result *res)
{
	if (res->error) {
		fprintf(stderr, "kprefix: %s: %s\n", res->path, res->error);
		l->side->unreadable++;
		l->status |= KP_EXIT_USAGE;
		return;
	}
	kp_diff_add_analysis(l->side, res->an, &res->findings, res->path);
}

static void take_module(struct file_result *res, size_t index, void *ctx)
{
	(void)index;
	take(ctx, res);
	file_result_free(res);
}

static void load_modules(struct load *l, const char *dir, const struct file_result *vmlinux,
			 const struct run_opts *run, const struct kp_analysis_input *input, unsigned jobs)
{
	struct module_entry *entries;
	struct kp_vmlinux_facts facts;
	struct kp_analysis_input module_input = *input;
	char *tree = module_tree_path(dir);
	size_t n, base = strlen(tree);

	if (collect_modules(tree, &entries, &n)) {
		fprintf(stderr, "kprefix: %s: cannot walk the module tree: %s\n", dir, strerror(errno));
		l->status |= KP_EXIT_USAGE;
		free(tree);
		return;
	}
	struct file_result *results = xcalloc(n + 1, sizeof(*results));

	for (size_t i = 0; i < n; i++) {
		const char *rel = entries[i].path + base;

		while (*rel == '/')
			rel++;
		results[i] = (struct file_result){ .path = entries[i].path, .display = xstrdup(rel),
						   .error = entries[i].error };
	}
	free(entries);
	kp_vmlinux_facts_init(&facts, vmlinux->an, vmlinux->path);
	module_input.vmlinux = &facts;
	module_input.read_ikconfig = false;
	check_files_parallel(results, n, run, &module_input, jobs, take_module, l);
	kp_vmlinux_facts_free(&facts);
	free(results);
	free(tree);
}

static int load_side(struct kp_diff_side *side, const char *path, const char *modules,
		     const struct run_opts *run, const struct kp_analysis_input *input, unsigned jobs)
{
	struct load l = { side, 0 };
	char err[512];

	side->path = xstrdup(path);
	if (is_json(path)) {
		struct kp_jvalue *doc = kp_json_read_file(path, err, sizeof(err));

		if (!doc || kp_diff_add_json(side, doc, err, sizeof(err))) {
			fprintf(stderr, "kprefix: %s: %s\n", path, err);
			kp_json_free(doc);
			side->unreadable++;
			return KP_EXIT_USAGE;
		}
		if (modules)
			fprintf(stderr, "kprefix: %s: a JSON report holds its modules: %s is not read\n", path, modules);
		kp_json_free(doc);
		return side->unreadable ? KP_EXIT_USAGE : 0;
	}

	struct file_result res = { .path = xstrdup(path) };

	check_file(&res, run, input, NULL);
	take(&l, &res);
	if (modules && !res.error)
		load_modules(&l, modules, &res, run, input, jobs);
	file_result_free(&res);
	return l.status;
}

int cmd_diff(int argc, char **argv)
{
	struct diff_opts opts;
	struct kp_analysis_input input;
	struct kp_diff_side old = { 0 }, new = { 0 };
	int status = 0;

	if (parse_diff_opts(argc, argv, &opts))
		return KP_EXIT_USAGE;
	if (opts.help) {
		diff_usage(stdout);
		return KP_EXIT_CLEAN;
	}
	kp_analysis_input_init(&input);
	if (opts.islands)
		input.islands = opts.islands;

	struct run_opts run = { .checks = opts.checks, .werror = opts.werror };
	struct kp_diff_opts dopts = { .verbose = opts.verbose, .werror = opts.werror };

	status |= load_side(&old, opts.old, opts.old_modules, &run, &input, opts.jobs);
	status |= load_side(&new, opts.new, opts.new_modules, &run, &input, opts.jobs);
	/* A side of which nothing could be read is no build to compare with. */
	bool whole = old.count && new.count;

	if (whole)
		status |= kp_diff_status(&old, &new, &dopts);

	struct kp_json j;

	json_init(&j, stdout);
	if (!whole && opts.format != KP_FORMAT_SARIF) {
		/* Nothing to compare: the lines on stderr say why. */
	} else if (!whole) {
		struct kp_notification note = { KP_ERROR, "nothing to compare: a side could not be read", NULL, 0 };

		kp_sarif_begin(&j);
		kp_sarif_end(&j, status, &note, 1);
	} else if (opts.format == KP_FORMAT_JSON) {
		kp_diff_json(&j, &old, &new, status);
	} else if (opts.format == KP_FORMAT_SARIF) {
		struct kp_notification notes[2];
		size_t nnotes = 0;

		if (old.unreadable)
			notes[nnotes++] = (struct kp_notification){ KP_ERROR, "a file of OLD could not be read", old.path, 0 };
		if (new.unreadable)
			notes[nnotes++] = (struct kp_notification){ KP_ERROR, "a file of NEW could not be read", new.path, 0 };
		kp_diff_sarif(&j, &old, &new, status, notes, nnotes);
	} else {
		kp_diff_text(stdout, &old, &new, &dopts);
	}
	kp_diff_side_free(&old);
	kp_diff_side_free(&new);
	return status;
}
