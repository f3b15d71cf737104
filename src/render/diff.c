// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix diff's renderers: text, JSON and SARIF of one comparison
 * (struct kp_diff_result, src/diff/compare.c), which they only read. The text
 * folds as check's does: new and fixed findings one line per cause
 * (kp_text_lines), lists of modules and functions a few names a line, -v
 * everything, one a line.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/diff_render.h"
#include "kprefix/json_read.h"
#include "kprefix/util.h"

/* A folded list of names (modules, functions) shows this many; -v shows all, one a line. */
#define NAMES_SHOWN 8

/* --- text --- */

/* 21023888 -> "21,023,888" */
static void grouped(char *buf, size_t len, uint64_t v)
{
	char digits[32];
	size_t n = (size_t)snprintf(digits, sizeof(digits), "%" PRIu64, v), o = 0;

	for (size_t i = 0; i < n && o + 2 < len; i++) {
		if (i && (n - i) % 3 == 0)
			buf[o++] = ',';
		buf[o++] = digits[i];
	}
	buf[o] = '\0';
}

static void signed_grouped(char *buf, size_t len, uint64_t old, uint64_t new)
{
	char g[32];

	grouped(g, sizeof(g), new >= old ? new - old : old - new);
	snprintf(buf, len, "%s%s", new >= old ? "+" : "-", g);
}

/* Tenths of a percent of old, or -1 in *ok when old is 0. */
static long long tenths_percent(uint64_t old, uint64_t new, bool *ok)
{
	*ok = old != 0;
	if (!old)
		return 0;
	long double r = ((long double)new - (long double)old) * 1000.0L / (long double)old;

	return (long long)(r < 0 ? r - 0.5L : r + 0.5L);
}

static void percent_text(char *buf, size_t len, uint64_t old, uint64_t new)
{
	bool ok;
	long long t = tenths_percent(old, new, &ok);
	unsigned long long m = t < 0 ? -(unsigned long long)t : (unsigned long long)t;

	if (!ok)
		snprintf(buf, len, "-");
	else
		snprintf(buf, len, "%s%llu.%llu%%", t < 0 ? "-" : "+", m / 10, m % 10);
}

/* "prefix NOP bytes: 156 -> 72 (-84, -53.8%)" */
static void size_line(FILE *out, const char *label, uint64_t old, uint64_t new)
{
	char o[32], n[32], d[40], p[32];

	grouped(o, sizeof(o), old);
	grouped(n, sizeof(n), new);
	signed_grouped(d, sizeof(d), old, new);
	percent_text(p, sizeof(p), old, new);
	fprintf(out, "%s: %s -> %s (%s%s%s)\n", label, o, n, d, old ? ", " : "", old ? p : "");
}

static void dashes(FILE *out, int n, char c)
{
	while (n-- > 0)
		fputc(c, out);
}

/* The RFC's table: the kernel, its .text bytes, the delta and the delta in percent. */
static void text_table(FILE *out, const struct kp_diff_side *old, const struct kp_diff_side *new,
		       uint64_t o, uint64_t n)
{
	int width = 6;
	char size[32], delta[40], percent[32];
	/* The paths as names are shown, cut at 55 bytes between characters. */
	char o_path[56], n_path[56];

	kp_visible(old->path, SIZE_MAX, o_path, sizeof(o_path));
	kp_visible(new->path, SIZE_MAX, n_path, sizeof(n_path));
	if ((int)strlen(o_path) + 5 > width)
		width = (int)strlen(o_path) + 5;
	if ((int)strlen(n_path) + 5 > width)
		width = (int)strlen(n_path) + 5;
	fprintf(out, "%-*s || %13s | %13s | %7s\n", width, "Kernel", ".text bytes", "Delta", "Delta");
	dashes(out, width + 1, '=');
	fputs("++", out);
	dashes(out, 15, '=');
	fputc('+', out);
	dashes(out, 15, '=');
	fputc('+', out);
	dashes(out, 8, '=');
	fputc('\n', out);
	grouped(size, sizeof(size), o);
	fprintf(out, "old: %-*s || %13s | %13s |\n", width - 5, o_path, size, "");
	grouped(size, sizeof(size), n);
	signed_grouped(delta, sizeof(delta), o, n);
	percent_text(percent, sizeof(percent), o, n);
	fprintf(out, "new: %-*s || %13s | %13s | %7s\n", width - 5, n_path, size, delta, percent);
	dashes(out, width + 1, '-');
	fputs("++", out);
	dashes(out, 15, '-');
	fputc('+', out);
	dashes(out, 15, '-');
	fputc('+', out);
	dashes(out, 8, '-');
	fputc('\n', out);
}

