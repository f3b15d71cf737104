// SPDX-License-Identifier: GPL-2.0-only
/*
 * The exit status: the one rule that turns findings into 0 or 1, for kprefix
 * check (findings a baseline does not know) and kprefix diff (new findings),
 * and what each status means where a report states it.
 */
#include "kprefix/common.h"

int kp_exit_status(size_t errors, size_t warnings, bool werror)
{
	return errors || (werror && warnings) ? KP_EXIT_FINDINGS : KP_EXIT_CLEAN;
}

const char *kp_exit_meaning(int status)
{
	switch (status) {
	case KP_EXIT_CLEAN:
		return "clean";
	case KP_EXIT_FINDINGS:
		return "findings";
	case KP_EXIT_USAGE:
		return "an input could not be read, or a report written";
	default:
		return "findings, and an input could not be read, or a report written";
	}
}
