// SPDX-License-Identifier: GPL-2.0-only
/*
 * Baselines and suppressions. A baseline is an earlier report: kprefix's
 * JSON (check or diff) or its SARIF, read for the fingerprints it holds, so
 * that a gate fails only on what is new. A suppression file holds reviewed
 * exceptions, each with the reason it was accepted.
 */
#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/checks.h"
#include "kprefix/gate.h"
#include "kprefix/hashmap.h"
#include "kprefix/schema.h"
#include "kprefix/util.h"

/*
 * A baseline's strings: each string of the document copied once, however
 * many entries name it. A SARIF result's message is named by each of its
 * fingerprints and a report's file name by each of its findings: copied per
 * entry, a 488 kB log of one 100 kB message and 20,000 fingerprints took
 * 2 GB. Looked up by where the string is in the document, so that each
 * is read once however long, into the baseline's string set.
 */
struct reader {
	struct kp_baseline *b;
	struct kp_hashmap copies; /* where a string is in the document: its copy */
};

static char *intern(struct reader *r, const char *s)
{
	long copy;

	if (!s)
		return NULL;
	if (!kp_hashmap_find(&r->copies, (long)(uintptr_t)s, &copy)) {
		copy = (long)(uintptr_t)kp_strset_add(&r->b->strings, s);
		kp_hashmap_add(&r->copies, (long)(uintptr_t)s, copy, NULL);
	}
	return (char *)(uintptr_t)copy;
}

/* A finding of a kprefix document, or a result of a SARIF log, as the baseline keeps it. */
static void add_entry(struct reader *r, const struct kp_jvalue *v, const char *fp, const char *file)
{
	struct kp_baseline *b = r->b;
	struct kp_baseline_entry e = { 0 };
	struct kp_json_finding jf;
	const char *text;

	if (!kp_fingerprint_parse(fp, &e.fingerprint))
		return;
	kp_json_finding_read(v, &jf);
	/* A SARIF result names its check ruleId and its severity level; its message is an object. */
	text = jf.message;
	if (!text && jf.message_value && jf.message_value->type == KP_JOBJECT)
		text = kp_json_get_string(jf.message_value, "text");
	e.check = intern(r, jf.check ?: kp_json_get_string(v, "ruleId"));
	e.severity = intern(r, jf.severity ?: kp_json_get_string(v, "level"));
	e.function = intern(r, jf.function);
	e.message = intern(r, text);
	e.file = intern(r, file);
	grow_array((void **)&b->entries, &b->capacity, b->count + 1, sizeof(*b->entries));
	b->entries[b->count++] = e;
}

static bool is_findings_key(const char *key)
{
	return !strcmp(key, "findings") || !strcmp(key, "new") || !strcmp(key, "unchanged") ||
	       !strcmp(key, "results") || !strcmp(key, "known");
}

/* Every finding of a document, with the name of the file it is in when a report says. */
static void collect_entries(struct reader *r, const struct kp_jvalue *v, bool in_findings, const char *file)
{
	if (v->type == KP_JOBJECT) {
		const char *fp = kp_json_get_string(v, "fingerprint");
		const char *name = kp_json_get_string(v, "name");
		const char *sarif = kp_json_get_string(kp_json_get(v, "partialFingerprints"),
						       KP_SARIF_FINGERPRINT_KEY);
		const char *state = kp_json_get_string(v, "baselineState");

		/* A report's file object names the file its findings are in. */
		if (name && kp_json_get(v, "findings"))
			file = name;
		if (in_findings && fp)
			add_entry(r, v, fp, file);
		else if (sarif && !(state && !strcmp(state, "absent")))
			/* An absent result is what an earlier run had lost: not known now. */
			add_entry(r, v, sarif, file);
		/* kprefix check's SARIF: a result (a cause) or the run lists its findings' fingerprints. */
		const struct kp_jvalue *list = kp_json_get(kp_json_get(v, "properties"), "fingerprints");

		for (size_t i = 0; list && list->type == KP_JARRAY && i < list->count; i++)
			if (list->items[i].type == KP_JSTRING)
				add_entry(r, v, list->items[i].string, file);
		for (size_t i = 0; i < v->count; i++)
			collect_entries(r, &v->items[i], is_findings_key(v->keys[i]), file);
	} else if (v->type == KP_JARRAY) {
		for (size_t i = 0; i < v->count; i++)
			collect_entries(r, &v->items[i], in_findings, file);
	}
}

