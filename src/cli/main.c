// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix: prove that every function of an arm64 or riscv64 kernel has the layout that
 * ftrace CALL_OPS and kCFI rely on.
 */
#include <errno.h>
#include <malloc.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cli.h"
#include "outputs.h"
#include "kprefix/checks.h"
#include "kprefix/emu.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

static int cmd_help(int argc, char **argv);

static const struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
} commands[] = {
	{ "check", cmd_check, "verify the function layout of a vmlinux, its modules, objects" },
	{ "show", cmd_show, "explain one function: its words and their roles, its verdict" },
	{ "list-checks", cmd_list_checks, "list the check ids, their severity and summary" },
	{ "attach", cmd_attach, "per function: can fentry attach, through its own ops or the list" },
	{ "explain", cmd_explain, "what a check finds, why it breaks the kernel, how to fix it" },
	{ "diff", cmd_diff, "compare two builds (images or JSON reports): sizes, layout, findings" },
	{ "help", cmd_help, "print a command's options (kprefix help COMMAND)" },
};

void usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix [--color=WHEN] COMMAND [OPTIONS] FILE\n"
		"       kprefix help [COMMAND] | --help | --version\n"
		"\n"
		"Commands:\n");
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(out, "  %-12s %s\n", commands[i].name, commands[i].summary);
	fprintf(out,
		"\n"
		"Options of every command:\n"
		"  --color[=WHEN]           colour the text output of check, show and diff: auto\n"
		"                           (default: on a terminal, unless NO_COLOR is set),\n"
		"                           always (--color alone) or never\n"
		"\n"
		"Run 'kprefix help COMMAND' for the options of COMMAND; see kprefix(1).\n");
}

/* Unambiguous prefixes, as bpftool accepts them; NULL (and *ambiguous) when none is one. */
static const struct command *find_command(const char *name, bool *ambiguous)
{
	const struct command *match = NULL;
	size_t len = strlen(name), nmatch = 0;

	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
		if (!strcmp(name, commands[i].name))
			return &commands[i];
		if (len && !strncmp(name, commands[i].name, len)) {
			match = &commands[i];
			nmatch++;
		}
	}
	*ambiguous = nmatch > 1;
	return nmatch == 1 ? match : NULL;
}

static int not_a_command(const char *name, bool ambiguous)
{
	/* A check id where a command was expected: its explanation is one command away. */
	if (kp_check_by_name(name))
		kp_error("kprefix: '%s' is a check, not a command; see 'kprefix explain %s'", name, name);
	else
		kp_error("kprefix: '%s' is not a command%s; see 'kprefix --help'", name,
			 ambiguous ? " (ambiguous)" : "");
	return KP_EXIT_USAGE;
}

/* kprefix help [COMMAND]: the overview, or COMMAND --help. */
static int cmd_help(int argc, char **argv)
{
	const struct command *cmd;
	bool ambiguous;

	if (argc > 2) {
		kp_error("kprefix: help: one command at most; see 'kprefix --help'");
		return KP_EXIT_USAGE;
	}
	if (argc < 2) {
		usage(stdout);
		return KP_EXIT_CLEAN;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		printf("Usage: kprefix help [COMMAND]\n\n"
		       "Print the options of COMMAND (its --help), or the commands.\n");
		return KP_EXIT_CLEAN;
	}
	cmd = find_command(argv[1], &ambiguous);
	if (!cmd)
		return not_a_command(argv[1], ambiguous);

	char help_option[] = "--help";
	char *args[] = { (char *)cmd->name, help_option, NULL };

	return cmd->run(2, args);
}

/*
 * --color[=WHEN] anywhere before "--", taken out of argv (returns the new
 * argc). GCC's -fdiagnostics-color: alone it is always. -1: a bad WHEN.
 */
static int take_color(int argc, char **argv)
{
	int out = 1;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--")) {
			while (i < argc)
				argv[out++] = argv[i++];
			break;
		}
		if (strcmp(a, "--color") && strncmp(a, "--color=", 8)) {
			argv[out++] = argv[i];
			continue;
		}
		const char *when = a[7] ? a + 8 : "always";

		if (!strcmp(when, "auto")) {
			kp_set_color(KP_COLOR_AUTO);
		} else if (!strcmp(when, "always")) {
			kp_set_color(KP_COLOR_ALWAYS);
		} else if (!strcmp(when, "never")) {
			kp_set_color(KP_COLOR_NEVER);
		} else {
			kp_error("kprefix: --color: '%s' is not auto, always or never", when);
			return -1;
		}
	}
	argv[out] = NULL;
	return out;
}

/* A report that could not be written is no report: say so (once), and fail (status bit 2). */
static int finish(int status)
{
	bool failed = ferror(stdout);

	errno = 0;
	failed |= fclose(stdout) != 0;
	if (failed && !outputs_stdout_said())
		kp_error("kprefix: cannot write the report to standard output: %s",
			strerror(errno ? errno : EIO));
	return failed ? status | KP_EXIT_USAGE : status;
}

/*
 * The heap's first 64 MB in 2 MB pages where the kernel gives them on
 * request (transparent_hugepage "madvise", Debian's default): a vmlinux's
 * per-function tables took 3,500 page faults in 4 KB pages, a quarter of
 * the check's CPU time (as glibc.malloc.hugetlb=1 does, for the main heap
 * only; a module tree's threads have their own). Where the kernel says no,
 * nothing changes.
 */
static void heap_in_huge_pages(void)
{
	const uintptr_t huge = 2u << 20;
	void *first;
	char *top;

	mallopt(M_TOP_PAD, 64 << 20);
	first = malloc(1); /* the heap is made now, 64 MB of it at once */
	top = sbrk(0);
	if (first && top != (char *)-1) {
		uintptr_t from = ((uintptr_t)first + huge - 1) & ~(huge - 1);

		if ((uintptr_t)top > from)
			madvise((void *)from, (uintptr_t)top - from, MADV_HUGEPAGE);
	}
	free(first);
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
	heap_in_huge_pages();
	argc = take_color(argc, argv);
	if (argc < 0)
		return KP_EXIT_USAGE;
	if (argc < 2) {
		usage(stderr);
		return KP_EXIT_USAGE;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		usage(stdout);
		return KP_EXIT_CLEAN;
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		printf("kprefix %s\n", KPREFIX_VERSION);
		/* The emulator changes verdicts: the image's own ftrace code, or the formulas. */
		unsigned major, minor;
		char why[200];

		if (kp_emu_version(&major, &minor, why, sizeof(why)))
			printf("emulator: unicorn %u.%u, built in: the image's own ftrace code is run\n", major,
			       minor);
		else
			printf("emulator: none (%s): the documented formulas stand in for the image's "
			       "ftrace code\n", why);
		return KP_EXIT_CLEAN;
	}
	/* As typed: getopt permutes argv, so the document keeps a copy. */
	char **typed = xcalloc((size_t)argc, sizeof(*typed));

	memcpy(typed, argv + 1, (size_t)(argc - 1) * sizeof(*typed));
	kp_set_invocation(argc - 1, typed);
	bool ambiguous;
	const struct command *match = find_command(argv[1], &ambiguous);

	if (!match)
		return not_a_command(argv[1], ambiguous);
	return finish(match->run(argc - 1, argv + 1));
}
