// SPDX-License-Identifier: GPL-2.0-only
/*
 * The findings of a whole run, folded by cause for the formats a CI system
 * reads (SARIF, GitHub annotations, GitLab's Code Quality, Markdown). A cause
 * is what the text report folds by (src/fold/fold.c): one check, severity
 * and message in one directory of compile units; here across every image of
 * the run, so that one wrong option in 4,400 modules is one cause, not 4,400.
 * Each file's findings are copied when it is done (its image is freed right
 * after), strings interned, so that a module tree's findings cost a few
 * dozen bytes each; the fold is done once, at the end.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/elf.h"
#include "kprefix/fold.h"
#include "kprefix/gate.h"
#include "kprefix/hashmap.h"
#include "kprefix/util.h"

struct kp_causes {
	char *source_root;          /* realpath, NULL when none was named */
	bool verbose;
	struct kp_strset strings;    /* every string the items name, once */
	/* Every finding, in report order. */
	struct kp_cause_item *items;
	size_t nitems, cap;
	size_t images;              /* files added (unreadable ones too) */
	/* Every finding added per severity, details too, and of those the baseline's: the run's totals. */
	size_t sev[3], known[3];
	bool baseline;              /* a file was gated by a baseline */
	/* The fingerprints of details left out (folded findings without verbose). */
	char (*details)[KP_FINGERPRINT_LEN + 1];
	size_t ndetails, details_cap;
	/* What a baseline had and this run lacks, one item each (SARIF's "absent"). */
	struct kp_cause_item *absent;
	size_t nabsent, absent_cap;
	/* The fold, once done. */
	struct kp_cause *causes;
	size_t ncauses, causes_cap;
	bool folded;
};

/* The one copy of s (NULL stays NULL). */
static const char *intern(struct kp_causes *c, const char *s)
{
	return kp_strset_add(&c->strings, s);
}

struct kp_causes *kp_causes_new(const char *source_root, bool verbose)
{
	struct kp_causes *c = xcalloc(1, sizeof(*c));

	c->verbose = verbose;
	if (source_root) {
		c->source_root = realpath(source_root, NULL);
		if (!c->source_root)
			c->source_root = xstrdup(source_root);
	}
	return c;
}

const char *kp_causes_source_root(const struct kp_causes *c)
{
	return c->source_root;
}

/* path relative to the source root when it lies under it: the root's length to skip, else 0. */
static size_t under_root(const struct kp_causes *c, const char *abs)
{
	size_t n = c->source_root ? strlen(c->source_root) : 0;

	if (!n || strncmp(abs, c->source_root, n))
		return 0;
	if (n == 1 && abs[0] == '/')
		return abs[1] ? 1 : 0;
	return abs[n] == '/' && abs[n + 1] ? n + 1 : 0;
}

/*
 * How a path is named in the reports: relative to the source root when one
 * was named and the path lies under it, else absolute. Without a source
 * root, as given. Sources (DWARF's paths, relative to the build directory)
 * are taken as relative to the root already; images (relative to where
 * kprefix runs) are resolved.
 */
static const char *place_path(struct kp_causes *c, const char *path, bool image)
{
	char *resolved;
	const char *out;
	size_t skip;

	if (!path || !c->source_root || (!image && path[0] != '/'))
		return intern(c, path);
	resolved = realpath(path, NULL);
	if (!resolved) {
		if (path[0] != '/')
			return intern(c, path);
		resolved = xstrdup(path);
	}
	skip = under_root(c, resolved);
	out = intern(c, resolved + skip);
	free(resolved);
	return out;
}

char *kp_causes_path(struct kp_causes *c, const char *path)
{
	return xstrdup(place_path(c, path, true));
}

