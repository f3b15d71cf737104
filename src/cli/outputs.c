// SPDX-License-Identifier: GPL-2.0-only
/*
 * Several formats from one run: text on the terminal and JSON and SARIF to
 * files, say. Each format has at most one destination, and one destination
 * at most one format; everything is opened before any work, so that a typo
 * in a path costs nothing, and every write is checked at the end.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "outputs.h"
#include "kprefix/pipeline.h"
#include "kprefix/util.h"

int output_spec_add(struct output_spec *specs, size_t *n, const char *arg)
{
	const char *colon = strchr(arg, ':');
	char name[16];

	if (!colon || colon == arg || (size_t)(colon - arg) >= sizeof(name) || !colon[1]) {
		kp_error("kprefix: --output needs FORMAT:PATH (" KP_FORMAT_NAMES "; - for standard output), not '%s'", arg);
		return -1;
	}
	memcpy(name, arg, (size_t)(colon - arg));
	name[colon - arg] = '\0';
	if (*n == KP_MAX_OUTPUTS) {
		kp_error("kprefix: at most %d --output options", KP_MAX_OUTPUTS);
		return -1;
	}
	if (kp_format_parse(name, &specs[*n].format)) {
		kp_error("kprefix: --output: the format is " KP_FORMAT_NAMES ", not '%s'", name);
		return -1;
	}
	specs[(*n)++].path = colon + 1;
	return 0;
}

static bool is_stdout(const char *path)
{
	return !strcmp(path, "-");
}

/*
 * Which file a path names, compared by identity, never by spelling: "a",
 * "./a", a symbolic link to it and /dev/stdout (when standard output is a)
 * are one. An existing file is its device and inode; one still to be created
 * is its directory's real path and its name, after following dangling links.
 */
struct file_id {
	bool exists;
	dev_t dev;
	ino_t ino;
	bool is_null; /* /dev/null takes any number of documents */
	char *where;  /* when it does not exist yet: the path it will have */
};

static char *where_created(const char *path)
{
	char *p = xstrdup(path);

	for (int hops = 0; hops < 40; hops++) {
		char link[PATH_MAX], dir[PATH_MAX], *slash = strrchr(p, '/');
		const char *base = slash ? slash + 1 : p;
		ssize_t n = readlink(p, link, sizeof(link) - 1);
		char *out;

		if (n > 0) {
			/* A dangling link: fopen creates its target, relative to the link's directory. */
			link[n] = '\0';
			if (link[0] == '/' || !slash) {
				free(p);
				p = xstrdup(link);
			} else {
				size_t dl = (size_t)(slash - p) + 1;

				out = xmalloc(dl + (size_t)n + 1);
				memcpy(out, p, dl);
				memcpy(out + dl, link, (size_t)n + 1);
				free(p);
				p = out;
			}
			continue;
		}
		if (slash == p)
			snprintf(dir, sizeof(dir), "/");
		else if (slash)
			snprintf(dir, sizeof(dir), "%.*s", (int)(slash - p), p);
		else
			snprintf(dir, sizeof(dir), ".");
		char real[PATH_MAX];

		if (!realpath(dir, real)) {
			free(p);
			return NULL;
		}
		out = xmalloc(strlen(real) + strlen(base) + 2);
		sprintf(out, "%s/%s", strcmp(real, "/") ? real : "", base);
		free(p);
		return out;
	}
	free(p);
	return NULL;
}

static void identify(const char *path, struct file_id *id)
{
	static struct stat null_st;
	static bool null_known;
	struct stat st;

	*id = (struct file_id){ 0 };
	if (!null_known)
		null_known = !stat("/dev/null", &null_st);
	if (is_stdout(path) ? fstat(STDOUT_FILENO, &st) : stat(path, &st)) {
		if (!is_stdout(path))
			id->where = where_created(path);
		return;
	}
	id->exists = true;
	id->dev = st.st_dev;
	id->ino = st.st_ino;
	id->is_null = null_known && S_ISCHR(st.st_mode) && st.st_rdev == null_st.st_rdev;
}

static bool same_file(const struct file_id *a, const struct file_id *b)
{
	if (a->exists && b->exists)
		return a->dev == b->dev && a->ino == b->ino && !a->is_null;
	return !a->exists && !b->exists && a->where && b->where && !strcmp(a->where, b->where);
}

static const char *shown(const char *path)
{
	return is_stdout(path) ? "standard output" : path;
}

/*
 * An output over an input would destroy it before it is read (fopen "w"
 * truncates): refused, as is an output that is a module of the tree.
 */
