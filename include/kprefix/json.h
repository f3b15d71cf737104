/* SPDX-License-Identifier: GPL-2.0-only */
/* The one JSON writer (src/json/write.c), and what every document's header records. */
#ifndef KPREFIX_JSON_H
#define KPREFIX_JSON_H

#include <stdbool.h>
#include <stdio.h>

/* The command line every document records: what kprefix was run with, after "kprefix". */
struct kp_invocation {
	int argc;
	char *const *argv;
};

void kp_set_invocation(int argc, char *const *argv);
const struct kp_invocation *kp_get_invocation(void);

/*
 * The one JSON writer: every document kprefix prints, whatever its shape
 * (one file, several, a module tree), is written through it, in order, and
 * it asserts that what was opened is closed in kind.
 */
#define KP_JSON_MAX_DEPTH 32

struct kp_json {
	FILE *out;
	bool pretty;
	int depth;
	bool need_comma[KP_JSON_MAX_DEPTH];
	char open[KP_JSON_MAX_DEPTH]; /* '{' or '[' at each depth */
};

void json_init(struct kp_json *j, FILE *out);
/* Whether documents begun from now on are indented (--pretty). */
void kp_json_set_pretty(bool on);
/* Whether the document is complete: everything opened was closed. */
bool json_done(const struct kp_json *j);

void json_begin_object(struct kp_json *j, const char *key);
void json_end_object(struct kp_json *j);
void json_begin_array(struct kp_json *j, const char *key);
void json_end_array(struct kp_json *j);
void json_string(struct kp_json *j, const char *key, const char *value);
void json_int(struct kp_json *j, const char *key, long long value);
void json_uint(struct kp_json *j, const char *key, unsigned long long value);
void json_bool(struct kp_json *j, const char *key, bool value);
void json_null(struct kp_json *j, const char *key);
void json_hex(struct kp_json *j, const char *key, unsigned long long value);
/* value / 10 as a number with one decimal: 48 is 4.8. */
void json_tenths(struct kp_json *j, const char *key, long long value);

/* schema and schema_version as given, then tool {name, version} and arguments. */
void kp_json_header(struct kp_json *j, const char *schema, int version);

#endif
