// SPDX-License-Identifier: GPL-2.0-only
/*
 * What makes findings one cause: the same check, severity and message in
 * the same directory of compile units. The text report's lines, the run's
 * causes, kprefix diff's lines and a module tree's text all fold by it,
 * grouped the one way: kp_cause_group, on the one hash map.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/fold.h"
#include "kprefix/util.h"

size_t kp_unit_dir_len(const char *unit)
{
	const char *slash = unit ? strrchr(unit, '/') : NULL;

	return slash ? (size_t)(slash - unit) + 1 : 0;
}

struct kp_cause_key kp_cause_key(enum kp_check_id check, enum kp_severity severity,
				 const char *message, const char *unit)
{
	return (struct kp_cause_key){ check, severity, message, unit, kp_unit_dir_len(unit) };
}

struct kp_cause_key kp_finding_cause_key(const struct kp_findings *findings, const struct kp_finding *f,
					 const char *message)
{
	return kp_cause_key(f->check, f->severity, message, kp_finding_attribution(findings, f)->unit);
}

bool kp_cause_key_equal(const struct kp_cause_key *a, const struct kp_cause_key *b)
{
	return a->check == b->check && a->severity == b->severity &&
	       (a->message == b->message || !strcmp(a->message, b->message)) &&
	       a->dir_len == b->dir_len && (!a->dir_len || !memcmp(a->dir, b->dir, a->dir_len));
}

uint64_t kp_cause_key_hash(const struct kp_cause_key *k)
{
	uint64_t h = kp_hash_str(KP_HASH_INIT ^ ((uint64_t)k->check << 8 | k->severity), k->message);

	/* FNV-1a over the directory's bytes, which are not a string of their own. */
	for (size_t i = 0; i < k->dir_len; i++)
		h = (h ^ (unsigned char)k->dir[i]) * 0x100000001b3ull;
	return h;
}

/* A group's number stands for its key in the map; KP_PROBE for the key being looked up. */
#define KP_PROBE (-1L)

static const struct kp_cause_key *group_key(const struct kp_cause_groups *g, long id)
{
	return id == KP_PROBE ? g->probe : &g->keys[id];
}

static size_t group_hash(long id, void *ctx)
{
	return (size_t)kp_cause_key_hash(group_key(ctx, id));
}

static bool group_equal(long a, long b, void *ctx)
{
	return kp_cause_key_equal(group_key(ctx, a), group_key(ctx, b));
}

void kp_cause_groups_init(struct kp_cause_groups *g)
{
	*g = (struct kp_cause_groups){ 0 };
	kp_hashmap_init(&g->map, group_hash, group_equal, g);
}

size_t kp_cause_group_find(struct kp_cause_groups *g, const struct kp_cause_key *key)
{
	long id;

	g->probe = key;
	return kp_hashmap_find(&g->map, KP_PROBE, &id) ? (size_t)id : SIZE_MAX;
}

size_t kp_cause_group(struct kp_cause_groups *g, const struct kp_cause_key *key)
{
	size_t id = kp_cause_group_find(g, key);

	if (id != SIZE_MAX)
		return id;
	grow_array((void **)&g->keys, &g->cap, g->count + 1, sizeof(*g->keys));
	g->keys[g->count] = *key;
	kp_hashmap_add(&g->map, (long)g->count, (long)g->count, NULL);
	return g->count++;
}

void kp_cause_groups_free(struct kp_cause_groups *g)
{
	kp_hashmap_free(&g->map);
	free(g->keys);
}

size_t kp_group_by_cause(size_t n, struct kp_cause_key (*key)(size_t i, void *ctx), void *ctx,
			 size_t **order, size_t **starts)
{
	struct kp_cause_groups g;
	size_t *group = xcalloc(n ? n : 1, sizeof(*group)), *at, ngroups;

	kp_cause_groups_init(&g);
	for (size_t i = 0; i < n; i++) {
		struct kp_cause_key k = key(i, ctx);

		group[i] = kp_cause_group(&g, &k);
	}
	ngroups = g.count;
	kp_cause_groups_free(&g);
	/* A counting sort: stable, so that each group's items stay in their order. */
	*starts = xcalloc(ngroups + 1, sizeof(**starts));
	for (size_t i = 0; i < n; i++)
		(*starts)[group[i] + 1]++;
	for (size_t k = 0; k < ngroups; k++)
		(*starts)[k + 1] += (*starts)[k];
	at = xcalloc(ngroups + 1, sizeof(*at));
	memcpy(at, *starts, ngroups * sizeof(*at));
	*order = xcalloc(n ? n : 1, sizeof(**order));
	for (size_t i = 0; i < n; i++)
		(*order)[at[group[i]]++] = i;
	free(at);
	free(group);
	return ngroups;
}
