// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix check: options into one struct, validated in one place, then each
 * file checked by the library and handed to the document (src/document/document.c).
 */
#include <elf.h>
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "options.h"
#include "outputs.h"
#include "kprefix/buildtree.h"
#include "kprefix/document.h"
#include "kprefix/pipeline.h"
#include "kprefix/util.h"

struct check_opts {
	struct cli_common common;
	char **files;
	size_t nfiles;
	const char *modules_dir;
	enum kp_format format; /* --format: to standard output */
	bool format_given;
	struct output_spec outputs[KP_MAX_OUTPUTS];
	size_t noutputs;
	const char *baseline;
	const char *suppressions;
	const char *source_root;
	const char *kcidb_origin, *kcidb_build_id;
	bool summary;
	const char *against; /* an external module tree's (M=) kernel: its layout, not reported */
};

static void check_usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix check [OPTIONS] VMLINUX [--modules DIR]\n"
		"       kprefix check [OPTIONS] FILE...   (vmlinux, .ko[.xz|.gz|.zst], .o)\n"
		"       kprefix check [OPTIONS] BUILD-DIR (a Kbuild output directory, O= or M=)\n"
		"\n"
		"Verify that every function of an arm64 or riscv64 kernel image has the layout\n"
		"ftrace CALL_OPS and kCFI rely on. Silent with exit status 0 when it has; one line per\n"
		"defect and a summary table, exit status 1, when not. The layout is detected\n"
		"from the image; a config or options fill in or override it.\n"
		"\n"
		"Options:\n"
		"  --modules=DIR            also check every .ko, .ko.xz, .ko.gz, .ko.zst under DIR\n"
		"                           against the vmlinux's layout (links to directories\n"
		"                           followed, but not DIR/build and DIR/source)\n"
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
		"                           Quality), markdown (a summary for $GITHUB_STEP_SUMMARY) or\n"
		"                           kcidb (KernelCI's KCIDB v5.3: a test, its issues);\n"
		"                           sarif, github, gitlab, markdown and kcidb fold findings\n"
		"                           by cause;\n"
		"                           --json is --format=json\n"
		"  --pretty                 indent JSON and SARIF\n"
		"  --output=FORMAT:PATH     also write FORMAT to PATH (- for standard output);\n"
		"                           repeatable, one path per format\n"
		"  --source-root=DIR        the source tree: paths under it are named relative to it\n"
		"                           (SARIF's SRCROOT, GitLab's and GitHub's paths)\n"
		"  --kcidb-origin=NAME      KCIDB's origin, the CI system submitting (default kprefix)\n"
		"  --kcidb-build-id=ID      KCIDB's id of the build checked (default ORIGIN:FILE)\n"
		"  --baseline=OLD.json      mark findings new or known by OLD (a JSON report or\n"
		"                           SARIF log of kprefix); only new ones fail the run\n"
		"  --suppressions=FILE      reviewed exceptions, one 'CHECK-ID PATTERN REASON' a line;\n"
		"                           PATTERN over function, module path or source path\n"
		"  -q, --quiet              print findings only, never the table\n"
		"      --summary            end with one summary line (always for several files\n"
		"                           and module trees; never with -q)\n"
		"  -v, --verbose            print notes and details (per-function hash-offset,\n"
		"                           per-caller callsite-offset) and the table even when clean\n"
		"      --werror             warnings make the exit status 1 too\n"
		"  --color[=WHEN]           colour the text output: auto (on a terminal, unless\n"
		"                           NO_COLOR is set), always or never (see kprefix --help)\n"
		"  -h, --help               this text\n"
		"\n"
		"A module or object named after a vmlinux is checked against it. A build directory\n"
		"gives its vmlinux, .config and the modules of modules.order, and names each failing\n"
		"function's object, its flags (.NAME.o.cmd) and the Makefile line that made them.\n"
		"The text leads with each cause, the findings it explains and a help: line, and\n"
		"ends with the causes in one screen; 'kprefix explain CHECK-ID' says why and how.\n"
		"\n"
		"Exit status: 0 clean, 1 errors (or warnings with --werror), 2 usage error,\n"
		"an unreadable or malformed input or a report not written, 3 both 1 and 2;\n"
		"JSON, SARIF and Markdown state the same status.\n");
}

enum {
	OPT_FORMAT = 256,
	OPT_JSON,
	OPT_MODULES,
	OPT_SUMMARY,
	OPT_OUTPUT,
	OPT_BASELINE,
	OPT_SUPPRESSIONS,
	OPT_SOURCE_ROOT,
	OPT_KCIDB_ORIGIN,
	OPT_KCIDB_BUILD_ID,
};

