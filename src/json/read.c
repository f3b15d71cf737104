// SPDX-License-Identifier: GPL-2.0-only
/*
 * A JSON reader for kprefix's own documents: strict (RFC 8259), bounded in
 * depth, with every failure a sentence and a byte offset. A report may be
 * hand-edited or truncated; nothing in it is trusted to be well formed.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/json_read.h"
#include "kprefix/util.h"

#define MAX_DEPTH 64
#define MAX_FILE (1ull << 30)

/*
 * Every value, key and string of one document comes from its blocks and
 * goes with them: a report of 280k findings is millions of small strings,
 * and allocating and freeing each was most of reading it.
 */
#define BLOCK_SIZE (1u << 20)

struct block {
	struct block *next;
	size_t used, size;
	max_align_t data[];
};

struct document {
	struct kp_jvalue root; /* first: a document is freed by its root */
	struct block *blocks;
};

struct parser {
	const char *s, *end, *start;
	char *err;
	size_t errlen;
	bool failed;
	struct document *doc;
};

static void *alloc(struct parser *p, size_t n)
{
	struct block *b = p->doc->blocks;
	size_t align = sizeof(max_align_t);
	void *at;

	n = (n + align - 1) / align * align;
	if (!b || b->size - b->used < n) {
		size_t size = n > BLOCK_SIZE / 4 ? n : BLOCK_SIZE;
		struct block *fresh = xmalloc(sizeof(*fresh) + size);

		*fresh = (struct block){ .size = size };
		/* A large one of its own goes behind the current block, which stays current. */
		if (b && size != BLOCK_SIZE) {
			fresh->next = b->next;
			b->next = fresh;
		} else {
			fresh->next = b;
			p->doc->blocks = fresh;
		}
		b = fresh;
	}
	at = (char *)b->data + b->used;
	b->used += n;
	return at;
}

__attribute__((format(printf, 2, 3)))
static bool fail(struct parser *p, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (p->failed)
		return false;
	p->failed = true;
	n = snprintf(p->err, p->errlen, "at byte %zu: ", (size_t)(p->s - p->start));
	va_start(ap, fmt);
	if (n >= 0 && (size_t)n < p->errlen)
		vsnprintf(p->err + n, p->errlen - (size_t)n, fmt, ap);
	va_end(ap);
	return false;
}

static void skip_space(struct parser *p)
{
	while (p->s < p->end && (*p->s == ' ' || *p->s == '\t' || *p->s == '\n' || *p->s == '\r'))
		p->s++;
}

static bool literal(struct parser *p, const char *word)
{
	size_t n = strlen(word);

	if ((size_t)(p->end - p->s) < n || memcmp(p->s, word, n))
		return fail(p, "not a JSON value");
	p->s += n;
	return true;
}

static int hex4(const char *s)
{
	int v = 0;

	for (int i = 0; i < 4; i++) {
		char c = s[i];

		v <<= 4;
		if (c >= '0' && c <= '9')
			v |= c - '0';
		else if (c >= 'a' && c <= 'f')
			v |= c - 'a' + 10;
		else if (c >= 'A' && c <= 'F')
			v |= c - 'A' + 10;
		else
			return -1;
	}
	return v;
}

static size_t put_utf8(char *out, unsigned cp)
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		out[0] = (char)(0xc0 | cp >> 6);
		out[1] = (char)(0x80 | (cp & 0x3f));
		return 2;
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xe0 | cp >> 12);
		out[1] = (char)(0x80 | (cp >> 6 & 0x3f));
		out[2] = (char)(0x80 | (cp & 0x3f));
		return 3;
	}
	out[0] = (char)(0xf0 | cp >> 18);
	out[1] = (char)(0x80 | (cp >> 12 & 0x3f));
	out[2] = (char)(0x80 | (cp >> 6 & 0x3f));
	out[3] = (char)(0x80 | (cp & 0x3f));
	return 4;
}