static int refuse_inputs(const char *path, const struct file_id *id, const struct output_inputs *in,
			 enum kp_format f)
{
	for (size_t i = 0; in && i < in->n; i++) {
		struct file_id iid;

		if (!in->paths[i] || is_stdout(in->paths[i]))
			continue;
		identify(in->paths[i], &iid);
		free(iid.where);
		if (id->exists && iid.exists && same_file(id, &iid)) {
			kp_error("kprefix: --output: '%s' is the input '%s': the %s report would overwrite it",
				shown(path), in->paths[i], kp_format_name(f));
			return -1;
		}
	}
	if (in && in->tree && !is_stdout(path) && kp_is_module_name(path)) {
		char tree[PATH_MAX];
		char *where = id->exists ? realpath(path, NULL) : (id->where ? xstrdup(id->where) : NULL);
		size_t tl;

		if (where && realpath(in->tree, tree) && (tl = strlen(tree)) &&
		    !strncmp(where, tree, tl) && (where[tl] == '/' || tl == 1)) {
			kp_error("kprefix: --output: '%s' has a module's name in the tree '%s': the %s report would be read as one, or overwrite it",
				path, in->tree, kp_format_name(f));
			free(where);
			return -1;
		}
		free(where);
	}
	return 0;
}

int outputs_open(struct outputs *o, const struct output_spec *specs, size_t n,
		 const struct output_inputs *in)
{
	bool stdout_taken = false;
	struct file_id ids[KP_MAX_OUTPUTS], out_id;
	size_t nids = 0;
	int ret = -1;

	*o = (struct outputs){ 0 };
	identify("-", &out_id);
	for (size_t i = 0; i < n; i++) {
		enum kp_format f = specs[i].format;

		identify(specs[i].path, &ids[nids++]);
		if (o->path[f]) {
			kp_error("kprefix: --output: %s is written once, to '%s' already", kp_format_name(f),
				o->path[f]);
			goto out;
		}
		for (size_t k = 0; k < i; k++) {
			if (!strcmp(specs[k].path, specs[i].path)) {
				kp_error("kprefix: --output: '%s' cannot hold both %s and %s",
					specs[i].path, kp_format_name(specs[k].format), kp_format_name(f));
				goto out;
			}
			if (same_file(&ids[k], &ids[i])) {
				kp_error("kprefix: --output: '%s' and '%s' are one file: it cannot hold both %s and %s",
					shown(specs[k].path), shown(specs[i].path), kp_format_name(specs[k].format), kp_format_name(f));
				goto out;
			}
		}
		if (refuse_inputs(specs[i].path, &ids[i], in, f))
			goto out;
		o->path[f] = specs[i].path;
		/* /dev/stdout, or the file standard output already goes to, is standard output. */
		stdout_taken |= is_stdout(specs[i].path) || (out_id.exists && same_file(&ids[i], &out_id));
	}
	/* Standard output, as the text goes there, over an input (kprefix check IMG >>IMG). */
	if (!stdout_taken && !o->path[KP_FORMAT_TEXT] && refuse_inputs("-", &out_id, in, KP_FORMAT_TEXT))
		goto out;
	ret = 0;
out:
	for (size_t i = 0; i < nids; i++)
		free(ids[i].where);
	if (ret)
		return ret;
	/* Text on the terminal unless --format or --output put something else there. */
	if (!stdout_taken && !o->path[KP_FORMAT_TEXT])
		o->path[KP_FORMAT_TEXT] = "-";
	for (int f = 0; f < KP_NR_FORMATS; f++) {
		if (!o->path[f])
			continue;
		o->fp[f] = is_stdout(o->path[f]) ? stdout : fopen(o->path[f], "w");
		if (!o->fp[f]) {
			kp_error("kprefix: %s: cannot write the %s report: %s", o->path[f], kp_format_name(f),
				strerror(errno));
			for (int k = 0; k < f; k++)
				if (o->fp[k] && o->fp[k] != stdout)
					fclose(o->fp[k]);
			return -1;
		}
	}
	return 0;
}

/* Standard output failed and was said so: main's last check says nothing more. */
static bool stdout_said;

bool outputs_stdout_said(void)
{
	return stdout_said;
}

/* One output's failure, on stderr once. */
static void say_failed(struct outputs *o, int f, int err)
{
	o->failed[f] = true;
	if (o->fp[f] == stdout) {
		stdout_said = true;
		kp_error("kprefix: cannot write the report to standard output: %s", strerror(err));
	} else {
		kp_error("kprefix: %s: cannot write the %s report: %s", o->path[f], kp_format_name(f),
			 strerror(err));
	}
}

void outputs_flush(struct outputs *o, struct kp_document *doc)
{
	for (int f = 0; f < KP_NR_FORMATS; f++) {
		if (!o->fp[f] || o->failed[f])
			continue;
		errno = 0;
		if (!fflush(o->fp[f]) && !ferror(o->fp[f]))
			continue;
		int err = errno ? errno : EIO;

		say_failed(o, f, err);
		kp_document_output_failed(doc, f, o->path[f], strerror(err));
	}
}

int outputs_close(struct outputs *o, int status)
{
	for (int f = 0; f < KP_NR_FORMATS; f++) {
		if (!o->fp[f] || o->fp[f] == stdout)
			continue;
		bool failed = ferror(o->fp[f]);

		errno = 0;
		failed |= fclose(o->fp[f]) != 0;
		if (failed && !o->failed[f])
			say_failed(o, f, errno ? errno : EIO);
		if (failed)
			status |= KP_EXIT_USAGE;
	}
	return status;
}