void kp_causes_add(struct kp_causes *c, const struct kp_image *image, const struct kp_findings *findings,
		   const struct kp_finding_place *place)
{
	const char *artifact = place_path(c, place->artifact, true);
	const char *module = intern(c, place->module);

	c->images++;
	c->baseline |= findings->baseline != NULL;
	for (size_t i = 0; i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];
		const struct kp_attribution *a = kp_finding_attribution(findings, f);
		struct kp_cause_item *it;

		c->sev[f->severity]++;
		c->known[f->severity] += kp_finding_baseline(findings, f) == KP_BASELINE_KNOWN;

		if (kp_finding_folded(findings, f) && !c->verbose) {
			grow_array((void **)&c->details, &c->details_cap, c->ndetails + 1, sizeof(*c->details));
			memcpy(c->details[c->ndetails++], f->fingerprint, sizeof(*c->details));
			continue;
		}
		grow_array((void **)&c->items, &c->cap, c->nitems + 1, sizeof(*c->items));
		it = &c->items[c->nitems];
		*it = (struct kp_cause_item){
			.check = f->check,
			.severity = f->severity,
			.rank = f->rank,
			.message = intern(c, f->text),
			.function = intern(c, f->function ? f->function : f->about),
			.in_image = f->function != NULL,
			.func_offset = f->func_offset,
			.address = f->address,
			.artifact = artifact,
			.module = module,
			.unit = intern(c, a->unit),
			.source_file = place_path(c, a->file, false),
			.source_line = a->line,
			.type_c = intern(c, f->type_c),
			.function_type_c = intern(c, f->function_type_c),
			.flags = intern(c, a->unit_flags),
			.flag_difference = intern(c, a->flag_difference),
			.makefile = intern(c, a->makefile),
			.makefile_line = a->makefile_line,
			.makefile_text = intern(c, a->makefile_text),
			/* Under --baseline each finding's own state. */
			.baseline = kp_finding_baseline(findings, f) != KP_BASELINE_NONE
					    ? kp_finding_baseline(findings, f) : place->baseline,
			.order = c->nitems,
		};
		memcpy(it->fingerprint, f->fingerprint, sizeof(it->fingerprint));
		it->has_offset = image && f->address && kp_file_offset(image, f->address, &it->file_offset);
		c->nitems++;
	}
}

size_t kp_causes_details(const struct kp_causes *c, const char (**fingerprints)[KP_FINGERPRINT_LEN + 1])
{
	*fingerprints = c->details;
	return c->ndetails;
}

void kp_causes_add_absent(struct kp_causes *c, const struct kp_absent *f, const char *artifact,
			  const char *module)
{
	struct kp_cause_item *it;

	grow_array((void **)&c->absent, &c->absent_cap, c->nabsent + 1, sizeof(*c->absent));
	it = &c->absent[c->nabsent++];
	*it = (struct kp_cause_item){
		.check = f->check,
		.severity = f->severity,
		.message = intern(c, f->message),
		.function = intern(c, f->function),
		.artifact = place_path(c, artifact, true),
		.module = intern(c, module),
		.baseline = KP_BASELINE_ABSENT,
	};
	memcpy(it->fingerprint, f->fingerprint, sizeof(it->fingerprint));
}

void kp_causes_add_baseline(struct kp_causes *c, const struct kp_baseline *b)
{
	for (size_t i = 0; i < b->count; i++) {
		const struct kp_baseline_entry *e = &b->entries[i];
		const struct kp_check_info *check = e->check ? kp_check_by_name(e->check) : NULL;
		struct kp_absent f = {
			.check = check ? check->id : KP_CHECK_CONFIG_MISMATCH,
			.severity = kp_severity_parse(e->severity),
			.function = e->function,
			.message = e->message ? e->message : "a finding of the baseline",
		};

		if (e->seen || !check)
			continue;
		snprintf(f.fingerprint, sizeof(f.fingerprint), "%016llx", (unsigned long long)e->fingerprint);
		kp_causes_add_absent(c, &f, e->file ? e->file : b->path, e->file ? e->file : "vmlinux");
	}
}

size_t kp_causes_absent(const struct kp_causes *c, const struct kp_cause_item **items)
{
	*items = c->absent;
	return c->nabsent;
}

void kp_causes_add_unreadable(struct kp_causes *c)
{
	c->images++;
}

static struct kp_cause_key item_key(const struct kp_cause_item *it)
{
	return kp_cause_key(it->check, it->severity, it->message, it->unit);
}

static struct kp_cause_key nth_item_key(size_t i, void *ctx)
{
	return item_key(&((const struct kp_causes *)ctx)->items[i]);
}