static int check_option(int c, const char *arg, void *ctx)
{
	struct check_opts *opts = ctx;

	switch (c) {
	case OPT_FORMAT:
		if (kp_format_parse(arg, &opts->format)) {
			kp_error("kprefix: check: --format is " KP_FORMAT_NAMES ", not '%s'", arg);
			return -1;
		}
		opts->format_given = true;
		return 0;
	case OPT_JSON:
		opts->format = KP_FORMAT_JSON;
		opts->format_given = true;
		return 0;
	case OPT_OUTPUT:
		return output_spec_add(opts->outputs, &opts->noutputs, arg);
	case OPT_BASELINE:
		return cli_once("check", "baseline", &opts->baseline, arg);
	case OPT_SUPPRESSIONS:
		return cli_once("check", "suppressions", &opts->suppressions, arg);
	case OPT_MODULES:
		return cli_once("check", "modules", &opts->modules_dir, arg);
	case OPT_SUMMARY:
		opts->summary = true;
		return 0;
	case OPT_SOURCE_ROOT: {
		struct stat st;

		if (stat(arg, &st) || !S_ISDIR(st.st_mode)) {
			kp_error("kprefix: --source-root: '%s' is no directory", arg);
			return -1;
		}
		return cli_once("check", "source-root", &opts->source_root, arg);
	}
	case OPT_KCIDB_ORIGIN:
		if (!kp_kcidb_origin_valid(arg)) {
			kp_error("kprefix: --kcidb-origin: '%s' is no KCIDB origin (a-z, 0-9 and _)", arg);
			return -1;
		}
		return cli_once("check", "kcidb-origin", &opts->kcidb_origin, arg);
	case OPT_KCIDB_BUILD_ID:
		if (!kp_kcidb_id_valid(arg)) {
			kp_error("kprefix: --kcidb-build-id: '%s' is no KCIDB id (ORIGIN:ID, ORIGIN of a-z, 0-9 and _)", arg);
			return -1;
		}
		return cli_once("check", "kcidb-build-id", &opts->kcidb_build_id, arg);
	}
	return -1;
}

/* Every contradiction and bad value is rejected here, before any work. */
static int parse_check_opts(int argc, char **argv, struct check_opts *opts)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "modules", required_argument, NULL, OPT_MODULES },
		{ "summary", no_argument, NULL, OPT_SUMMARY },
		{ "output", required_argument, NULL, OPT_OUTPUT },
		{ "baseline", required_argument, NULL, OPT_BASELINE },
		{ "suppressions", required_argument, NULL, OPT_SUPPRESSIONS },
		{ "source-root", required_argument, NULL, OPT_SOURCE_ROOT },
		{ "kcidb-origin", required_argument, NULL, OPT_KCIDB_ORIGIN },
		{ "kcidb-build-id", required_argument, NULL, OPT_KCIDB_BUILD_ID },
		{ 0 },
	};
	int first;

	*opts = (struct check_opts){ 0 };
	if (cli_parse(argc, argv, "check", CLI_LAYOUT | CLI_CHECKS | CLI_DEBUG | CLI_JOBS | CLI_WERROR |
		      CLI_VERBOSE | CLI_QUIET, longopts, NULL, check_option, opts, &opts->common, &first))
		return -1;
	if (opts->common.help)
		return 0;
	if (argc - first < 1) {
		kp_error("kprefix: 'check' needs at least 1 file, 0 found");
		return -1;
	}
	if (opts->modules_dir && argc - first != 1) {
		kp_error("kprefix: --modules needs exactly 1 vmlinux, %d files found", argc - first);
		return -1;
	}
	opts->files = argv + first;
	opts->nfiles = (size_t)(argc - first);
	/* --format=F is --output F:- */
	if (opts->format_given) {
		if (opts->noutputs == KP_MAX_OUTPUTS) {
			kp_error("kprefix: at most %d --output options", KP_MAX_OUTPUTS);
			return -1;
		}
		opts->outputs[opts->noutputs++] = (struct output_spec){ opts->format, "-" };
	}
	return 0;
}

/* vmlinux --modules DIR: the vmlinux first, then its modules against its layout. */
static void emit_module(struct kp_checked *res, size_t index, void *ctx)
{
	struct kp_document *doc = ctx;

	(void)index;
	kp_document_file(doc, res, NULL); /* the tree's vmlinux */
	kp_checked_free(res);
}

