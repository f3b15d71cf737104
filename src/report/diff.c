// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix diff: what a change of build flags costs and what it breaks. The
 * RFC's size table (.text bytes old and new, delta, percent), the bytes of
 * prefix NOPs and hashes, the layout, the functions that became traced or
 * untraced, kCFI call sites by offset, and findings new, fixed and
 * unchanged by fingerprint. Units (a vmlinux, each module) are matched by
 * their fingerprint scope, functions by name.
 */
#include <elf.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/checks.h"
#include "kprefix/diff.h"
#include "kprefix/util.h"

#define NAMES_SHOWN 20

static char *keep(struct kp_diff_unit *u, const char *s)
{
	char *copy;

	if (!s)
		return NULL;
	copy = xstrdup(s);
	grow_array((void **)&u->strings, &u->cap_strings, u->nstrings + 1, sizeof(*u->strings));
	u->strings[u->nstrings++] = copy;
	return copy;
}

static struct kp_diff_unit *new_unit(struct kp_diff_side *side)
{
	grow_array((void **)&side->units, &side->cap, side->count + 1, sizeof(*side->units));
	side->units[side->count] = (struct kp_diff_unit){ 0 };
	return &side->units[side->count++];
}

static int cmp_func(const void *a, const void *b)
{
	const struct kp_diff_func *fa = a, *fb = b;
	int c = strcmp(fa->name, fb->name);

	return c ? c : (int)fa->traced - (int)fb->traced;
}

/* A finding copied into the unit: its strings kept by the unit. */
static void add_finding(struct kp_diff_unit *u, const struct kp_finding *f)
{
	struct kp_findings *fs = &u->findings;
	struct kp_finding *copy;

	grow_array((void **)&fs->items, &fs->capacity, fs->count + 1, sizeof(*fs->items));
	copy = &fs->items[fs->count++];
	*copy = *f;
	copy->function = keep(u, f->function);
	copy->about = keep(u, f->about);
	copy->source_file = keep(u, f->source_file);
	copy->message = xstrdup(f->message);
	fs->per_severity[f->severity]++;
}

void kp_diff_add_analysis(struct kp_diff_side *side, const struct kp_analysis *an,
			  const struct kp_findings *findings, const char *file)
{
	struct kp_diff_unit *u = new_unit(side);
	const struct kp_image *image = an->image;
	char scope[256];

	kp_fingerprint_scope(image, scope, sizeof(scope));
	u->scope = keep(u, scope);
	u->name = keep(u, kp_image_name(image));
	u->file = keep(u, file);
	u->module = image->elf_type == ET_REL;
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		u->layout[f] = an->layout.field[f].value;
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
		add_finding(u, &findings->items[i]);
}

/* One file's report of a kprefix-check document; an unreadable file's entry is counted. */
static int add_report(struct kp_diff_side *side, const struct kp_jvalue *r, char *err, size_t errlen)
{
	const struct kp_jvalue *layout = kp_json_get(r, "layout"), *counts = kp_json_get(r, "counts");
	const struct kp_jvalue *offsets = kp_json_get(kp_json_get(r, "kcfi"), "site_offsets");
	const struct kp_jvalue *findings = kp_json_get(r, "findings");
	const char *name = kp_json_get_string(r, "name"), *file = kp_json_get_string(r, "file");
	const char *elf_type = kp_json_get_string(r, "elf_type");
	struct kp_diff_unit *u;
	char scope[256];

	if (kp_json_get_string(r, "error")) {
		side->unreadable++;
		return 0;
	}
	if (!name || !file || !elf_type || !layout || !counts || !findings || findings->type != KP_JARRAY) {
		snprintf(err, errlen, "a file's report lacks name, file, elf_type, layout, counts or findings");
		return -1;
	}
	u = new_unit(side);
	u->module = !strcmp(elf_type, "ET_REL");
	kp_fingerprint_scope_of(name, u->module, scope, sizeof(scope));
	u->scope = keep(u, scope);
	u->name = keep(u, name);
	u->file = keep(u, file);
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		u->layout[f] = (long)kp_json_get_number(kp_json_get(layout, kp_layout_field_name(f)), "value", 0);
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
		const struct kp_jvalue *jf = &findings->items[i];
		const struct kp_check_info *check = kp_check_by_name(kp_json_get_string(jf, "check") ?: "");
		const char *severity = kp_json_get_string(jf, "severity") ?: "";
		const char *fp = kp_json_get_string(jf, "fingerprint"), *address = kp_json_get_string(jf, "address");
		const struct kp_jvalue *offset = kp_json_get(jf, "offset");
		struct kp_finding f = {
			.check = check ? check->id : 0,
			.severity = !strcmp(severity, "error") ? KP_ERROR : !strcmp(severity, "warning") ? KP_WARNING : KP_NOTE,
			.message = (char *)(kp_json_get_string(jf, "message") ?: ""),
			.folded = kp_json_get_number(jf, "folded", 0),
		};

		if (!check || !fp || strlen(fp) != KP_FINGERPRINT_LEN) {
			snprintf(err, errlen, "a finding of %s has no known check id or no fingerprint", name);
			return -1;
		}
		/* A function defined elsewhere (offset null) is what the finding is about. */
		if (offset && offset->type == KP_JNUMBER) {
			f.function = kp_json_get_string(jf, "function");
			f.func_offset = offset->number;
		} else {
			f.about = kp_json_get_string(jf, "function");
		}
		f.address = address ? strtoull(address, NULL, 16) : 0;
		memcpy(f.fingerprint, fp, sizeof(f.fingerprint));
		add_finding(u, &f);
	}
	return 0;
}

