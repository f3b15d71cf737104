/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * One small generic hash map, in the manner of libbpf's hashmap.h: keys
 * and values are longs (a pointer or an index cast to one), hashed and
 * compared by the functions the map is set up with; open addressing,
 * kept at most half full. No order: nothing may walk it for output.
 * And the one string set (kp_strset), built on it: each string once,
 * copied into an arena the set owns.
 *
 * Who owns a string, the one rule:
 * - the strings a collection keeps, which repeat (function, unit and module
 *   names, paths, flags, C types, messages grouped by cause), are in the
 *   collection's kp_strset (findings' attributions, a diff unit, the
 *   types, a document's notes and trees, a tree's causes, the baseline);
 * - text made once for one item (a finding's message and its arguments)
 *   is in its owner's kp_arena;
 * - one string a struct alone holds (an option's path, an error) is
 *   malloc'd and freed by that struct's free function;
 * - the rest is borrowed, never longer than its owner lives: an image's
 *   names while the image is open, a parsed JSON document's strings while
 *   it is (what must outlive it is copied into a string set, as the
 *   baseline does).
 */
#ifndef KPREFIX_HASHMAP_H
#define KPREFIX_HASHMAP_H

#include <stdbool.h>
#include <stddef.h>

#include "kprefix/util.h"

typedef size_t (*kp_hashmap_hash_fn)(long key, void *ctx);
typedef bool (*kp_hashmap_equal_fn)(long a, long b, void *ctx);

struct kp_hashmap_entry {
	long key, value;
	bool used;
};

struct kp_hashmap {
	kp_hashmap_hash_fn hash_fn;
	kp_hashmap_equal_fn equal_fn;
	void *ctx;
	struct kp_hashmap_entry *slots;
	size_t cap, count;
};

void kp_hashmap_init(struct kp_hashmap *map, kp_hashmap_hash_fn hash_fn, kp_hashmap_equal_fn equal_fn,
		     void *ctx);
/* The value of key in *value (may be NULL): false when the map lacks it. */
bool kp_hashmap_find(const struct kp_hashmap *map, long key, long *value);
/*
 * key with value, unless the map has key already: then false, and its
 * value in *old (may be NULL). One probe for both.
 */
bool kp_hashmap_add(struct kp_hashmap *map, long key, long value, long *old);
size_t kp_hashmap_size(const struct kp_hashmap *map);
/* Frees the slots; keys and values are the caller's. */
void kp_hashmap_free(struct kp_hashmap *map);

/* Keys that are pointers compared as pointers, and keys that are C strings compared by content. */
size_t kp_hashmap_ptr_hash(long key, void *ctx);
bool kp_hashmap_ptr_equal(long a, long b, void *ctx);
size_t kp_hashmap_str_hash(long key, void *ctx);
bool kp_hashmap_str_equal(long a, long b, void *ctx);

/* Strings, each kept once: a zeroed set is empty. */
struct kp_strset {
	struct kp_hashmap map;
	struct kp_arena arena;
};

/* The set's one copy of s, valid until kp_strset_free (NULL stays NULL). */
const char *kp_strset_add(struct kp_strset *set, const char *s);
/* How many strings the set holds. */
size_t kp_strset_size(const struct kp_strset *set);
void kp_strset_free(struct kp_strset *set);

#endif