static void check_tree(const struct check_opts *opts, struct kp_run *run, struct kp_document *doc)
{
	struct kp_checked vmlinux = { .path = xstrdup(opts->files[0]) };
	struct kp_vmlinux_facts facts;
	struct kp_module_tree tree;
	struct kp_tree_check *tc = NULL;
	int walk_errno = 0;

	/*
	 * The tree is walked and its modules decompressed while the vmlinux is
	 * analysed: only their analysis needs its facts. What is said of them
	 * still comes after the vmlinux, and nothing when it cannot be read.
	 */
	if (kp_module_tree_walk(&tree, opts->modules_dir))
		walk_errno = errno ? errno : EINVAL;
	else if (tree.count)
		tc = kp_tree_check_start(&tree, run);
	kp_check_file(&vmlinux, run, KP_CHECK_ALONE);
	kp_document_file(doc, &vmlinux, NULL);
	if (vmlinux.error) {
		if (tc)
			kp_tree_check_cancel(tc);
	} else if (walk_errno) {
		kp_document_tree_begin(doc, opts->modules_dir, vmlinux.path, 0,
				       tree.why ? tree.why : strerror(walk_errno));
	} else if (!tree.count) {
		/* A gate that checked no module has proved nothing of them. */
		kp_document_tree_begin(doc, opts->modules_dir, vmlinux.path, 0,
				       "no module (.ko, .ko.xz, .ko.gz, .ko.zst) in it");
	} else {
		/* Modules: their own layout detected, compared with the vmlinux's. */
		kp_vmlinux_facts_init(&facts, vmlinux.an, vmlinux.path);
		kp_run_set_vmlinux(run, &facts);
		kp_document_tree_begin(doc, opts->modules_dir, vmlinux.path, tree.count, NULL);
		/* The vmlinux's image and analysis are not needed past its facts. */
		kp_checked_free(&vmlinux);
		kp_tree_check_finish(tc, emit_module, doc);
		kp_document_tree_end(doc);
		kp_run_set_vmlinux(run, NULL);
		kp_vmlinux_facts_free(&facts);
	}
	kp_module_tree_free(&tree);
	kp_checked_free(&vmlinux);
}

/*
 * FILE...: each on its own, in order. A module or object named after a
 * vmlinux is checked against the last vmlinux named before it, as under
 * --modules.
 */
/*
 * A long single image (a vmlinux takes seconds): on a terminal, stderr says
 * which file is being checked and for how long, once it has taken a second,
 * and the line is cleared before anything is printed of it. Never in a pipe,
 * a file or a test, and never with -q. A module tree has its own (document.c).
 */
struct progress {
	pthread_mutex_t lock;
	pthread_cond_t wake;
	pthread_t thread;
	const char *path;        /* being checked, NULL: none */
	struct timespec started;
	bool shown, stop;
};

static void *progress_main(void *arg)
{
	struct progress *p = arg;

	pthread_mutex_lock(&p->lock);
	while (!p->stop) {
		struct timespec now, until;

		clock_gettime(CLOCK_REALTIME, &until);
		until.tv_nsec += 500000000;
		if (until.tv_nsec >= 1000000000) {
			until.tv_sec++;
			until.tv_nsec -= 1000000000;
		}
		pthread_cond_timedwait(&p->wake, &p->lock, &until);
		clock_gettime(CLOCK_MONOTONIC, &now);
		if (p->stop || !p->path || now.tv_sec - p->started.tv_sec < 1)
			continue;
		fputs("\r\033[Kkprefix: checking ", stderr);
		fput_visible(p->path, stderr);
		fprintf(stderr, " (%lld s)", (long long)(now.tv_sec - p->started.tv_sec));
		p->shown = true;
	}
	pthread_mutex_unlock(&p->lock);
	return NULL;
}

static void progress_file(struct progress *p, const char *path)
{
	if (!p)
		return;
	pthread_mutex_lock(&p->lock);
	if (p->shown)
		fputs("\r\033[K", stderr);
	p->shown = false;
	p->path = path;
	clock_gettime(CLOCK_MONOTONIC, &p->started);
	pthread_mutex_unlock(&p->lock);
}

static struct progress *progress_start(const struct check_opts *opts)
{
	struct progress *p;

	if (opts->common.quiet || !isatty(STDERR_FILENO))
		return NULL;
	p = xcalloc(1, sizeof(*p));
	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->wake, NULL);
	if (pthread_create(&p->thread, NULL, progress_main, p)) {
		free(p);
		return NULL;
	}
	return p;
}

