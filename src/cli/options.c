// SPDX-License-Identifier: GPL-2.0-only
/* The options every command shares: one parser, one validation, one set of messages. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

enum {
	OPT_CONFIG = CLI_OPT_BASE,
	OPT_PREFIX_NOPS,
	OPT_CFI,
	OPT_NO_CFI,
	OPT_BTI,
	OPT_NO_BTI,
	OPT_ALIGN,
	OPT_ISLANDS,
	OPT_ENABLE,
	OPT_DISABLE,
	OPT_DEBUG_DIR,
	OPT_JOBS,
	OPT_WERROR,
	OPT_VERBOSE,
	OPT_QUIET,
	OPT_HELP,
	OPT_PRETTY,
};

static const struct {
	struct option opt;
	unsigned group;
} shared[] = {
	{ { "config", required_argument, NULL, OPT_CONFIG }, CLI_LAYOUT },
	{ { "prefix-nops", required_argument, NULL, OPT_PREFIX_NOPS }, CLI_LAYOUT },
	{ { "cfi", no_argument, NULL, OPT_CFI }, CLI_LAYOUT },
	{ { "no-cfi", no_argument, NULL, OPT_NO_CFI }, CLI_LAYOUT },
	{ { "bti", no_argument, NULL, OPT_BTI }, CLI_LAYOUT },
	{ { "no-bti", no_argument, NULL, OPT_NO_BTI }, CLI_LAYOUT },
	{ { "function-alignment", required_argument, NULL, OPT_ALIGN }, CLI_LAYOUT },
	{ { "islands", required_argument, NULL, OPT_ISLANDS }, CLI_LAYOUT },
	{ { "enable", required_argument, NULL, OPT_ENABLE }, CLI_CHECKS },
	{ { "disable", required_argument, NULL, OPT_DISABLE }, CLI_CHECKS },
	{ { "debug-dir", required_argument, NULL, OPT_DEBUG_DIR }, CLI_DEBUG },
	{ { "jobs", required_argument, NULL, OPT_JOBS }, CLI_JOBS },
	{ { "werror", no_argument, NULL, OPT_WERROR }, CLI_WERROR },
	{ { "verbose", no_argument, NULL, OPT_VERBOSE }, CLI_VERBOSE },
	{ { "quiet", no_argument, NULL, OPT_QUIET }, CLI_QUIET },
	{ { "help", no_argument, NULL, OPT_HELP }, 0 },
	{ { "pretty", no_argument, NULL, OPT_PRETTY }, 0 },
};

bool cli_parse_number(const char *s, long min, long max, long *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 0);
	if (!*s || *end || errno || v < min || v > max)
		return false;
	*out = v;
	return true;
}

int cli_once(const char *cmd, const char *name, const char **slot, const char *arg)
{
	char shown[2][300];

	if (*slot) {
		fprintf(stderr, "kprefix: %s: --%s given twice ('%s', then '%s'): it takes one\n", cmd, name,
			kp_visible(*slot, 256, shown[0], sizeof(shown[0])),
			kp_visible(arg, 256, shown[1], sizeof(shown[1])));
		return -1;
	}
	*slot = arg;
	return 0;
}

/* The checks --enable and --disable named, to find one named by both. */
struct check_choice {
	bool enabled;
	kp_check_set named[2]; /* [0] by --disable, [1] by --enable */
};

/* A yes/no pair given both ways is a contradiction. */
static int set_tristate(int *value, bool yes, const char *cmd, const char *name)
{
	if (*value >= 0 && *value != yes) {
		kp_error("kprefix: %s: --%s and --no-%s contradict each other", cmd, name, name);
		return -1;
	}
	*value = yes;
	return 0;
}

static int shared_option(int c, const char *arg, const char *cmd, struct cli_common *common,
			 struct check_choice *choice)
{
	struct kp_run_options *run = &common->run;
	char err[128];
	long v;

