// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix diff: what a change of build flags costs and what it breaks. The
 * RFC's size table (.text bytes old and new, delta, percent), the bytes of
 * prefix NOPs and hashes, the layout, the functions that became traced or
 * untraced, kCFI call sites by offset, and findings new, fixed and
 * unchanged by fingerprint.
 *
 * Three steps: sides (units read from images or from JSON reports, here),
 * one comparison (kp_diff_compare, here: units matched by their fingerprint
 * scope, findings by fingerprint, functions by name, each by sorting,
 * n log n), and renderers (text, JSON, SARIF: src/render/diff.c) that only read
 * its result.
 */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/checks.h"
#include "kprefix/common.h"
#include "kprefix/diff.h"
#include "kprefix/schema.h"
#include "kprefix/util.h"

/* --- sides --- */

static const char *keep(struct kp_diff_unit *u, const char *s)
{
	return kp_strset_add(&u->strings, s);
}

static struct kp_diff_unit *new_unit(struct kp_diff_side *side)
{
	grow_array((void **)&side->units, &side->cap, side->count + 1, sizeof(*side->units));
	side->units[side->count] = (struct kp_diff_unit){ .configured_align = KP_DIFF_UNKNOWN };
	return &side->units[side->count++];
}

static int cmp_func(const void *a, const void *b)
{
	const struct kp_diff_func *fa = a, *fb = b;
	int c = strcmp(fa->name, fb->name);

	return c ? c : (int)fa->traced - (int)fb->traced;
}

/* A finding copied into the unit with its message as text: its strings kept by the unit. */
static void add_finding(struct kp_diff_unit *u, const struct kp_finding *f, const char *message,
			const struct kp_attribution *attribution, bool folded)
{
	struct kp_findings *fs = &u->findings;
	struct kp_finding *copy;

	grow_array((void **)&fs->items, &fs->capacity, fs->count + 1, sizeof(*fs->items));
	copy = &fs->items[fs->count++];
	*copy = *f;
	copy->function = keep(u, f->function);
	copy->about = keep(u, f->about);
	copy->island = keep(u, f->island);
	kp_findings_attribute(fs, copy, attribution);
	copy->folded = folded;
	/* Rendered with the origins the other container found: its slots stay there. */
	kp_finding_set_text(&fs->arena, copy, message);
	fs->per_severity[f->severity]++;
}

void kp_diff_add_analysis(struct kp_diff_side *side, const struct kp_analysis *an,
			  const struct kp_findings *findings, const char *file)
{
	struct kp_diff_unit *u = new_unit(side);
	const struct kp_image *image = an->image;
	const struct kp_layout *layout = &an->layout;
	char scope[256];

	kp_fingerprint_scope(image, scope, sizeof(scope));
	u->scope = keep(u, scope);
	u->name = keep(u, kp_image_name(image));
	u->file = keep(u, file);
	u->module = image->elf_type == ET_REL;
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		u->layout[f] = layout->field[f].value;
	if (layout->option[KP_FUNC_ALIGN].source)
		u->configured_align = layout->option[KP_FUNC_ALIGN].value;
	else if (layout->config[KP_FUNC_ALIGN].source)
		u->configured_align = layout->config[KP_FUNC_ALIGN].value;
	u->text_bytes = an->summary.text_bytes;
	u->prefix_nop_bytes = an->summary.prefix_nop_bytes;
	u->hash_bytes = an->summary.hash_bytes;
	u->functions = an->summary.functions;
	u->traced = an->summary.traced;
	u->kcfi_sites = an->nkcfi_sites;
	u->nsite_offsets = an->nsite_offsets;
	u->site_offsets = xcalloc(an->nsite_offsets + 1, sizeof(*u->site_offsets));
	if (an->nsite_offsets)
		memcpy(u->site_offsets, an->site_offsets, an->nsite_offsets * sizeof(*u->site_offsets));
	u->funcs = xcalloc(image->nfuncs + 1, sizeof(*u->funcs));
	u->nfuncs = image->nfuncs;
	for (size_t i = 0; i < image->nfuncs; i++)
		u->funcs[i] = (struct kp_diff_func){ keep(u, image->funcs[i].name), an->facts[i].traced };
	qsort(u->funcs, u->nfuncs, sizeof(*u->funcs), cmp_func);
	for (size_t i = 0; i < findings->count; i++)
		add_finding(u, &findings->items[i],
			    findings->items[i].text,
			    kp_finding_attribution(findings, &findings->items[i]),
			    kp_finding_folded(findings, &findings->items[i]));
}

