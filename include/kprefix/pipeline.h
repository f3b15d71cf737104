/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The one way a file is checked, for every command, the tests and the fuzz
 * harnesses: open, analyse (a module against its vmlinux's facts), run the
 * checks (which fingerprint), attribute what is reported to its source, and
 * the exit status the findings give. A module tree is walked here too, and
 * checked in parallel with results handed out in path order.
 */
#ifndef KPREFIX_PIPELINE_H
#define KPREFIX_PIPELINE_H

#include <stdbool.h>
#include <stddef.h>

#include "kprefix/analysis.h"
#include "kprefix/common.h"
#include "kprefix/findings.h"
#include "kprefix/layout.h"

/* What one run checks every file with: the options the commands share. */
struct kp_run_options {
	const char *config_path;         /* --config, or NULL */
	struct kp_layout_options layout; /* --prefix-nops, --cfi, ... (-1: not given) */
	const char *islands;             /* --islands, NULL: the default */
	kp_check_set checks;             /* --enable, --disable */
	bool werror;
	const char *debug_dir;           /* --debug-dir, or NULL */
	unsigned jobs;                   /* threads for a module tree, 0: online CPUs */
};

/* Nothing given: every check, every layout value detected. */
void kp_run_options_init(struct kp_run_options *opts);

/*
 * A run set up: its options, and the config they name, read once. Analyses
 * point into it: it stays where kp_run_init put it until they are freed.
 */
struct kp_run {
	struct kp_run_options opts;
	struct kp_kconfig config;
	struct kp_analysis_input input;        /* an image on its own */
	struct kp_analysis_input module_input; /* a module against the vmlinux of kp_run_set_vmlinux */
};

/*
 * -1 with the reason in err when the config (opts->config_path) cannot be
 * read: the caller names the file, so that no buffer cuts its path.
 */
int kp_run_init(struct kp_run *run, const struct kp_run_options *opts, char *err, size_t errlen);
/* The vmlinux modules are checked against from now on (NULL: none). */
void kp_run_set_vmlinux(struct kp_run *run, const struct kp_vmlinux_facts *vmlinux);

/* How a file relates to the run's vmlinux. */
enum kp_check_as {
	KP_CHECK_ALONE,       /* an image on its own */
	KP_CHECK_AFTER_VMLINUX, /* named after a vmlinux: a module or object is checked against it */
	KP_CHECK_IN_TREE,     /* in the vmlinux's module tree: checked against it */
};

/* One file's outcome, kept until it is reported. */
struct kp_checked {
	char *path;        /* as opened */
	char *display;     /* how findings name it: its path in a module tree, or NULL */
	struct kp_image *image;
	struct kp_analysis *an;
	struct kp_findings findings;
	char *error;       /* unreadable or malformed: the one-line reason (printable) */
	int status;        /* KP_EXIT_* */
};

/*
 * Check res->path (and name it res->display). Sets res->error instead when
 * the file cannot be read or analysed.
 */
void kp_check_file(struct kp_checked *res, const struct kp_run *run, enum kp_check_as as);

/*
 * kp_check_file in its two steps: opening (decompressed, its symbols read),
 * which needs nothing of the run, and the rest, which needs the run's
 * vmlinux. kp_checked_open returns -1 with res->error set when the file is
 * not to be analysed (unreadable; in a tree, no ET_REL module).
 */
int kp_checked_open(struct kp_checked *res, enum kp_check_as as);
void kp_checked_analyse(struct kp_checked *res, const struct kp_run *run, enum kp_check_as as);

/*
 * The same steps after opening, for a caller that opened res->image itself
 * and brings its own analysis input (a config read from memory: the fuzz
 * harnesses; a test's): analyse, run checks, attribute, status.
 */
void kp_check_opened(struct kp_checked *res, const struct kp_analysis_input *input,
		     kp_check_set checks, bool werror, const char *debug_dir);
void kp_checked_free(struct kp_checked *res);

/* Every file of a module tree by path: each to check, or an error to report. */
struct kp_module_tree {
	char *dir;                  /* as given */
	struct kp_checked *modules; /* path, display (relative to dir) and error set */
	size_t count;
	const char *why;            /* when the walk refused dir: why (else errno says) */
};

/*
 * Walk dir for .ko, .ko.xz, .ko.gz, .ko.zst (symbolic links to them, and to
 * directories that stay inside dir: a link out is named, not followed; not
 * dir/build and dir/source; each directory once; never into /proc or /sys),
 * sorted by path. -1 with errno when dir cannot be walked or is no
 * directory (ENOTDIR), or with tree->why when it is refused (/proc, /sys).
 */
int kp_module_tree_walk(struct kp_module_tree *tree, const char *dir);
void kp_module_tree_free(struct kp_module_tree *tree);

/*
 * Check the modules of tree against the run's vmlinux with its -j threads;
 * emit is called for each in path order as soon as it and every one before
 * it is ready, and frees it (kp_checked_free). An entry the walk could not
 * read comes with its error set.
 */
void kp_check_tree(struct kp_module_tree *tree, const struct kp_run *run,
		   void (*emit)(struct kp_checked *res, size_t index, void *ctx), void *ctx);

/*
 * kp_check_tree in two steps, so that the modules are opened (decompressed)
 * while the vmlinux is analysed: start opens them with the run's -j threads,
 * a bounded number ahead, and analyses none; once kp_run_set_vmlinux has
 * given the run its vmlinux, finish analyses and emits them as kp_check_tree
 * does. cancel stops the workers instead (the vmlinux could not be read):
 * nothing is emitted, and kp_module_tree_free frees what was opened. Either
 * ends the check and frees it; the run stays put until then.
 */
struct kp_tree_check;
struct kp_tree_check *kp_tree_check_start(struct kp_module_tree *tree, const struct kp_run *run);
void kp_tree_check_finish(struct kp_tree_check *tc,
			  void (*emit)(struct kp_checked *res, size_t index, void *ctx), void *ctx);
void kp_tree_check_cancel(struct kp_tree_check *tc);

#endif
