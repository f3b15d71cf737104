// SPDX-License-Identifier: GPL-2.0-only
/*
 * A module tree: every module file under a directory, by path, and checked
 * in parallel: a fixed number of threads, each holding one image at a time,
 * and results handed out in path order whatever the scheduling.
 */
#include <errno.h>
#include <ftw.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "kprefix/pipeline.h"
#include "kprefix/util.h"

/* nftw has no context argument: one walk at a time. */
static pthread_mutex_t walk_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
	struct kp_checked *entries;
	size_t count, cap;
} walk;

static void walk_add(const char *path, const char *error)
{
	grow_array((void **)&walk.entries, &walk.cap, walk.count + 1, sizeof(*walk.entries));
	walk.entries[walk.count++] = (struct kp_checked){
		.path = xstrdup(path),
		.error = error ? xstrdup(error) : NULL,
		.status = error ? KP_EXIT_USAGE : 0,
	};
}

bool kp_is_module_name(const char *path)
{
	static const char *const suffixes[] = { ".ko", ".ko.xz", ".ko.gz", ".ko.zst" };
	size_t len = strlen(path);

	for (size_t i = 0; i < ARRAY_SIZE(suffixes); i++) {
		size_t sl = strlen(suffixes[i]);

		if (len > sl && !strcmp(path + len - sl, suffixes[i]))
			return true;
	}
	return false;
}

/*
 * Files by module name, whatever their type: a symlink to a module is a
 * module (resolved when opened), and a FIFO or device is refused by the
 * opener with a line of its own rather than skipped. A directory that cannot
 * be read is an unreadable entry, never a silent gap.
 */
static int walk_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	if (type == FTW_DNR) {
		walk_add(path, "cannot read this directory of the module tree");
		return 0;
	}
	if ((type == FTW_F || type == FTW_SL || type == FTW_SLN) && kp_is_module_name(path))
		walk_add(path, type == FTW_SLN ? "a symbolic link to nothing" : NULL);
	return 0;
}

static int cmp_entry(const void *a, const void *b)
{
	return strcmp(((const struct kp_checked *)a)->path, ((const struct kp_checked *)b)->path);
}

/*
 * The tree to walk for dir: without trailing slashes, and "DIR/." when DIR
 * is a symbolic link, so that the walk, which follows no link, enters it.
 */
static char *tree_root(const char *dir)
{
	size_t len = strlen(dir);
	struct stat st;
	char *root;

	while (len > 1 && dir[len - 1] == '/')
		len--;
	root = xmalloc(len + 3);
	memcpy(root, dir, len);
	root[len] = '\0';
	if (!lstat(root, &st) && S_ISLNK(st.st_mode))
		strcpy(root + len, "/.");
	return root;
}

int kp_module_tree_walk(struct kp_module_tree *tree, const char *dir)
{
	char *root;
	size_t base;
	int ret = 0, saved = 0;
	struct stat st;

	*tree = (struct kp_module_tree){ 0 };
	/* A file is no tree: walked, it would be one module named "". */
	if (stat(dir, &st))
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	root = tree_root(dir);
	base = strlen(root);
	tree->dir = xstrdup(dir);
	pthread_mutex_lock(&walk_lock);
	walk.entries = NULL;
	walk.count = walk.cap = 0;
	/* FTW_PHYS does not follow links inside the tree (no cycles); the tree
	 * itself may be a link (/lib/modules/$(uname -r)/kernel on some systems). */
	if (nftw(root, walk_entry, 32, FTW_PHYS)) {
		saved = errno;
		for (size_t i = 0; i < walk.count; i++)
			kp_checked_free(&walk.entries[i]);
		free(walk.entries);
		free(tree->dir);
		tree->dir = NULL;
		ret = -1;
	} else {
		if (walk.count > 1)
			qsort(walk.entries, walk.count, sizeof(*walk.entries), cmp_entry);
		tree->modules = walk.entries;
		tree->count = walk.count;
	}
	pthread_mutex_unlock(&walk_lock);
	/* Every path nftw gives starts with the walked path: findings name the rest. */
	for (size_t i = 0; i < tree->count; i++) {
		const char *rel = tree->modules[i].path + base;

		while (*rel == '/')
			rel++;
		tree->modules[i].display = xstrdup(rel);
	}
	free(root);
	errno = saved;
	return ret;
}

