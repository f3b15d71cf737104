/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_CLI_H
#define KPREFIX_CLI_H

#include <stdio.h>

#include "kprefix/pipeline.h" /* the exit statuses */

void usage(FILE *out);
int cmd_check(int argc, char **argv);
int cmd_list_checks(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_attach(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_diff(int argc, char **argv);

#endif
