// SPDX-License-Identifier: GPL-2.0-only
/*
 * Checking one file into a result kept for its report, and many in parallel:
 * a fixed number of threads, each holding one image at a time, and results
 * handed out in path order whatever the scheduling.
 */
#include <elf.h>
#include <errno.h>
#include <ftw.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "kprefix/elf.h"
#include "kprefix/util.h"
#include "cli.h"
#include "run.h"

void check_file(struct file_result *res, const struct run_opts *opts,
		const struct kp_analysis_input *input, const struct kp_analysis_input *module_input)
{
	char err[256];

	res->image = kp_image_open(res->path, err, sizeof(err));
	if (!res->image)
		goto unreadable;
	if (res->display)
		res->image->display_name = xstrdup(res->display);
	if (module_input && res->image->elf_type == ET_REL)
		input = module_input;
	if (kp_analyse(res->image, input, &res->an, err, sizeof(err)))
		goto unreadable;
	kp_run_checks(res->an, opts->checks, &res->findings);
	/* Only what is reported is looked up in the debug data. */
	kp_attribute_findings(res->an, &res->findings, res->display ? res->display : res->path,
			      opts->debug_dir);
	res->status = kp_findings_status(&res->findings, opts->werror);
	return;

unreadable:
	kp_image_close(res->image);
	res->image = NULL;
	res->status = KP_EXIT_USAGE;
	/* One line, whatever bytes a broken file put into a section name. */
	for (char *c = err; *c; c++)
		if ((unsigned char)*c < 0x20 || (unsigned char)*c >= 0x7f)
			*c = '?';
	res->error = xstrdup(err);
}

void file_result_free(struct file_result *res)
{
	kp_findings_free(&res->findings);
	/* The analysis holds libdw on the image's Elf: it goes first. */
	kp_analysis_free(res->an);
	kp_image_close(res->image);
	free(res->path);
	free(res->display);
	free(res->error);
	*res = (struct file_result){ 0 };
}

/* nftw has no context argument: one walk at a time. */
static struct {
	struct module_entry *entries;
	size_t count, cap;
} walk;

static void walk_add(const char *path, const char *error)
{
	grow_array((void **)&walk.entries, &walk.cap, walk.count + 1, sizeof(*walk.entries));
	walk.entries[walk.count++] = (struct module_entry){ xstrdup(path),
							     error ? xstrdup(error) : NULL };
}

bool is_module_name(const char *path)
{
	static const char *const suffixes[] = { ".ko", ".ko.xz", ".ko.gz", ".ko.zst" };
	size_t len = strlen(path);

	for (size_t i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
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
	if ((type == FTW_F || type == FTW_SL || type == FTW_SLN) && is_module_name(path))
		walk_add(path, type == FTW_SLN ? "a symbolic link to nothing" : NULL);
	return 0;
}

static int cmp_entry(const void *a, const void *b)
{
	return strcmp(((const struct module_entry *)a)->path, ((const struct module_entry *)b)->path);
}

char *module_tree_path(const char *dir)
{
	size_t len = strlen(dir);
	struct stat st;
	char *tree;

	while (len > 1 && dir[len - 1] == '/')
		len--;
	tree = xmalloc(len + 3);
	memcpy(tree, dir, len);
	tree[len] = '\0';
	if (!lstat(tree, &st) && S_ISLNK(st.st_mode))
		strcpy(tree + len, "/.");
	return tree;
}

int collect_modules(const char *dir, struct module_entry **entries, size_t *count)
{
	walk.entries = NULL;
	walk.count = walk.cap = 0;
	/* FTW_PHYS does not follow links inside the tree (no cycles); the tree
	 * itself may be a link (/lib/modules/$(uname -r)/kernel on some systems). */
	if (nftw(dir, walk_entry, 32, FTW_PHYS)) {
		int saved = errno;

		for (size_t i = 0; i < walk.count; i++) {
			free(walk.entries[i].path);
			free(walk.entries[i].error);
		}
		free(walk.entries);
		errno = saved;
		return -1;
	}
	if (walk.count > 1)
		qsort(walk.entries, walk.count, sizeof(*walk.entries), cmp_entry);
	*entries = walk.entries;
	*count = walk.count;
	return 0;
}

struct pool {
	struct file_result *results;
	bool *done;
	size_t n, next;
	/* Results the writer has emitted, and how far past them workers may go:
	 * a slow file holds back at most window results, never the whole tree
	 * (a 50,000-module tree at -j16 held 1.24 GB waiting for one). */
	size_t emitted, window;
	pthread_cond_t room;
	const struct run_opts *opts;
	const struct kp_analysis_input *input;
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
			check_file(&pool->results[idx], pool->opts, pool->input, NULL);
		pthread_mutex_lock(&pool->lock);
		pool->done[idx] = true;
		pthread_cond_broadcast(&pool->ready);
		pthread_mutex_unlock(&pool->lock);
	}
}

void check_files_parallel(struct file_result *results, size_t n, const struct run_opts *opts,
			  const struct kp_analysis_input *input, unsigned jobs,
			  void (*emit)(struct file_result *res, size_t index, void *ctx), void *ctx)
{
	struct pool pool = { .results = results, .n = n, .opts = opts, .input = input };
	pthread_t *threads;
	unsigned started = 0;

	if (jobs > n)
		jobs = n ? (unsigned)n : 1;
	pool.done = xcalloc(n, sizeof(*pool.done));
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
		emit(&results[i], i, ctx);
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