/* Most important first: errors, then the report's rank (the type report leads), bigger causes, order. */
static int cmp_cause(const void *a, const void *b)
{
	const struct kp_cause *x = a, *y = b;

	if (x->severity != y->severity)
		return x->severity > y->severity ? -1 : 1;
	if (x->items[0].rank != y->items[0].rank)
		return x->items[0].rank < y->items[0].rank ? -1 : 1;
	if (x->count != y->count)
		return x->count > y->count ? -1 : 1;
	return x->items[0].order < y->items[0].order ? -1 : x->items[0].order > y->items[0].order;
}

static int cmp_ptr(const void *a, const void *b)
{
	const char *x = *(const char *const *)a, *y = *(const char *const *)b;

	return x < y ? -1 : x > y;
}

/* How many distinct non-NULL pointers get(items[i]) gives. */
static size_t distinct(const struct kp_cause_item *items, size_t n, bool units)
{
	const char **p = xcalloc(n ? n : 1, sizeof(*p));
	size_t k = 0, count = 0;

	for (size_t i = 0; i < n; i++) {
		const char *s = units ? items[i].unit : items[i].artifact;

		if (s)
			p[k++] = s;
	}
	qsort(p, k, sizeof(*p), cmp_ptr);
	for (size_t i = 0; i < k; i++)
		count += !i || p[i] != p[i - 1];
	free(p);
	return count;
}

/* Where an item is named: its source when known, else its image. */
const char *kp_cause_item_path(const struct kp_cause_item *it)
{
	return it->source_file ? it->source_file : it->artifact;
}

/*
 * The primary location: the first by compile unit, path and function, so
 * that it stays while the cause does (a header's inline function sorts
 * under the unit that holds it, not before the directory).
 */
int kp_cause_item_cmp(const struct kp_cause_item *a, const struct kp_cause_item *b)
{
	int c = strcmp(a->unit ? a->unit : "", b->unit ? b->unit : "");

	if (!c)
		c = strcmp(kp_cause_item_path(a), kp_cause_item_path(b));
	if (!c)
		c = (b->function != NULL) - (a->function != NULL);
	if (!c && a->function)
		c = strcmp(a->function, b->function);
	return c;
}

static size_t primary(const struct kp_cause_item *items, size_t n)
{
	size_t best = 0;

	for (size_t i = 1; i < n; i++)
		if (kp_cause_item_cmp(&items[i], &items[best]) < 0)
			best = i;
	return best;
}

size_t kp_causes_fold(struct kp_causes *c, const struct kp_cause **out)
{
	if (!c->folded) {
		size_t *order, *starts, ngroups = kp_group_by_cause(c->nitems, nth_item_key, c, &order, &starts);
		struct kp_cause_item *grouped = xcalloc(c->nitems + 1, sizeof(*grouped));

		c->folded = true;
		/* Each cause's items together, in report order (the items are added in it). */
		for (size_t i = 0; i < c->nitems; i++)
			grouped[i] = c->items[order[i]];
		free(c->items);
		c->items = grouped;
		c->cap = c->nitems + 1;
		for (size_t g = 0; g < ngroups; g++) {
			size_t k = starts[g], end = starts[g + 1];
			struct kp_cause_item *it = &c->items[k];
			struct kp_cause *cause;
			uint64_t h = KP_HASH_INIT;
			char dir[PATH_MAX];
			size_t dl = kp_unit_dir_len(it->unit);

			/* The primary item goes first, the others stay in report order. */
			size_t p = k + primary(it, end - k);
			struct kp_cause_item first = c->items[p];

			memmove(&c->items[k + 1], &c->items[k], (p - k) * sizeof(*c->items));
			c->items[k] = first;

			grow_array((void **)&c->causes, &c->causes_cap, c->ncauses + 1, sizeof(*c->causes));
			cause = &c->causes[c->ncauses++];
			snprintf(dir, sizeof(dir), "%.*s", (int)(dl < sizeof(dir) ? dl : sizeof(dir) - 1),
				 dl ? it->unit : "");
			*cause = (struct kp_cause){
				.check = it->check,
				.severity = it->severity,
				.message = it->message,
				.dir = intern(c, dir),
				.items = it,
				.count = end - k,
				.objects = distinct(it, end - k, true),
				.images = distinct(it, end - k, false),
			};
			for (size_t i = k; i < end && cause->baseline != KP_BASELINE_NEW; i++)
				if (c->items[i].baseline == KP_BASELINE_NEW)
					cause->baseline = KP_BASELINE_NEW;
			if (cause->baseline == KP_BASELINE_NONE)
				cause->baseline = it->baseline;
			/* Stable across rebuilds: what names the cause, never an address or a count of it. */
			h = kp_hash_str(h, "kprefix-cause-1");
			h = kp_hash_str(h, kp_check_name(cause->check));
			h = kp_hash_str(h, kp_severity_name(cause->severity));
			h = kp_hash_str(h, cause->message);
			h = kp_hash_str(h, cause->dir);
			snprintf(cause->fingerprint, sizeof(cause->fingerprint), "%016llx", (unsigned long long)h);
		}
		free(order);
		free(starts);
		if (c->ncauses > 1)
			qsort(c->causes, c->ncauses, sizeof(*c->causes), cmp_cause);
	}
	*out = c->causes;
	return c->ncauses;
}