/* A string at p->s (the opening quote), unescaped; NULL on failure. */
static char *string(struct parser *p)
{
	const char *s = ++p->s;
	/* Unescaping never lengthens: \uXXXX (6 bytes) is at most 4 of UTF-8. */
	char *out, *o;

	while (s < p->end && *s != '"') {
		if (*s == '\\')
			s++;
		s++;
	}
	if (s >= p->end) {
		fail(p, "a string does not end");
		return NULL;
	}
	out = o = alloc(p, (size_t)(s - p->s) + 1);
	while (*p->s != '"') {
		unsigned char c = (unsigned char)*p->s;

		if (c < 0x20) {
			fail(p, "a control character in a string");
			goto bad;
		}
		if (c < 0x80 && c != '\\') {
			*o++ = (char)c;
			p->s++;
			continue;
		}
		if (c != '\\') {
			size_t len = utf8_sequence((const unsigned char *)p->s);

			if (!len || p->s + len > s) {
				fail(p, "a string is not UTF-8");
				goto bad;
			}
			memcpy(o, p->s, len);
			o += len;
			p->s += len;
			continue;
		}
		p->s++;
		switch (*p->s++) {
		case '"': *o++ = '"'; break;
		case '\\': *o++ = '\\'; break;
		case '/': *o++ = '/'; break;
		case 'b': *o++ = '\b'; break;
		case 'f': *o++ = '\f'; break;
		case 'n': *o++ = '\n'; break;
		case 'r': *o++ = '\r'; break;
		case 't': *o++ = '\t'; break;
		case 'u': {
			int hi = s - p->s >= 4 ? hex4(p->s) : -1, lo;
			unsigned cp;

			if (hi < 0) {
				fail(p, "a \\u escape needs 4 hex digits");
				goto bad;
			}
			p->s += 4;
			cp = (unsigned)hi;
			if (hi >= 0xd800 && hi < 0xdc00) {
				lo = s - p->s >= 6 && p->s[0] == '\\' && p->s[1] == 'u' ? hex4(p->s + 2) : -1;
				if (lo < 0xdc00 || lo >= 0xe000) {
					fail(p, "a lone surrogate in a \\u escape");
					goto bad;
				}
				p->s += 6;
				cp = 0x10000 + ((unsigned)(hi - 0xd800) << 10) + (unsigned)(lo - 0xdc00);
			} else if (hi >= 0xdc00 && hi < 0xe000) {
				fail(p, "a lone surrogate in a \\u escape");
				goto bad;
			}
			/* Strings are C strings: a NUL would cut a fingerprint or a
			 * name short and make it match another. kprefix writes none. */
			if (!cp) {
				p->s -= 6;
				fail(p, "a \\u0000 in a string: no name, path or fingerprint holds one");
				goto bad;
			}
			o += put_utf8(o, cp);
			break;
		}
		default:
			p->s--;
			fail(p, "an unknown escape in a string");
			goto bad;
		}
	}
	p->s++;
	*o = '\0';
	return out;
bad:
	return NULL;
}

static bool number(struct parser *p, struct kp_jvalue *v)
{
	const char *s = p->s;
	char buf[32];
	char *end;

	if (s < p->end && *s == '-')
		s++;
	if (s >= p->end || *s < '0' || *s > '9')
		return fail(p, "not a JSON value");
	if (*s == '0' && s + 1 < p->end && s[1] >= '0' && s[1] <= '9')
		return fail(p, "a number with a leading zero");
	while (s < p->end && *s >= '0' && *s <= '9')
		s++;
	if ((size_t)(s - p->s) >= sizeof(buf))
		return fail(p, "a number too large");
	memcpy(buf, p->s, (size_t)(s - p->s));
	buf[s - p->s] = '\0';
	errno = 0;
	if (buf[0] == '-') {
		v->number = strtoll(buf, &end, 10);
		if (errno)
			return fail(p, "a number below -2^63");
	} else {
		/* kprefix writes unsigned 64-bit counts and sizes: all read back. */
		v->unumber = strtoull(buf, &end, 10);
		if (errno)
			return fail(p, "a number above 2^64-1");
		v->is_unsigned = true;
		v->number = v->unumber > (unsigned long long)LLONG_MAX ? LLONG_MAX : (long long)v->unumber;
	}
	/* A fraction or exponent (a percentage): kept, as its integer part. */
	if (s < p->end && *s == '.') {
		const char *digits = ++s;

		while (s < p->end && *s >= '0' && *s <= '9')
			s++;
		if (s == digits)
			return fail(p, "a number needs digits after '.'");
	}
	if (s < p->end && (*s == 'e' || *s == 'E')) {
		const char *digits;

		if (++s < p->end && (*s == '+' || *s == '-'))
			s++;
		for (digits = s; s < p->end && *s >= '0' && *s <= '9';)
			s++;
		if (s == digits)
			return fail(p, "a number needs digits in its exponent");
	}
	v->type = KP_JNUMBER;
	if (memchr(p->s, '.', (size_t)(s - p->s)) || memchr(p->s, 'e', (size_t)(s - p->s)) ||
	    memchr(p->s, 'E', (size_t)(s - p->s))) {
		/* As written, for a message that names it: kprefix writes no such number where it reads one. */
		v->is_fraction = true;
		v->string = alloc(p, (size_t)(s - p->s) + 1);
		memcpy(v->string, p->s, (size_t)(s - p->s));
		v->string[s - p->s] = '\0';
	}
	p->s = s;
	return true;
}