static void progress_stop(struct progress *p)
{
	if (!p)
		return;
	progress_file(p, NULL);
	pthread_mutex_lock(&p->lock);
	p->stop = true;
	pthread_cond_signal(&p->wake);
	pthread_mutex_unlock(&p->lock);
	pthread_join(p->thread, NULL);
	pthread_cond_destroy(&p->wake);
	pthread_mutex_destroy(&p->lock);
	free(p);
}

static void check_files(const struct check_opts *opts, struct kp_run *run, struct kp_document *doc)
{
	struct kp_vmlinux_facts facts = { 0 };
	bool have_vmlinux = false;
	struct progress *progress = progress_start(opts);

	/* The kernel an external module was built against: read for its layout and ftrace code. */
	if (opts->against) {
		struct kp_checked kernel = { .path = xstrdup(opts->against) };

		progress_file(progress, opts->against);
		kp_check_file(&kernel, run, KP_CHECK_ALONE);
		progress_file(progress, NULL);
		if (kernel.an && kernel.image->elf_type != ET_REL) {
			kp_vmlinux_facts_init(&facts, kernel.an, kernel.path);
			kp_run_set_vmlinux(run, &facts);
			have_vmlinux = true;
		} else {
			kp_document_file(doc, &kernel, NULL); /* why it could not be read: exit 2 */
		}
		kp_checked_free(&kernel);
	}
	for (size_t i = 0; i < opts->nfiles; i++) {
		struct kp_checked res = { .path = xstrdup(opts->files[i]) };
		struct stat st;

		progress_file(progress, opts->files[i]);
		kp_check_file(&res, run, KP_CHECK_AFTER_VMLINUX);
		progress_file(progress, NULL);
		/* A module tree given as a file: say how it is checked. */
		if (res.error && !stat(res.path, &st) && S_ISDIR(st.st_mode)) {
			free(res.error);
			res.error = xstrdup("is a directory: to check the modules under it, give its vmlinux and "
					    "--modules DIR");
		}
		kp_document_file(doc, &res, res.an && res.image->elf_type == ET_REL && have_vmlinux ?
					   facts.name : NULL);
		/* What the files after it read of a vmlinux: none after the last (its type names
		 * are every prototype of its BTF mangled, a third of a kCFI vmlinux's check). */
		if (res.an && res.image->elf_type != ET_REL && i + 1 < opts->nfiles) {
			kp_run_set_vmlinux(run, NULL);
			kp_vmlinux_facts_free(&facts);
			kp_vmlinux_facts_init(&facts, res.an, res.path);
			kp_run_set_vmlinux(run, &facts);
			have_vmlinux = true;
		}
		kp_checked_free(&res);
	}
	progress_stop(progress);
	kp_run_set_vmlinux(run, NULL);
	kp_vmlinux_facts_free(&facts);
}

/*
 * One kernel build tree named (a Kbuild output directory, or a vmlinux in
 * one): its vmlinux and the modules of modules.order become the files, its
 * .config the config unless one was given, and findings are attributed to
 * the tree's objects, flags and Makefile lines. -1: a directory that is no
 * build tree, or one with nothing to check.
 */
static int open_build_tree(struct check_opts *opts, struct kp_buildtree **bt, char ***files)
{
	bool is_tree;
	char err[PATH_MAX + 128];
	const char *const *modules;
	size_t nmodules, n = 0;

	*bt = NULL;
	*files = NULL;
	if (opts->nfiles != 1)
		return 0;
	*bt = kp_buildtree_open(opts->files[0], &is_tree, err, sizeof(err));
	if (!*bt) {
		if (is_tree)
			kp_error("kprefix: %s", err);
		return is_tree ? -1 : 0;
	}
	struct stat st;

	/* A vmlinux named in a tree is checked alone, with the tree's attribution. */
	if (stat(opts->files[0], &st) || !S_ISDIR(st.st_mode))
		return 0;
	nmodules = opts->modules_dir ? 0 : kp_buildtree_modules(*bt, &modules);
	*files = xcalloc(nmodules + 2, sizeof(**files));
	if (kp_buildtree_vmlinux(*bt))
		(*files)[n++] = (char *)kp_buildtree_vmlinux(*bt);
	else if (!opts->modules_dir)
		opts->against = kp_buildtree_kernel_vmlinux(*bt);
	for (size_t i = 0; i < nmodules; i++)
		(*files)[n++] = (char *)modules[i];
	if (!n || (opts->modules_dir && !kp_buildtree_vmlinux(*bt))) {
		kp_error("kprefix: %s: a kernel build tree with no vmlinux%s", kp_buildtree_dir(*bt),
			 opts->modules_dir ? "" : " and no module of modules.order built");
		return -1;
	}
	opts->files = *files;
	opts->nfiles = n;
	if (!opts->common.run.config_path)
		opts->common.run.config_path = kp_buildtree_config(*bt);
	return 0;
}