int kp_diff_add_json(struct kp_diff_side *side, const struct kp_jvalue *doc, char *err, size_t errlen)
{
	const char *schema = kp_json_get_string(doc, "schema");
	const struct kp_jvalue *files = kp_json_get(doc, "files"), *modules = kp_json_get(doc, "modules");
	const struct kp_jvalue *vmlinux = kp_json_get(doc, "vmlinux");

	side->from_json = true;
	if (!schema || strcmp(schema, "kprefix-check") || kp_json_get_number(doc, "schema_version", 0) < 2) {
		snprintf(err, errlen, "not a kprefix-check JSON report of schema_version 2 or later");
		return -1;
	}
	if (files) {
		for (size_t i = 0; files->type == KP_JARRAY && i < files->count; i++)
			if (add_report(side, &files->items[i], err, errlen))
				return -1;
		return 0;
	}
	if (vmlinux) {
		if (add_report(side, vmlinux, err, errlen))
			return -1;
		for (size_t i = 0; modules && modules->type == KP_JARRAY && i < modules->count; i++)
			if (add_report(side, &modules->items[i], err, errlen))
				return -1;
		return 0;
	}
	return add_report(side, doc, err, errlen);
}

void kp_diff_side_free(struct kp_diff_side *side)
{
	for (size_t i = 0; i < side->count; i++) {
		struct kp_diff_unit *u = &side->units[i];

		kp_findings_free(&u->findings);
		free(u->site_offsets);
		free(u->funcs);
		for (size_t k = 0; k < u->nstrings; k++)
			free(u->strings[k]);
		free(u->strings);
	}
	free(side->units);
	free(side->path);
	*side = (struct kp_diff_side){ 0 };
}

/* --- the comparison --- */

struct totals {
	uint64_t text_bytes, prefix_nop_bytes, hash_bytes;
	size_t functions, traced, kcfi_sites;
};

static struct totals sum(const struct kp_diff_side *side)
{
	struct totals t = { 0 };

	for (size_t i = 0; i < side->count; i++) {
		const struct kp_diff_unit *u = &side->units[i];

		t.text_bytes += u->text_bytes;
		t.prefix_nop_bytes += u->prefix_nop_bytes;
		t.hash_bytes += u->hash_bytes;
		t.functions += u->functions;
		t.traced += u->traced;
		t.kcfi_sites += u->kcfi_sites;
	}
	return t;
}

static const struct kp_diff_unit *find_unit(const struct kp_diff_side *side, const char *scope)
{
	for (size_t i = 0; i < side->count; i++)
		if (!strcmp(side->units[i].scope, scope))
			return &side->units[i];
	return NULL;
}

/* The main unit: the vmlinux, else the first file. */
static const struct kp_diff_unit *main_unit(const struct kp_diff_side *side)
{
	const struct kp_diff_unit *u = find_unit(side, "vmlinux");

	return u ? u : side->count ? &side->units[0] : NULL;
}

/* Whether side has a finding of that fingerprint. */
static bool has_fingerprint(const struct kp_diff_side *side, const char *fp)
{
	for (size_t i = 0; i < side->count; i++)
		for (size_t k = 0; k < side->units[i].findings.count; k++)
			if (!strcmp(side->units[i].findings.items[k].fingerprint, fp))
				return true;
	return false;
}