static const char *layout_value(enum kp_layout_field f, long v, char *buf, size_t len)
{
	if (f == KP_CFI)
		return v ? "on" : "off";
	if (f == KP_BTI)
		return v ? "yes" : "no";
	snprintf(buf, len, "%ld", v);
	return buf;
}

/* "M=3, kCFI off, bti c no, aligned 8" (the alignment when configured) */
static void layout_words(char *buf, size_t len, const struct kp_diff_unit *u)
{
	int n = snprintf(buf, len, "M=%ld, kCFI %s, bti c %s", u->layout[KP_PREFIX_NOPS],
			 u->layout[KP_CFI] ? "on" : "off", u->layout[KP_BTI] ? "yes" : "no");

	if (u->configured_align != KP_DIFF_UNKNOWN && n > 0 && (size_t)n < len)
		snprintf(buf + n, len - (size_t)n, ", aligned %ld", u->configured_align);
}

/* One name of a list: a unit, a function (with its module), a pair's module. */
typedef void (*put_name_fn)(FILE *out, const void *items, size_t i);

static void put_unit(FILE *out, const void *items, size_t i)
{
	fput_visible(((const struct kp_diff_unit *const *)items)[i]->name, out);
}

static void put_flip(FILE *out, const void *items, size_t i)
{
	const struct kp_diff_flip *flip = &((const struct kp_diff_flip *)items)[i];

	if (flip->unit->module) {
		fput_visible(flip->unit->name, out);
		fputc(':', out);
	}
	fput_visible(flip->name, out);
}

static void put_pair(FILE *out, const void *items, size_t i)
{
	fput_visible(((const struct kp_diff_pair *)items)[i].new->name, out);
}

/*
 * "label (N): a, b, c, and 5 more (-v lists them)" on one line, at most
 * NAMES_SHOWN names; verbose: "label (N):" and each name on a line of its own.
 */
static void name_list(FILE *out, const char *indent, const char *label, const void *items, size_t n,
		      put_name_fn put, bool verbose)
{
	fprintf(out, "%s%s (%zu):", indent, label, n);
	if (verbose) {
		fputc('\n', out);
		for (size_t i = 0; i < n; i++) {
			fprintf(out, "%s  ", indent);
			put(out, items, i);
			fputc('\n', out);
		}
		return;
	}
	for (size_t i = 0; i < n && i < NAMES_SHOWN; i++) {
		fputs(i ? ", " : " ", out);
		put(out, items, i);
	}
	if (n > NAMES_SHOWN)
		fprintf(out, ", and %zu more (-v lists them)", n - NAMES_SHOWN);
	fputc('\n', out);
}

static int cmp_layout(const struct kp_diff_unit *a, const struct kp_diff_unit *b)
{
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		if (f != KP_FUNC_ALIGN && a->layout[f] != b->layout[f])
			return a->layout[f] < b->layout[f] ? -1 : 1;
	if (a->configured_align != b->configured_align)
		return a->configured_align < b->configured_align ? -1 : 1;
	return 0;
}

static int cmp_change(const void *a, const void *b)
{
	const struct kp_diff_pair *x = a, *y = b;
	int c = cmp_layout(x->old, y->old);

	if (!c)
		c = cmp_layout(x->new, y->new);
	/* Then in NEW's order. */
	return c ? c : x->new < y->new ? -1 : x->new > y->new;
}

/* Modules with another layout, one line per change: "M=2, ... -> M=3, ... (N): a, b, ..." */
static void relaid_text(FILE *out, const struct kp_diff_result *r, bool verbose)
{
	struct kp_diff_pair *pairs = xcalloc(r->nrelaid + 1, sizeof(*pairs));

	if (r->nrelaid)
		memcpy(pairs, r->relaid, r->nrelaid * sizeof(*pairs));
	if (r->nrelaid > 1)
		qsort(pairs, r->nrelaid, sizeof(*pairs), cmp_change);
	fprintf(out, "  another layout (%zu):\n", r->nrelaid);
	for (size_t i = 0; i < r->nrelaid;) {
		size_t end = i + 1;
		char a[96], b[96], label[200];

		while (end < r->nrelaid && !cmp_layout(pairs[i].old, pairs[end].old) &&
		       !cmp_layout(pairs[i].new, pairs[end].new))
			end++;
		layout_words(a, sizeof(a), pairs[i].old);
		layout_words(b, sizeof(b), pairs[i].new);
		snprintf(label, sizeof(label), "%s -> %s", a, b);
		name_list(out, "    ", label, pairs + i, end - i, put_pair, verbose);
		i = end;
	}
	free(pairs);
}