	switch (c) {
	case OPT_CONFIG:
		return cli_once(cmd, "config", &run->config_path, arg);
	case OPT_PREFIX_NOPS:
		if (!cli_parse_number(arg, 0, 16, &v)) {
			kp_error("kprefix: %s: --prefix-nops needs a number from 0 to 16, not '%s'", cmd, arg);
			return -1;
		}
		run->layout.prefix_nops = (int)v;
		return 0;
	case OPT_CFI:
	case OPT_NO_CFI:
		return set_tristate(&run->layout.cfi, c == OPT_CFI, cmd, "cfi");
	case OPT_BTI:
	case OPT_NO_BTI:
		return set_tristate(&run->layout.bti, c == OPT_BTI, cmd, "bti");
	case OPT_ALIGN:
		if (!cli_parse_number(arg, 4, 4096, &v) || (v & (v - 1))) {
			kp_error("kprefix: %s: --function-alignment needs a power of two from 4 to 4096, not '%s'",
				cmd, arg);
			return -1;
		}
		run->layout.func_align = (int)v;
		return 0;
	case OPT_ISLANDS:
		return cli_once(cmd, "islands", &run->islands, arg);
	case OPT_ENABLE:
		/* The first --enable starts from none; --disable always subtracts. */
		if (!choice->enabled)
			run->checks = 0;
		choice->enabled = true;
		__attribute__((fallthrough));
	case OPT_DISABLE:
		if (kp_check_set_parse(&run->checks, arg, c == OPT_ENABLE, err, sizeof(err))) {
			kp_error("kprefix: %s: --%s: %s", cmd, c == OPT_ENABLE ? "enable" : "disable", err);
			return -1;
		}
		/* Valid, as just parsed: the same list again gives the checks it names. */
		(void)kp_check_set_parse(&choice->named[c == OPT_ENABLE], arg, true, err, sizeof(err));
		return 0;
	case OPT_DEBUG_DIR:
		return cli_once(cmd, "debug-dir", &run->debug_dir, arg);
	case OPT_JOBS:
		if (!cli_parse_number(arg, 1, 1024, &v)) {
			kp_error("kprefix: %s: -j needs a number of threads from 1 to 1024, not '%s'", cmd, arg);
			return -1;
		}
		run->jobs = (unsigned)v;
		return 0;
	case OPT_WERROR:
		run->werror = true;
		return 0;
	case OPT_VERBOSE:
		common->verbose = true;
		return 0;
	case OPT_QUIET:
		common->quiet = true;
		return 0;
	case OPT_PRETTY:
		kp_json_set_pretty(true);
		return 0;
	}
	return -1;
}

int cli_parse(int argc, char **argv, const char *cmd, unsigned groups, const struct option *extra,
	      const char *shortopts, cli_own_option own, void *ctx, struct cli_common *common,
	      int *first)
{
	struct option longopts[64];
	char opts[64];
	size_t n = 0;
	struct check_choice choice = { 0 };
	int c;

	*common = (struct cli_common){ 0 };
	kp_run_options_init(&common->run);
	for (size_t i = 0; extra && extra[i].name; i++)
		longopts[n++] = extra[i];
	for (size_t i = 0; i < ARRAY_SIZE(shared); i++)
		if (!shared[i].group || (shared[i].group & groups))
			longopts[n++] = shared[i].opt;
	longopts[n] = (struct option){ 0 };
	/* A leading ':' tells a missing value (':') from an unknown option ('?'). */
	snprintf(opts, sizeof(opts), ":h%s%s%s%s", groups & CLI_JOBS ? "j:" : "",
		 groups & CLI_VERBOSE ? "v" : "", groups & CLI_QUIET ? "q" : "", shortopts ? shortopts : "");
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, opts, longopts, NULL)) != -1) {
		switch (c) {
		case 'h':
		case OPT_HELP:
			common->help = true;
			return 0;
		case 'j':
			c = OPT_JOBS;
			break;
		case 'v':
			c = OPT_VERBOSE;
			break;
		case 'q':
			c = OPT_QUIET;
			break;
		case ':':
			if (optopt && optopt < 256)
				kp_error("kprefix: %s: option '-%c' needs a value", cmd, optopt);
			else
				kp_error("kprefix: %s: option '%s' needs a value", cmd, argv[optind - 1]);
			kp_error("Run 'kprefix %s --help' for the options.", cmd);
			return -1;
		case '?':
			if (optopt && optopt < 256)
				kp_error("kprefix: %s: unknown option '-%c'", cmd, optopt);
			else
				kp_error("kprefix: %s: unknown option '%s'", cmd, argv[optind - 1]);
			kp_error("Run 'kprefix %s --help' for the options.", cmd);
			return -1;
		}
		if (c >= CLI_OPT_BASE) {
			if (shared_option(c, optarg, cmd, common, &choice))
				return -1;
		} else if (!own || own(c, optarg, ctx)) {
			return -1;
		}
	}
	/* A check both enabled and disabled: whichever came last would win, and the run say nothing. */
	if (choice.named[0] & choice.named[1]) {
		kp_check_set both = choice.named[0] & choice.named[1];

		fprintf(stderr, "kprefix: %s: --enable and --disable both name %s: a check is run or not\n", cmd,
			kp_check_name((enum kp_check_id)__builtin_ctzll(both)));
		return -1;
	}
	if (common->quiet && common->verbose) {
		kp_error("kprefix: %s: --quiet and --verbose contradict each other", cmd);
		return -1;
	}
	*first = optind;
	return 0;
}