/* Call f for each finding of a that b lacks (or has, with want_in_b). */
static size_t each_finding(const struct kp_diff_side *a, const struct kp_diff_side *b, bool want_in_b,
			   void (*f)(const struct kp_diff_unit *u, const struct kp_finding *fnd, void *ctx),
			   void *ctx)
{
	size_t n = 0;

	for (size_t i = 0; i < a->count; i++) {
		const struct kp_diff_unit *u = &a->units[i];

		for (size_t k = 0; k < u->findings.count; k++) {
			const struct kp_finding *fnd = &u->findings.items[k];

			if (has_fingerprint(b, fnd->fingerprint) != want_in_b)
				continue;
			n++;
			if (f)
				f(u, fnd, ctx);
		}
	}
	return n;
}

struct severity_count {
	size_t per[3];
};

static void count_severity(const struct kp_diff_unit *u, const struct kp_finding *f, void *ctx)
{
	(void)u;
	((struct severity_count *)ctx)->per[f->severity]++;
}

int kp_diff_status(const struct kp_diff_side *old, const struct kp_diff_side *new,
		   const struct kp_diff_opts *opts)
{
	struct severity_count added = { 0 };

	each_finding(new, old, false, count_severity, &added);
	return added.per[KP_ERROR] || (opts->werror && added.per[KP_WARNING]) ? 1 : 0;
}

/* Functions of units matched by scope whose traced state differs: f(unit, name, now traced). */
static size_t each_flip(const struct kp_diff_side *old, const struct kp_diff_side *new, bool to_traced,
			void (*f)(const struct kp_diff_unit *u, const char *name, void *ctx), void *ctx)
{
	size_t n = 0;

	for (size_t i = 0; i < new->count; i++) {
		const struct kp_diff_unit *nu = &new->units[i], *ou = find_unit(old, nu->scope);

		if (!ou || !ou->funcs || !nu->funcs)
			continue;
		/* Both sorted by name: a merge. Of several functions of one name, pair them in order. */
		for (size_t a = 0, b = 0; a < ou->nfuncs && b < nu->nfuncs;) {
			int c = strcmp(ou->funcs[a].name, nu->funcs[b].name);

			if (c < 0) {
				a++;
			} else if (c > 0) {
				b++;
			} else {
				if (ou->funcs[a].traced != nu->funcs[b].traced && nu->funcs[b].traced == to_traced) {
					n++;
					if (f)
						f(nu, nu->funcs[b].name, ctx);
				}
				a++;
				b++;
			}
		}
	}
	return n;
}

static bool functions_known(const struct kp_diff_side *old, const struct kp_diff_side *new)
{
	return !old->from_json && !new->from_json;
}

/* Offsets of both sides, each once, most negative first. */
static size_t site_offsets(const struct kp_diff_side *old, const struct kp_diff_side *new, int **out)
{
	int *offsets = NULL;
	size_t n = 0, cap = 0;
	const struct kp_diff_side *sides[] = { old, new };

	for (int s = 0; s < 2; s++)
		for (size_t i = 0; i < sides[s]->count; i++)
			for (size_t k = 0; k < sides[s]->units[i].nsite_offsets; k++) {
				int off = sides[s]->units[i].site_offsets[k].offset;
				size_t at = 0;

				while (at < n && offsets[at] < off)
					at++;
				if (at < n && offsets[at] == off)
					continue;
				grow_array((void **)&offsets, &cap, n + 1, sizeof(*offsets));
				memmove(offsets + at + 1, offsets + at, (n - at) * sizeof(*offsets));
				offsets[at] = off;
				n++;
			}
	*out = offsets;
	return n;
}

static size_t sites_at(const struct kp_diff_side *side, int offset)
{
	size_t n = 0;

	for (size_t i = 0; i < side->count; i++)
		for (size_t k = 0; k < side->units[i].nsite_offsets; k++)
			if (side->units[i].site_offsets[k].offset == offset)
				n += side->units[i].site_offsets[k].count;
	return n;
}

/* Modules of a that b lacks. */
static size_t each_module_only(const struct kp_diff_side *a, const struct kp_diff_side *b,
			       void (*f)(const struct kp_diff_unit *u, void *ctx), void *ctx)
{
	size_t n = 0;

	for (size_t i = 0; i < a->count; i++) {
		if (!a->units[i].module || find_unit(b, a->units[i].scope))
			continue;
		n++;
		if (f)
			f(&a->units[i], ctx);
	}
	return n;
}

