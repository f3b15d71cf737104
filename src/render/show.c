// SPDX-License-Identifier: GPL-2.0-only
/*
 * One function explained: the words from its hash (or the start of its
 * prefix) to a few instructions past the entry, each with its role in the
 * layout, the kCFI call sites inside it, and the checks' verdict. What
 * readelf and objdump --start-address give by hand, read from the analysis.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/debuginfo.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

/* Instructions shown past the entry NOPs. */
#define BODY_SHOWN 4
#define MAX_ROWS 48

/* "NOP", or the width's own name where an instruction set has two (c.nop, nop). */
static const char *nop_name(const struct kp_analysis *an)
{
	return an->arch->nop_name ? an->arch->nop_name : "NOP";
}

/* What a word is in the layout; the JSON "kind" of a word. */
enum word_kind {
	W_OTHER,       /* before the function, not a NOP: another object's padding, data */
	W_PADDING,     /* a NOP before the prefix: the assembler's alignment fill */
	W_HASH,        /* the kCFI type hash */
	W_BETWEEN,     /* a NOP between the hash and the first prefix NOP */
	W_PREFIX,      /* one of the function's prefix NOPs */
	W_LANDING_PAD, /* bti c */
	W_ENTRY,       /* one of the entry NOPs */
	W_BODY,
};

static const char *const kind_names[] = {
	[W_OTHER] = "other", [W_PADDING] = "padding", [W_HASH] = "hash", [W_BETWEEN] = "between",
	[W_PREFIX] = "prefix", [W_LANDING_PAD] = "landing_pad", [W_ENTRY] = "entry", [W_BODY] = "body",
};

struct row {
	uint64_t addr;
	unsigned size;
	enum word_kind kind;
	unsigned index, count;     /* k of n among its kind's words (padding, prefix, entry) */
	bool record, prefix_record, ops_slot, asked;
	bool gap_before;           /* words were left out before it */
	char insn[64];
	char role[640];
};

/* The NOPs right before the entry as the analysis split them (kp_split_prefixes), by address. */
struct split {
	unsigned prefix, padding;
	long layout;               /* the prefix the layout gives this function */
	uint64_t prefix_start;     /* func - nop * prefix */
	uint64_t run_start;        /* func - nop * nop_run */
};

static void split_nops(const struct kp_analysis *an, const struct kp_func_facts *ff, struct split *sp)
{
	const unsigned nop = an->arch->nop_size;
	uint64_t func = ff->func->addr;

	sp->prefix = ff->prefix_nops;
	sp->padding = ff->padding_nops;
	sp->layout = ff->layout_prefix_nops;
	sp->prefix_start = func - nop * (uint64_t)sp->prefix;
	sp->run_start = func - nop * (uint64_t)ff->nop_run;
}

static void add_role(struct row *r, const char *role)
{
	size_t len = strlen(r->role);

	snprintf(r->role + len, sizeof(r->role) - len, "%s%s", len ? "; " : "", role);
}

/* The typeid of the function, by any of its names: "equal", "DIFFERS", or NULL. */
static const char *typeid_verdict(const struct kp_analysis *an, size_t idx, uint32_t *value)
{
	for (size_t t = 0; t < an->image->ntypeids; t++) {
		if (an->typeids[t].func != idx)
			continue;
		*value = an->typeids[t].typeid->value;
		return *value == an->facts[idx].hash ? "equal" : "DIFFERS";
	}
	return NULL;
}

/* The word at r->addr, read and given its kind and role; false when there is none. */
/*
 * "kCFI hash 0xa540670c = void (void), from BTF, reproduced": the word, its
 * function's type where the image's .BTF has it, and what became of it.
 */
static void hash_role(const struct kp_analysis *an, size_t idx, char *buf, size_t len)
{
	const struct kp_func_facts *ff = &an->facts[idx];
	const struct kp_types *ty = &an->types;
	const struct kp_func_type *ft = ty->funcs ? &ty->funcs[idx] : NULL;
	int n = snprintf(buf, len, "kCFI hash 0x%08x", ff->hash);

	if (!ty->source || !ft || n < 0 || (size_t)n >= len)
		return;
	const char *c = kp_func_type_c(an, idx);

	if (c)
		n += snprintf(buf + n, len - (size_t)n, " = %s", c);
	if ((size_t)n >= len)
		return;
	if (ft->fate == KP_TYPE_REPRODUCED)
		snprintf(buf + n, len - (size_t)n, ", from %s, reproduced", kp_func_type_source(ft));
	else if (ft->fate == KP_TYPE_OTHER_SCHEME)
		snprintf(buf + n, len - (size_t)n, ", from %s, its hash under %s, not the image's 0x%08x (hash-scheme)",
			 kp_func_type_source(ft), kp_scheme_text(ft->scheme), ft->computed);
	else if (c)
		snprintf(buf + n, len - (size_t)n, ", from %s, not reproduced: %s", kp_func_type_source(ft),
			 kp_type_fate_text(ft->fate));
	else if (kp_type_name(an, ff->hash))
		/* Assembly typed by its declaration: the type another function or pointer has. */
		snprintf(buf + n, len - (size_t)n, ", not reproduced: %s; the hash of %s", kp_type_fate_text(ft->fate),
			 kp_type_name(an, ff->hash));
	else
		snprintf(buf + n, len - (size_t)n, ", not reproduced: %s", kp_type_fate_text(ft->fate));
}