/*
 * Whether doc is a document whose fingerprints this kprefix knows: a
 * kprefix-check report of schema_version 2 or 3, a kprefix-diff document of
 * 2, or a SARIF log each of whose runs kprefix wrote (another tool's results
 * have other fingerprints: all would be new, and the gate would fail on
 * everything it was meant to have accepted).
 */
static int baseline_document(const struct kp_jvalue *doc, char *err, size_t errlen)
{
	const char *schema = kp_json_get_string(doc, "schema");
	const char *version = kp_json_get_string(doc, "version");
	const struct kp_jvalue *runs = kp_json_get(doc, "runs");
	char shown[300];

	if (schema && !strcmp(schema, KP_JSON_SCHEMA))
		return kp_json_schema_version(doc, schema, KP_JSON_SCHEMA_MIN_VERSION, KP_JSON_SCHEMA_VERSION, err, errlen) < 0 ? -1 : 0;
	if (schema && !strcmp(schema, KP_DIFF_SCHEMA))
		return kp_json_schema_version(doc, schema, KP_DIFF_SCHEMA_MIN_VERSION, KP_DIFF_SCHEMA_VERSION, err, errlen) < 0 ? -1 : 0;
	if (schema) {
		snprintf(err, errlen, "a \"%s\" document, not a kprefix check or diff report nor a SARIF log of kprefix",
			 kp_visible(schema, 64, shown, sizeof(shown)));
		return -1;
	}
	if (!version || strcmp(version, "2.1.0") || !runs) {
		snprintf(err, errlen, "neither a kprefix JSON report nor a SARIF 2.1.0 log");
		return -1;
	}
	if (runs->type != KP_JARRAY || !runs->count) {
		snprintf(err, errlen, "a SARIF log without runs: kprefix writes one");
		return -1;
	}
	for (size_t i = 0; i < runs->count; i++) {
		const char *tool = kp_json_get_string(kp_json_get(kp_json_get(&runs->items[i], "tool"), "driver"),
						      "name");

		if (!tool) {
			snprintf(err, errlen, "a SARIF log whose run %zu names no tool: kprefix's runs name kprefix", i + 1);
			return -1;
		}
		if (strcmp(tool, "kprefix")) {
			snprintf(err, errlen, "a SARIF log of %s, not of kprefix: its results hold no kprefix fingerprints",
				 kp_visible(tool, 64, shown, sizeof(shown)));
			return -1;
		}
	}
	return 0;
}

static int cmp_entry(const void *a, const void *b)
{
	uint64_t x = ((const struct kp_baseline_entry *)a)->fingerprint;
	uint64_t y = ((const struct kp_baseline_entry *)b)->fingerprint;

	return x < y ? -1 : x > y;
}

int kp_baseline_from_json(const struct kp_jvalue *doc, const char *path, struct kp_baseline *b, char *err,
			  size_t errlen)
{
	struct reader r = { .b = b };
	size_t out = 0;

	*b = (struct kp_baseline){ .path = xstrdup(path) };
	kp_hashmap_init(&r.copies, kp_hashmap_ptr_hash, kp_hashmap_ptr_equal, NULL);
	if (baseline_document(doc, err, errlen))
		return -1;
	collect_entries(&r, doc, false, NULL);
	kp_hashmap_free(&r.copies);
	/* Sorted once, n log n; a fingerprint named twice (a diff's lists) is one entry. */
	if (b->count > 1)
		qsort(b->entries, b->count, sizeof(*b->entries), cmp_entry);
	for (size_t i = 0; i < b->count; i++)
		if (!out || b->entries[out - 1].fingerprint != b->entries[i].fingerprint)
			b->entries[out++] = b->entries[i];
	b->count = out;
	return 0;
}

