/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Gates that start from a known state: a baseline (the fingerprints of an
 * earlier report: only findings it lacks count) and suppressions (reviewed
 * exceptions, each with its reason; one that matches nothing is said, so
 * that the file does not rot).
 */
#ifndef KPREFIX_GATE_H
#define KPREFIX_GATE_H

#include <stdbool.h>
#include <stddef.h>

#include "kprefix/findings.h"
#include "kprefix/json_read.h"

/*
 * Every fingerprint a document holds: each finding's "fingerprint" in a
 * kprefix-check or kprefix-diff document, each result's partialFingerprints
 * in a SARIF log. -1 with a reason when the document is none of those.
 */
int kp_fingerprints_from_json(const struct kp_jvalue *doc, struct kp_fingerprint_set *set, char *err,
			      size_t errlen);
/* Read a baseline file (a JSON report or a SARIF log) into set, sealed. */
int kp_baseline_read(const char *path, struct kp_fingerprint_set *set, char *err, size_t errlen);

enum kp_suppress_field { KP_SUPPRESS_ANY, KP_SUPPRESS_FUNCTION, KP_SUPPRESS_MODULE, KP_SUPPRESS_SOURCE };

struct kp_suppression {
	char *check;        /* a check id, or "*" */
	enum kp_suppress_field field;
	char *pattern;      /* a glob (fnmatch), '*' matching '/' too */
	char *reason;
	unsigned line;
	size_t matched;
	bool literal;       /* no glob character at all: matched by strcmp */
};

struct kp_suppression_index;

struct kp_suppressions {
	char *path;
	struct kp_suppression *items;
	size_t count;
	/* What kp_suppressions_match looks patterns up in (src/report/gate.c). */
	struct kp_suppression_index *index;
};

/*
 * Read a suppression file: per line `CHECK-ID PATTERN REASON...`, blank
 * lines and # comments aside; PATTERN matches the function, the module's path
 * or file name, or the source path, or only one of them after function:,
 * module: or source:. -1 with "LINE: reason" in err for a line that is none.
 */
int kp_suppressions_read(const char *path, struct kp_suppressions *s, char *err, size_t errlen);
/* The same from text[0..len) (modified: lines are cut in place), named path. */
int kp_suppressions_parse(const char *path, char *text, size_t len, struct kp_suppressions *s,
			  char *err, size_t errlen);
/* The first suppression that covers f in module (counted), NULL when none. */
const struct kp_suppression *kp_suppressions_match(struct kp_suppressions *s, const struct kp_finding *f,
						   const char *module);
void kp_suppressions_free(struct kp_suppressions *s);

#endif