static bool fill_row(const struct kp_analysis *an, size_t idx, const struct split *sp, uint64_t slot,
		     bool slot_shown, const struct kp_show_query *query, struct row *r)
{
	const struct kp_func_facts *ff = &an->facts[idx];
	const unsigned nop = an->arch->nop_size;
	uint64_t a = r->addr, func = ff->func->addr;
	uint64_t end = func + ff->landing_pad + nop * (uint64_t)ff->entry_nops;
	char buf[600];

	if (ff->has_hash && a == ff->hash_addr) {
		uint32_t tid;
		const char *verdict = typeid_verdict(an, idx, &tid);

		r->size = an->arch->hash_size;
		r->kind = W_HASH;
		snprintf(r->insn, sizeof(r->insn), ".word 0x%08x", ff->hash);
		hash_role(an, idx, buf, sizeof(buf));
		add_role(r, buf);
		if (verdict) {
			snprintf(buf, sizeof(buf), "__kcfi_typeid_ 0x%08x: %s", tid, verdict);
			add_role(r, buf);
		}
	} else {
		r->size = kp_describe_insn(an, a, r->insn, sizeof(r->insn));
		if (!r->size)
			return false;
	}
	if (a >= sp->prefix_start && a < func) {
		r->kind = W_PREFIX;
		r->index = (unsigned)((a - sp->prefix_start) / nop) + 1;
		r->count = sp->prefix;
		snprintf(buf, sizeof(buf), "prefix %s %u of %u", nop_name(an), r->index, r->count);
		add_role(r, buf);
	} else if (a >= sp->run_start && a < func) {
		if (ff->has_hash && a > ff->hash_addr) {
			r->kind = W_BETWEEN;
			snprintf(buf, sizeof(buf), "%s between the hash and the prefix", nop_name(an));
		} else {
			r->kind = W_PADDING;
			r->index = (unsigned)((a - sp->run_start) / nop) + 1;
			r->count = sp->padding;
			snprintf(buf, sizeof(buf), "padding %s (alignment)", nop_name(an));
		}
		add_role(r, buf);
	} else if (a < func && r->kind != W_HASH) {
		/* Not in the NOP run before the entry: other code, its padding or data. */
		if (kp_nop_at(an, a)) {
			snprintf(buf, sizeof(buf), "%s apart from the function's NOPs", nop_name(an));
			add_role(r, buf);
		} else {
			add_role(r, "before the function, not a NOP");
		}
	}
	if (ff->traced && a == ff->record) {
		r->record = true;
		add_role(r, "<- ftrace record");
	}
	if (ff->has_prefix_record && a == ff->prefix_record) {
		r->prefix_record = true;
		add_role(r, "<- prefix-only record");
	}
	if (slot_shown && a + r->size > slot && a < slot + 8) {
		r->ops_slot = true;
		add_role(r, "ops slot");
	}
	if (a == func && ff->landing_pad) {
		r->kind = W_LANDING_PAD;
		add_role(r, an->arch->landing_pad_name);
	}
	if (a >= func + ff->landing_pad && a < end &&
	    (a - func - ff->landing_pad) / nop < ff->entry_nops) {
		r->kind = W_ENTRY;
		r->index = (unsigned)((a - func - ff->landing_pad) / nop) + 1;
		r->count = an->arch->entry_nops;
		snprintf(buf, sizeof(buf), "entry %s %u of %u", nop_name(an), r->index, r->count);
		add_role(r, buf);
	}
	if (a >= end) {
		r->kind = W_BODY;
		add_role(r, "body");
	}
	r->asked = query && query->marked && query->addr >= a && query->addr < a + r->size;
	return true;
}

