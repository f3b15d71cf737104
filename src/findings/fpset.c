// SPDX-License-Identifier: GPL-2.0-only
/*
 * A set of fingerprints: what a baseline holds and what diff compares by.
 * Filled by appending, then sealed once (sorted, duplicates dropped), so
 * that n fingerprints cost n log n whichever order they come in; asked by
 * binary search. A fingerprint is 16 lowercase hex digits, kept as the
 * 64-bit number they spell.
 */
#include <assert.h>
#include <stdlib.h>

#include "kprefix/findings.h"
#include "kprefix/util.h"

bool kp_fingerprint_parse(const char *s, uint64_t *value)
{
	uint64_t v = 0;
	size_t n = 0;

	for (; s[n]; n++) {
		char c = s[n];

		if (n == KP_FINGERPRINT_LEN)
			return false;
		if (c >= '0' && c <= '9')
			v = v << 4 | (uint64_t)(c - '0');
		else if (c >= 'a' && c <= 'f')
			v = v << 4 | (uint64_t)(c - 'a' + 10);
		else
			return false;
	}
	if (n != KP_FINGERPRINT_LEN)
		return false;
	*value = v;
	return true;
}

bool kp_fingerprint_set_add(struct kp_fingerprint_set *set, const char *fingerprint)
{
	uint64_t v;

	if (!kp_fingerprint_parse(fingerprint, &v))
		return false;
	grow_array((void **)&set->items, &set->capacity, set->count + 1, sizeof(*set->items));
	set->items[set->count++] = v;
	set->sealed = false;
	return true;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

void kp_fingerprint_set_seal(struct kp_fingerprint_set *set)
{
	size_t out = 0;

	if (set->count > 1)
		qsort(set->items, set->count, sizeof(*set->items), cmp_u64);
	for (size_t i = 0; i < set->count; i++)
		if (!out || set->items[out - 1] != set->items[i])
			set->items[out++] = set->items[i];
	set->count = out;
	set->sealed = true;
}

bool kp_fingerprint_set_has(const struct kp_fingerprint_set *set, const char *fingerprint)
{
	size_t lo = 0, hi = set->count;
	uint64_t v;

	assert(set->sealed || !set->count);
	if (!kp_fingerprint_parse(fingerprint, &v))
		return false;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (set->items[mid] < v)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < set->count && set->items[lo] == v;
}

void kp_fingerprint_set_free(struct kp_fingerprint_set *set)
{
	free(set->items);
	*set = (struct kp_fingerprint_set){ 0 };
}