static void flips_text(FILE *out, const char *label, const struct kp_diff_flip *flips, size_t n, bool verbose)
{
	if (!n)
		fprintf(out, "%s: none\n", label);
	else
		name_list(out, "", label, flips, n, put_flip, verbose);
}

/* A listed finding by the cause its text line folds by (src/fold/key.c), and its position. */
struct cause {
	struct kp_cause_key key;
	size_t order;
};

static struct kp_cause_key cause_key(size_t i, void *ctx)
{
	return ((const struct cause *)ctx)[i].key;
}

/*
 * files[order]: of the findings one cause folds into the line whose first is
 * list[order], in how many files (units) they are; 0 elsewhere. The list is in
 * its side's order, so a unit's findings are together.
 */
static size_t *files_per_cause(const struct kp_diff_list *list, const struct kp_findings *all,
			       struct kp_arena *texts)
{
	struct cause *causes = xcalloc(all->count + 1, sizeof(*causes));
	size_t *files = xcalloc(all->count + 1, sizeof(*files)), n = 0;

	for (size_t i = 0; i < all->count; i++) {
		const struct kp_finding *f = &all->items[i];

		if (f->folded)
			continue;
		const char *message = kp_arena_strdup(texts, f->text);

		causes[n++] = (struct cause){ kp_finding_cause_key(all, f, message), i };
	}
	size_t *order, *starts, ngroups = kp_group_by_cause(n, cause_key, causes, &order, &starts);

	/* Each group in position order: its first is the line's. */
	for (size_t g = 0; g < ngroups; g++) {
		const struct cause *first = &causes[order[starts[g]]];
		size_t distinct = 1;

		for (size_t j = starts[g] + 1; j < starts[g + 1]; j++)
			distinct += list->items[causes[order[j]].order].unit !=
				    list->items[causes[order[j - 1]].order].unit;
		files[first->order] = distinct;
	}
	free(order);
	free(starts);
	free(causes);
	return files;
}

/* "412 functions in drivers/foo/ (7 objects) in 3 files (a, b, c, and 409 more): " */
static void folded_location(FILE *out, const struct kp_text_line *line, const struct kp_diff_unit *unit,
			    size_t files)
{
	if (files <= 1) {
		fput_visible(unit->name, out);
		fputs(": ", out);
	}
	kp_text_print_fold(out, line, files);
}

/*
 * New or fixed findings as check prints them: one line per cause (check,
 * message, directory), across files; at most KP_TEXT_LINES per check, then
 * "and N more"; -v lists every finding, folded details too.
 */
static void findings_text(FILE *out, const char *label, const struct kp_diff_list *list, bool verbose)
{
	struct kp_findings all = { 0 };
	struct kp_arena texts = { 0 };
	struct kp_text_line *lines;
	size_t more[KP_NR_CHECKS], hidden = 0, nlines, *files;
	bool color = kp_color_on(out);

	if (!list->count)
		return;
	const struct kp_attribution **attribution_of = xcalloc(list->count, sizeof(*attribution_of));

	all.items = xcalloc(list->count, sizeof(*all.items));
	all.count = all.capacity = list->count;
	all.attribution_of = attribution_of;
	for (size_t i = 0; i < list->count; i++) {
		all.items[i] = *list->items[i].finding;
		attribution_of[i] = kp_finding_attribution(&list->items[i].unit->findings,
							   list->items[i].finding);
		hidden += all.items[i].folded && !verbose;
	}
	nlines = kp_text_lines(&all, verbose, &texts, &lines, more);
	files = files_per_cause(list, &all, &texts);
	fprintf(out, "%s:\n", label);
	for (size_t i = 0; i < nlines; i++) {
		const struct kp_text_line *line = &lines[i];
		const struct kp_finding *f = line->first;
		const struct kp_diff_unit *unit = list->items[line->order].unit;

		fputs("  ", out);
		kp_color_locus(out, color);
		if (line->count > 1) {
			folded_location(out, line, unit, files[line->order]);
		} else {
			fput_visible(unit->name, out);
			fputc(':', out);
			char *location = kp_finding_location(f);

			if (*location) {
				fputc(' ', out);
				fput_visible(location, out);
				fputc(':', out);
			}
			free(location);
		}
		kp_color_end(out, color);
		fputc(' ', out);
		kp_print_diagnostic(out, color, f->severity, lines[i].message, kp_check_name(f->check));
	}
	for (size_t c = 0; c < KP_NR_CHECKS; c++)
		if (more[c])
			kp_text_print_more(out, false, "  ", NULL, c, more[c]);
	if (hidden)
		fprintf(out, "  and %zu folded details and notes (-v shows them)\n", hidden);
	free(files);
	free(lines);
	kp_arena_free(&texts);
	free(attribution_of);
	free(all.items);
}

