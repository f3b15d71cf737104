/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_CLI_H
#define KPREFIX_CLI_H

#include <stdio.h>

/* Exit statuses: the same for every command. */
enum {
	KP_EXIT_CLEAN = 0,
	KP_EXIT_FINDINGS = 1,
	KP_EXIT_USAGE = 2, /* also unreadable or malformed input */
};

void usage(FILE *out);
int cmd_check(int argc, char **argv);
int cmd_list_checks(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_diff(int argc, char **argv);

#endif
