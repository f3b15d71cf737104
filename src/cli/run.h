/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_CLI_RUN_H
#define KPREFIX_CLI_RUN_H

#include <stdbool.h>
#include <stddef.h>

#include "kprefix/analysis.h"
#include "kprefix/checks.h"
#include "kprefix/report.h"

/* What every file of one invocation is checked with. */
struct run_opts {
	kp_check_set checks;
	bool werror;
	const char *debug_dir; /* --debug-dir: modules' unstripped copies */
};

/*
 * One file's outcome, kept until it is reported, so that files checked in
 * parallel are reported in order by the one writer.
 */
struct file_result {
	char *path;
	char *display;     /* how findings name it: its path in a module tree */
	struct kp_image *image;
	struct kp_analysis *an;
	struct kp_findings findings;
	char *error;       /* unreadable or malformed: the one-line reason */
	int status;        /* 0, 1 or 2 */
};

/* input for an image, module_input (when not NULL) for a module or object. */
void check_file(struct file_result *res, const struct run_opts *opts,
		const struct kp_analysis_input *input, const struct kp_analysis_input *module_input);
void file_result_free(struct file_result *res);

/* A file of a module tree, or a part of it that could not be read (error set). */
struct module_entry {
	char *path;
	char *error;
};

/*
 * The tree to walk for DIR: without trailing slashes, and "DIR/." when DIR is
 * a symbolic link, so that the walk, which follows no link, enters it.
 * Paths collect_modules() gives start with it. The caller frees it.
 */
char *module_tree_path(const char *dir);

/* Whether a path names a module the tree walk reads: .ko, .ko.xz, .ko.gz, .ko.zst. */
bool is_module_name(const char *path);

/* Every .ko, .ko.xz, .ko.gz, .ko.zst under dir, sorted by path; -1 with errno when dir cannot be walked. */
int collect_modules(const char *dir, struct module_entry **entries, size_t *count);

/* Check results[0..n) with jobs threads; call emit for each in order as soon as it is ready. */
void check_files_parallel(struct file_result *results, size_t n, const struct run_opts *opts,
			  const struct kp_analysis_input *input, unsigned jobs,
			  void (*emit)(struct file_result *res, size_t index, void *ctx), void *ctx);

#endif
