// SPDX-License-Identifier: GPL-2.0-only
/*
 * What makes findings one cause: the same check, severity and message in
 * the same directory of compile units. The text report's lines, the run's
 * causes, kprefix diff's lines and a module tree's text all fold by it.
 */
#include <string.h>

#include "kprefix/fold.h"

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

int kp_cause_key_cmp(const struct kp_cause_key *a, const struct kp_cause_key *b)
{
	int c;

	if (a->check != b->check)
		return a->check < b->check ? -1 : 1;
	if (a->severity != b->severity)
		return a->severity < b->severity ? -1 : 1;
	if (a->message != b->message && (c = strcmp(a->message, b->message)))
		return c;
	if (a->dir_len != b->dir_len)
		return a->dir_len < b->dir_len ? -1 : 1;
	if (a->dir_len && (c = memcmp(a->dir, b->dir, a->dir_len)))
		return c;
	return 0;
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
