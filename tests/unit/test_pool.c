// SPDX-License-Identifier: GPL-2.0-only
/*
 * The module-tree pool (src/pipeline/module_tree.c): workers never run
 * further ahead of the in-order writer than a bounded window, however slow
 * one result is to emit (issue 18.7: a 50,000-module tree at -j16 held
 * 1.24 GB while the writer waited on one). Started before the vmlinux is
 * analysed, they open a bounded number of modules and analyse none until
 * it is. Real modules from fixtures/modules.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "kprefix/pipeline.h"
#include "kprefix/util.h"

#define N 200
#define JOBS 2
#define AHEAD (32 * JOBS) /* KP_TREE_AHEAD */

struct watch {
	struct kp_checked *results;
	size_t max_ahead, emitted;
};

static void emit(struct kp_checked *res, size_t index, void *ctx)
{
	struct watch *w = ctx;
	size_t ahead = 0;

	/* The first result is slow to write: the workers must wait, not run on. */
	if (index == 0) {
		struct timespec pause = { 0, 300 * 1000 * 1000 };

		nanosleep(&pause, NULL);
	}
	for (size_t j = index + 1; j < N; j++)
		ahead += w->results[j].image != NULL || w->results[j].error != NULL;
	if (ahead > w->max_ahead)
		w->max_ahead = ahead;
	assert_non_null(res->image);
	assert_null(res->error);
	w->emitted++;
	kp_checked_free(res);
}

static void test_window(void **state)
{
	static const char *const modules[] = {
		FIXTURES_DIR "/modules/tree-m3/kernel/drivers/staging/m3_noprefix.ko",
		FIXTURES_DIR "/modules/tree-m2/kernel/drivers/char/m2_mix.ko.xz",
	};
	struct kp_checked *results = xcalloc(N, sizeof(*results));
	struct kp_module_tree tree = { .dir = xstrdup("pool"), .modules = results, .count = N };
	struct kp_run_options opts;
	struct kp_run run;
	struct watch w = { results, 0, 0 };
	char err[256];

	(void)state;
	kp_run_options_init(&opts);
	opts.jobs = JOBS;
	assert_int_equal(kp_run_init(&run, &opts, err, sizeof(err)), 0);
	for (size_t i = 0; i < N; i++)
		results[i].path = xstrdup(modules[i % 2]);
	kp_check_tree(&tree, &run, emit, &w);
	assert_int_equal(w.emitted, N);
	/* 32 per worker at most, where they all ran ahead before (N - 1). */
	if (w.max_ahead > AHEAD)
		fail_msg("%zu results were checked ahead of the writer, more than %d", w.max_ahead, AHEAD);
	kp_module_tree_free(&tree);
}

static const char *const modules[] = {
	FIXTURES_DIR "/modules/tree-m3/kernel/drivers/staging/m3_noprefix.ko",
	FIXTURES_DIR "/modules/tree-m2/kernel/drivers/char/m2_mix.ko.xz",
};

static void tree_of(struct kp_module_tree *tree, struct kp_run *run)
{
	struct kp_run_options opts;
	char err[256];

	kp_run_options_init(&opts);
	opts.jobs = JOBS;
	assert_int_equal(kp_run_init(run, &opts, err, sizeof(err)), 0);
	*tree = (struct kp_module_tree){ .dir = xstrdup("pool"), .modules = xcalloc(N, sizeof(*tree->modules)),
					 .count = N };
	for (size_t i = 0; i < N; i++)
		tree->modules[i].path = xstrdup(modules[i % 2]);
}

static void pause_ms(long ms)
{
	struct timespec pause = { 0, ms * 1000 * 1000 };

	nanosleep(&pause, NULL);
}

/* Before the release: opened, at most 32 per worker, none analysed; cancelled, none emitted. */
static void test_prefetch_cancel(void **state)
{
	struct kp_module_tree tree;
	struct kp_run run;
	struct kp_tree_check *tc;
	size_t opened = 0;

	(void)state;
	tree_of(&tree, &run);
	tc = kp_tree_check_start(&tree, &run);
	pause_ms(300);
	kp_tree_check_cancel(tc);
	for (size_t i = 0; i < N; i++) {
		assert_null(tree.modules[i].an);
		assert_null(tree.modules[i].error);
		opened += tree.modules[i].image != NULL;
	}
	if (opened > AHEAD)
		fail_msg("%zu modules were opened before the release, more than %d", opened, AHEAD);
	kp_module_tree_free(&tree);
}

struct order {
	size_t next;
};

static void emit_in_order(struct kp_checked *res, size_t index, void *ctx)
{
	struct order *o = ctx;

	assert_int_equal(index, o->next);
	o->next++;
	assert_non_null(res->an);
	assert_null(res->error);
	kp_checked_free(res);
}

/* Opened ahead, then released: every module analysed and emitted once, in order. */
static void test_prefetch_finish(void **state)
{
	struct kp_module_tree tree;
	struct kp_run run;
	struct kp_tree_check *tc;
	struct order o = { 0 };

	(void)state;
	tree_of(&tree, &run);
	tc = kp_tree_check_start(&tree, &run);
	pause_ms(100);
	kp_tree_check_finish(tc, emit_in_order, &o);
	assert_int_equal(o.next, N);
	kp_module_tree_free(&tree);
}

/* A tree of one, every module opened before the release: the worker waits for it. */
static void test_prefetch_all(void **state)
{
	struct kp_module_tree tree;
	struct kp_run run;
	struct kp_tree_check *tc;
	struct order o = { 0 };

	(void)state;
	tree_of(&tree, &run);
	for (size_t i = 1; i < N; i++)
		kp_checked_free(&tree.modules[i]);
	tree.count = 1;
	tc = kp_tree_check_start(&tree, &run);
	pause_ms(100);
	kp_tree_check_finish(tc, emit_in_order, &o);
	assert_int_equal(o.next, 1);
	kp_module_tree_free(&tree);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_window),
		cmocka_unit_test(test_prefetch_cancel),
		cmocka_unit_test(test_prefetch_finish),
		cmocka_unit_test(test_prefetch_all),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