static size_t build_rows(const struct kp_analysis *an, size_t idx, const struct split *sp,
			 const struct kp_show_query *query, struct row *rows, size_t max)
{
	const struct kp_func_facts *ff = &an->facts[idx];
	const unsigned nop = an->arch->nop_size;
	uint64_t func = ff->func->addr, start = sp->run_start, end;
	uint64_t slot = 0;
	bool slot_shown = ff->ops_slot;
	bool asked_shown = false;
	size_t n = 0;

	if (ff->has_hash && ff->hash_addr < start)
		start = ff->hash_addr;
	if (ff->traced && ff->record < start)
		start = ff->record;
	if (slot_shown)
		slot = ff->ops_read;
	end = func + ff->landing_pad + nop * (uint64_t)ff->entry_nops;
	/* Never past the function's own end: the next word is another's hash or prefix. */
	uint64_t stop = ff->func->size ? func + ff->func->size : UINT64_MAX;
	uint64_t a = start;
	bool gap = false;

	/* An address asked for before all that (another object's padding, data): that word
	 * first, then the layout, with a gap between when they are apart. */
	if (query && query->marked && query->addr < start && query->addr >= ff->prev_end) {
		rows[n] = (struct row){ .addr = query->addr - query->addr % an->arch->insn_align };
		if (fill_row(an, idx, sp, slot, slot_shown, query, &rows[n])) {
			gap = rows[n].addr + rows[n].size < start;
			if (rows[n].addr + rows[n].size > start)
				a = rows[n].addr + rows[n].size;
			asked_shown = true;
			n++;
		}
	}
	/* One row is kept for the word asked for further on. */
	while (n + 1 < max && a < stop) {
		struct row *r = &rows[n];

		*r = (struct row){ .addr = a, .gap_before = gap };
		gap = false;
		if (!fill_row(an, idx, sp, slot, slot_shown, query, r))
			break;
		asked_shown |= r->asked;
		n++;
		a += r->size;
		if (a >= end && a > func) {
			size_t past = 0;

			for (size_t k = 0; k < n; k++)
				past += rows[k].addr >= end;
			if (past >= BODY_SHOWN)
				break;
		}
	}
	/* The word asked for further in the body: read up to it, show it alone. */
	if (query && query->marked && !asked_shown && query->addr >= a && query->addr < stop) {
		char insn[64];
		unsigned size;

		while (a < stop && (size = kp_describe_insn(an, a, insn, sizeof(insn))) && query->addr >= a + size)
			a += size;
		if (a < stop && query->addr >= a) {
			struct row *r = &rows[n];

			*r = (struct row){ .addr = a, .gap_before = true };
			if (fill_row(an, idx, sp, slot, slot_shown, query, r))
				n++;
		}
	}
	return n;
}

static const char *layout_of(const struct kp_analysis *an, const struct kp_func_facts *ff,
			     const struct split *sp, char *buf, size_t len)
{
	size_t at = (size_t)snprintf(buf, len, "%s, %u prefix %s%s", ff->traced ? "traced" : "untraced",
				     sp->prefix, nop_name(an), sp->prefix == 1 ? "" : "s");

	if (sp->padding && at < len)
		at += (size_t)snprintf(buf + at, len - at, " (+%u padding)", sp->padding);
	/* Only where the prefix matters: ftrace patches it, or callers load the hash before it. */
	if ((long)sp->prefix != sp->layout && (ff->traced || ff->has_hash || ff->has_prefix_record) && at < len)
		at += (size_t)snprintf(buf + at, len - at, ", layout has %ld", sp->layout);
	if (at < len)
		snprintf(buf + at, len - at, ", %s", ff->has_hash ? "hashed" : "no kCFI hash");
	return buf;
}

/* What ftrace's code does with this function, and whether it was run or a formula said it. */
static void print_ftrace_code(FILE *out, const struct kp_analysis *an, const struct kp_func_facts *ff)
{
	const struct kp_site_class *cl = ff->site_class;

	if (!ff->traced)
		return;
	if (ff->ops_slot) {
		char *how = kp_ftrace_how(&an->ftrace, an->ftrace.slot_how);

		fputs("  ops slot: ", out);
		fput_visible(how, out);
		fputc('\n', out);
		free(how);
	}
	if (cl && cl->rejected)
		fputs("  patch site: rejected by ftrace_call_adjust() (returns 0), run from the image\n", out);
	else if (cl)
		fprintf(out, "  patch site: %+d by ftrace_call_adjust(), run from the image\n", cl->site);
	else {
		char *how = kp_ftrace_how(&an->ftrace, an->ftrace.adjust_how);

		fputs("  patch site: ", out);
		fput_visible(how, out);
		fputc('\n', out);
		free(how);
	}
}

