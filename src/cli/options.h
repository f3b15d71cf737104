/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The options commands share, parsed in one place with one set of messages:
 * the layout options, --config, --islands, --enable/--disable, --debug-dir,
 * -j, --werror, -q and -v. Each command names which of them it takes and
 * adds its own; getopt sees them as one table.
 */
#ifndef KPREFIX_CLI_OPTIONS_H
#define KPREFIX_CLI_OPTIONS_H

#include <getopt.h>
#include <stdbool.h>

#include "kprefix/pipeline.h"

/* Groups of shared options, a bit each. */
enum {
	CLI_LAYOUT = 1 << 0,   /* --config, --prefix-nops, --cfi/--no-cfi, --bti/--no-bti, --function-alignment, --islands */
	CLI_CHECKS = 1 << 1,   /* --enable, --disable */
	CLI_DEBUG = 1 << 2,    /* --debug-dir */
	CLI_JOBS = 1 << 3,     /* -j, --jobs */
	CLI_WERROR = 1 << 4,   /* --werror */
	CLI_VERBOSE = 1 << 5,  /* -v, --verbose */
	CLI_QUIET = 1 << 6,    /* -q, --quiet */
};

struct cli_common {
	struct kp_run_options run;
	bool verbose, quiet, help;
};

/*
 * A command's own option: called with getopt's value for each option of
 * extra; returns 0, or -1 after printing why on stderr.
 */
typedef int (*cli_own_option)(int c, const char *arg, void *ctx);

/*
 * Parse argv: the shared options of groups, the command's own (extra, with
 * values >= 256 and below CLI_OPT_BASE, or short letters in shortopts), and
 * -h/--help. Every bad value, contradiction and unknown option is reported
 * here as "kprefix: CMD: ...", and -1 returned. On success *first is the
 * index of the first operand.
 */
int cli_parse(int argc, char **argv, const char *cmd, unsigned groups, const struct option *extra,
	      const char *shortopts, cli_own_option own, void *ctx, struct cli_common *common,
	      int *first);

/*
 * An option that names one file or directory (--baseline, --modules,
 * --config, ...): set *slot to arg, or, when it was given already, say so
 * ("kprefix: CMD: --NAME given twice ...") and return -1. Two baselines or
 * two trees are never one silently dropped for the other.
 */
int cli_once(const char *cmd, const char *name, const char **slot, const char *arg);

/* Values of the shared options start here: a command's own stay below. */
#define CLI_OPT_BASE 1000

/* A whole number in [min, max] (decimal, or 0x hex), nothing else. */
bool cli_parse_number(const char *s, long min, long max, long *out);

#endif
