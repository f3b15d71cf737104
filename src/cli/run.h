/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_CLI_RUN_H
#define KPREFIX_CLI_RUN_H

#include <stdbool.h>
#include <stddef.h>

#include "kprefix/checks.h"
#include "kprefix/layout.h"
#include "kprefix/report.h"

/* What every file of one invocation is checked with. */
struct run_opts {
	const struct kp_options *options;
	const struct kp_kconfig *config;
	enum kp_source config_source;
	bool read_ikconfig;
	bool json;
	struct kp_report_opts report;
	bool werror;
	bool export_hashes; /* keep the hashed functions by name (a vmlinux with --modules) */
};

/* One file's outcome, rendered, so that files checked in parallel print in order. */
struct file_result {
	char *path;
	char *display;
	char *text;   /* the text report, possibly empty */
	char *json;   /* one JSON object */
	char *error;  /* unreadable or malformed: the one-line reason */
	int status;   /* 0, 1 or 2 */
	struct kp_summary summary;
	size_t records;
	size_t errors, warnings;
	struct kp_layout layout; /* for a vmlinux, what its modules must equal */
	struct kp_hash_table hashes; /* with run_opts.export_hashes */
};

void check_file(struct file_result *res, const struct run_opts *opts);
void file_result_free(struct file_result *res);

/* Every .ko, .ko.xz, .ko.gz, .ko.zst under dir, sorted by path. */
int collect_modules(const char *dir, char ***paths, size_t *count);

/* Check results[0..n) with jobs threads; call emit for each in order as soon as it is ready. */
void check_files_parallel(struct file_result *results, size_t n, const struct run_opts *opts,
			  unsigned jobs, void (*emit)(struct file_result *res, size_t index, void *ctx),
			  void *ctx);

#endif
