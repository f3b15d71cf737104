// SPDX-License-Identifier: GPL-2.0-only
/*
 * A module tree: every module file under a directory, by path, and checked
 * in parallel: a fixed number of threads, each holding one image at a time,
 * and results handed out in path order whatever the scheduling.
 */
#include <dirent.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>

#include "kprefix/hashmap.h"
#include "kprefix/pipeline.h"
#include "kprefix/util.h"

/*
 * The walk: directories by (dev, ino), each entered once whatever the path
 * that reaches it (a link to an ancestor, two links to one directory), and
 * the entries found so far.
 */
struct walk {
	/* The tree's real path ("" for /): links to directories are followed only inside it. */
	const char *real;
	size_t real_len;
	struct kp_checked *entries;
	size_t count, cap;
	struct dir_id {
		dev_t dev;
		ino_t ino;
	} *seen;
	size_t nseen, seen_cap;
	struct kp_hashmap seen_index; /* keys: indexes into seen */
};

static void walk_add(struct walk *w, const char *path, const char *error)
{
	grow_array((void **)&w->entries, &w->cap, w->count + 1, sizeof(*w->entries));
	w->entries[w->count++] = (struct kp_checked){
		.path = xstrdup(path),
		.error = error ? xstrdup(error) : NULL,
		.status = error ? KP_EXIT_USAGE : KP_EXIT_CLEAN,
	};
}

static size_t dir_hash(long key, void *ctx)
{
	const struct dir_id *d = &((const struct walk *)ctx)->seen[key];

	return (size_t)d->ino * 0x9e3779b97f4a7c15ull ^ (size_t)d->dev;
}

static bool dir_equal(long a, long b, void *ctx)
{
	const struct dir_id *seen = ((const struct walk *)ctx)->seen;

	return seen[a].dev == seen[b].dev && seen[a].ino == seen[b].ino;
}

/* Whether the directory st was entered already; marked entered if not. */
static bool walk_seen(struct walk *w, const struct stat *st)
{
	/* Placed after the others: kept there only when it is new. */
	grow_array((void **)&w->seen, &w->seen_cap, w->nseen + 1, sizeof(*w->seen));
	w->seen[w->nseen] = (struct dir_id){ st->st_dev, st->st_ino };
	if (!kp_hashmap_add(&w->seen_index, (long)w->nseen, 0, NULL))
		return true;
	w->nseen++;
	return false;
}

/* procfs and sysfs: no modules, and links (/proc/self/root) to the whole filesystem. */
#define PROC_MAGIC 0x9fa0
#define SYSFS_MAGIC_ 0x62656572

static bool pseudo_fs(const char *path)
{
	struct statfs sf;

	return !statfs(*path ? path : "/", &sf) && (sf.f_type == PROC_MAGIC || sf.f_type == SYSFS_MAGIC_);
}

/* Whether the link at path resolves inside the tree; target gets where it leads. */
static bool stays_inside(const struct walk *w, const char *path, char *target, size_t len)
{
	char *real = realpath(path, NULL);
	bool inside;

	snprintf(target, len, "%s", real ? real : "?");
	if (!real)
		return false;
	inside = !strncmp(real, w->real, w->real_len) &&
		 (real[w->real_len] == '/' || (real[w->real_len] == '\0' && w->real_len));
	free(real);
	return inside;
}

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * The names in dir, read whole and the directory closed: the walk holds one
 * descriptor at a time however deep the tree. NULL with errno when it
 * cannot be read.
 */
