/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Reading JSON back: kprefix's own reports, for --baseline and kprefix diff.
 * A small DOM; numbers are kept as integers (a fraction, a percentage, by
 * its integer part), strings as UTF-8 with escapes resolved.
 */
#ifndef KPREFIX_JSON_READ_H
#define KPREFIX_JSON_READ_H

#include <stdbool.h>
#include <stddef.h>

enum kp_jtype { KP_JNULL, KP_JBOOL, KP_JNUMBER, KP_JSTRING, KP_JARRAY, KP_JOBJECT };

struct kp_jvalue {
	enum kp_jtype type;
	bool boolean;
	/* A number's integer part; one above 2^63-1 is LLONG_MAX here and
	 * exact in unumber (is_unsigned: it had no minus sign). */
	long long number;
	unsigned long long unumber;
	bool is_unsigned;
	/* The number had a fraction or an exponent (3.5, 1e6): number is its
	 * integer part, and string the number as written. */
	bool is_fraction;
	char *string;
	/* Arrays: items; objects: keys[i] -> items[i], in document order. */
	struct kp_jvalue *items;
	char **keys;
	size_t count;
};

/* Parse text[0..len); NULL with a reason and a byte offset in err when it is not one JSON value. */
struct kp_jvalue *kp_json_parse(const char *text, size_t len, char *err, size_t errlen);
/* Read and parse a file. */
struct kp_jvalue *kp_json_read_file(const char *path, char *err, size_t errlen);
/* A document parsed or read, with all it holds (only a root kp_json_parse gave). */
void kp_json_free(struct kp_jvalue *v);

/* An object's member, NULL when v is no object or has no such key. */
const struct kp_jvalue *kp_json_get(const struct kp_jvalue *v, const char *key);
/* A member's string, number or boolean; def when absent or of another type. */
const char *kp_json_get_string(const struct kp_jvalue *v, const char *key);
long long kp_json_get_number(const struct kp_jvalue *v, const char *key, long long def);
/* A member that is a non-negative integer up to 2^64-1 (kprefix's counts and sizes); def otherwise. */
unsigned long long kp_json_get_unsigned(const struct kp_jvalue *v, const char *key,
					unsigned long long def);
/*
 * The schema_version of a kprefix document of the given schema, when it is
 * a whole number from min to max: the versions this kprefix reads. -1 with
 * what the document holds instead in err (an older or newer version, a
 * fraction, a string, nothing).
 */
int kp_json_schema_version(const struct kp_jvalue *doc, const char *schema, int min, int max,
			   char *err, size_t errlen);

struct kp_json;
struct kp_findings;
struct kp_finding;

/*
 * A finding's JSON, written and read beside each other (src/json/finding.c).
 * One finding of findings, into an object the caller opened: check, severity,
 * function, offset, address, location, message, folded, fingerprint, source.
 */
void kp_json_finding_fields(struct kp_json *j, const struct kp_findings *findings,
			    const struct kp_finding *f);

/*
 * A finding of a kprefix report as kp_json_finding_fields writes it, read
 * back in one pass: each member NULL (false) when
 * absent or, for a string, of another type; the first of a key counts.
 */
struct kp_json_finding {
	const char *check, *severity, *function, *address, *message, *fingerprint;
	const struct kp_jvalue *offset;        /* a number, or null: about a function elsewhere */
	const struct kp_jvalue *message_value; /* the member itself (SARIF's is an object) */
	const struct kp_jvalue *source;
	bool folded;
};
/* v's members into *f; false when v is no object. */
bool kp_json_finding_read(const struct kp_jvalue *v, struct kp_json_finding *f);

#endif
