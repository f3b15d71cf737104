// SPDX-License-Identifier: GPL-2.0-only
/*
 * What the text report prints: many findings with one cause are one line,
 * and no check prints more than KP_TEXT_LINES lines, as objtool caps its
 * warnings. One cause is one check and one message in one directory (the
 * compile units' directory when debug data names it): a Makefile that drops
 * the prefix flags for drivers/firmware/efi/libstub/ reads as one line, not
 * four hundred. -v and JSON keep every finding.
 */
#include <stdlib.h>
#include <string.h>

#include "kprefix/fold.h"
#include "kprefix/util.h"

/* A directory's worth of findings with one message folds from this many on. */
#define KP_FOLD_MIN 4

struct keyed {
	struct kp_cause_key key;
	const struct kp_finding *f;
	size_t order;     /* position in the report */
};

static struct kp_cause_key keyed_key(size_t i, void *ctx)
{
	return ((const struct keyed *)ctx)[i].key;
}

static size_t text_lines(const struct kp_findings *findings, bool verbose, bool causes, struct kp_arena *texts,
			 struct kp_text_line **out, size_t more[KP_NR_CHECKS]);

size_t kp_text_lines(const struct kp_findings *findings, bool verbose, struct kp_arena *texts,
		     struct kp_text_line **out, size_t more[KP_NR_CHECKS])
{
	return text_lines(findings, verbose, false, texts, out, more);
}

/* The same, with the hash-offset findings a type-offset sums up: the causes, for the text to lead with. */
size_t kp_text_cause_lines(const struct kp_findings *findings, struct kp_arena *texts, struct kp_text_line **out,
			   size_t more[KP_NR_CHECKS])
{
	return text_lines(findings, false, true, texts, out, more);
}

static size_t text_lines(const struct kp_findings *findings, bool verbose, bool causes, struct kp_arena *texts,
			 struct kp_text_line **out, size_t more[KP_NR_CHECKS])
{
	struct keyed *keys = xcalloc(findings->count ? findings->count : 1, sizeof(*keys));
	struct kp_text_line *lines;
	size_t nkeys = 0, nlines = 0, per_check[KP_NR_CHECKS] = { 0 };
	size_t *order = NULL, *starts = NULL, ngroups;

	for (size_t i = 0; i < KP_NR_CHECKS; i++)
		more[i] = 0;
	for (size_t i = 0; i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];

		if (kp_finding_folded(findings, f) && !verbose &&
		    !(causes && f->check == KP_CHECK_HASH_OFFSET && f->severity == KP_ERROR))
			continue;
		const char *message = kp_arena_strdup(texts, f->text);

		keys[nkeys++] = (struct keyed){ kp_finding_cause_key(findings, f, message), f, i };
	}
	/* Group by cause (-v: each finding its own); a group's line takes the place of its first finding. */
	if (verbose) {
		ngroups = nkeys;
		order = xcalloc(nkeys + 1, sizeof(*order));
		starts = xcalloc(nkeys + 1, sizeof(*starts));
		for (size_t i = 0; i < nkeys; i++) {
			order[i] = i;
			starts[i + 1] = i + 1;
		}
	} else {
		ngroups = kp_group_by_cause(nkeys, keyed_key, keys, &order, &starts);
	}
	struct keyed *grouped = xcalloc(nkeys ? nkeys : 1, sizeof(*grouped));

	for (size_t i = 0; i < nkeys; i++)
		grouped[i] = keys[order[i]];
	free(keys);
	keys = grouped;
	lines = xcalloc(nkeys ? nkeys : 1, sizeof(*lines));
	for (size_t g = 0; g < ngroups; g++) {
		size_t k = starts[g], end = starts[g + 1];

		if (end - k >= KP_FOLD_MIN && keys[k].f->function) {
			size_t objects = 1;

			for (size_t j = k + 1; j < end; j++) {
				const char *unit = kp_finding_attribution(findings, keys[j].f)->unit;
				const char *before = kp_finding_attribution(findings, keys[j - 1].f)->unit;

				objects += !unit || !before || strcmp(unit, before);
			}
			struct kp_text_line *line = &lines[nlines++];

			*line = (struct kp_text_line){ keys[k].f, keys[k].key.message,
						       kp_finding_attribution(findings, keys[k].f), end - k,
						       objects, keys[k].key.dir_len, keys[k].order, { 0 }, { 0 }, { 0 } };
			for (size_t j = k; j < end && j - k < KP_FOLD_NAMES; j++) {
				line->names[j - k] = keys[j].f->function;
				line->units[j - k] = kp_finding_attribution(findings, keys[j].f)->unit;
				line->addrs[j - k] = keys[j].f->address - (uint64_t)keys[j].f->func_offset;
			}
		} else {
			for (size_t j = k; j < end; j++)
				lines[nlines++] = (struct kp_text_line){
					keys[j].f, keys[j].key.message,
					kp_finding_attribution(findings, keys[j].f), 1, 1,
					keys[j].key.dir_len, keys[j].order, { 0 }, { 0 }, { 0 } };
		}
	}
	free(order);
	free(starts);
	/* Back into report order: rank, then address. */
	qsort(lines, nlines, sizeof(*lines), kp_text_line_cmp);
	/* At most KP_TEXT_LINES lines per check; the rest is "and N more". */
	size_t kept = 0;

	for (size_t i = 0; i < nlines; i++) {
		enum kp_check_id check = lines[i].first->check;

		if (!verbose && per_check[check] >= KP_TEXT_LINES) {
			more[check] += lines[i].count;
			continue;
		}
		per_check[check]++;
		lines[kept++] = lines[i];
	}
	free(keys);
	*out = lines;
	return kept;
}

void kp_fold_name_which(FILE *out, const char *const *names, size_t n, size_t i, const char *unit,
			uint64_t addr, void (*put)(FILE *, const char *))
{
	bool repeated = false;

	for (size_t k = 0; k < n && !repeated; k++)
		repeated = k != i && names[k] && !strcmp(names[k], names[i]);
	if (!repeated)
		return;
	if (unit) {
		const char *base = strrchr(unit, '/');

		fputs(" (", out);
		put(out, base ? base + 1 : unit);
		fputc(')', out);
	} else {
		fprintf(out, " (0x%llx)", (unsigned long long)addr);
	}
}

int kp_text_line_cmp(const void *a, const void *b)
{
	const struct kp_text_line *la = a, *lb = b;

	return la->order < lb->order ? -1 : la->order > lb->order;
}