static bool value(struct parser *p, struct kp_jvalue *v, int depth);

static bool container(struct parser *p, struct kp_jvalue *v, int depth, bool object)
{
	size_t cap = 0;
	char close = object ? '}' : ']';

	if (depth >= MAX_DEPTH)
		return fail(p, "nested deeper than %d", MAX_DEPTH);
	v->type = object ? KP_JOBJECT : KP_JARRAY;
	p->s++;
	skip_space(p);
	if (p->s < p->end && *p->s == close) {
		p->s++;
		return true;
	}
	for (;;) {
		char *key = NULL;

		skip_space(p);
		if (object) {
			if (p->s >= p->end || *p->s != '"')
				return fail(p, "an object member needs a string key");
			key = string(p);
			if (!key)
				return false;
			skip_space(p);
			if (p->s >= p->end || *p->s != ':')
				return fail(p, "a key needs a ':'");
			p->s++;
		}
		/* Room from 4 values on, doubled: most objects of a report are small (a finding). */
		if (v->count == cap) {
			struct kp_jvalue *items;
			char **keys;

			cap = cap ? cap * 2 : 4;
			items = alloc(p, cap * sizeof(*items));
			if (v->count)
				memcpy(items, v->items, v->count * sizeof(*items));
			v->items = items;
			/* keys grow with items: same capacity. */
			if (object) {
				keys = alloc(p, cap * sizeof(*keys));
				if (v->count)
					memcpy(keys, v->keys, v->count * sizeof(*keys));
				v->keys = keys;
			}
		}
		if (object)
			v->keys[v->count] = key;
		v->items[v->count] = (struct kp_jvalue){ 0 };
		v->count++;
		if (!value(p, &v->items[v->count - 1], depth + 1))
			return false;
		skip_space(p);
		if (p->s < p->end && *p->s == ',') {
			p->s++;
			continue;
		}
		if (p->s < p->end && *p->s == close) {
			p->s++;
			return true;
		}
		return fail(p, object ? "an object needs ',' or '}'" : "an array needs ',' or ']'");
	}
}

static bool value(struct parser *p, struct kp_jvalue *v, int depth)
{
	skip_space(p);
	if (p->s >= p->end)
		return fail(p, "the document ends where a value was due");
	switch (*p->s) {
	case '{':
		return container(p, v, depth, true);
	case '[':
		return container(p, v, depth, false);
	case '"':
		v->string = string(p);
		v->type = KP_JSTRING;
		return v->string != NULL;
	case 't':
		v->type = KP_JBOOL;
		v->boolean = true;
		return literal(p, "true");
	case 'f':
		v->type = KP_JBOOL;
		return literal(p, "false");
	case 'n':
		v->type = KP_JNULL;
		return literal(p, "null");
	default:
		return number(p, v);
	}
}

void kp_json_free(struct kp_jvalue *v)
{
	struct document *doc = (struct document *)v;

	if (!doc)
		return;
	for (struct block *b = doc->blocks, *next; b; b = next) {
		next = b->next;
		free(b);
	}
	free(doc);
}