static void layout_text(FILE *out, const struct kp_diff_result *r)
{
	static const char *const labels[] = { "prefix NOPs", "kCFI", "bti c", "alignment" };
	const struct kp_diff_unit *om = r->old_main, *nm = r->new_main;

	fputs("\nlayout", out);
	if (om->module || nm->module) {
		fputs(" of ", out);
		fput_visible(nm->name, out);
	}
	fputs(":\n", out);
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++) {
		long a = om->layout[f], b = nm->layout[f];
		char x[24], y[24];
		const char *how = "";

		/* The alignment is the configured one; the prefixes' own is only what they show. */
		if (f == KP_FUNC_ALIGN && om->configured_align != KP_DIFF_UNKNOWN &&
		    nm->configured_align != KP_DIFF_UNKNOWN) {
			a = om->configured_align;
			b = nm->configured_align;
		} else if (f == KP_FUNC_ALIGN) {
			how = om->configured_align != KP_DIFF_UNKNOWN ? ", as the prefixes show: only OLD's config sets it"
			      : nm->configured_align != KP_DIFF_UNKNOWN ? ", as the prefixes show: only NEW's config sets it"
			      : ", as the prefixes show: no config sets it";
		}
		fprintf(out, "  %-12s %s", labels[f], layout_value(f, a, x, sizeof(x)));
		if (a != b)
			fprintf(out, " -> %s%s%s%s\n", layout_value(f, b, y, sizeof(y)), *how ? " (" : "",
				*how ? how + 2 : "", *how ? ")" : "");
		else
			fprintf(out, " (unchanged%s)\n", how);
	}
}

void kp_diff_text(FILE *out, const struct kp_diff_result *r, const struct kp_diff_opts *opts)
{
	const struct kp_diff_totals *o = &r->old_totals, *n = &r->new_totals;

	text_table(out, r->old, r->new, o->text_bytes, n->text_bytes);
	if (r->old->count > 1 || r->new->count > 1)
		fprintf(out, "(.text of %zu and %zu files: the vmlinux and its modules)\n", r->old->count,
			r->new->count);
	size_line(out, "prefix NOP bytes", o->prefix_nop_bytes, n->prefix_nop_bytes);
	size_line(out, "kCFI hash bytes", o->hash_bytes, n->hash_bytes);

	if (r->old_main && r->new_main)
		layout_text(out, r);
	if (o->modules || n->modules) {
		fprintf(out, "modules: %zu -> %zu, %zu added, %zu removed, %zu with another layout\n", o->modules,
			n->modules, r->nadded, r->nremoved, r->nrelaid);
		if (r->nadded)
			name_list(out, "  ", "added", r->added, r->nadded, put_unit, opts->verbose);
		if (r->nremoved)
			name_list(out, "  ", "removed", r->removed, r->nremoved, put_unit, opts->verbose);
		if (r->nrelaid)
			relaid_text(out, r, opts->verbose);
	}

	fprintf(out, "\nfunctions: %zu -> %zu, traced %zu -> %zu\n", o->functions, n->functions, o->traced,
		n->traced);
	if (r->functions_known) {
		flips_text(out, "became traced", r->became_traced, r->ntraced, opts->verbose);
		flips_text(out, "became untraced", r->became_untraced, r->nuntraced, opts->verbose);
	} else {
		fputs("which functions became traced or untraced: known from images only, not from a JSON report\n", out);
	}

	fprintf(out, "\nkCFI call sites: %zu -> %zu\n", o->kcfi_sites, n->kcfi_sites);
	for (size_t i = 0; i < r->nsites; i++) {
		size_t a = r->sites[i].old, b = r->sites[i].new;

		fprintf(out, "  at %-6d %8zu -> %zu", r->sites[i].offset, a, b);
		if (a != b)
			fprintf(out, " (%s%zu)", b > a ? "+" : "-", b > a ? b - a : a - b);
		fputc('\n', out);
	}

	fprintf(out, "\nfindings: %zu new", r->new_findings.count);
	if (r->new_in_added)
		fprintf(out, " (%zu in added modules)", r->new_in_added);
	fprintf(out, ", %zu fixed, %zu unchanged", r->fixed.count, r->unchanged.count);
	if (r->removed_with_module.count)
		fprintf(out, ", %zu gone with the removed modules", r->removed_with_module.count);
	fputc('\n', out);
	findings_text(out, "new", &r->new_findings, opts->verbose);
	findings_text(out, "fixed", &r->fixed, opts->verbose);
}

