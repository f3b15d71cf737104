// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fingerprints: what names one finding across rebuilds, so that a baseline,
 * a suppression-free gate and `kprefix diff` can tell a new finding from an
 * old one. Addresses move with every rebuild and counts with every change
 * nearby, so neither is read; what is read is what a person would name the
 * defect by: its check, the module (or "vmlinux"), the island, the function,
 * the kCFI type and, for checks that report one function more than once, the
 * variant the check sets (a load offset, a kind of record). Two findings that
 * still agree in all of that (two static functions of one name) are told
 * apart by their order.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/findings.h"
#include "kprefix/util.h"

#define FNV_PRIME 0x100000001b3ull

uint64_t kp_hash_str(uint64_t h, const char *s)
{
	do {
		h ^= (unsigned char)*s;
		h *= FNV_PRIME;
	} while (*s++);
	return h;
}

static uint64_t fnv_u64(uint64_t h, uint64_t v)
{
	for (int i = 0; i < 8; i++) {
		h ^= (v >> (8 * i)) & 0xff;
		h *= FNV_PRIME;
	}
	return h;
}

void kp_fingerprint_scope_of(const char *name, bool module, char *buf, size_t len)
{
	static const char *const compressed[] = { ".xz", ".gz", ".zst" };
	const char *slash = strrchr(name, '/');
	size_t n;

	if (!module) {
		snprintf(buf, len, "vmlinux");
		return;
	}
	if (slash)
		name = slash + 1;
	n = strlen(name);
	for (size_t i = 0; i < ARRAY_SIZE(compressed); i++) {
		size_t sl = strlen(compressed[i]);

		if (n > sl && !strcmp(name + n - sl, compressed[i])) {
			n -= sl;
			break;
		}
	}
	snprintf(buf, len, "%.*s", (int)n, name);
}

struct keyed {
	uint64_t key;
	size_t index;
};

static int cmp_keyed(const void *a, const void *b)
{
	const struct keyed *ka = a, *kb = b;

	if (ka->key != kb->key)
		return ka->key < kb->key ? -1 : 1;
	return ka->index < kb->index ? -1 : ka->index > kb->index;
}

void kp_findings_fingerprint(struct kp_findings *findings, const char *scope)
{
	struct keyed *keys = xcalloc(findings->count ? findings->count : 1, sizeof(*keys));

	for (size_t i = 0; i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];
		const char *function = f->function ? f->function : f->about;
		uint64_t h = KP_HASH_INIT;

		h = kp_hash_str(h, "kprefix-fingerprint-1");
		h = kp_hash_str(h, kp_check_name(f->check));
		h = kp_hash_str(h, scope);
		h = kp_hash_str(h, f->island ? f->island : "");
		/* type-offset names the first calling function only as an example. */
		h = kp_hash_str(h, function && f->check != KP_CHECK_TYPE_OFFSET ? function : "");
		h = fnv_u64(h, f->has_type ? (uint64_t)f->type_hash | 1ull << 32 : 0);
		h = fnv_u64(h, (uint64_t)(int64_t)f->variant);
		keys[i] = (struct keyed){ h, i };
	}
	/* Equal keys in report order: the second one of a key is told apart by its rank. */
	if (findings->count > 1)
		qsort(keys, findings->count, sizeof(*keys), cmp_keyed);
	for (size_t i = 0, nth = 0; i < findings->count; i++) {
		uint64_t h = keys[i].key;

		nth = i && keys[i - 1].key == h ? nth + 1 : 0;
		if (nth)
			h = fnv_u64(h, nth);
		snprintf(findings->items[keys[i].index].fingerprint, KP_FINGERPRINT_LEN + 1,
			 "%016llx", (unsigned long long)h);
	}
	free(keys);
}