void kp_module_tree_free(struct kp_module_tree *tree)
{
	for (size_t i = 0; i < tree->count; i++)
		kp_checked_free(&tree->modules[i]);
	free(tree->modules);
	free(tree->dir);
	*tree = (struct kp_module_tree){ 0 };
}

struct pool {
	struct kp_checked *results;
	bool *done;
	size_t n, next;
	/* Results the writer has emitted, and how far past them workers may go:
	 * a slow file holds back at most window results, never the whole tree
	 * (a 50,000-module tree at -j16 held 1.24 GB waiting for one). */
	size_t emitted, window;
	pthread_cond_t room;
	const struct kp_run *run;
	pthread_mutex_t lock;
	pthread_cond_t ready;
};

static void *worker(void *arg)
{
	struct pool *pool = arg;

	for (;;) {
		size_t idx;

		pthread_mutex_lock(&pool->lock);
		while (pool->next < pool->n && pool->next - pool->emitted >= pool->window)
			pthread_cond_wait(&pool->room, &pool->lock);
		idx = pool->next++;
		pthread_mutex_unlock(&pool->lock);
		if (idx >= pool->n)
			return NULL;
		/* An entry the walk could not read is reported as it is. */
		if (!pool->results[idx].error)
			kp_check_file(&pool->results[idx], pool->run, KP_CHECK_IN_TREE);
		pthread_mutex_lock(&pool->lock);
		pool->done[idx] = true;
		pthread_cond_broadcast(&pool->ready);
		pthread_mutex_unlock(&pool->lock);
	}
}

void kp_check_tree(struct kp_module_tree *tree, const struct kp_run *run,
		   void (*emit)(struct kp_checked *res, size_t index, void *ctx), void *ctx)
{
	size_t n = tree->count;
	struct pool pool = { .results = tree->modules, .n = n, .run = run };
	unsigned jobs = run->opts.jobs ? run->opts.jobs : 1, started = 0;
	pthread_t *threads;

	if (jobs > n)
		jobs = n ? (unsigned)n : 1;
	pool.done = xcalloc(n ? n : 1, sizeof(*pool.done));
	pool.window = 4 * (size_t)jobs;
	pthread_mutex_init(&pool.lock, NULL);
	pthread_cond_init(&pool.ready, NULL);
	pthread_cond_init(&pool.room, NULL);
	threads = xcalloc(jobs, sizeof(*threads));
	for (unsigned t = 0; t < jobs; t++) {
		int err = pthread_create(&threads[t], NULL, worker, &pool);

		if (err) {
			fprintf(stderr, "kprefix: cannot start a thread: %s\n", strerror(err));
			break;
		}
		started++;
	}
	/* With no thread at all, do the work here (all of it: nothing emits meanwhile). */
	if (!started) {
		pool.window = n;
		worker(&pool);
	}

	for (size_t i = 0; i < n; i++) {
		pthread_mutex_lock(&pool.lock);
		while (!pool.done[i])
			pthread_cond_wait(&pool.ready, &pool.lock);
		pthread_mutex_unlock(&pool.lock);
		emit(&tree->modules[i], i, ctx);
		pthread_mutex_lock(&pool.lock);
		pool.emitted = i + 1;
		pthread_cond_broadcast(&pool.room);
		pthread_mutex_unlock(&pool.lock);
	}
	for (unsigned t = 0; t < started; t++)
		pthread_join(threads[t], NULL);
	pthread_mutex_destroy(&pool.lock);
	pthread_cond_destroy(&pool.ready);
	pthread_cond_destroy(&pool.room);
	free(threads);
	free(pool.done);
}