static void json_ftrace_code(struct kp_json *j, const struct kp_analysis *an,
			     const struct kp_func_facts *ff)
{
	const struct kp_site_class *cl = ff->site_class;
	char *how = kp_ftrace_how(&an->ftrace, an->ftrace.slot_how);

	json_begin_object(j, "ftrace_code");
	json_string(j, "ops_slot", ff->ops_slot ? how : NULL);
	free(how);
	if (cl && !cl->rejected)
		json_int(j, "patch_site", cl->site);
	else
		json_null(j, "patch_site");
	json_string(j, "patch_site_source", !ff->traced ? NULL : cl ? "image-code" : "formula");
	json_end_object(j);
}

void kp_show_text(FILE *out, const struct kp_analysis *an, const struct kp_findings *findings,
		  size_t idx, const struct kp_func_source *src, const struct kp_show_query *query)
{
	const struct kp_func_facts *ff = &an->facts[idx];
	struct row rows[MAX_ROWS];
	struct split sp;
	size_t n, verdicts = 0;
	bool color = kp_color_on(out);
	char buf[160];

	split_nops(an, ff, &sp);
	n = build_rows(an, idx, &sp, query, rows, ARRAY_SIZE(rows));
	fput_visible(ff->func->name, out);
	fprintf(out, " (0x%" PRIx64 ", %" PRIu64 " bytes) in ", ff->func->addr, ff->func->size);
	fput_visible(kp_image_name(an->image), out);
	fprintf(out, ": %s", layout_of(an, ff, &sp, buf, sizeof(buf)));
	if (ff->has_hash)
		fprintf(out, " at %d", ff->hash_offset);
	if (ff->island >= 0) {
		/* A prefix --islands gave: shown as any name is. */
		fputs(", island ", out);
		fput_visible(an->islands[ff->island].prefix, out);
	}
	const char *origin = src ? src->origin : kp_symbol_origin(ff->func->name);

	if (origin)
		fprintf(out, " (%s)", origin);
	fputc('\n', out);
	if (src && (src->unit || src->file)) {
		fputs("  source: ", out);
		fput_visible(src->file ? src->file : src->unit, out);
		if (src->line)
			fprintf(out, ":%u", src->line);
		if (src->unit) {
			fputs(" (unit ", out);
			fput_visible(src->unit, out);
			fputc(')', out);
		}
		kp_layout_flags(src->producer, buf, sizeof(buf));
		if (buf[0]) {
			fputs(", built with ", out);
			fput_visible(buf, out);
		}
		fputc('\n', out);
	}
	fprintf(out, "  layout: M=%ld", kp_prefix_nops(&an->layout));
	if (kp_cfi(&an->layout))
		fprintf(out, ", kCFI on, callers load the hash at %d\n", kp_expected_hash_offset(an, ff->island));
	else
		fputs(", kCFI off\n", out);
	print_ftrace_code(out, an, ff);
	for (size_t i = 0; i < n; i++) {
		int64_t off = (int64_t)(rows[i].addr - ff->func->addr);

		if (rows[i].gap_before)
			fputs("    ...\n", out);
		fprintf(out, "%s%+5" PRId64 "  %-36s %s\n", rows[i].asked ? "=>" : "  ", off, rows[i].insn,
			rows[i].role);
	}
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		const struct kcfi_site *site = &an->kcfi_sites[s];

		if (an->site_caller[s] != idx)
			continue;
		char paren[512];

		fprintf(out, "  kCFI call site at +0x%" PRIx64 ": type 0x%08x%s, loads the hash at %d%s\n",
			site->addr - ff->func->addr, site->type_hash,
			kp_type_paren(kp_type_name(an, site->type_hash), paren, sizeof(paren)), site->offset,
			an->site_fails && an->site_fails[s] ? " (reaches functions of its type elsewhere: type-offset)" : "");
	}
	for (size_t i = 0; i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];

		if (!f->function || f->address - (uint64_t)f->func_offset != ff->func->addr)
			continue;
		fputs("  ", out);
		kp_print_diagnostic(out, color, f->severity, f->text, kp_check_name(f->check));
		verdicts++;
	}
	if (!verdicts)
		fputs("  verdict: no finding\n", out);
}