/* --- JSON --- */

static void json_bytes(struct kp_json *j, const char *key, uint64_t old, uint64_t new)
{
	bool ok;
	long long t = tenths_percent(old, new, &ok);

	json_begin_object(j, key);
	json_uint(j, "old", old);
	json_uint(j, "new", new);
	json_int(j, "delta", (long long)(new - old));
	if (ok)
		json_tenths(j, "percent", t);
	else
		json_null(j, "percent");
	json_end_object(j);
}

static void json_known(struct kp_json *j, const char *key, long v)
{
	if (v == KP_DIFF_UNKNOWN)
		json_null(j, key);
	else
		json_int(j, key, v);
}

static void json_flips(struct kp_json *j, const char *key, const struct kp_diff_flip *flips, size_t n)
{
	json_begin_array(j, key);
	for (size_t i = 0; i < n; i++) {
		json_begin_object(j, NULL);
		json_string(j, "module", flips[i].unit->module ? flips[i].unit->name : NULL);
		json_string(j, "function", flips[i].name);
		json_end_object(j);
	}
	json_end_array(j);
}

/* Findings as in a kprefix-check report, each with the file it is in. */
static void json_findings(struct kp_json *j, const char *key, const struct kp_diff_list *list)
{
	json_begin_array(j, key);
	for (size_t i = 0; i < list->count; i++) {
		json_begin_object(j, NULL);
		json_string(j, "file", list->items[i].unit->name);
		kp_json_finding_fields(j, &list->items[i].unit->findings, list->items[i].finding);
		json_end_object(j);
	}
	json_end_array(j);
}

static void json_side(struct kp_json *j, const char *key, const struct kp_diff_side *side)
{
	json_begin_object(j, key);
	json_string(j, "path", side->path);
	json_string(j, "read_from", side->from_json ? "json" : "images");
	json_uint(j, "files", side->count);
	json_uint(j, "unreadable", side->unreadable);
	json_end_object(j);
}

static void json_unit_layout(struct kp_json *j, const char *key, const struct kp_diff_unit *u)
{
	json_begin_object(j, key);
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		if (f != KP_FUNC_ALIGN)
			json_int(j, kp_layout_field_name(f), u->layout[f]);
	json_known(j, kp_layout_field_name(KP_FUNC_ALIGN), u->configured_align);
	json_end_object(j);
}

