// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix diff OLD NEW: two builds, each a vmlinux (with --old-modules and
 * --new-modules, its module tree) or kprefix's JSON report of one, compared
 * by the library (src/diff/compare.c). The exit status says whether NEW adds
 * errors.
 */
#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "options.h"
#include "kprefix/document.h"
#include "kprefix/pipeline.h"
#include "kprefix/diff_render.h"
#include "kprefix/util.h"

struct diff_opts {
	struct cli_common common;
	const char *old, *new;
	const char *old_modules, *new_modules;
	enum kp_format format;
};

static void diff_usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix diff [OPTIONS] OLD NEW\n"
		"\n"
		"Compare two builds: each a vmlinux, a module or object, or a kprefix check\n"
		"--format=json report of one. Prints the .text bytes old and new with delta and\n"
		"percent, the bytes of prefix NOPs and kCFI hashes, layout changes (M, kCFI, BTI,\n"
		"configured alignment), modules added, removed and with another layout,\n"
		"functions that became traced or untraced (from images), kCFI call sites by\n"
		"offset, and findings new, fixed and unchanged by fingerprint, folded by cause\n"
		"as check folds them (a removed module's findings are not fixed).\n"
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
		"  --config=FILE, --prefix-nops=M, --cfi, --no-cfi, --bti, --no-bti,\n"
		"  --function-alignment=N   the layout images are checked with, as for 'check'\n"
		"  -v, --verbose            every name and every finding, one a line\n"
		"  --pretty                 indent JSON and SARIF\n"
		"      --werror             new warnings make the exit status 1 too\n"
		"  --color[=WHEN]           colour the text output: auto (on a terminal, unless\n"
		"                           NO_COLOR is set), always or never (see kprefix --help)\n"
		"  -h, --help               this text\n"
		"\n"
		"Exit status: 0 NEW adds no error, 1 it does (or a warning with --werror),\n"
		"2 usage error or an unreadable input, 3 both.\n");
}

enum { OPT_FORMAT = 256, OPT_OLD_MODULES, OPT_NEW_MODULES };

static int diff_option(int c, const char *arg, void *ctx)
{
	struct diff_opts *opts = ctx;

	switch (c) {
	case OPT_FORMAT:
		if (kp_format_parse(arg, &opts->format) || opts->format > KP_FORMAT_SARIF) {
			kp_error("kprefix: diff: --format is text, json or sarif, not '%s'", arg);
			return -1;
		}
		return 0;
	case OPT_OLD_MODULES:
		return cli_once("diff", "old-modules", &opts->old_modules, arg);
	case OPT_NEW_MODULES:
		return cli_once("diff", "new-modules", &opts->new_modules, arg);
	}
	return -1;
}

static int parse_diff_opts(int argc, char **argv, struct diff_opts *opts)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "old-modules", required_argument, NULL, OPT_OLD_MODULES },
		{ "new-modules", required_argument, NULL, OPT_NEW_MODULES },
		{ 0 },
	};
	int first;

	*opts = (struct diff_opts){ 0 };
	if (cli_parse(argc, argv, "diff", CLI_LAYOUT | CLI_CHECKS | CLI_JOBS | CLI_WERROR | CLI_VERBOSE,
		      longopts, NULL, diff_option, opts, &opts->common, &first))
		return -1;
	if (opts->common.help)
		return 0;
	if (argc - first != 2) {
		kp_error("kprefix: 'diff' needs 2 files, OLD and NEW, %d found", argc - first);
		return -1;
	}
	if (!opts->old_modules != !opts->new_modules) {
		kp_error("kprefix: diff: --old-modules and --new-modules go together");
		return -1;
	}
	opts->old = argv[first];
	opts->new = argv[first + 1];
	return 0;
}

