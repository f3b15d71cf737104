// SPDX-License-Identifier: GPL-2.0-only
/*
 * The hash map every table of kprefix that looks things up by key is: open
 * addressing with linear probing, at most half full, doubled (and every
 * entry placed again) when it would be more. And the string set on it.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/hashmap.h"

void kp_hashmap_init(struct kp_hashmap *map, kp_hashmap_hash_fn hash_fn, kp_hashmap_equal_fn equal_fn,
		     void *ctx)
{
	*map = (struct kp_hashmap){ .hash_fn = hash_fn, .equal_fn = equal_fn, .ctx = ctx };
}

/* The slot of key, or the empty one it would take; cap is a power of two, never full. */
static size_t probe(const struct kp_hashmap *map, long key)
{
	size_t mask = map->cap - 1, at = map->hash_fn(key, map->ctx) & mask;

	while (map->slots[at].used && !map->equal_fn(map->slots[at].key, key, map->ctx))
		at = (at + 1) & mask;
	return at;
}

bool kp_hashmap_find(const struct kp_hashmap *map, long key, long *value)
{
	size_t at;

	if (!map->count)
		return false;
	at = probe(map, key);
	if (!map->slots[at].used)
		return false;
	if (value)
		*value = map->slots[at].value;
	return true;
}

static void grow(struct kp_hashmap *map)
{
	struct kp_hashmap_entry *old = map->slots;
	size_t oldcap = map->cap;

	map->cap = oldcap ? 2 * oldcap : 64;
	map->slots = xcalloc(map->cap, sizeof(*map->slots));
	for (size_t i = 0; i < oldcap; i++) {
		size_t mask = map->cap - 1, at;

		if (!old[i].used)
			continue;
		for (at = map->hash_fn(old[i].key, map->ctx) & mask; map->slots[at].used; at = (at + 1) & mask)
			;
		map->slots[at] = old[i];
	}
	free(old);
}

bool kp_hashmap_add(struct kp_hashmap *map, long key, long value, long *old)
{
	size_t at;

	if (2 * (map->count + 1) > map->cap)
		grow(map);
	at = probe(map, key);
	if (map->slots[at].used) {
		if (old)
			*old = map->slots[at].value;
		return false;
	}
	map->slots[at] = (struct kp_hashmap_entry){ key, value, true };
	map->count++;
	return true;
}

size_t kp_hashmap_size(const struct kp_hashmap *map)
{
	return map->count;
}

void kp_hashmap_free(struct kp_hashmap *map)
{
	free(map->slots);
	map->slots = NULL;
	map->cap = map->count = 0;
}

size_t kp_hashmap_ptr_hash(long key, void *ctx)
{
	uint64_t x = (uint64_t)key;

	(void)ctx;
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	return (size_t)x;
}

bool kp_hashmap_ptr_equal(long a, long b, void *ctx)
{
	(void)ctx;
	return a == b;
}

/* FNV-1a. */
size_t kp_hashmap_str_hash(long key, void *ctx)
{
	uint64_t h = 0xcbf29ce484222325ull;

	(void)ctx;
	for (const unsigned char *p = (const unsigned char *)key; *p; p++)
		h = (h ^ *p) * 0x100000001b3ull;
	return (size_t)h;
}

bool kp_hashmap_str_equal(long a, long b, void *ctx)
{
	(void)ctx;
	return !strcmp((const char *)a, (const char *)b);
}

const char *kp_strset_add(struct kp_strset *set, const char *s)
{
	long copy;

	if (!s)
		return NULL;
	if (!set->map.hash_fn)
		kp_hashmap_init(&set->map, kp_hashmap_str_hash, kp_hashmap_str_equal, NULL);
	if (kp_hashmap_find(&set->map, (long)(uintptr_t)s, &copy))
		return (const char *)(uintptr_t)copy;
	copy = (long)(uintptr_t)kp_arena_strdup(&set->arena, s);
	kp_hashmap_add(&set->map, copy, copy, NULL);
	return (const char *)(uintptr_t)copy;
}

size_t kp_strset_size(const struct kp_strset *set)
{
	return kp_hashmap_size(&set->map);
}

void kp_strset_free(struct kp_strset *set)
{
	kp_hashmap_free(&set->map);
	kp_arena_free(&set->arena);
}
