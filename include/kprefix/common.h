/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What every command states the same way, below the pipeline, the formats
 * and the document that all use it: the exit statuses and the rule that
 * gives one from findings, and which file names are modules.
 */
#ifndef KPREFIX_COMMON_H
#define KPREFIX_COMMON_H

#include <stdbool.h>
#include <stddef.h>

/* Exit statuses, the same for every command: bits, so that 3 is both. */
enum {
	KP_EXIT_CLEAN = 0,
	KP_EXIT_FINDINGS = 1,
	KP_EXIT_USAGE = 2, /* also unreadable or malformed input, or a report not written */
};

/*
 * The status findings give: KP_EXIT_FINDINGS when errors counts any, or
 * warnings does and werror is set; KP_EXIT_CLEAN otherwise. The counts are
 * of what matters to the caller: findings a baseline does not know, a diff's
 * new findings.
 */
int kp_exit_status(size_t errors, size_t warnings, bool werror);

/* What status says, for a report: "clean", "findings", ... */
const char *kp_exit_meaning(int status);

/* Whether path is named as a module: .ko, .ko.xz, .ko.gz, .ko.zst. */
bool kp_is_module_name(const char *path);

#endif