struct kp_jvalue *kp_json_parse(const char *text, size_t len, char *err, size_t errlen)
{
	struct document *doc = xcalloc(1, sizeof(*doc));
	struct parser p = { .s = text, .end = text + len, .start = text, .err = err, .errlen = errlen, .doc = doc };

	if (value(&p, &doc->root, 0)) {
		skip_space(&p);
		if (p.s == p.end)
			return &doc->root;
		fail(&p, "more after the document");
	}
	kp_json_free(&doc->root);
	return NULL;
}

struct kp_jvalue *kp_json_read_file(const char *path, char *err, size_t errlen)
{
	size_t len;
	char *text = kp_read_regular(path, MAX_FILE, &len, err, errlen);
	struct kp_jvalue *v;

	if (!text)
		return NULL;
	v = kp_json_parse(text, len, err, errlen);
	free(text);
	return v;
}

const struct kp_jvalue *kp_json_get(const struct kp_jvalue *v, const char *key)
{
	if (!v || v->type != KP_JOBJECT)
		return NULL;
	for (size_t i = 0; i < v->count; i++)
		if (!strcmp(v->keys[i], key))
			return &v->items[i];
	return NULL;
}

const char *kp_json_get_string(const struct kp_jvalue *v, const char *key)
{
	const struct kp_jvalue *m = kp_json_get(v, key);

	return m && m->type == KP_JSTRING ? m->string : NULL;
}

unsigned long long kp_json_get_unsigned(const struct kp_jvalue *v, const char *key,
					unsigned long long def)
{
	const struct kp_jvalue *m = kp_json_get(v, key);

	return m && m->type == KP_JNUMBER && m->is_unsigned ? m->unumber : def;
}

long long kp_json_get_number(const struct kp_jvalue *v, const char *key, long long def)
{
	const struct kp_jvalue *m = kp_json_get(v, key);

	if (m && m->type == KP_JNUMBER)
		return m->number;
	if (m && m->type == KP_JBOOL)
		return m->boolean;
	return def;
}

int kp_json_schema_version(const struct kp_jvalue *doc, const char *schema, int min, int max,
			   char *err, size_t errlen)
{
	const struct kp_jvalue *v = kp_json_get(doc, "schema_version");
	char reads[64], shown[300];

	if (min == max)
		snprintf(reads, sizeof(reads), "version %d", min);
	else if (max == min + 1)
		snprintf(reads, sizeof(reads), "versions %d and %d", min, max);
	else
		snprintf(reads, sizeof(reads), "versions %d to %d", min, max);
	if (!v) {
		snprintf(err, errlen, "a %s document without a schema_version: this kprefix reads %s",
			 schema, reads);
		return -1;
	}
	if (v->type == KP_JSTRING) {
		snprintf(err, errlen, "a %s document whose schema_version is the string \"%s\", not a number: this kprefix reads %s",
			 schema, kp_visible(v->string, 64, shown, sizeof(shown)), reads);
		return -1;
	}
	if (v->type != KP_JNUMBER) {
		snprintf(err, errlen, "a %s document whose schema_version is %s, not a number: this kprefix reads %s",
			 schema, v->type == KP_JNULL ? "null" : v->type == KP_JBOOL ? "a boolean" :
			 v->type == KP_JARRAY ? "an array" : "an object", reads);
		return -1;
	}
	if (v->is_fraction) {
		snprintf(err, errlen, "a %s document of schema_version %s, not a whole number: this kprefix reads %s",
			 schema, kp_visible(v->string, 64, shown, sizeof(shown)), reads);
		return -1;
	}
	if (v->is_unsigned ? v->unumber < (unsigned long long)min : v->number < min) {
		snprintf(err, errlen, "a %s document of schema_version %lld, older than this kprefix reads (%s)",
			 schema, v->number, reads);
		return -1;
	}
	if (v->unumber > (unsigned long long)max) {
		snprintf(err, errlen, "a %s document of schema_version %llu, newer than this kprefix reads (%s)",
			 schema, v->unumber, reads);
		return -1;
	}
	return (int)v->unumber;
}