/* A layout value of a report: {"value": N, ...}; def when absent or null. */
static long json_layout_value(const struct kp_jvalue *v, long def)
{
	const struct kp_jvalue *value = kp_json_get(v, "value");

	return value && value->type == KP_JNUMBER ? (long)value->number : def;
}

/* The alignment an option or a config set: layout.sources.function_alignment.{option,config}. */
static long json_configured_align(const struct kp_jvalue *layout)
{
	const struct kp_jvalue *sources = kp_json_get(kp_json_get(layout, "sources"),
						      kp_layout_field_name(KP_FUNC_ALIGN));
	long v = json_layout_value(kp_json_get(sources, "option"), KP_DIFF_UNKNOWN);

	return v != KP_DIFF_UNKNOWN ? v : json_layout_value(kp_json_get(sources, "config"), KP_DIFF_UNKNOWN);
}

static void note_error(struct kp_diff_side *side, const struct kp_jvalue *r)
{
	const char *file = kp_json_get_string(r, "file"), *error = kp_json_get_string(r, "error");
	size_t len;

	side->unreadable++;
	if (side->first_error)
		return;
	len = strlen(file ? file : "?") + strlen(error) + 3;
	side->first_error = xmalloc(len);
	snprintf(side->first_error, len, "%s: %s", file ? file : "?", error);
}

/* One finding of a report into u (read by src/json/finding.c); -1 when it is none kprefix wrote. */
static int add_json_finding(struct kp_diff_unit *u, const struct kp_jvalue *v)
{
	const struct kp_check_info *check;
	struct kp_json_finding jf;
	uint64_t value;
	struct kp_finding f = { 0 };
	struct kp_attribution a = { 0 };

	if (!kp_json_finding_read(v, &jf))
		return -1;
	check = jf.check ? kp_check_by_name(jf.check) : NULL;
	if (!check || !jf.fingerprint || !kp_fingerprint_parse(jf.fingerprint, &value))
		return -1;
	f.check = check->id;
	f.severity = kp_severity_parse(jf.severity);
	f.folded = jf.folded;
	/* A function defined elsewhere (offset null) is what the finding is about. */
	if (jf.offset && jf.offset->type == KP_JNUMBER) {
		f.function = jf.function;
		f.func_offset = jf.offset->number;
	} else {
		f.about = jf.function;
	}
	f.address = jf.address ? strtoull(jf.address, NULL, 16) : 0;
	if (jf.source && jf.source->type == KP_JOBJECT) {
		a.unit = kp_json_get_string(jf.source, "unit");
		a.file = kp_json_get_string(jf.source, "file");
		a.line = (unsigned)kp_json_get_number(jf.source, "line", 0);
		a.unit_flags = kp_json_get_string(jf.source, "flags");
	}
	memcpy(f.fingerprint, jf.fingerprint, sizeof(f.fingerprint));
	add_finding(u, &f, jf.message ?: "", &a, f.folded);
	return 0;
}

/*
 * One file's report of a kprefix-check document; an unreadable file's entry
 * is counted. A module (or object) is told from the vmlinux by elf_type, or
 * without it by schema_version 3's role ("vmlinux", "module", "object").
 */
