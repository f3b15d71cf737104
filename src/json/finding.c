// SPDX-License-Identifier: GPL-2.0-only
/*
 * A finding of a kprefix report as JSON: its members written (every
 * document that lists findings, through the one writer), and read back in
 * one pass over the object (a report holds tens of thousands of findings)
 * for the baseline (src/gate/gate.c) and kprefix diff (src/diff/compare.c)
 * alike. The text is the finding's own (f->text), rendered once.
 */
#include <stdlib.h>
#include <string.h>

#include "kprefix/findings.h"
#include "kprefix/json.h"
#include "kprefix/json_read.h"

void kp_json_finding_fields(struct kp_json *j, const struct kp_findings *findings,
			    const struct kp_finding *f)
{
	char *location = kp_finding_location(f);

	json_string(j, "check", kp_check_name(f->check));
	json_string(j, "severity", kp_severity_name(f->severity));
	json_string(j, "function", f->function ? f->function : f->about);
	/* Numbers where a number is meant; null where nothing is, never a 0 to misread. */
	if (f->function)
		json_int(j, "offset", f->func_offset);
	else
		json_null(j, "offset");
	if (f->address)
		json_hex(j, "address", f->address);
	else
		json_null(j, "address");
	json_string(j, "location", *location ? location : NULL);
	free(location);
	json_string(j, "message", f->text);
	json_bool(j, "folded", kp_finding_folded(findings, f));
	/* The types in C, only where the image's BTF named them. */
	if (f->type_c) {
		json_hex(j, "type_hash", f->type_hash);
		json_string(j, "type_c", f->type_c);
	}
	if (f->function_type_c)
		json_string(j, "function_type_c", f->function_type_c);
	json_string(j, "fingerprint", f->fingerprint);
	enum kp_baseline_state baseline = kp_finding_baseline(findings, f);

	if (baseline != KP_BASELINE_NONE)
		json_string(j, "baseline", baseline == KP_BASELINE_KNOWN ? "known" : "new");
	const struct kp_attribution *a = kp_finding_attribution(findings, f);

	if (a->unit || a->file) {
		json_begin_object(j, "source");
		json_string(j, "unit", a->unit);
		json_string(j, "file", a->file);
		if (a->line)
			json_uint(j, "line", a->line);
		else
			json_null(j, "line");
		json_string(j, "flags", a->unit_flags);
		if (a->expected_flags || a->makefile || a->built_apart) {
			json_begin_object(j, "build");
			json_string(j, "expected_flags", a->expected_flags);
			json_string(j, "difference", a->flag_difference);
			if (a->makefile) {
				json_begin_object(j, "makefile");
				json_string(j, "file", a->makefile);
				json_uint(j, "line", a->makefile_line);
				json_string(j, "text", a->makefile_text);
				json_end_object(j);
			} else {
				json_null(j, "makefile");
			}
			json_bool(j, "built_apart", a->built_apart);
			json_end_object(j);
		}
		json_end_object(j);
	} else {
		json_null(j, "source");
	}
}

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
