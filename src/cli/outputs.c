// SPDX-License-Identifier: GPL-2.0-only
/*
 * Several formats from one run: text on the terminal and JSON and SARIF to
 * files, say. Each format has at most one destination, and one destination
 * at most one format; everything is opened before any work, so that a typo
 * in a path costs nothing, and every write is checked at the end.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "outputs.h"
#include "kprefix/util.h"

int output_spec_add(struct output_spec *specs, size_t *n, const char *arg)
{
	const char *colon = strchr(arg, ':');
	char name[16];

	if (!colon || colon == arg || (size_t)(colon - arg) >= sizeof(name) || !colon[1]) {
		fprintf(stderr, "kprefix: --output needs FORMAT:PATH (text, json, sarif or github; - for standard output), not '%s'\n", arg);
		return -1;
	}
	memcpy(name, arg, (size_t)(colon - arg));
	name[colon - arg] = '\0';
	if (*n == KP_MAX_OUTPUTS) {
		fprintf(stderr, "kprefix: at most %d --output options\n", KP_MAX_OUTPUTS);
		return -1;
	}
	if (kp_format_parse(name, &specs[*n].format)) {
		fprintf(stderr, "kprefix: --output: the format is text, json, sarif or github, not '%s'\n", name);
		return -1;
	}
	specs[(*n)++].path = colon + 1;
	return 0;
}

static bool is_stdout(const char *path)
{
	return !strcmp(path, "-");
}

int outputs_open(struct outputs *o, const struct output_spec *specs, size_t n)
{
	bool stdout_taken = false;

	*o = (struct outputs){ 0 };
	for (size_t i = 0; i < n; i++) {
		enum kp_format f = specs[i].format;

		if (o->path[f]) {
			fprintf(stderr, "kprefix: --output: %s is written once, to '%s' already\n", kp_format_name(f),
				o->path[f]);
			return -1;
		}
		for (size_t k = 0; k < i; k++) {
			if (!strcmp(specs[k].path, specs[i].path)) {
				fprintf(stderr, "kprefix: --output: '%s' cannot hold both %s and %s\n",
					specs[i].path, kp_format_name(specs[k].format), kp_format_name(f));
				return -1;
			}
		}
		o->path[f] = specs[i].path;
		stdout_taken |= is_stdout(specs[i].path);
	}
	/* Text on the terminal unless --format or --output put something else there. */
	if (!stdout_taken && !o->path[KP_FORMAT_TEXT])
		o->path[KP_FORMAT_TEXT] = "-";
	for (int f = 0; f < KP_NR_FORMATS; f++) {
		if (!o->path[f])
			continue;
		o->fp[f] = is_stdout(o->path[f]) ? stdout : fopen(o->path[f], "w");
		if (!o->fp[f]) {
			fprintf(stderr, "kprefix: %s: cannot write the %s report: %s\n", o->path[f], kp_format_name(f),
				strerror(errno));
			for (int k = 0; k < f; k++)
				if (o->fp[k] && o->fp[k] != stdout)
					fclose(o->fp[k]);
			return -1;
		}
	}
	return 0;
}

int outputs_close(struct outputs *o, int status)
{
	for (int f = 0; f < KP_NR_FORMATS; f++) {
		if (!o->fp[f] || o->fp[f] == stdout)
			continue;
		bool failed = ferror(o->fp[f]);

		failed |= fclose(o->fp[f]) != 0;
		if (failed) {
			fprintf(stderr, "kprefix: %s: cannot write the %s report: %s\n", o->path[f], kp_format_name(f),
				strerror(errno ? errno : EIO));
			status |= KP_EXIT_USAGE;
		}
	}
	return status;
}