/* Whether path holds a JSON document rather than an ELF file. */
static bool is_json(const char *path)
{
	char err[8];
	/* A FIFO or a device is no report (and must not hang the peek): it is
	 * then opened as an image, which refuses it with the reason. */
	int fd = kp_open_regular(path, 0, err, sizeof(err));
	FILE *f = fd >= 0 ? fdopen(fd, "rb") : NULL;
	int c = EOF;

	if (!f) {
		if (fd >= 0)
			close(fd);
		return false;
	}
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

static void take(struct load *l, struct kp_checked *res)
{
	if (res->error) {
		kp_error("kprefix: %s: %s", res->path, res->error);
		l->side->unreadable++;
		l->status |= KP_EXIT_USAGE;
		return;
	}
	kp_diff_add_analysis(l->side, res->an, &res->findings, res->path);
}

static void take_module(struct kp_checked *res, size_t index, void *ctx)
{
	(void)index;
	take(ctx, res);
	kp_checked_free(res);
}

static void load_modules(struct load *l, const char *dir, const struct kp_checked *vmlinux,
			 struct kp_run *run)
{
	struct kp_module_tree tree;
	struct kp_vmlinux_facts facts;

	if (kp_module_tree_walk(&tree, dir)) {
		kp_error("kprefix: %s: cannot walk the module tree: %s", dir, tree.why ? tree.why : strerror(errno));
		l->status |= KP_EXIT_USAGE;
		return;
	}
	if (!tree.count) {
		kp_error("kprefix: %s: cannot walk the module tree: no module (.ko, .ko.xz, .ko.gz, .ko.zst) in it", dir);
		l->status |= KP_EXIT_USAGE;
		kp_module_tree_free(&tree);
		return;
	}
	kp_vmlinux_facts_init(&facts, vmlinux->an, vmlinux->path);
	kp_run_set_vmlinux(run, &facts);
	kp_check_tree(&tree, run, take_module, l);
	kp_run_set_vmlinux(run, NULL);
	kp_vmlinux_facts_free(&facts);
	kp_module_tree_free(&tree);
}

static int load_side(struct kp_diff_side *side, const char *path, const char *modules,
		     struct kp_run *run)
{
	struct load l = { side, 0 };
	char err[512];

	side->path = xstrdup(path);
	if (is_json(path)) {
		struct kp_jvalue *doc = kp_json_read_file(path, err, sizeof(err));

		if (!doc || kp_diff_add_json(side, doc, err, sizeof(err))) {
			kp_error("kprefix: %s: %s", path, err);
			kp_json_free(doc);
			side->unreadable++;
			return KP_EXIT_USAGE;
		}
		if (modules)
			kp_error("kprefix: %s: a JSON report holds its modules: %s is not read", path, modules);
		kp_json_free(doc);
		if (!side->unreadable)
			return 0;
		kp_error("kprefix: %s: %zu file%s of the report could not be read when it was written (%s)",
			path, side->unreadable, side->unreadable == 1 ? "" : "s", side->first_error);
		return KP_EXIT_USAGE;
	}

	struct kp_checked res = { .path = xstrdup(path) };

	kp_check_file(&res, run, KP_CHECK_ALONE);
	take(&l, &res);
	if (modules && !res.error)
		load_modules(&l, modules, &res, run);
	kp_checked_free(&res);
	return l.status;
}

int cmd_diff(int argc, char **argv)
{
	struct diff_opts opts;
	struct kp_diff_side old = { 0 }, new = { 0 };
	struct kp_run run;
	char err[512];
	int status = KP_EXIT_CLEAN;

	if (parse_diff_opts(argc, argv, &opts))
		return KP_EXIT_USAGE;
	if (opts.common.help) {
		diff_usage(stdout);
		return KP_EXIT_CLEAN;
	}
	if (kp_run_init(&run, &opts.common.run, err, sizeof(err))) {
		kp_error("kprefix: %s: %s", opts.common.run.config_path, err);
		return KP_EXIT_USAGE;
	}

	struct kp_diff_opts dopts = { .verbose = opts.common.verbose };

	status |= load_side(&old, opts.old, opts.old_modules, &run);
	status |= load_side(&new, opts.new, opts.new_modules, &run);
	/* A side of which nothing could be read is no build to compare with. */
	bool whole = old.count && new.count;
	struct kp_diff_result result = { 0 };

	if (whole) {
		kp_diff_compare(&result, &old, &new);
		status |= kp_diff_status(&result, opts.common.run.werror);
	}

	struct kp_json j;

	json_init(&j, stdout);
	if (!whole && opts.format != KP_FORMAT_SARIF) {
		/* Nothing to compare: the lines on stderr say why. */
	} else if (!whole) {
		struct kp_notification note = { KP_ERROR, "nothing to compare: a side could not be read", NULL, 0 };

		struct kp_causes *none = kp_causes_new(NULL, true);

		kp_sarif_write(stdout, none, status, &note, 1);
		kp_causes_free(none);
	} else if (opts.format == KP_FORMAT_JSON) {
		kp_diff_json(&j, &result, status);
	} else if (opts.format == KP_FORMAT_SARIF) {
		struct kp_notification notes[2];
		size_t nnotes = 0;

		if (old.unreadable)
			notes[nnotes++] = (struct kp_notification){ KP_ERROR, "a file of OLD could not be read", old.path, 0 };
		if (new.unreadable)
			notes[nnotes++] = (struct kp_notification){ KP_ERROR, "a file of NEW could not be read", new.path, 0 };
		kp_diff_sarif(stdout, &result, status, notes, nnotes);
	} else {
		kp_diff_text(stdout, &result, &dopts);
	}
	kp_diff_result_free(&result);
	kp_diff_side_free(&old);
	kp_diff_side_free(&new);
	return status;
}
