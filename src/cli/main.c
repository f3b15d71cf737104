// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix: prove that every function of an arm64 or riscv64 kernel has the layout that
 * ftrace CALL_OPS and kCFI rely on.
 */
#include <errno.h>
#include <malloc.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

static const struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
} commands[] = {
	{ "check", cmd_check, "verify the function layout of a vmlinux, its modules, objects" },
	{ "show", cmd_show, "explain one function: its words and their roles, its verdict" },
	{ "list-checks", cmd_list_checks, "list the check ids, their severity and summary" },
	{ "diff", cmd_diff, "compare two builds (images or JSON reports): sizes, layout, findings" },
};

void usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix COMMAND [OPTIONS] FILE\n"
		"       kprefix --help | --version\n"
		"\n"
		"Commands:\n");
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(out, "  %-12s %s\n", commands[i].name, commands[i].summary);
	fprintf(out, "\nRun 'kprefix check --help' for the options of check; see kprefix(1).\n");
}

/* A report that could not be written is no report: say so, and fail. */
static int finish(int status)
{
	bool failed = ferror(stdout);

	failed |= fclose(stdout) != 0;
	if (failed) {
		fprintf(stderr, "kprefix: cannot write the report to standard output: %s\n",
			strerror(errno ? errno : EIO));
		return KP_EXIT_USAGE;
	}
	return status;
}

int main(int argc, char **argv)
{
	/*
	 * A vmlinux's tables are megabytes that live briefly (the symbol sort's
	 * scratch) or long (the facts). Kept in the heap rather than mapped and
	 * unmapped each time, freed pages serve the next table without new page
	 * faults: a fifth of a clean run's time was the kernel zeroing pages.
	 */
	mallopt(M_MMAP_THRESHOLD, 1 << 30);
	mallopt(M_TRIM_THRESHOLD, 1 << 30);
	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		printf("kprefix %s\n", KPREFIX_VERSION);
		return 0;
	}
	/* As typed: getopt permutes argv, so the document keeps a copy. */
	char **typed = xcalloc((size_t)argc, sizeof(*typed));

	memcpy(typed, argv + 1, (size_t)(argc - 1) * sizeof(*typed));
	kp_set_invocation(argc - 1, typed);
	/* Unambiguous prefixes, as bpftool accepts them. */
	const struct command *match = NULL;
	size_t len = strlen(argv[1]), nmatch = 0;

	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
		if (!strcmp(argv[1], commands[i].name)) {
			match = &commands[i];
			nmatch = 1;
			break;
		}
		if (len && !strncmp(argv[1], commands[i].name, len)) {
			match = &commands[i];
			nmatch++;
		}
	}
	if (nmatch != 1) {
		fprintf(stderr, "kprefix: '%s' is not a command%s; see 'kprefix --help'\n", argv[1],
			nmatch > 1 ? " (ambiguous)" : "");
		return 2;
	}
	return finish(match->run(argc - 1, argv + 1));
}