int kp_baseline_read(const char *path, struct kp_baseline *b, char *err, size_t errlen)
{
	struct kp_jvalue *doc = kp_json_read_file(path, err, errlen);
	int ret;

	if (!doc) {
		*b = (struct kp_baseline){ .path = xstrdup(path) };
		return -1;
	}
	ret = kp_baseline_from_json(doc, path, b, err, errlen);
	kp_json_free(doc);
	return ret;
}

struct kp_baseline_entry *kp_baseline_find(struct kp_baseline *b, const char *fingerprint)
{
	size_t lo = 0, hi = b->count;
	uint64_t v;

	if (!kp_fingerprint_parse(fingerprint, &v))
		return NULL;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (b->entries[mid].fingerprint < v)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < b->count && b->entries[lo].fingerprint == v ? &b->entries[lo] : NULL;
}

size_t kp_baseline_absent(const struct kp_baseline *b)
{
	size_t n = 0;

	for (size_t i = 0; i < b->count; i++)
		n += !b->entries[i].seen;
	return n;
}

void kp_baseline_free(struct kp_baseline *b)
{
	kp_strset_free(&b->strings);
	free(b->entries);
	free(b->path);
	*b = (struct kp_baseline){ 0 };
}

static char *next_word(char **p)
{
	char *s = *p, *w;

	while (*s == ' ' || *s == '\t')
		s++;
	if (!*s)
		return NULL;
	w = s;
	while (*s && *s != ' ' && *s != '\t')
		s++;
	if (*s)
		*s++ = '\0';
	*p = s;
	return w;
}

static int parse_line(struct kp_suppression *sup, char *line, char *err, size_t errlen)
{
	static const struct { const char *prefix; enum kp_suppress_field field; } fields[] = {
		{ "function:", KP_SUPPRESS_FUNCTION },
		{ "module:", KP_SUPPRESS_MODULE },
		{ "source:", KP_SUPPRESS_SOURCE },
	};
	char *p = line, *check = next_word(&p), *pattern = next_word(&p), *reason;

	if (!pattern) {
		snprintf(err, errlen, "a suppression is CHECK-ID PATTERN REASON");
		return -1;
	}
	char shown[2][400];

	if (strcmp(check, "*") && !kp_check_by_name(check)) {
		/* Echoed as \xNN where it holds control bytes: never an escape sequence on a terminal. */
		snprintf(err, errlen, "'%s' is not a check id (see 'kprefix list-checks')",
			 kp_visible(check, 64, shown[0], sizeof(shown[0])));
		return -1;
	}
	while (*p == ' ' || *p == '\t')
		p++;
	reason = p;
	if (!*reason) {
		snprintf(err, errlen, "the suppression of %s %s gives no reason",
			 kp_visible(check, 64, shown[0], sizeof(shown[0])),
			 kp_visible(pattern, 128, shown[1], sizeof(shown[1])));
		return -1;
	}
	sup->field = KP_SUPPRESS_ANY;
	for (size_t i = 0; i < ARRAY_SIZE(fields); i++) {
		size_t n = strlen(fields[i].prefix);

		if (!strncmp(pattern, fields[i].prefix, n)) {
			sup->field = fields[i].field;
			pattern += n;
			break;
		}
	}
	if (!*pattern) {
		snprintf(err, errlen, "an empty pattern");
		return -1;
	}
	sup->check = xstrdup(check);
	sup->pattern = xstrdup(pattern);
	sup->reason = xstrdup(reason);
	return 0;
}

/*
 * The index a finding is matched through. A glob can match a text only when
 * the text starts with the pattern's literal head (the bytes before its first
 * *?[\) and ends with its literal tail (after its last *?[]\). Suppressions
 * with a head are found by it, those without one by their tail (reversed),
 * and only those with neither ('*', '*foo*') are tried one by one: a text
 * costs a binary search per distinct head or tail length, not a glob per
 * line (10,000 lines against 48,000 findings).
 */
struct key {
	const char *bytes; /* the head, or the tail's last byte (read backwards) */
	size_t len;
	size_t index;      /* into items: equal keys in file order */
	bool backwards;
};

struct affix_index {
	struct key *keys;
	size_t nkeys;
	size_t *lens, nlens; /* the distinct key lengths, ascending */
};

