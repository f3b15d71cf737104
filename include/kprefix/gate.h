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
#include "kprefix/hashmap.h"
#include "kprefix/json_read.h"

/* One finding of a baseline: its fingerprint, and what to say of it when it is gone. */
struct kp_baseline_entry {
	uint64_t fingerprint;
	/* The baseline's strings (its strings[]), shared by every entry that names them. */
	char *check;     /* the check id (a SARIF ruleId), or NULL */
	char *severity;  /* "error", "warning", "note", or NULL */
	char *function;  /* or NULL */
	char *message;   /* or NULL */
	char *file;      /* how the report named the file, or NULL */
	bool seen;       /* a finding of this run has its fingerprint */
};

/* A baseline: an earlier report's findings by fingerprint (sorted, unique). */
struct kp_baseline {
	char *path;
	struct kp_baseline_entry *entries;
	size_t count, capacity;
	struct kp_strset strings; /* each string of the document the entries name, once */
};

/*
 * Read a baseline file (a JSON report, a diff or a SARIF log of kprefix):
 * each finding's "fingerprint" in a kprefix-check report (schema_version 2
 * or 3) or a kprefix-diff document (2), each result's and run's
 * fingerprints in a SARIF log of kprefix (not those of "absent" results).
 * -1 with a reason in err when it is none of those: another version,
 * another tool's SARIF, no JSON.
 */
int kp_baseline_read(const char *path, struct kp_baseline *baseline, char *err, size_t errlen);
/* The same of a document read already; path names it. kp_baseline_free it either way. */
int kp_baseline_from_json(const struct kp_jvalue *doc, const char *path, struct kp_baseline *baseline,
			  char *err, size_t errlen);
/* The entry of fingerprint, NULL when the baseline lacks it. */
struct kp_baseline_entry *kp_baseline_find(struct kp_baseline *baseline, const char *fingerprint);
/* Entries no finding of the run had: gone since the baseline. */
size_t kp_baseline_absent(const struct kp_baseline *baseline);
void kp_baseline_free(struct kp_baseline *baseline);

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
	/* What kp_suppressions_match looks patterns up in (src/gate/gate.c). */
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
/* The first suppression that covers f, from source_file (or NULL), in module (counted); NULL when none. */
const struct kp_suppression *kp_suppressions_match(struct kp_suppressions *s, const struct kp_finding *f,
						   const char *source_file, const char *module);
void kp_suppressions_free(struct kp_suppressions *s);

/*
 * The gate on one file's findings (src/gate/apply.c), module naming its
 * image: suppressed findings leave, the rest are marked known or new
 * against the baseline (entries seen). Either may be NULL: none. Returns
 * the exit status the findings then give, status when there is no gate.
 */
int kp_gate_findings(struct kp_findings *findings, const char *module, struct kp_baseline *baseline,
		     struct kp_suppressions *suppressions, bool werror, int status);
/*
 * What text and GitHub print of a file under a baseline: the new findings
 * only, in view (all itself when none is known). A new detail whose summary
 * the baseline knows is shown itself, so that an exit status never comes
 * with nothing printed. kp_gate_view_free frees what the view holds.
 */
const struct kp_findings *kp_gate_new_findings(const struct kp_findings *all, struct kp_findings *view);
void kp_gate_view_free(const struct kp_findings *all, const struct kp_findings *shown,
		       struct kp_findings *view);
/* The pattern as the file gives it, with its field ("function:foo"): the caller frees it. */
char *kp_suppression_pattern(const struct kp_suppression *s);
/*
 * "suppression 'CHECK PATTERN' matched no finding: ...", what every format
 * says of s when it matched nothing (the caller frees it); NULL when it matched.
 */
char *kp_suppression_unmatched(const struct kp_suppression *s);

#endif
