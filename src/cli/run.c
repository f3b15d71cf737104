// SPDX-License-Identifier: GPL-2.0-only
/*
 * Checking one file into a rendered result, and many of them in parallel:
 * a fixed number of threads, each holding one image at a time, and results
 * handed out in path order whatever the scheduling.
 */
#include <errno.h>
#include <ftw.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/elf.h"
#include "kprefix/util.h"
#include "cli.h"
#include "run.h"

static char *render_text(const struct kp_image *image, const struct kp_result *r,
			 const struct kp_report_opts *ropts)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	if (!out) {
		fprintf(stderr, "kprefix: out of memory\n");
		exit(KP_EXIT_USAGE);
	}
	kp_report_text(out, image, r->an, &r->layout, &r->findings, ropts);
	fclose(out);
	return buf;
}

static char *render_json(const struct kp_image *image, const struct kp_result *r, int status)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);
	struct kp_json j = { .out = out, .depth = 1 };

	if (!out) {
		fprintf(stderr, "kprefix: out of memory\n");
		exit(KP_EXIT_USAGE);
	}
	fputc('{', out);
	kp_json_report_fields(&j, image, r->an, &r->layout, &r->findings);
	json_int(&j, "exit_status", status);
	fputc('}', out);
	fclose(out);
	return buf;
}

void check_file(struct file_result *res, const struct run_opts *opts)
{
	struct kp_kconfig ikconfig;
	const struct kp_kconfig *config = opts->config;
	enum kp_source config_source = opts->config_source;
	struct kp_result result;
	struct kp_image *image;
	char err[256];

	image = kp_image_open(res->path, err, sizeof(err));
	if (!image)
		goto unreadable;
	if (res->display)
		image->display_name = xstrdup(res->display);
	if (opts->read_ikconfig) {
		int found;

		kp_kconfig_init(&ikconfig);
		found = kp_ikconfig_read(image, &ikconfig, err, sizeof(err));
		if (found < 0) {
			kp_image_close(image);
			goto unreadable;
		}
		if (found > 0) {
			config = &ikconfig;
			config_source = KP_SRC_IKCONFIG;
		}
	}
	if (kp_check_image(image, config, config_source, opts->options, &result, err, sizeof(err))) {
		kp_image_close(image);
		goto unreadable;
	}
	res->errors = result.findings.per_severity[KP_ERROR];
	res->warnings = result.findings.per_severity[KP_WARNING];
	res->status = res->errors || (opts->werror && res->warnings) ? KP_EXIT_FINDINGS : KP_EXIT_CLEAN;
	kp_summarise(result.an, &result.layout, &res->summary);
	res->records = result.an->nrecords;
	res->layout = result.layout;
	if (opts->export_hashes)
		kp_hash_table_build(result.an, &res->hashes);
	if (opts->json)
		res->json = render_json(image, &result, res->status);
	else
		res->text = render_text(image, &result, &opts->report);
	kp_result_free(&result);
	kp_image_close(image);
	return;

unreadable:
	res->status = KP_EXIT_USAGE;
	/* One line, whatever bytes a broken file put into a section name. */
	for (char *c = err; *c; c++)
		if ((unsigned char)*c < 0x20 || (unsigned char)*c >= 0x7f)
			*c = '?';
	res->error = xstrdup(err);
}

void file_result_free(struct file_result *res)
{
	free(res->path);
	free(res->display);
	free(res->text);
	free(res->json);
	free(res->error);
	kp_hash_table_free(&res->hashes);
}

/* nftw has no context argument: one walk at a time. */
static struct {
	char **paths;
	size_t count, cap;
} walk;

static bool is_module_name(const char *path)
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

static int walk_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	if (type != FTW_F || !is_module_name(path))
		return 0;
	grow_array((void **)&walk.paths, &walk.cap, walk.count + 1, sizeof(*walk.paths));
	walk.paths[walk.count++] = xstrdup(path);
	return 0;
}

static int cmp_path(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int collect_modules(const char *dir, char ***paths, size_t *count)
{
	walk.paths = NULL;
	walk.count = walk.cap = 0;
	if (nftw(dir, walk_entry, 32, FTW_PHYS)) {
		for (size_t i = 0; i < walk.count; i++)
			free(walk.paths[i]);
		free(walk.paths);
		return -1;
	}
	if (walk.count > 1)
		qsort(walk.paths, walk.count, sizeof(*walk.paths), cmp_path);
	*paths = walk.paths;
	*count = walk.count;
	return 0;
}

struct pool {
	struct file_result *results;
	bool *done;
	size_t n, next;
	const struct run_opts *opts;
	pthread_mutex_t lock;
	pthread_cond_t ready;
};

static void *worker(void *arg)
{
	struct pool *pool = arg;

	for (;;) {
		size_t idx;

		pthread_mutex_lock(&pool->lock);
		idx = pool->next++;
		pthread_mutex_unlock(&pool->lock);
		if (idx >= pool->n)
			return NULL;
		check_file(&pool->results[idx], pool->opts);
		pthread_mutex_lock(&pool->lock);
		pool->done[idx] = true;
		pthread_cond_broadcast(&pool->ready);
		pthread_mutex_unlock(&pool->lock);
	}
}

void check_files_parallel(struct file_result *results, size_t n, const struct run_opts *opts,
			  unsigned jobs, void (*emit)(struct file_result *res, size_t index, void *ctx),
			  void *ctx)
{
	struct pool pool = { .results = results, .n = n, .opts = opts };
	pthread_t *threads;
	unsigned started = 0;

	if (jobs > n)
		jobs = n ? (unsigned)n : 1;
	pool.done = xcalloc(n, sizeof(*pool.done));
	pthread_mutex_init(&pool.lock, NULL);
	pthread_cond_init(&pool.ready, NULL);
	threads = xcalloc(jobs, sizeof(*threads));
	for (unsigned t = 0; t < jobs; t++) {
		int err = pthread_create(&threads[t], NULL, worker, &pool);

		if (err) {
			fprintf(stderr, "kprefix: cannot start a thread: %s\n", strerror(err));
			break;
		}
		started++;
	}
	/* With no thread at all, do the work here. */
	if (!started)
		worker(&pool);

	for (size_t i = 0; i < n; i++) {
		pthread_mutex_lock(&pool.lock);
		while (!pool.done[i])
			pthread_cond_wait(&pool.ready, &pool.lock);
		pthread_mutex_unlock(&pool.lock);
		emit(&results[i], i, ctx);
	}
	for (unsigned t = 0; t < started; t++)
		pthread_join(threads[t], NULL);
	pthread_mutex_destroy(&pool.lock);
	pthread_cond_destroy(&pool.ready);
	free(threads);
	free(pool.done);
}