struct kp_suppression_index {
	struct affix_index head, tail;
	size_t *rest, nrest; /* neither head nor tail: in file order */
};

static int cmp_bytes(const struct key *k, const char *text, size_t len)
{
	size_t n = k->len < len ? k->len : len;

	for (size_t i = 0; i < n; i++) {
		unsigned char a = (unsigned char)(k->backwards ? k->bytes[-(ptrdiff_t)i] : k->bytes[i]);
		unsigned char b = (unsigned char)(k->backwards ? text[-(ptrdiff_t)i] : text[i]);

		if (a != b)
			return a < b ? -1 : 1;
	}
	return (k->len > len) - (k->len < len);
}

static int cmp_key(const void *a, const void *b)
{
	const struct key *ka = a, *kb = b;
	int c = cmp_bytes(ka, kb->bytes, kb->len);

	return c ? c : (ka->index > kb->index) - (ka->index < kb->index);
}

static int cmp_size(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return (x > y) - (x < y);
}

static void seal_affix(struct affix_index *ix)
{
	size_t n = 0;

	if (ix->nkeys > 1)
		qsort(ix->keys, ix->nkeys, sizeof(*ix->keys), cmp_key);
	ix->lens = xcalloc(ix->nkeys, sizeof(*ix->lens));
	for (size_t i = 0; i < ix->nkeys; i++)
		ix->lens[i] = ix->keys[i].len;
	if (ix->nkeys > 1)
		qsort(ix->lens, ix->nkeys, sizeof(*ix->lens), cmp_size);
	for (size_t i = 0; i < ix->nkeys; i++)
		if (!n || ix->lens[n - 1] != ix->lens[i])
			ix->lens[n++] = ix->lens[i];
	ix->nlens = n;
}

static void build_index(struct kp_suppressions *s)
{
	struct kp_suppression_index *ix = xcalloc(1, sizeof(*ix));

	ix->head.keys = xcalloc(s->count, sizeof(*ix->head.keys));
	ix->tail.keys = xcalloc(s->count, sizeof(*ix->tail.keys));
	ix->rest = xcalloc(s->count, sizeof(*ix->rest));
	for (size_t i = 0; i < s->count; i++) {
		struct kp_suppression *sup = &s->items[i];
		size_t len = strlen(sup->pattern), head = strcspn(sup->pattern, "*?[\\"), tail = 0;

		sup->literal = head == len;
		while (tail < len && !strchr("*?[]\\", sup->pattern[len - 1 - tail]))
			tail++;
		if (head)
			ix->head.keys[ix->head.nkeys++] = (struct key){ sup->pattern, head, i, false };
		else if (tail)
			ix->tail.keys[ix->tail.nkeys++] =
				(struct key){ sup->pattern + len - 1, tail, i, true };
		else
			ix->rest[ix->nrest++] = i;
	}
	seal_affix(&ix->head);
	seal_affix(&ix->tail);
	s->index = ix;
}

static void free_index(struct kp_suppression_index *ix)
{
	if (!ix)
		return;
	free(ix->head.keys);
	free(ix->head.lens);
	free(ix->tail.keys);
	free(ix->tail.lens);
	free(ix->rest);
	free(ix);
}

/* A suppression file larger than this is not one a person reviewed. */
#define MAX_SUPPRESSIONS_FILE (64ull << 20)

int kp_suppressions_read(const char *path, struct kp_suppressions *s, char *err, size_t errlen)
{
	size_t len;
	char *text = kp_read_regular(path, MAX_SUPPRESSIONS_FILE, &len, err, errlen);
	int ret;

	if (!text) {
		*s = (struct kp_suppressions){ .path = xstrdup(path) };
		return -1;
	}
	ret = kp_suppressions_parse(path, text, len, s, err, errlen);
	free(text);
	return ret;
}