static bool layout_differs(const struct kp_diff_unit *a, const struct kp_diff_unit *b)
{
	return memcmp(a->layout, b->layout, sizeof(a->layout)) != 0;
}

/* Modules in both whose layout differs. */
static size_t each_module_relaid(const struct kp_diff_side *old, const struct kp_diff_side *new,
				 void (*f)(const struct kp_diff_unit *u, void *ctx), void *ctx)
{
	size_t n = 0;

	for (size_t i = 0; i < new->count; i++) {
		const struct kp_diff_unit *nu = &new->units[i], *ou = find_unit(old, nu->scope);

		if (!nu->module || !ou || !layout_differs(ou, nu))
			continue;
		n++;
		if (f)
			f(nu, ctx);
	}
	return n;
}

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

	if ((int)strlen(old->path) + 5 > width)
		width = (int)strlen(old->path) + 5;
	if ((int)strlen(new->path) + 5 > width)
		width = (int)strlen(new->path) + 5;
	if (width > 60)
		width = 60;
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
	fprintf(out, "old: %-*.*s || %13s | %13s |\n", width - 5, width - 5, old->path, size, "");
	grouped(size, sizeof(size), n);
	signed_grouped(delta, sizeof(delta), o, n);
	percent_text(percent, sizeof(percent), o, n);
	fprintf(out, "new: %-*.*s || %13s | %13s | %7s\n", width - 5, width - 5, new->path, size, delta, percent);
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

struct names_ctx {
	FILE *out;
	size_t shown, max;
};

static void print_names(const struct kp_diff_unit *u, const char *name, void *ctx)
{
	struct names_ctx *c = ctx;

	if (c->shown < c->max) {
		fputs(c->shown ? ", " : " ", c->out);
		if (u->module) {
			fput_visible(u->name, c->out);
			fputc(':', c->out);
		}
		fput_visible(name, c->out);
	}
	c->shown++;
}

static void flips(FILE *out, const char *label, const struct kp_diff_side *old,
		  const struct kp_diff_side *new, bool to_traced, bool verbose)
{
	struct names_ctx c = { out, 0, verbose ? SIZE_MAX : NAMES_SHOWN };
	size_t n = each_flip(old, new, to_traced, NULL, NULL);

	if (!n) {
		fprintf(out, "%s: none\n", label);
		return;
	}
	fprintf(out, "%s (%zu):", label, n);
	each_flip(old, new, to_traced, print_names, &c);
	if (n > c.max)
		fprintf(out, ", and %zu more (-v lists them)", n - c.max);
	fputc('\n', out);
}

struct print_ctx {
	FILE *out;
	bool verbose, color;
	size_t hidden;
};

static void print_finding(const struct kp_diff_unit *u, const struct kp_finding *f, void *ctx)
{
	struct print_ctx *p = ctx;
	char location[512];

	if (f->folded && !p->verbose) {
		p->hidden++;
		return;
	}
	kp_finding_location(f, location, sizeof(location));
	fputs("  ", p->out);
	kp_color_locus(p->out, p->color);
	fput_visible(u->name, p->out);
	fputc(':', p->out);
	if (*location) {
		fputc(' ', p->out);
		fput_visible(location, p->out);
		fputc(':', p->out);
	}
	kp_color_end(p->out, p->color);
	fputc(' ', p->out);
	kp_print_diagnostic(p->out, p->color, f->severity, f->message, kp_check_name(f->check));
}

static void print_unit_name(const struct kp_diff_unit *u, void *ctx)
{
	FILE *out = ctx;

	fputc(' ', out);
	fput_visible(u->name, out);
}

static void findings_text(FILE *out, const char *label, const struct kp_diff_side *a,
			  const struct kp_diff_side *b, bool verbose)
{
	struct print_ctx p = { out, verbose, kp_color_on(out), 0 };

	if (!each_finding(a, b, false, NULL, NULL))
		return;
	fprintf(out, "%s:\n", label);
	each_finding(a, b, false, print_finding, &p);
	if (p.hidden)
		fprintf(out, "  and %zu folded details and notes (-v shows them)\n", p.hidden);
}

