// SPDX-License-Identifier: GPL-2.0-only
/*
 * A finding of a kprefix report read back: the members render/json.c's
 * kp_json_finding_fields writes, taken in one pass over the object (a
 * report holds tens of thousands of findings), for the baseline
 * (src/gate/gate.c) and kprefix diff (src/diff/compare.c) alike.
 */
#include <string.h>

#include "kprefix/json_read.h"

enum { CHECK, SEVERITY, FUNCTION, OFFSET, ADDRESS, MESSAGE, FOLDED, FINGERPRINT, SOURCE, NR_KEYS };

static const char *const keys[NR_KEYS] = {
	[CHECK] = "check",
	[SEVERITY] = "severity",
	[FUNCTION] = "function",
	[OFFSET] = "offset",
	[ADDRESS] = "address",
	[MESSAGE] = "message",
	[FOLDED] = "folded",
	[FINGERPRINT] = "fingerprint",
	[SOURCE] = "source",
};

static const char *string_of(const struct kp_jvalue *v)
{
	return v->type == KP_JSTRING ? v->string : NULL;
}

static void take(struct kp_json_finding *f, int key, const struct kp_jvalue *m)
{
	switch (key) {
	case CHECK:
		f->check = string_of(m);
		break;
	case SEVERITY:
		f->severity = string_of(m);
		break;
	case FUNCTION:
		f->function = string_of(m);
		break;
	case OFFSET:
		f->offset = m;
		break;
	case ADDRESS:
		f->address = string_of(m);
		break;
	case MESSAGE:
		f->message = string_of(m);
		f->message_value = m;
		break;
	case FOLDED:
		f->folded = m->type == KP_JBOOL && m->boolean;
		break;
	case FINGERPRINT:
		f->fingerprint = string_of(m);
		break;
	case SOURCE:
		f->source = m;
		break;
	}
}

bool kp_json_finding_read(const struct kp_jvalue *v, struct kp_json_finding *f)
{
	/* The first of a key counts, as kp_json_get has it. */
	bool seen[NR_KEYS] = { false };

	*f = (struct kp_json_finding){ 0 };
	if (!v || v->type != KP_JOBJECT)
		return false;
	for (size_t i = 0; i < v->count; i++) {
		int k = 0;

		while (k < NR_KEYS && strcmp(v->keys[i], keys[k]))
			k++;
		if (k == NR_KEYS || seen[k])
			continue;
		seen[k] = true;
		take(f, k, &v->items[i]);
	}
	return true;
}