bool kp_cause_known(const struct kp_cause *cause)
{
	return cause->baseline != KP_BASELINE_NONE && cause->baseline != KP_BASELINE_NEW;
}

void kp_causes_totals(const struct kp_causes *c, size_t *images, size_t per_severity[3])
{
	*images = c->images;
	for (int s = 0; s < 3; s++)
		per_severity[s] = c->sev[s];
}

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

void kp_causes_heading(FILE *out, const struct kp_causes *c, size_t ncauses)
{
	size_t known = c->known[0] + c->known[1] + c->known[2];
	size_t all = c->sev[0] + c->sev[1] + c->sev[2];

	fprintf(out, "%zu error%s, %zu warning%s, %zu note%s in %zu file%s, folded into %zu cause%s",
		c->sev[KP_ERROR], plural(c->sev[KP_ERROR]), c->sev[KP_WARNING],
		plural(c->sev[KP_WARNING]), c->sev[KP_NOTE], plural(c->sev[KP_NOTE]), c->images,
		plural(c->images), ncauses, plural(ncauses));
	if (c->baseline)
		fprintf(out, "; baseline: %zu new, %zu known", all - known, known);
}

void kp_causes_free(struct kp_causes *c)
{
	if (!c)
		return;
	kp_strset_free(&c->strings);
	free(c->details);
	free(c->items);
	free(c->absent);
	free(c->causes);
	free(c->source_root);
	free(c);
}

/* "func+0x10", as kp_finding_location says it. */
char *kp_cause_item_location(const struct kp_cause_item *it)
{
	return kp_location(it->in_image ? it->function : NULL, it->func_offset, it->address);
}

/* "vmlinux: 408 functions in drivers/irqchip/ (40 objects) (a, b, c, d, e, f, and 402 more)" */
void kp_cause_head(FILE *out, const struct kp_cause *cause, void (*put)(FILE *, const char *))
{
	const struct kp_cause_item *it = cause->items;
	bool functions = true;

	if (cause->count == 1) {
		char *location = kp_cause_item_location(it);

		put(out, it->module);
		if (*location) {
			fputs(": ", out);
			put(out, location);
		}
		free(location);
		return;
	}
	for (size_t i = 0; i < cause->count; i++)
		functions &= it[i].function != NULL;
	if (cause->images == 1)
		put(out, it->module);
	else
		fprintf(out, "%zu images", cause->images);
	fprintf(out, ": %zu %s", cause->count, functions ? "functions" : "findings");
	if (*cause->dir) {
		fputs(" in ", out);
		put(out, cause->dir);
		fprintf(out, " (%zu object%s)", cause->objects, cause->objects == 1 ? "" : "s");
	}
	const char *names[KP_FOLD_NAMES];
	size_t n = cause->count < KP_FOLD_NAMES ? cause->count : KP_FOLD_NAMES;

	for (size_t i = 0; i < n; i++)
		names[i] = functions ? it[i].function : it[i].module;
	fputs(" (", out);
	for (size_t i = 0; i < n; i++) {
		fputs(i ? ", " : "", out);
		put(out, names[i]);
		if (functions)
			/* Across images the image tells them apart, within one the unit. */
			kp_fold_name_which(out, names, n, i, cause->images > 1 ? it[i].module : it[i].unit,
					   it[i].address - (uint64_t)it[i].func_offset, put);
	}
	if (cause->count > KP_FOLD_NAMES)
		fprintf(out, ", and %zu more", cause->count - KP_FOLD_NAMES);
	fputc(')', out);
}