void kp_diff_text(FILE *out, const struct kp_diff_side *old, const struct kp_diff_side *new,
		  const struct kp_diff_opts *opts)
{
	struct totals o = sum(old), n = sum(new);
	const struct kp_diff_unit *om = main_unit(old), *nm = main_unit(new);
	int *offsets;
	size_t noffsets;

	text_table(out, old, new, o.text_bytes, n.text_bytes);
	if (old->count > 1 || new->count > 1)
		fprintf(out, "(.text of %zu and %zu files: the vmlinux and its modules)\n", old->count, new->count);
	size_line(out, "prefix NOP bytes", o.prefix_nop_bytes, n.prefix_nop_bytes);
	size_line(out, "kCFI hash bytes", o.hash_bytes, n.hash_bytes);

	if (om && nm) {
		fputs("\nlayout", out);
		if (om->module || nm->module) {
			fputs(" of ", out);
			fput_visible(nm->name, out);
		}
		fputs(":\n", out);
		static const char *const labels[] = { "prefix NOPs", "kCFI", "bti c", "alignment" };

		for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++) {
			char a[24], b[24];

			fprintf(out, "  %-12s %s", labels[f], layout_value(f, om->layout[f], a, sizeof(a)));
			if (om->layout[f] != nm->layout[f])
				fprintf(out, " -> %s\n", layout_value(f, nm->layout[f], b, sizeof(b)));
			else
				fputs(" (unchanged)\n", out);
		}
	}
	size_t added = each_module_only(new, old, NULL, NULL), removed = each_module_only(old, new, NULL, NULL);
	size_t relaid = each_module_relaid(old, new, NULL, NULL);
	size_t omods = 0, nmods = 0;

	for (size_t i = 0; i < old->count; i++)
		omods += old->units[i].module;
	for (size_t i = 0; i < new->count; i++)
		nmods += new->units[i].module;
	if (omods || nmods) {
		fprintf(out, "modules: %zu -> %zu, %zu added, %zu removed, %zu with another layout\n", omods,
			nmods, added, removed, relaid);
		if (added) {
			fputs("  added:", out);
			each_module_only(new, old, print_unit_name, out);
			fputc('\n', out);
		}
		if (removed) {
			fputs("  removed:", out);
			each_module_only(old, new, print_unit_name, out);
			fputc('\n', out);
		}
	}

	fprintf(out, "\nfunctions: %zu -> %zu, traced %zu -> %zu\n", o.functions, n.functions, o.traced, n.traced);
	if (functions_known(old, new)) {
		flips(out, "became traced", old, new, true, opts->verbose);
		flips(out, "became untraced", old, new, false, opts->verbose);
	} else {
		fputs("which functions became traced or untraced: known from images only, not from a JSON report\n", out);
	}

	fprintf(out, "\nkCFI call sites: %zu -> %zu\n", o.kcfi_sites, n.kcfi_sites);
	noffsets = site_offsets(old, new, &offsets);
	for (size_t i = 0; i < noffsets; i++) {
		size_t a = sites_at(old, offsets[i]), b = sites_at(new, offsets[i]);

		fprintf(out, "  at %-6d %8zu -> %zu", offsets[i], a, b);
		if (a != b)
			fprintf(out, " (%s%zu)", b > a ? "+" : "-", b > a ? b - a : a - b);
		fputc('\n', out);
	}
	free(offsets);

	size_t nnew = each_finding(new, old, false, NULL, NULL), nfixed = each_finding(old, new, false, NULL, NULL);
	size_t same = each_finding(new, old, true, NULL, NULL);

	fprintf(out, "\nfindings: %zu new, %zu fixed, %zu unchanged\n", nnew, nfixed, same);
	findings_text(out, "new", new, old, opts->verbose);
	findings_text(out, "fixed", old, new, opts->verbose);
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

static void json_unit_name(const struct kp_diff_unit *u, void *ctx)
{
	json_string(ctx, NULL, u->name);
}

static void json_flip(const struct kp_diff_unit *u, const char *name, void *ctx)
{
	struct kp_json *j = ctx;

	json_begin_object(j, NULL);
	json_string(j, "module", u->module ? u->name : NULL);
	json_string(j, "function", name);
	json_end_object(j);
}

/* A finding as in a kprefix-check report, with the file it is in. */
static void json_diff_finding(const struct kp_diff_unit *u, const struct kp_finding *f, void *ctx)
{
	struct kp_json *j = ctx;

	json_begin_object(j, NULL);
	json_string(j, "file", u->name);
	kp_json_finding_fields(j, f);
	json_end_object(j);
}