static int add_report(struct kp_diff_side *side, const struct kp_jvalue *r, char *err, size_t errlen)
{
	const struct kp_jvalue *layout = kp_json_get(r, "layout"), *counts = kp_json_get(r, "counts");
	const struct kp_jvalue *offsets = kp_json_get(kp_json_get(r, "kcfi"), "site_offsets");
	const struct kp_jvalue *findings = kp_json_get(r, "findings");
	const char *file = kp_json_get_string(r, "file"), *name = kp_json_get_string(r, "name");
	const char *elf_type = kp_json_get_string(r, "elf_type"), *role = kp_json_get_string(r, "role");
	struct kp_diff_unit *u;
	char scope[256];

	if (r->type != KP_JOBJECT) {
		snprintf(err, errlen, "a file's report is not an object");
		return -1;
	}
	if (kp_json_get_string(r, "error")) {
		note_error(side, r);
		return 0;
	}
	if (!counts)
		counts = kp_json_get(r, "summary");
	if (!name)
		name = file;
	if (!file || (!elf_type && !role) || !layout || layout->type != KP_JOBJECT || !counts ||
	    !findings || findings->type != KP_JARRAY) {
		snprintf(err, errlen, "the report of %.200s lacks file, elf_type or role, layout, counts or findings",
			 file ? file : "a file");
		return -1;
	}
	u = new_unit(side);
	u->module = elf_type ? !strcmp(elf_type, "ET_REL") : strcmp(role, "vmlinux") != 0;
	kp_fingerprint_scope_of(name, u->module, scope, sizeof(scope));
	u->scope = keep(u, scope);
	u->name = keep(u, name);
	u->file = keep(u, file);
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		u->layout[f] = json_layout_value(kp_json_get(layout, kp_layout_field_name(f)), 0);
	u->configured_align = json_configured_align(layout);
	u->text_bytes = (uint64_t)kp_json_get_number(counts, "text_bytes", 0);
	u->prefix_nop_bytes = (uint64_t)kp_json_get_number(counts, "prefix_nop_bytes", 0);
	u->hash_bytes = (uint64_t)kp_json_get_number(counts, "hash_bytes", 0);
	u->functions = (size_t)kp_json_get_number(counts, "functions", 0);
	u->traced = (size_t)kp_json_get_number(counts, "traced", 0);
	u->kcfi_sites = (size_t)kp_json_get_number(counts, "kcfi_sites", 0);
	u->site_offsets = xcalloc(offsets ? offsets->count + 1 : 1, sizeof(*u->site_offsets));
	for (size_t i = 0; offsets && offsets->type == KP_JOBJECT && i < offsets->count; i++)
		u->site_offsets[u->nsite_offsets++] = (struct kp_offset_count){
			atoi(offsets->keys[i]), (size_t)offsets->items[i].number };
	for (size_t i = 0; i < findings->count; i++) {
		if (add_json_finding(u, &findings->items[i])) {
			snprintf(err, errlen, "a finding of %.200s has no known check id or no fingerprint", name);
			return -1;
		}
	}
	return 0;
}

/* Every entry of files[]: an array of at least one file, else what it is instead. */
static int add_files(struct kp_diff_side *side, const struct kp_jvalue *files, char *err, size_t errlen)
{
	if (files->type != KP_JARRAY) {
		snprintf(err, errlen, "its \"files\" is not an array of the files' reports");
		return -1;
	}
	if (!files->count) {
		snprintf(err, errlen, "its \"files\" is empty: the report holds no file to compare");
		return -1;
	}
	for (size_t i = 0; i < files->count; i++)
		if (add_report(side, &files->items[i], err, errlen))
			return -1;
	return 0;
}

int kp_diff_add_json(struct kp_diff_side *side, const struct kp_jvalue *doc, char *err, size_t errlen)
{
	const char *schema = kp_json_get_string(doc, "schema");
	const struct kp_jvalue *files = kp_json_get(doc, "files"), *modules = kp_json_get(doc, "modules");
	const struct kp_jvalue *vmlinux = kp_json_get(doc, "vmlinux");
	char shown[300];
	int version, ret;

	side->from_json = true;
	if (!schema || strcmp(schema, KP_JSON_SCHEMA)) {
		if (schema)
			snprintf(err, errlen, "a \"%s\" document, not a kprefix-check JSON report",
				 kp_visible(schema, 64, shown, sizeof(shown)));
		else
			snprintf(err, errlen, "not a kprefix-check JSON report");
		return -1;
	}
	/* A version this kprefix does not read is refused, never read as if it were one it does. */
	version = kp_json_schema_version(doc, schema, KP_JSON_SCHEMA_MIN_VERSION, KP_JSON_SCHEMA_VERSION, err, errlen);
	if (version < 0)
		return -1;
	if (version >= 3) {
		/* One shape for one image, several files and a tree: files[], each with its role. */
		if (!files) {
			snprintf(err, errlen, "a report of schema_version %d without \"files\"", version);
			return -1;
		}
		ret = add_files(side, files, err, errlen);
	} else if (files) {
		ret = add_files(side, files, err, errlen);
	} else if (vmlinux) {
		ret = add_report(side, vmlinux, err, errlen);
		if (modules && modules->type != KP_JARRAY) {
			snprintf(err, errlen, "its \"modules\" is not an array of the modules' reports");
			ret = -1;
		}
		for (size_t i = 0; !ret && modules && i < modules->count; i++)
			ret = add_report(side, &modules->items[i], err, errlen);
	} else {
		ret = add_report(side, doc, err, errlen);
	}
	if (!ret && !side->count) {
		snprintf(err, errlen, "every file of the report is an error entry (%zu; first: %.300s): nothing to compare",
			 side->unreadable, side->first_error ? side->first_error : "?");
		return -1;
	}
	return ret;
}

