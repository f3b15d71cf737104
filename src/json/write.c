// SPDX-License-Identifier: GPL-2.0-only
/*
 * One JSON writer for everything kprefix prints as JSON: values, in order,
 * each document's header (schema, tool, the command line it was run with).
 * What the documents hold is their renderers' (src/render/).
 */
#include <assert.h>
#include <stdint.h>
#include <stdio.h>

#include "kprefix/json.h"
#include "kprefix/util.h"

/* --pretty: every document of the run indented, a value a line. */
static bool pretty;

void kp_json_set_pretty(bool on)
{
	pretty = on;
}

void json_init(struct kp_json *j, FILE *out)
{
	*j = (struct kp_json){ .out = out, .pretty = pretty };
}

static void newline(struct kp_json *j, int depth)
{
	fputc('\n', j->out);
	for (int i = 0; i < depth; i++)
		fputs("  ", j->out);
}

bool json_done(const struct kp_json *j)
{
	return j->depth == 0;
}

/* A key inside an object, none inside an array or at the top. */
static void sep(struct kp_json *j, const char *key)
{
	assert(j->depth == 0 ? !key : (j->open[j->depth] == '{') == (key != NULL));
	if (j->need_comma[j->depth])
		fputc(',', j->out);
	if (j->pretty && j->depth)
		newline(j, j->depth);
	j->need_comma[j->depth] = true;
	if (key) {
		fputc('"', j->out);
		fputs(key, j->out);
		fputs(j->pretty ? "\": " : "\":", j->out);
	}
}

/*
 * Symbol names and paths are bytes: valid UTF-8 passes through, control
 * characters (C0 and C1) are \u00XX, bidi controls and invisible format
 * characters (kp_visible_sequence's) \uXXXX, and a byte that is not UTF-8 becomes
 * the visible text \xNN (in JSON "\\xNN"), so the document is always valid
 * UTF-8 and shows no raw control on a terminal. The '[' of "##[" is \u005b:
 * the same string, and no workflow command when a GitHub job prints the
 * report to its log.
 */
static void put_escaped(FILE *out, const char *str)
{
	const unsigned char *s = (const unsigned char *)str;

	fputc('"', out);
	while (*s) {
		size_t len = utf8_sequence(s);

		if (*s == '"' || *s == '\\') {
			fprintf(out, "\\%c", *s++);
		} else if (*s == '\n') {
			fputs("\\n", out);
			s++;
		} else if (len == 1 && (*s < 0x20 || *s == 0x7f)) {
			fprintf(out, "\\u%04x", *s++);
		} else if (len == 2 && !kp_visible_sequence(s)) {
			fprintf(out, "\\u%04x", (s[0] & 0x1f) << 6 | (s[1] & 0x3f));
			s += 2;
		} else if (len == 3 && !kp_visible_sequence(s)) {
			/* Bidi controls and invisible format characters. */
			fprintf(out, "\\u%04x", (s[0] & 0x0f) << 12 | (s[1] & 0x3f) << 6 | (s[2] & 0x3f));
			s += 3;
		} else if (*s == '[' && s - (const unsigned char *)str >= 2 && s[-1] == '#' && s[-2] == '#') {
			fputs("\\u005b", out);
			s++;
		} else if (len) {
			fwrite(s, 1, len, out);
			s += len;
		} else {
			fprintf(out, "\\\\x%02x", *s++);
		}
	}
	fputc('"', out);
}

static void begin(struct kp_json *j, const char *key, char kind)
{
	sep(j, key);
	assert(j->depth + 1 < KP_JSON_MAX_DEPTH);
	fputc(kind, j->out);
	j->depth++;
	j->open[j->depth] = kind;
	j->need_comma[j->depth] = false;
}

static void end(struct kp_json *j, char kind)
{
	assert(j->depth > 0 && j->open[j->depth] == kind);
	if (j->pretty && j->need_comma[j->depth])
		newline(j, j->depth - 1);
	j->depth--;
	fputc(kind == '{' ? '}' : ']', j->out);
	if (j->depth == 0)
		fputc('\n', j->out);
}

void json_begin_object(struct kp_json *j, const char *key)
{
	begin(j, key, '{');
}

void json_end_object(struct kp_json *j)
{
	end(j, '{');
}

void json_begin_array(struct kp_json *j, const char *key)
{
	begin(j, key, '[');
}

void json_end_array(struct kp_json *j)
{
	end(j, '[');
}

void json_string(struct kp_json *j, const char *key, const char *value)
{
	sep(j, key);
	if (value)
		put_escaped(j->out, value);
	else
		fputs("null", j->out);
}

void json_int(struct kp_json *j, const char *key, long long value)
{
	sep(j, key);
	fprintf(j->out, "%lld", value);
}

void json_uint(struct kp_json *j, const char *key, unsigned long long value)
{
	sep(j, key);
	fprintf(j->out, "%llu", value);
}

void json_bool(struct kp_json *j, const char *key, bool value)
{
	sep(j, key);
	fputs(value ? "true" : "false", j->out);
}

void json_null(struct kp_json *j, const char *key)
{
	sep(j, key);
	fputs("null", j->out);
}

void json_hex(struct kp_json *j, const char *key, unsigned long long value)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "0x%llx", value);
	json_string(j, key, buf);
}

void json_tenths(struct kp_json *j, const char *key, long long value)
{
	unsigned long long magnitude = value < 0 ? -(unsigned long long)value : (unsigned long long)value;

	sep(j, key);
	fprintf(j->out, "%s%llu.%llu", value < 0 ? "-" : "", magnitude / 10, magnitude % 10);
}

static struct kp_invocation invocation;

void kp_set_invocation(int argc, char *const *argv)
{
	invocation = (struct kp_invocation){ argc, argv };
}

const struct kp_invocation *kp_get_invocation(void)
{
	return &invocation;
}

void kp_json_header(struct kp_json *j, const char *schema, int version)
{
	json_string(j, "schema", schema);
	json_int(j, "schema_version", version);
	json_begin_object(j, "tool");
	json_string(j, "name", "kprefix");
	json_string(j, "version", KPREFIX_VERSION);
	json_end_object(j);
	json_begin_array(j, "arguments");
	for (int i = 0; i < invocation.argc; i++)
		json_string(j, NULL, invocation.argv[i]);
	json_end_array(j);
}
