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

static const char *const names[KP_NR_FORMATS] = {
	[KP_FORMAT_TEXT] = "text",
	[KP_FORMAT_JSON] = "json",
	[KP_FORMAT_SARIF] = "sarif",
	[KP_FORMAT_GITHUB] = "github",
	[KP_FORMAT_GITLAB] = "gitlab",
	[KP_FORMAT_MARKDOWN] = "markdown",
};

/* The formats folded by cause over the run. */
static bool folded_format(int f)
{
	return f == KP_FORMAT_SARIF || f == KP_FORMAT_GITHUB || f == KP_FORMAT_GITLAB ||
	       f == KP_FORMAT_MARKDOWN;
}

int format_parse(const char *name, enum kp_format *format)
{
	for (int f = 0; f < KP_NR_FORMATS; f++) {
		if (!strcmp(name, names[f])) {
			*format = f;
			return 0;
		}
	}
	return -1;
}

const char *format_name(enum kp_format format)
{
	return names[format];
}

int output_spec_add(struct output_spec *specs, size_t *n, const char *arg)
{
	const char *colon = strchr(arg, ':');
	char name[16];

	if (!colon || colon == arg || (size_t)(colon - arg) >= sizeof(name) || !colon[1]) {
		fprintf(stderr, "kprefix: --output needs FORMAT:PATH (" KP_FORMAT_NAMES "; - for standard output), not '%s'\n", arg);
		return -1;
	}
	memcpy(name, arg, (size_t)(colon - arg));
	name[colon - arg] = '\0';
	if (*n == KP_MAX_OUTPUTS) {
		fprintf(stderr, "kprefix: at most %d --output options\n", KP_MAX_OUTPUTS);
		return -1;
	}
	if (format_parse(name, &specs[*n].format)) {
		fprintf(stderr, "kprefix: --output: the format is " KP_FORMAT_NAMES ", not '%s'\n", name);
		return -1;
	}
	specs[(*n)++].path = colon + 1;
	return 0;
}

static bool is_stdout(const char *path)
{
	return !strcmp(path, "-");
}

int outputs_open(struct outputs *o, const struct output_spec *specs, size_t n, bool verbose,
		 const char *source_root)
{
	bool stdout_taken = false;

	*o = (struct outputs){ .verbose = verbose };
	for (size_t i = 0; i < n; i++) {
		enum kp_format f = specs[i].format;

		if (o->path[f]) {
			fprintf(stderr, "kprefix: --output: %s is written once, to '%s' already\n", names[f],
				o->path[f]);
			return -1;
		}
		for (size_t k = 0; k < i; k++) {
			if (!strcmp(specs[k].path, specs[i].path)) {
				fprintf(stderr, "kprefix: --output: '%s' cannot hold both %s and %s\n",
					specs[i].path, names[specs[k].format], names[f]);
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
			fprintf(stderr, "kprefix: %s: cannot write the %s report: %s\n", o->path[f], names[f],
				strerror(errno));
			for (int k = 0; k < f; k++)
				if (o->fp[k] && o->fp[k] != stdout)
					fclose(o->fp[k]);
			return -1;
		}
	}
	for (int f = 0; f < KP_NR_FORMATS; f++)
		if (o->fp[f] && folded_format(f) && !o->causes)
			o->causes = kp_causes_new(source_root, verbose);
	return 0;
}

void outputs_note(struct outputs *o, enum kp_severity level, const char *message, const char *file,
		  unsigned line)
{
	struct kp_notification note = { level, message, file, line };

	if (!o->causes)
		return;
	grow_array((void **)&o->notes, &o->cap, o->nnotes + 1, sizeof(*o->notes));
	note.message = xstrdup(message);
	note.file = file ? xstrdup(file) : NULL;
	o->notes[o->nnotes++] = note;
}

void outputs_file(struct outputs *o, const struct file_result *res)
{
	if (res->error) {
		outputs_note(o, KP_ERROR, res->error, res->path, 0);
		if (o->causes)
			kp_causes_add_unreadable(o->causes);
		return;
	}
	struct kp_finding_place place = {
		.artifact = res->path,
		.module = kp_image_name(res->image),
		.baseline_state = o->baseline_state,
	};

	/* As the text: details and notes with --verbose only. */
	if (o->causes)
		kp_causes_add(o->causes, res->image, &res->findings, &place);
}

int outputs_close(struct outputs *o, int status)
{
	if (o->fp[KP_FORMAT_SARIF])
		kp_sarif_write(o->fp[KP_FORMAT_SARIF], o->causes, status, o->notes, o->nnotes);
	if (o->fp[KP_FORMAT_GITHUB])
		kp_github_write(o->fp[KP_FORMAT_GITHUB], o->causes, o->notes, o->nnotes);
	if (o->fp[KP_FORMAT_GITLAB])
		kp_gitlab_write(o->fp[KP_FORMAT_GITLAB], o->causes);
	if (o->fp[KP_FORMAT_MARKDOWN])
		kp_markdown_write(o->fp[KP_FORMAT_MARKDOWN], o->causes, status, o->notes, o->nnotes);
	kp_causes_free(o->causes);
	for (size_t i = 0; i < o->nnotes; i++) {
		free((char *)o->notes[i].message);
		free((char *)o->notes[i].file);
	}
	free(o->notes);
	for (int f = 0; f < KP_NR_FORMATS; f++) {
		if (!o->fp[f] || o->fp[f] == stdout)
			continue;
		bool failed = ferror(o->fp[f]);

		failed |= fclose(o->fp[f]) != 0;
		if (failed) {
			fprintf(stderr, "kprefix: %s: cannot write the %s report: %s\n", o->path[f], names[f],
				strerror(errno ? errno : EIO));
			status |= KP_EXIT_USAGE;
		}
	}
	return status;
}