void kp_diff_side_free(struct kp_diff_side *side)
{
	for (size_t i = 0; i < side->count; i++) {
		struct kp_diff_unit *u = &side->units[i];

		kp_findings_free(&u->findings);
		free(u->site_offsets);
		free(u->funcs);
		kp_strset_free(&u->strings);
	}
	free(side->units);
	free(side->path);
	free(side->first_error);
	*side = (struct kp_diff_side){ 0 };
}

/* --- the comparison --- */

static void add_totals(struct kp_diff_totals *t, const struct kp_diff_side *side)
{
	*t = (struct kp_diff_totals){ 0 };
	for (size_t i = 0; i < side->count; i++) {
		const struct kp_diff_unit *u = &side->units[i];

		t->text_bytes += u->text_bytes;
		t->prefix_nop_bytes += u->prefix_nop_bytes;
		t->hash_bytes += u->hash_bytes;
		t->functions += u->functions;
		t->traced += u->traced;
		t->kcfi_sites += u->kcfi_sites;
		t->modules += u->module;
	}
}

/* The main unit: the vmlinux, else the first file. */
static const struct kp_diff_unit *main_unit(const struct kp_diff_side *side)
{
	for (size_t i = 0; i < side->count; i++)
		if (!strcmp(side->units[i].scope, "vmlinux"))
			return &side->units[i];
	return side->count ? &side->units[0] : NULL;
}

static bool align_differs(const struct kp_diff_unit *a, const struct kp_diff_unit *b)
{
	return a->configured_align != KP_DIFF_UNKNOWN && b->configured_align != KP_DIFF_UNKNOWN &&
	       a->configured_align != b->configured_align;
}

bool kp_diff_layout_differs(const struct kp_diff_unit *a, const struct kp_diff_unit *b)
{
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		if (f != KP_FUNC_ALIGN && a->layout[f] != b->layout[f])
			return true;
	return align_differs(a, b);
}

/* A unit by scope, then by position: a merge pairs equal scopes in order. */
struct scoped {
	const char *scope;
	size_t index;
};

static int cmp_scoped(const void *a, const void *b)
{
	const struct scoped *x = a, *y = b;
	int c = strcmp(x->scope, y->scope);

	return c ? c : x->index < y->index ? -1 : x->index > y->index;
}

static struct scoped *units_by_scope(const struct kp_diff_side *side)
{
	struct scoped *order = xcalloc(side->count + 1, sizeof(*order));

	for (size_t i = 0; i < side->count; i++)
		order[i] = (struct scoped){ side->units[i].scope, i };
	if (side->count > 1)
		qsort(order, side->count, sizeof(*order), cmp_scoped);
	return order;
}

/* match_old[i]: the unit of new paired with old's unit i, SIZE_MAX when none; and back. */
static void match_units(const struct kp_diff_side *old, const struct kp_diff_side *new,
			size_t *match_old, size_t *match_new)
{
	struct scoped *a = units_by_scope(old), *b = units_by_scope(new);

	for (size_t i = 0; i < old->count; i++)
		match_old[i] = SIZE_MAX;
	for (size_t i = 0; i < new->count; i++)
		match_new[i] = SIZE_MAX;
	for (size_t i = 0, k = 0; i < old->count && k < new->count;) {
		int c = strcmp(a[i].scope, b[k].scope);

		if (c < 0) {
			i++;
		} else if (c > 0) {
			k++;
		} else {
			match_old[a[i].index] = b[k].index;
			match_new[b[k].index] = a[i].index;
			i++;
			k++;
		}
	}
	free(a);
	free(b);
}

/* A finding of a side, by fingerprint value, then by its position in the side. */
struct keyed_finding {
	uint64_t fp;
	size_t seq;
};

