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
#include "kprefix/util.h"

/* Findings anywhere in a kprefix document: its files, modules, new and unchanged lists. */
static void collect(const struct kp_jvalue *v, struct kp_fingerprint_set *set, bool in_findings)
{
	if (v->type == KP_JOBJECT) {
		const char *fp = kp_json_get_string(v, "fingerprint");
		const struct kp_jvalue *partial = kp_json_get(v, "partialFingerprints");

		if (in_findings && fp)
			kp_fingerprint_set_add(set, fp);
		fp = kp_json_get_string(partial, "kprefixFingerprint/v1");
		if (fp)
			kp_fingerprint_set_add(set, fp);
		/* kprefix check's SARIF: a result (a cause) or the run lists fingerprints in its properties. */
		{
			const struct kp_jvalue *list = kp_json_get(kp_json_get(v, "properties"), "fingerprints");

			for (size_t i = 0; list && list->type == KP_JARRAY && i < list->count; i++)
				if (list->items[i].type == KP_JSTRING)
					kp_fingerprint_set_add(set, list->items[i].string);
		}
		for (size_t i = 0; i < v->count; i++)
			collect(&v->items[i], set, !strcmp(v->keys[i], "findings") || !strcmp(v->keys[i], "new") ||
					 !strcmp(v->keys[i], "unchanged") || !strcmp(v->keys[i], "results"));
	} else if (v->type == KP_JARRAY) {
		for (size_t i = 0; i < v->count; i++)
			collect(&v->items[i], set, in_findings);
	}
}

int kp_fingerprints_from_json(const struct kp_jvalue *doc, struct kp_fingerprint_set *set, char *err,
			      size_t errlen)
{
	const char *schema = kp_json_get_string(doc, "schema");
	const char *version = kp_json_get_string(doc, "version");

	if (schema && (!strcmp(schema, "kprefix-check") || !strcmp(schema, "kprefix-diff"))) {
		if (kp_json_get_number(doc, "schema_version", 0) < 2) {
			snprintf(err, errlen, "a %s document of schema_version %lld holds no fingerprints (kprefix 0.1.0 writes version 2)",
				 schema, kp_json_get_number(doc, "schema_version", 0));
			return -1;
		}
	} else if (!version || strcmp(version, "2.1.0") || !kp_json_get(doc, "runs")) {
		snprintf(err, errlen, "neither a kprefix JSON report nor a SARIF 2.1.0 log");
		return -1;
	}
	collect(doc, set, false);
	kp_fingerprint_set_seal(set);
	return 0;
}

int kp_baseline_read(const char *path, struct kp_fingerprint_set *set, char *err, size_t errlen)
{
	struct kp_jvalue *doc = kp_json_read_file(path, err, errlen);
	int ret;

	if (!doc)
		return -1;
	ret = kp_fingerprints_from_json(doc, set, err, errlen);
	kp_json_free(doc);
	return ret;
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
	if (strcmp(check, "*") && !kp_check_by_name(check)) {
		snprintf(err, errlen, "'%.64s' is not a check id (see 'kprefix list-checks')", check);
		return -1;
	}
	while (*p == ' ' || *p == '\t')
		p++;
	reason = p;
	if (!*reason) {
		snprintf(err, errlen, "the suppression of %.64s %.128s gives no reason", check, pattern);
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

int kp_suppressions_read(const char *path, struct kp_suppressions *s, char *err, size_t errlen)
{
	FILE *f = fopen(path, "r");
	char *line = NULL, why[256];
	size_t cap = 0, have = 0;
	unsigned lineno = 0;
	ssize_t len;

	*s = (struct kp_suppressions){ .path = xstrdup(path) };
	if (!f) {
		snprintf(err, errlen, "%s", strerror(errno));
		return -1;
	}
	while ((len = getline(&line, &cap, f)) >= 0) {
		char *p = line;

		lineno++;
		while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
			line[--len] = '\0';
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p || *p == '#')
			continue;
		grow_array((void **)&s->items, &have, s->count + 1, sizeof(*s->items));
		s->items[s->count] = (struct kp_suppression){ .line = lineno };
		if (parse_line(&s->items[s->count], p, why, sizeof(why))) {
			snprintf(err, errlen, "line %u: %s", lineno, why);
			free(line);
			fclose(f);
			return -1;
		}
		s->count++;
	}
	free(line);
	fclose(f);
	return 0;
}

static bool glob(const char *pattern, const char *text)
{
	return text && !fnmatch(pattern, text, 0);
}

const struct kp_suppression *kp_suppressions_match(struct kp_suppressions *s, const struct kp_finding *f,
						   const char *module)
{
	const char *function = f->function ? f->function : f->about;
	const char *base = module ? strrchr(module, '/') : NULL;

	base = base ? base + 1 : module;
	for (size_t i = 0; i < s->count; i++) {
		struct kp_suppression *sup = &s->items[i];
		enum kp_suppress_field field = sup->field;
		bool hit = false;

		if (strcmp(sup->check, "*") && strcmp(sup->check, kp_check_name(f->check)))
			continue;
		if (field == KP_SUPPRESS_ANY || field == KP_SUPPRESS_FUNCTION)
			hit |= glob(sup->pattern, function);
		if (field == KP_SUPPRESS_ANY || field == KP_SUPPRESS_MODULE)
			hit |= glob(sup->pattern, module) || glob(sup->pattern, base);
		if (field == KP_SUPPRESS_ANY || field == KP_SUPPRESS_SOURCE)
			hit |= glob(sup->pattern, f->source_file);
		if (hit) {
			sup->matched++;
			return sup;
		}
	}
	return NULL;
}

void kp_suppressions_free(struct kp_suppressions *s)
{
	for (size_t i = 0; i < s->count; i++) {
		free(s->items[i].check);
		free(s->items[i].pattern);
		free(s->items[i].reason);
	}
	free(s->items);
	free(s->path);
	*s = (struct kp_suppressions){ 0 };
}