void kp_diff_json(struct kp_json *j, const struct kp_diff_result *r, int exit_status)
{
	const struct kp_diff_totals *o = &r->old_totals, *n = &r->new_totals;
	const struct kp_diff_unit *om = r->old_main, *nm = r->new_main;

	json_begin_object(j, NULL);
	kp_json_header(j, KP_DIFF_SCHEMA, KP_DIFF_SCHEMA_VERSION);
	json_side(j, "old", r->old);
	json_side(j, "new", r->new);
	json_begin_object(j, "bytes");
	json_bytes(j, "text", o->text_bytes, n->text_bytes);
	json_bytes(j, "prefix_nops", o->prefix_nop_bytes, n->prefix_nop_bytes);
	json_bytes(j, "hashes", o->hash_bytes, n->hash_bytes);
	json_end_object(j);

	json_begin_object(j, "layout");
	for (int f = 0; om && nm && f < KP_NR_LAYOUT_FIELDS; f++) {
		json_begin_object(j, kp_layout_field_name(f));
		json_int(j, "old", om->layout[f]);
		json_int(j, "new", nm->layout[f]);
		json_bool(j, "changed", r->layout_changed[f]);
		if (f == KP_FUNC_ALIGN) {
			json_known(j, "configured_old", om->configured_align);
			json_known(j, "configured_new", nm->configured_align);
		}
		json_end_object(j);
	}
	json_end_object(j);

	json_begin_object(j, "modules");
	json_uint(j, "old", o->modules);
	json_uint(j, "new", n->modules);
	json_begin_array(j, "added");
	for (size_t i = 0; i < r->nadded; i++)
		json_string(j, NULL, r->added[i]->name);
	json_end_array(j);
	json_begin_array(j, "removed");
	for (size_t i = 0; i < r->nremoved; i++)
		json_string(j, NULL, r->removed[i]->name);
	json_end_array(j);
	json_begin_array(j, "layout_changed");
	for (size_t i = 0; i < r->nrelaid; i++)
		json_string(j, NULL, r->relaid[i].new->name);
	json_end_array(j);
	json_begin_array(j, "layout_changes");
	for (size_t i = 0; i < r->nrelaid; i++) {
		json_begin_object(j, NULL);
		json_string(j, "module", r->relaid[i].new->name);
		json_unit_layout(j, "old", r->relaid[i].old);
		json_unit_layout(j, "new", r->relaid[i].new);
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);

	json_begin_object(j, "functions");
	json_uint(j, "old", o->functions);
	json_uint(j, "new", n->functions);
	json_uint(j, "traced_old", o->traced);
	json_uint(j, "traced_new", n->traced);
	json_bool(j, "known", r->functions_known);
	json_flips(j, "became_traced", r->became_traced, r->ntraced);
	json_flips(j, "became_untraced", r->became_untraced, r->nuntraced);
	json_end_object(j);

	json_begin_object(j, "kcfi_sites");
	json_uint(j, "old", o->kcfi_sites);
	json_uint(j, "new", n->kcfi_sites);
	json_begin_array(j, "by_offset");
	for (size_t i = 0; i < r->nsites; i++) {
		json_begin_object(j, NULL);
		json_int(j, "offset", r->sites[i].offset);
		json_uint(j, "old", r->sites[i].old);
		json_uint(j, "new", r->sites[i].new);
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);

	json_begin_object(j, "findings");
	json_findings(j, "new", &r->new_findings);
	json_findings(j, "fixed", &r->fixed);
	json_findings(j, "unchanged", &r->unchanged);
	json_findings(j, "removed_with_module", &r->removed_with_module);
	json_end_object(j);
	json_begin_object(j, "totals");
	json_uint(j, "new_errors", r->new_per_severity[KP_ERROR]);
	json_uint(j, "new_warnings", r->new_per_severity[KP_WARNING]);
	json_uint(j, "new_notes", r->new_per_severity[KP_NOTE]);
	json_uint(j, "new_in_added_modules", r->new_in_added);
	json_uint(j, "fixed", r->fixed.count);
	json_uint(j, "unchanged", r->unchanged.count);
	json_uint(j, "removed_with_module", r->removed_with_module.count);
	json_end_object(j);
	json_int(j, "exit_status", exit_status);
	json_end_object(j);
}

/* --- SARIF --- */

void kp_diff_sarif(FILE *out, const struct kp_diff_result *r, int exit_status,
		   const struct kp_notification *notes, size_t nnotes)
{
	/* Every new finding is kept (a diff folds nothing away), one at a time. */
	struct kp_causes *causes = kp_causes_new(NULL, true);

	for (size_t i = 0; i < r->new_findings.count; i++) {
		const struct kp_diff_item *item = &r->new_findings.items[i];
		struct kp_finding_place place = { item->unit->file, item->unit->name, KP_BASELINE_NEW };
		const struct kp_attribution *attribution =
			kp_finding_attribution(&item->unit->findings, item->finding);
		struct kp_findings one = { .items = (struct kp_finding *)item->finding, .count = 1,
					   .attribution_of = &attribution };

		kp_causes_add(causes, NULL, &one, &place);
	}
	kp_sarif_write(out, causes, exit_status, notes, nnotes);
	kp_causes_free(causes);
}