static int cmp_keyed_finding(const void *a, const void *b)
{
	const struct keyed_finding *x = a, *y = b;

	if (x->fp != y->fp)
		return x->fp < y->fp ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static size_t count_findings(const struct kp_diff_side *side)
{
	size_t n = 0;

	for (size_t i = 0; i < side->count; i++)
		n += side->units[i].findings.count;
	return n;
}

/* Every finding of side in order, and the same sorted by fingerprint. */
static struct kp_diff_item *flatten(const struct kp_diff_side *side, size_t n, struct keyed_finding **sorted)
{
	struct kp_diff_item *items = xcalloc(n + 1, sizeof(*items));
	struct keyed_finding *keys = xcalloc(n + 1, sizeof(*keys));
	size_t seq = 0;

	for (size_t i = 0; i < side->count; i++) {
		const struct kp_diff_unit *u = &side->units[i];

		for (size_t k = 0; k < u->findings.count; k++, seq++) {
			uint64_t fp = 0;

			/* Both readers take only fingerprints that parse. */
			kp_fingerprint_parse(u->findings.items[k].fingerprint, &fp);
			items[seq] = (struct kp_diff_item){ u, &u->findings.items[k] };
			keys[seq] = (struct keyed_finding){ fp, seq };
		}
	}
	if (n > 1)
		qsort(keys, n, sizeof(*keys), cmp_keyed_finding);
	*sorted = keys;
	return items;
}

static void list_add(struct kp_diff_list *list, size_t *cap, struct kp_diff_item item)
{
	grow_array((void **)&list->items, cap, list->count + 1, sizeof(*list->items));
	list->items[list->count++] = item;
}

/* NEW's findings against OLD's: one merge of the two sorted by fingerprint. */
static void compare_findings(struct kp_diff_result *r, const size_t *match_old, const size_t *match_new)
{
	const struct kp_diff_side *old = r->old, *new = r->new;
	size_t nold = count_findings(old), nnew = count_findings(new);
	struct keyed_finding *ko, *kn;
	struct kp_diff_item *io = flatten(old, nold, &ko), *in = flatten(new, nnew, &kn);
	bool *old_found = xcalloc(nold + 1, sizeof(*old_found)), *new_found = xcalloc(nnew + 1, sizeof(*new_found));
	size_t cap_new = 0, cap_fixed = 0, cap_same = 0, cap_removed = 0;

	/* Equal fingerprints pair in order: two of one fingerprint against one is one new. */
	for (size_t a = 0, b = 0; a < nold && b < nnew;) {
		if (ko[a].fp < kn[b].fp) {
			a++;
		} else if (ko[a].fp > kn[b].fp) {
			b++;
		} else {
			old_found[ko[a++].seq] = true;
			new_found[kn[b++].seq] = true;
		}
	}
	for (size_t s = 0; s < nnew; s++) {
		const struct kp_diff_unit *u = in[s].unit;

		if (new_found[s]) {
			list_add(&r->unchanged, &cap_same, in[s]);
			continue;
		}
		list_add(&r->new_findings, &cap_new, in[s]);
		r->new_per_severity[in[s].finding->severity]++;
		r->new_in_added += u->module && match_new[u - new->units] == SIZE_MAX;
	}
	for (size_t s = 0; s < nold; s++) {
		const struct kp_diff_unit *u = io[s].unit;

		if (old_found[s])
			continue;
		/* A module NEW does not have took its findings with it: nothing was fixed. */
		if (u->module && match_old[u - old->units] == SIZE_MAX)
			list_add(&r->removed_with_module, &cap_removed, io[s]);
		else
			list_add(&r->fixed, &cap_fixed, io[s]);
	}
	free(io);
	free(in);
	free(ko);
	free(kn);
	free(old_found);
	free(new_found);
}

/* Functions of a unit in both whose traced state differs: both sorted by name, a merge. */
static void compare_functions(struct kp_diff_result *r, const struct kp_diff_unit *ou, const struct kp_diff_unit *nu,
			      size_t *cap_traced, size_t *cap_untraced)
{
	/* Of several functions of one name, pair them in order. */
	for (size_t a = 0, b = 0; a < ou->nfuncs && b < nu->nfuncs;) {
		int c = strcmp(ou->funcs[a].name, nu->funcs[b].name);

		if (c < 0) {
			a++;
		} else if (c > 0) {
			b++;
		} else {
			if (ou->funcs[a].traced != nu->funcs[b].traced) {
				bool to = nu->funcs[b].traced;
				struct kp_diff_flip **list = to ? &r->became_traced : &r->became_untraced;
				size_t *n = to ? &r->ntraced : &r->nuntraced;

				grow_array((void **)list, to ? cap_traced : cap_untraced, *n + 1, sizeof(**list));
				(*list)[(*n)++] = (struct kp_diff_flip){ nu, nu->funcs[b].name };
			}
			a++;
			b++;
		}
	}
}

struct side_offset {
	int offset;
	size_t count;
	bool new;
};

static int cmp_side_offset(const void *a, const void *b)
{
	const struct side_offset *x = a, *y = b;

	return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* Call sites of both sides by the offset they load from: each offset once, most negative first. */
static void compare_sites(struct kp_diff_result *r)
{
	const struct kp_diff_side *sides[] = { r->old, r->new };
	struct side_offset *all = NULL;
	size_t n = 0, cap = 0;

	for (int s = 0; s < 2; s++)
		for (size_t i = 0; i < sides[s]->count; i++)
			for (size_t k = 0; k < sides[s]->units[i].nsite_offsets; k++) {
				grow_array((void **)&all, &cap, n + 1, sizeof(*all));
				all[n++] = (struct side_offset){ sides[s]->units[i].site_offsets[k].offset,
								 sides[s]->units[i].site_offsets[k].count, s == 1 };
			}
	if (n > 1)
		qsort(all, n, sizeof(*all), cmp_side_offset);
	r->sites = xcalloc(n + 1, sizeof(*r->sites));
	for (size_t i = 0; i < n; i++) {
		if (!r->nsites || r->sites[r->nsites - 1].offset != all[i].offset)
			r->sites[r->nsites++] = (struct kp_diff_sites){ all[i].offset, 0, 0 };
		if (all[i].new)
			r->sites[r->nsites - 1].new += all[i].count;
		else
			r->sites[r->nsites - 1].old += all[i].count;
	}
	free(all);
}

void kp_diff_compare(struct kp_diff_result *r, const struct kp_diff_side *old, const struct kp_diff_side *new)
{
	size_t *match_old = xcalloc(old->count + 1, sizeof(*match_old));
	size_t *match_new = xcalloc(new->count + 1, sizeof(*match_new));
	size_t cap_relaid = 0, cap_traced = 0, cap_untraced = 0;

	*r = (struct kp_diff_result){ .old = old, .new = new };
	add_totals(&r->old_totals, old);
	add_totals(&r->new_totals, new);
	r->old_main = main_unit(old);
	r->new_main = main_unit(new);
	for (int f = 0; r->old_main && r->new_main && f < KP_NR_LAYOUT_FIELDS; f++)
		r->layout_changed[f] = f == KP_FUNC_ALIGN ? align_differs(r->old_main, r->new_main)
							 : r->old_main->layout[f] != r->new_main->layout[f];
	match_units(old, new, match_old, match_new);

	r->added = xcalloc(new->count + 1, sizeof(*r->added));
	r->removed = xcalloc(old->count + 1, sizeof(*r->removed));
	for (size_t i = 0; i < old->count; i++)
		if (old->units[i].module && match_old[i] == SIZE_MAX)
			r->removed[r->nremoved++] = &old->units[i];
	r->functions_known = !old->from_json && !new->from_json;
	for (size_t i = 0; i < new->count; i++) {
		const struct kp_diff_unit *nu = &new->units[i];
		const struct kp_diff_unit *ou = match_new[i] == SIZE_MAX ? NULL : &old->units[match_new[i]];

		if (!ou) {
			if (nu->module)
				r->added[r->nadded++] = nu;
			continue;
		}
		if (nu->module && kp_diff_layout_differs(ou, nu)) {
			grow_array((void **)&r->relaid, &cap_relaid, r->nrelaid + 1, sizeof(*r->relaid));
			r->relaid[r->nrelaid++] = (struct kp_diff_pair){ ou, nu };
		}
		if (r->functions_known && ou->funcs && nu->funcs)
			compare_functions(r, ou, nu, &cap_traced, &cap_untraced);
	}
	compare_sites(r);
	compare_findings(r, match_old, match_new);
	free(match_old);
	free(match_new);
}

void kp_diff_result_free(struct kp_diff_result *r)
{
	free(r->added);
	free(r->removed);
	free(r->relaid);
	free(r->became_traced);
	free(r->became_untraced);
	free(r->sites);
	free(r->new_findings.items);
	free(r->fixed.items);
	free(r->unchanged.items);
	free(r->removed_with_module.items);
	*r = (struct kp_diff_result){ 0 };
}

int kp_diff_status(const struct kp_diff_result *r, bool werror)
{
	return kp_exit_status(r->new_per_severity[KP_ERROR], r->new_per_severity[KP_WARNING], werror);
}