int kp_suppressions_parse(const char *path, char *text, size_t len, struct kp_suppressions *s,
			  char *err, size_t errlen)
{
	char why[512];
	size_t have = 0;
	unsigned lineno = 0;
	char *line, *next;

	*s = (struct kp_suppressions){ .path = xstrdup(path) };
	for (line = text; line < text + len; line = next) {
		char *nl = memchr(line, '\n', (size_t)(text + len - line));
		char *p = line, *eol = nl ? nl : text + len;

		next = nl ? nl + 1 : text + len;
		lineno++;
		if (memchr(line, '\0', (size_t)(eol - line))) {
			snprintf(err, errlen, "line %u: a NUL byte: not a text file", lineno);
			return -1;
		}
		*eol = '\0';
		while (eol > line && eol[-1] == '\r')
			*--eol = '\0';
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p || *p == '#')
			continue;
		grow_array((void **)&s->items, &have, s->count + 1, sizeof(*s->items));
		s->items[s->count] = (struct kp_suppression){ .line = lineno };
		if (parse_line(&s->items[s->count], p, why, sizeof(why))) {
			snprintf(err, errlen, "line %u: %s", lineno, why);
			return -1;
		}
		s->count++;
	}
	build_index(s);
	return 0;
}

/* Whether suppression idx covers f through text (of that field). */
static bool covers(const struct kp_suppressions *s, size_t idx, const struct kp_finding *f,
		   const char *text, enum kp_suppress_field field)
{
	const struct kp_suppression *sup = &s->items[idx];

	if (sup->field != KP_SUPPRESS_ANY && sup->field != field)
		return false;
	if (strcmp(sup->check, "*") && strcmp(sup->check, kp_check_name(f->check)))
		return false;
	return sup->literal ? !strcmp(sup->pattern, text) : !fnmatch(sup->pattern, text, 0);
}

/* The first suppression of ix (in file order, below *best) that covers f through text. */
static void match_affix(const struct kp_suppressions *s, const struct affix_index *ix,
			const struct kp_finding *f, const char *text, size_t tlen,
			enum kp_suppress_field field, size_t *best)
{
	for (size_t l = 0; l < ix->nlens && ix->lens[l] <= tlen; l++) {
		size_t len = ix->lens[l], lo = 0, hi = ix->nkeys;
		const char *probe = ix->keys[0].backwards ? text + tlen - 1 : text;

		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;

			if (cmp_bytes(&ix->keys[mid], probe, len) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (size_t k = lo; k < ix->nkeys; k++) {
			const struct key *key = &ix->keys[k];

			if (key->index >= *best || cmp_bytes(key, probe, len))
				break;
			if (covers(s, key->index, f, text, field)) {
				*best = key->index;
				break;
			}
		}
	}
}

static void match_text(const struct kp_suppressions *s, const struct kp_finding *f, const char *text,
		       enum kp_suppress_field field, size_t *best)
{
	const struct kp_suppression_index *ix = s->index;
	size_t tlen;

	if (!text)
		return;
	tlen = strlen(text);
	match_affix(s, &ix->head, f, text, tlen, field, best);
	if (tlen)
		match_affix(s, &ix->tail, f, text, tlen, field, best);
	for (size_t r = 0; r < ix->nrest && ix->rest[r] < *best; r++) {
		if (covers(s, ix->rest[r], f, text, field)) {
			*best = ix->rest[r];
			break;
		}
	}
}

const struct kp_suppression *kp_suppressions_match(struct kp_suppressions *s, const struct kp_finding *f,
						   const char *source_file, const char *module)
{
	const char *function = f->function ? f->function : f->about;
	const char *base = module ? strrchr(module, '/') : NULL;
	size_t best = s->count;

	base = base ? base + 1 : module;
	match_text(s, f, function, KP_SUPPRESS_FUNCTION, &best);
	match_text(s, f, module, KP_SUPPRESS_MODULE, &best);
	match_text(s, f, base, KP_SUPPRESS_MODULE, &best);
	match_text(s, f, source_file, KP_SUPPRESS_SOURCE, &best);
	if (best == s->count)
		return NULL;
	s->items[best].matched++;
	return &s->items[best];
}

void kp_suppressions_free(struct kp_suppressions *s)
{
	for (size_t i = 0; i < s->count; i++) {
		free(s->items[i].check);
		free(s->items[i].pattern);
		free(s->items[i].reason);
	}
	free(s->items);
	free_index(s->index);
	free(s->path);
	*s = (struct kp_suppressions){ 0 };
}