static char **read_names(const char *dir, size_t *count)
{
	DIR *d = opendir(dir);
	char **names = NULL;
	size_t n = 0, cap = 0;
	struct dirent *de;

	if (!d)
		return NULL;
	errno = 0;
	while ((de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		grow_array((void **)&names, &cap, n + 1, sizeof(*names));
		names[n++] = xstrdup(de->d_name);
		errno = 0;
	}
	if (errno) {
		int saved = errno;

		for (size_t i = 0; i < n; i++)
			free(names[i]);
		free(names);
		closedir(d);
		errno = saved;
		return NULL;
	}
	closedir(d);
	*count = n;
	if (!n)
		return xcalloc(1, sizeof(*names));
	qsort(names, n, sizeof(*names), cmp_name);
	return names;
}

/*
 * Files by module name, whatever their type: a symlink to a module is a
 * module (resolved when opened), and a FIFO or device is refused by the
 * opener with a line of its own rather than skipped. A directory that cannot
 * be read is an unreadable entry, never a silent gap. A symbolic link to a
 * directory is followed (modules installed by links: extra/, updates/, a
 * distribution's weak-updates/), but not the tree's own build and source
 * (/lib/modules/RELEASE/build: the kernel's build tree), and a directory is
 * entered once (a link to an ancestor is no loop).
 */
static void walk_dir(struct walk *w, const char *dir, unsigned depth)
{
	size_t n, len = strlen(dir);
	char **names = read_names(*dir ? dir : "/", &n);

	if (!names) {
		char msg[256];

		snprintf(msg, sizeof(msg), "cannot read this directory of the module tree: %s",
			 strerror(errno));
		walk_add(w, dir, msg);
		return;
	}
	for (size_t i = 0; i < n; i++) {
		size_t nl = strlen(names[i]);
		char *path = xmalloc(len + nl + 2);
		struct stat st;

		memcpy(path, dir, len);
		path[len] = '/';
		memcpy(path + len + 1, names[i], nl + 1);
		if (lstat(path, &st)) {
			char msg[256];

			snprintf(msg, sizeof(msg), "cannot read this entry of the module tree: %s",
				 strerror(errno));
			walk_add(w, path, msg);
		} else if (S_ISLNK(st.st_mode)) {
			if (stat(path, &st)) {
				if (kp_is_module_name(path))
					walk_add(w, path, "a symbolic link to nothing");
			} else if (S_ISDIR(st.st_mode)) {
				bool kernel_tree = !depth && (!strcmp(names[i], "build") ||
							      !strcmp(names[i], "source"));
				char target[200], msg[300];

				if (kernel_tree || walk_seen(w, &st)) {
					/* the kernel's build tree, or a directory entered already */
				} else if (!stays_inside(w, path, target, sizeof(target))) {
					/* The walk never leaves the tree through a link: named, not followed. */
					snprintf(msg, sizeof(msg),
						 "a symbolic link out of the module tree, to %.200s: not followed", target);
					walk_add(w, path, msg);
				} else if (!pseudo_fs(path)) {
					walk_dir(w, path, depth + 1);
				}
			} else if (kp_is_module_name(path)) {
				walk_add(w, path, NULL);
			}
		} else if (S_ISDIR(st.st_mode)) {
			/* A mount of procfs or sysfs inside the tree is no part of it. */
			if (!walk_seen(w, &st) && !pseudo_fs(path))
				walk_dir(w, path, depth + 1);
		} else if (kp_is_module_name(path)) {
			walk_add(w, path, NULL);
		}
		free(path);
		free(names[i]);
	}
	free(names);
}

static int cmp_entry(const void *a, const void *b)
{
	return strcmp(((const struct kp_checked *)a)->path, ((const struct kp_checked *)b)->path);
}

int kp_module_tree_walk(struct kp_module_tree *tree, const char *dir)
{
	struct walk w = { 0 };
	size_t base = strlen(dir);
	struct stat st;
	char *root;

	*tree = (struct kp_module_tree){ 0 };
	/* A file is no tree: walked, it would be one module named "". */
	if (stat(dir, &st))
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	if (pseudo_fs(dir)) {
		tree->why = "a /proc or /sys directory, which holds no module tree: not walked";
		return -1;
	}
	char *real = realpath(dir, NULL);

	if (!real)
		return -1;
	/* "/" is "": every real path is inside it. */
	w.real = strcmp(real, "/") ? real : "";
	w.real_len = strlen(w.real);
	/* Without trailing slashes ("/" stays "", its entries "/x"). The tree
	 * itself may be a link (/lib/modules/$(uname -r)/kernel on some systems). */
	while (base && dir[base - 1] == '/')
		base--;
	root = xmalloc(base + 1);
	memcpy(root, dir, base);
	root[base] = '\0';
	kp_hashmap_init(&w.seen_index, dir_hash, dir_equal, &w);
	walk_seen(&w, &st);
	walk_dir(&w, base ? root : "", 0);
	free(real);
	kp_hashmap_free(&w.seen_index);
	free(w.seen);
	free(root);
	if (w.count > 1)
		qsort(w.entries, w.count, sizeof(*w.entries), cmp_entry);
	tree->dir = xstrdup(dir);
	tree->modules = w.entries;
	tree->count = w.count;
	/* Every path starts with the walked one: findings name the rest. */
	for (size_t i = 0; i < tree->count; i++) {
		const char *rel = tree->modules[i].path + base;

		while (*rel == '/')
			rel++;
		tree->modules[i].display = xstrdup(rel);
	}
	return 0;
}

void kp_module_tree_free(struct kp_module_tree *tree)
{
	for (size_t i = 0; i < tree->count; i++)
		kp_checked_free(&tree->modules[i]);
	free(tree->modules);
	free(tree->dir);
	*tree = (struct kp_module_tree){ 0 };
}

/*
 * A tree being checked. Modules are opened (decompressed, their symbols read)
 * as soon as it starts, while the caller still analyses the vmlinux; only
 * their analysis waits for its facts (released).
 *
 * Workers run ahead of the writer, which emits in path order, by at most
 * ahead results and budget bytes of ELF held: a slow or large file holds back
 * a bounded number of results, never the whole tree (a 50,000-module tree at
 * -j16 held 1.24 GB waiting for one). The count is wide enough that one
 * large module does not leave the other CPUs idle behind it: at 4 results a
 * thread, Debian's tree took 9% longer than its work spread evenly over 2
 * CPUs would, at 32 a thread under 2%.
 */
#define KP_TREE_AHEAD 32 /* results per thread */
#define KP_TREE_BUDGET (32u << 20)

struct kp_tree_check {
	struct kp_checked *results;
	bool *done;   /* analysed, or refused: ready to emit */
	bool *opened; /* opened before the release, not yet analysed */
	size_t *bytes; /* what each result's ELF holds, until it is emitted */
	size_t n, next; /* next: the next to open */
	size_t waiting, scan; /* how many are opened, and below which none is */
	size_t emitted, ahead, held, budget;
	bool released, cancelled;
	const struct kp_run *run;
	pthread_mutex_t lock;
	pthread_cond_t ready; /* a result is done */
	pthread_cond_t room;  /* emitted, released or cancelled: a worker may go on */
	pthread_t *threads;
	unsigned started;
};

/* Called with the lock held; returns with it held. */
static void finish_one(struct kp_tree_check *tc, size_t idx, bool analyse)
{
	if (analyse) {
		pthread_mutex_unlock(&tc->lock);
		kp_checked_analyse(&tc->results[idx], tc->run, KP_CHECK_IN_TREE);
		pthread_mutex_lock(&tc->lock);
	}
	tc->done[idx] = true;
	pthread_cond_broadcast(&tc->ready);
}

static void *worker(void *arg)
{
	struct kp_tree_check *tc = arg;

	pthread_mutex_lock(&tc->lock);
	while (!tc->cancelled) {
		size_t idx;
		bool ok;

		/* Released: what was opened before comes first, lowest first. */
		if (tc->released && tc->waiting) {
			while (!tc->opened[tc->scan])
				tc->scan++;
			idx = tc->scan;
			tc->opened[idx] = false;
			tc->waiting--;
			finish_one(tc, idx, true);
			continue;
		}
		if (tc->next >= tc->n) {
			if (tc->released)
				break;
			/* Every module opened: their analyses wait for the release. */
			pthread_cond_wait(&tc->room, &tc->lock);
			continue;
		}
		if (tc->next - tc->emitted >= tc->ahead || tc->held >= tc->budget) {
			pthread_cond_wait(&tc->room, &tc->lock);
			continue;
		}
		idx = tc->next++;
		pthread_mutex_unlock(&tc->lock);
		/* An entry the walk could not read is reported as it is. */
		ok = !tc->results[idx].error && !kp_checked_open(&tc->results[idx], KP_CHECK_IN_TREE);
		pthread_mutex_lock(&tc->lock);
		if (ok) {
			tc->bytes[idx] = tc->results[idx].image->size;
			tc->held += tc->bytes[idx];
		}
		if (ok && !tc->released) {
			tc->opened[idx] = true;
			tc->waiting++;
		} else {
			finish_one(tc, idx, ok);
		}
	}
	pthread_mutex_unlock(&tc->lock);
	return NULL;
}

struct kp_tree_check *kp_tree_check_start(struct kp_module_tree *tree, const struct kp_run *run)
{
	size_t n = tree->count;
	struct kp_tree_check *tc = xcalloc(1, sizeof(*tc));
	unsigned jobs = run->opts.jobs ? run->opts.jobs : 1;

	if (jobs > n)
		jobs = n ? (unsigned)n : 1;
	*tc = (struct kp_tree_check){ .results = tree->modules, .n = n, .run = run };
	tc->done = xcalloc(n ? n : 1, sizeof(*tc->done));
	tc->opened = xcalloc(n ? n : 1, sizeof(*tc->opened));
	tc->bytes = xcalloc(n ? n : 1, sizeof(*tc->bytes));
	tc->ahead = KP_TREE_AHEAD * (size_t)jobs;
	tc->budget = KP_TREE_BUDGET;
	pthread_mutex_init(&tc->lock, NULL);
	pthread_cond_init(&tc->ready, NULL);
	pthread_cond_init(&tc->room, NULL);
	tc->threads = xcalloc(jobs, sizeof(*tc->threads));
	for (unsigned t = 0; t < jobs; t++) {
		int err = pthread_create(&tc->threads[t], NULL, worker, tc);

		if (err) {
			fprintf(stderr, "kprefix: cannot start a thread: %s\n", strerror(err));
			break;
		}
		tc->started++;
	}
	return tc;
}

static void tree_check_end(struct kp_tree_check *tc)
{
	for (unsigned t = 0; t < tc->started; t++)
		pthread_join(tc->threads[t], NULL);
	pthread_mutex_destroy(&tc->lock);
	pthread_cond_destroy(&tc->ready);
	pthread_cond_destroy(&tc->room);
	free(tc->threads);
	free(tc->done);
	free(tc->opened);
	free(tc->bytes);
	free(tc);
}

void kp_tree_check_cancel(struct kp_tree_check *tc)
{
	pthread_mutex_lock(&tc->lock);
	tc->cancelled = true;
	pthread_cond_broadcast(&tc->room);
	pthread_mutex_unlock(&tc->lock);
	tree_check_end(tc);
}

void kp_tree_check_finish(struct kp_tree_check *tc,
			  void (*emit)(struct kp_checked *res, size_t index, void *ctx), void *ctx)
{
	pthread_mutex_lock(&tc->lock);
	tc->released = true;
	/* With no thread at all, do the work here (all of it: nothing emits meanwhile). */
	if (!tc->started) {
		tc->ahead = tc->n;
		tc->budget = SIZE_MAX;
		pthread_mutex_unlock(&tc->lock);
		worker(tc);
		pthread_mutex_lock(&tc->lock);
	}
	pthread_cond_broadcast(&tc->room);
	pthread_mutex_unlock(&tc->lock);

	for (size_t i = 0; i < tc->n; i++) {
		pthread_mutex_lock(&tc->lock);
		while (!tc->done[i])
			pthread_cond_wait(&tc->ready, &tc->lock);
		pthread_mutex_unlock(&tc->lock);
		emit(&tc->results[i], i, ctx);
		pthread_mutex_lock(&tc->lock);
		tc->emitted = i + 1;
		tc->held -= tc->bytes[i];
		pthread_cond_broadcast(&tc->room);
		pthread_mutex_unlock(&tc->lock);
	}
	tree_check_end(tc);
}

void kp_check_tree(struct kp_module_tree *tree, const struct kp_run *run,
		   void (*emit)(struct kp_checked *res, size_t index, void *ctx), void *ctx)
{
	kp_tree_check_finish(kp_tree_check_start(tree, run), emit, ctx);
}