void kp_show_json(struct kp_json *j, const struct kp_analysis *an, const struct kp_findings *findings,
		  size_t idx, const struct kp_func_source *src, const struct kp_show_query *query)
{
	const struct kp_func_facts *ff = &an->facts[idx];
	struct row rows[MAX_ROWS];
	struct split sp;
	size_t n;

	split_nops(an, ff, &sp);
	n = build_rows(an, idx, &sp, query, rows, ARRAY_SIZE(rows));
	json_begin_object(j, NULL);
	json_string(j, "function", ff->func->name);
	json_hex(j, "address", ff->func->addr);
	json_uint(j, "size", ff->func->size);
	json_string(j, "query", query ? query->what : NULL);
	if (query && query->marked) {
		json_hex(j, "asked", query->addr);
		json_int(j, "asked_offset", (int64_t)(query->addr - ff->func->addr));
	} else {
		json_null(j, "asked");
		json_null(j, "asked_offset");
	}
	json_bool(j, "traced", ff->traced);
	json_uint(j, "nops_before_entry", ff->nop_run);
	json_uint(j, "prefix_nops", sp.prefix);
	json_uint(j, "padding_nops", sp.padding);
	json_int(j, "layout_prefix_nops", sp.layout);
	if (ff->has_hash) {
		json_hex(j, "hash", ff->hash);
		json_int(j, "hash_offset", ff->hash_offset);
	} else {
		json_null(j, "hash");
		json_null(j, "hash_offset");
	}
	if (kp_cfi(&an->layout))
		json_int(j, "expected_hash_offset", kp_expected_hash_offset(an, ff->island));
	else
		json_null(j, "expected_hash_offset");
	json_string(j, "island", ff->island >= 0 ? an->islands[ff->island].prefix : NULL);
	json_string(j, "origin", src ? src->origin : kp_symbol_origin(ff->func->name));
	if (src && (src->unit || src->file)) {
		json_begin_object(j, "source");
		json_string(j, "unit", src->unit);
		json_string(j, "file", src->file);
		json_uint(j, "line", src->line);
		char flags[256];

		kp_layout_flags(src->producer, flags, sizeof(flags));
		json_string(j, "flags", flags);
		json_end_object(j);
	} else {
		json_null(j, "source");
	}
	json_begin_array(j, "words");
	for (size_t i = 0; i < n; i++) {
		const struct row *r = &rows[i];

		json_begin_object(j, NULL);
		json_int(j, "offset", (int64_t)(r->addr - ff->func->addr));
		json_hex(j, "address", r->addr);
		json_uint(j, "size", r->size);
		json_string(j, "insn", r->insn);
		json_string(j, "kind", kind_names[r->kind]);
		if (r->count) {
			json_uint(j, "index", r->index);
			json_uint(j, "count", r->count);
		} else {
			json_null(j, "index");
			json_null(j, "count");
		}
		json_bool(j, "ftrace_record", r->record);
		json_bool(j, "prefix_record", r->prefix_record);
		json_bool(j, "ops_slot", r->ops_slot);
		json_bool(j, "asked", r->asked);
		json_bool(j, "gap_before", r->gap_before);
		json_string(j, "role", r->role);
		json_end_object(j);
	}
	json_end_array(j);
	json_ftrace_code(j, an, ff);
	if (kp_cfi(&an->layout) && an->types.source && an->types.funcs) {
		const struct kp_func_type *ft = &an->types.funcs[idx];

		json_begin_object(j, "kcfi_type");
		json_string(j, "c", kp_func_type_c(an, idx));
		json_string(j, "from", kp_func_type_c(an, idx) ? kp_func_type_source(ft) : an->types.source);
		if (ff->has_hash) {
			json_hex(j, "hash", ff->hash);
			json_string(j, "fate", kp_type_fate_id(ft->fate));
		} else {
			json_null(j, "hash");
			json_null(j, "fate");
		}
		json_string(j, "scheme", ft->scheme >= 0 ? kp_scheme_id(ft->scheme) : NULL);
		json_end_object(j);
	}
	json_begin_array(j, "kcfi_sites");
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		if (an->site_caller[s] != idx)
			continue;
		json_begin_object(j, NULL);
		json_uint(j, "offset", an->kcfi_sites[s].addr - ff->func->addr);
		json_hex(j, "type", an->kcfi_sites[s].type_hash);
		json_int(j, "loads_at", an->kcfi_sites[s].offset);
		json_bool(j, "fails", an->site_fails && an->site_fails[s]);
		if (kp_type_name(an, an->kcfi_sites[s].type_hash))
			json_string(j, "type_c", kp_type_name(an, an->kcfi_sites[s].type_hash));
		json_end_object(j);
	}
	json_end_array(j);
	json_begin_array(j, "findings");
	for (size_t i = 0; i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];

		if (!f->function || f->address - (uint64_t)f->func_offset != ff->func->addr)
			continue;
		json_begin_object(j, NULL);
		json_string(j, "check", kp_check_name(f->check));
		json_string(j, "severity", kp_severity_name(f->severity));
		json_string(j, "message", f->text);
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);
}