int cmd_check(int argc, char **argv)
{
	struct check_opts opts;
	struct outputs outs;
	struct kp_document *doc;
	struct kp_run run;
	struct kp_buildtree *bt;
	char **tree_files;
	char err[768];

	if (parse_check_opts(argc, argv, &opts))
		return KP_EXIT_USAGE;
	if (opts.common.help) {
		check_usage(stdout);
		return KP_EXIT_CLEAN;
	}
	if (open_build_tree(&opts, &bt, &tree_files)) {
		free(tree_files);
		kp_buildtree_free(bt);
		return KP_EXIT_USAGE;
	}
	if (kp_run_init(&run, &opts.common.run, err, sizeof(err))) {
		kp_error("kprefix: %s: %s", opts.common.run.config_path, err);
		free(tree_files);
		kp_buildtree_free(bt);
		return KP_EXIT_USAGE;
	}
	run.input.build = bt;
	run.module_input.build = bt;

	struct kp_document_opts dopts = {
		.quiet = opts.common.quiet,
		.verbose = opts.common.verbose,
		/* A line a CI log keeps: always for several files and trees, on request for one. */
		.summary = opts.summary || opts.nfiles > 1 || opts.modules_dir,
		.werror = opts.common.run.werror,
		.baseline = opts.baseline,
		.suppressions = opts.suppressions,
		.source_root = opts.source_root,
		.kcidb = { .origin = opts.kcidb_origin ? opts.kcidb_origin : "kprefix",
			   .build_id = opts.kcidb_build_id },
	};
	/* Without --kcidb-build-id the build is named by the file checked: ORIGIN:FILE. */
	char *default_build_id = NULL;

	if (!dopts.kcidb.build_id) {
		size_t len = strlen(dopts.kcidb.origin) + strlen(opts.files[0]) + 2;

		default_build_id = xmalloc(len);
		snprintf(default_build_id, len, "%s:%s", dopts.kcidb.origin, opts.files[0]);
		dopts.kcidb.build_id = default_build_id;
	}

	/* The baseline and suppressions are read before an output is opened (and truncated). */
	const char *bad_file = NULL;

	doc = kp_document_new(&dopts, &bad_file, err, sizeof(err));
	if (!doc) {
		kp_error("kprefix: %s: %s", bad_file, err);
		free(default_build_id);
		free(tree_files);
		kp_buildtree_free(bt);
		return KP_EXIT_USAGE;
	}
	/* No output over anything this run reads. */
	const char **inputs = xcalloc(opts.nfiles + 3, sizeof(*inputs));
	struct output_inputs in = { inputs, opts.nfiles + 3, opts.modules_dir };

	memcpy(inputs, opts.files, opts.nfiles * sizeof(*inputs));
	inputs[opts.nfiles] = opts.baseline;
	inputs[opts.nfiles + 1] = opts.suppressions;
	inputs[opts.nfiles + 2] = opts.common.run.config_path;
	if (outputs_open(&outs, opts.outputs, opts.noutputs, &in)) {
		free(inputs);
		free(tree_files);
		kp_buildtree_free(bt);
		kp_document_end(doc);
		free(default_build_id);
		return KP_EXIT_USAGE;
	}
	free(inputs);
	kp_document_begin(doc, outs.fp);
	if (opts.modules_dir)
		check_tree(&opts, &run, doc);
	else
		check_files(&opts, &run, doc);
	/*
	 * The status each format states is the process's: every other output is
	 * written and flushed (a failure is status bit 2) before the Markdown
	 * summary, and it before the ends of SARIF and JSON, which state it last.
	 */
	kp_document_body(doc);
	outputs_flush(&outs, doc);
	kp_document_summary(doc);
	outputs_flush(&outs, doc);
	int status = outputs_close(&outs, kp_document_end(doc));

	free(default_build_id);
	free(tree_files);
	kp_buildtree_free(bt);
	return status;
}