static void json_findings(struct kp_json *j, const char *key, const struct kp_diff_side *a,
			  const struct kp_diff_side *b, bool want_in_b)
{
	json_begin_array(j, key);
	each_finding(a, b, want_in_b, json_diff_finding, j);
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

void kp_diff_json(struct kp_json *j, const struct kp_diff_side *old, const struct kp_diff_side *new,
		  int exit_status)
{
	struct totals o = sum(old), n = sum(new);
	const struct kp_diff_unit *om = main_unit(old), *nm = main_unit(new);
	struct severity_count added = { 0 };
	int *offsets;
	size_t noffsets;

	json_begin_object(j, NULL);
	kp_json_header(j, KP_DIFF_SCHEMA, KP_DIFF_SCHEMA_VERSION);
	json_side(j, "old", old);
	json_side(j, "new", new);
	json_begin_object(j, "bytes");
	json_bytes(j, "text", o.text_bytes, n.text_bytes);
	json_bytes(j, "prefix_nops", o.prefix_nop_bytes, n.prefix_nop_bytes);
	json_bytes(j, "hashes", o.hash_bytes, n.hash_bytes);
	json_end_object(j);

	json_begin_object(j, "layout");
	for (int f = 0; om && nm && f < KP_NR_LAYOUT_FIELDS; f++) {
		json_begin_object(j, kp_layout_field_name(f));
		json_int(j, "old", om->layout[f]);
		json_int(j, "new", nm->layout[f]);
		json_bool(j, "changed", om->layout[f] != nm->layout[f]);
		json_end_object(j);
	}
	json_end_object(j);

	json_begin_object(j, "modules");
	json_begin_array(j, "added");
	each_module_only(new, old, json_unit_name, j);
	json_end_array(j);
	json_begin_array(j, "removed");
	each_module_only(old, new, json_unit_name, j);
	json_end_array(j);
	json_begin_array(j, "layout_changed");
	each_module_relaid(old, new, json_unit_name, j);
	json_end_array(j);
	json_end_object(j);

	json_begin_object(j, "functions");
	json_uint(j, "old", o.functions);
	json_uint(j, "new", n.functions);
	json_uint(j, "traced_old", o.traced);
	json_uint(j, "traced_new", n.traced);
	json_bool(j, "known", functions_known(old, new));
	json_begin_array(j, "became_traced");
	if (functions_known(old, new))
		each_flip(old, new, true, json_flip, j);
	json_end_array(j);
	json_begin_array(j, "became_untraced");
	if (functions_known(old, new))
		each_flip(old, new, false, json_flip, j);
	json_end_array(j);
	json_end_object(j);

	json_begin_object(j, "kcfi_sites");
	json_uint(j, "old", o.kcfi_sites);
	json_uint(j, "new", n.kcfi_sites);
	json_begin_array(j, "by_offset");
	noffsets = site_offsets(old, new, &offsets);
	for (size_t i = 0; i < noffsets; i++) {
		json_begin_object(j, NULL);
		json_int(j, "offset", offsets[i]);
		json_uint(j, "old", sites_at(old, offsets[i]));
		json_uint(j, "new", sites_at(new, offsets[i]));
		json_end_object(j);
	}
	free(offsets);
	json_end_array(j);
	json_end_object(j);

	json_begin_object(j, "findings");
	json_findings(j, "new", new, old, false);
	json_findings(j, "fixed", old, new, false);
	json_findings(j, "unchanged", new, old, true);
	json_end_object(j);
	each_finding(new, old, false, count_severity, &added);
	json_begin_object(j, "totals");
	json_uint(j, "new_errors", added.per[KP_ERROR]);
	json_uint(j, "new_warnings", added.per[KP_WARNING]);
	json_uint(j, "new_notes", added.per[KP_NOTE]);
	json_uint(j, "fixed", each_finding(old, new, false, NULL, NULL));
	json_uint(j, "unchanged", each_finding(new, old, true, NULL, NULL));
	json_end_object(j);
	json_int(j, "exit_status", exit_status);
	json_end_object(j);
}

/* --- SARIF --- */

static void sarif_new(const struct kp_diff_unit *u, const struct kp_finding *f, void *ctx)
{
	struct kp_finding_place place = { u->file, u->name, "new" };

	kp_sarif_result(ctx, f, &place);
}

void kp_diff_sarif(struct kp_json *j, const struct kp_diff_side *old, const struct kp_diff_side *new,
		   int exit_status, const struct kp_notification *notes, size_t nnotes)
{
	kp_sarif_begin(j);
	each_finding(new, old, false, sarif_new, j);
	kp_sarif_end(j, exit_status, notes, nnotes);
}
