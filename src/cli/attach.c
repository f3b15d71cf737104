// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix attach IMAGE [FUNCTION...]: the attach path of every function (or
 * those named), as BPF tools ask "will fentry attach here, and at what cost"
 * without trying it. A function can be traced when it owns an ftrace record
 * whose entry NOPs are there; with CALL_OPS it has its own ops slot when the
 * slot the trampoline reads (and ftrace_init_nop() writes) lies in its
 * prefix NOPs. Then a trampoline is reached through its own ops pointer
 * (call-ops: one indirect call); a traced function without one goes through
 * ftrace_caller's list of every ops (ops-list: a cost that grows with what
 * is attached anywhere); a kernel without CALL_OPS patches a direct call
 * (direct); an untraced function takes no fentry at all (none).
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "options.h"
#include "kprefix/analysis.h"
#include "kprefix/pipeline.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

static void attach_usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix attach [OPTIONS] IMAGE [FUNCTION...]\n"
		"\n"
		"The attach path of every function of IMAGE (or those named): whether ftrace can\n"
		"trace it (it owns a record with its entry NOPs), whether it has its own ops slot\n"
		"in its prefix NOPs (CALL_OPS), and so how fentry attaches and at what cost:\n"
		"call-ops (its own ops pointer), direct (a patched call, no CALL_OPS), ops-list\n"
		"(through ftrace_caller's list of every ops) or none (it cannot be traced).\n"
		"\n"
		"Options:\n"
		"  --format=text|json       output format (default text)\n"
		"  --pretty                 indent JSON\n"
		"  --config=FILE            read layout options from a kernel .config\n"
		"  --prefix-nops=M, --cfi, --no-cfi, --bti, --no-bti, --function-alignment=N,\n"
		"  --islands=P1,...         the layout, as for 'kprefix check'\n"
		"  -h, --help               this text\n"
		"\n"
		"Exit status: 0, 1 when a FUNCTION names none, 2 usage error or unreadable input.\n");
}

struct account {
	bool traceable, ops_slot;
	const char *path;
};

static struct account account_of(const struct kp_analysis *an, const struct kp_func_facts *ff)
{
	struct account a = { 0 };
	const char *how = an->ftrace.attach ? an->ftrace.attach : "none";

	a.traceable = ff->traced && ff->entry_nops == 2;
	a.ops_slot = a.traceable && an->call_ops && ff->ops_inside;
	if (!a.traceable)
		a.path = "none";
	else if (a.ops_slot)
		a.path = "call-ops";
	else if (!strcmp(how, "direct"))
		a.path = "direct";
	else
		a.path = "ops-list";
	return a;
}

static int attach_option(int c, const char *arg, void *ctx)
{
	bool *json = ctx;

	(void)c;
	if (strcmp(arg, "json") && strcmp(arg, "text")) {
		kp_error("kprefix: attach: --format is text or json, not '%s'", arg);
		return -1;
	}
	*json = !strcmp(arg, "json");
	return 0;
}

static bool wanted(const struct kp_func *fn, char **names, int n)
{
	if (!n)
		return true;
	for (int i = 0; i < n; i++)
		if (!strcmp(fn->name, names[i]))
			return true;
	return false;
}

int cmd_attach(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ 0 },
	};
	struct cli_common common;
	bool json = false;
	int first, status = KP_EXIT_CLEAN;
	struct kp_run run;
	char err[512];
	size_t counts[4] = { 0 };
	const char *paths[4] = { "call-ops", "direct", "ops-list", "none" };

	if (cli_parse(argc, argv, "attach", CLI_LAYOUT, longopts, NULL, attach_option, &json, &common, &first))
		return KP_EXIT_USAGE;
	if (common.help) {
		attach_usage(stdout);
		return KP_EXIT_CLEAN;
	}
	if (argc - first < 1) {
		kp_error("kprefix: 'attach' needs an image");
		return KP_EXIT_USAGE;
	}
	if (kp_run_init(&run, &common.run, err, sizeof(err))) {
		kp_error("kprefix: %s", err);
		return KP_EXIT_USAGE;
	}

	struct kp_checked res = { .path = xstrdup(argv[first]) };

	kp_check_file(&res, &run, KP_CHECK_ALONE);
	if (res.error) {
		kp_error("kprefix: %s: %s", res.path, res.error);
		kp_checked_free(&res);
		return KP_EXIT_USAGE;
	}

	const struct kp_analysis *an = res.an;
	const struct kp_image *image = res.image;
	char **names = argv + first + 1;
	int nnames = argc - first - 1;
	struct kp_json j;

	json_init(&j, stdout);
	if (json) {
		json_begin_object(&j, NULL);
		kp_json_header(&j, "kprefix-attach", 1);
		json_string(&j, "file", res.path);
		json_string(&j, "attach", an->ftrace.attach);
		json_string(&j, "attach_how", an->ftrace.attach_how);
		json_begin_array(&j, "functions");
	} else {
		printf("attach of %s: %s\n", res.path, an->ftrace.attach_how);
		printf("%-40s %-10s %-8s %s\n", "function", "traceable", "ops slot", "path");
	}
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func *fn = &image->funcs[i];
		struct account a;

		if (!wanted(fn, names, nnames))
			continue;
		a = account_of(an, &an->facts[i]);
		for (size_t k = 0; k < ARRAY_SIZE(paths); k++)
			counts[k] += !strcmp(a.path, paths[k]);
		if (json) {
			json_begin_object(&j, NULL);
			json_string(&j, "name", fn->name);
			json_hex(&j, "address", fn->addr);
			json_bool(&j, "traceable", a.traceable);
			json_bool(&j, "ops_slot", a.ops_slot);
			json_string(&j, "path", a.path);
			json_end_object(&j);
		} else {
			fput_visible(fn->name, stdout);
			printf("%*s %-10s %-8s %s\n", (int)(strlen(fn->name) < 40 ? 40 - strlen(fn->name) : 0), "",
			       a.traceable ? "yes" : "no", a.ops_slot ? "yes" : "no", a.path);
		}
	}
	for (int k = 0; k < nnames; k++) {
		bool found = false;

		for (size_t i = 0; i < image->nfuncs && !found; i++)
			found = !strcmp(image->funcs[i].name, names[k]);
		if (!found) {
			kp_error("kprefix: %s: no function '%s'", res.path, names[k]);
			status = KP_EXIT_FINDINGS;
		}
	}
	if (json) {
		json_end_array(&j);
		json_begin_object(&j, "totals");
		for (size_t k = 0; k < ARRAY_SIZE(paths); k++)
			json_uint(&j, paths[k], counts[k]);
		json_end_object(&j);
		json_end_object(&j);
	} else {
		printf("%zu call-ops, %zu direct, %zu ops-list, %zu none\n", counts[0], counts[1], counts[2],
		       counts[3]);
	}
	kp_checked_free(&res);
	return status;
}
