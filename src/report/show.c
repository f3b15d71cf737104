// SPDX-License-Identifier: GPL-2.0-only
/*
 * One function explained: the words from its hash (or the start of its
 * prefix) to a few instructions past the entry, each with its role in the
 * layout, the kCFI call sites inside it, and the checks' verdict. What
 * readelf and objdump --start-address give by hand, read from the analysis.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "kprefix/debuginfo.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

/* Instructions shown past the entry NOPs. */
#define BODY_SHOWN 4

/* "NOP", or the width's own name where an instruction set has two (c.nop, nop). */
static const char *nop_name(const struct kp_analysis *an)
{
	return an->arch->nop_name ? an->arch->nop_name : "NOP";
}

struct row {
	uint64_t addr;
	unsigned size;
	char insn[64];
	char role[192];
};

static void add_role(struct row *r, const char *fmt, const char *arg)
{
	size_t len = strlen(r->role);

	snprintf(r->role + len, sizeof(r->role) - len, "%s", len ? "; " : "");
	len = strlen(r->role);
	snprintf(r->role + len, sizeof(r->role) - len, fmt, arg);
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

static size_t build_rows(const struct kp_analysis *an, size_t idx, struct row *rows, size_t max)
{
	const struct kp_func_facts *ff = &an->facts[idx];
	const unsigned nop = an->arch->nop_size;
	uint64_t func = ff->func->addr, start = func - nop * (uint64_t)ff->nop_run, end;
	uint64_t slot = 0;
	bool slot_shown = kp_prefix_nops(&an->layout) > 0 && an->call_ops && ff->traced;
	size_t n = 0;
	char buf[96];

	if (ff->has_hash && ff->hash_addr < start)
		start = ff->hash_addr;
	if (ff->traced && ff->record < start)
		start = ff->record;
	if (slot_shown)
		slot = kp_func_ops_slot(an, ff);
	end = func + ff->landing_pad + nop * (uint64_t)ff->entry_nops;
	/* Never past the function's own end: the next word is another's hash or prefix. */
	uint64_t stop = ff->func->size ? func + ff->func->size : UINT64_MAX;

	for (uint64_t a = start; n < max && a < stop; n++) {
		struct row *r = &rows[n];
		unsigned body = 0;

		*r = (struct row){ .addr = a };
		if (ff->has_hash && a == ff->hash_addr) {
			uint32_t tid;
			const char *verdict = typeid_verdict(an, idx, &tid);

			r->size = an->arch->hash_size;
			snprintf(r->insn, sizeof(r->insn), ".word 0x%08x", ff->hash);
			snprintf(buf, sizeof(buf), "kCFI hash 0x%08x", ff->hash);
			add_role(r, "%s", buf);
			if (verdict) {
				snprintf(buf, sizeof(buf), "__kcfi_typeid_ 0x%08x: %s", tid, verdict);
				add_role(r, "%s", buf);
			}
		} else {
			r->size = kp_describe_insn(an, a, r->insn, sizeof(r->insn));
			if (!r->size)
				break;
		}
		if (a < func && a >= func - nop * (uint64_t)ff->nop_run) {
			snprintf(buf, sizeof(buf), "prefix %s %u of %u", nop_name(an),
				 (unsigned)((a - (func - nop * (uint64_t)ff->nop_run)) / nop) + 1, ff->nop_run);
			add_role(r, "%s", buf);
		}
		if (ff->traced && a == ff->record)
			add_role(r, "%s", "<- ftrace record");
		if (ff->has_prefix_record && a == ff->prefix_record)
			add_role(r, "%s", "<- prefix-only record");
		if (slot_shown && a + r->size > slot && a < slot + 8)
			add_role(r, "%s", "ops slot");
		if (a == func && ff->landing_pad)
			add_role(r, "%s", an->arch->landing_pad_name);
		if (a >= func + ff->landing_pad && a < end &&
		    (a - func - ff->landing_pad) / nop < ff->entry_nops) {
			snprintf(buf, sizeof(buf), "entry %s %u of %u", nop_name(an),
				 (unsigned)((a - func - ff->landing_pad) / nop) + 1, an->arch->entry_nops);
			add_role(r, "%s", buf);
		}
		if (a >= end) {
			body = (unsigned)n;
			add_role(r, "%s", "body");
		}
		a += r->size;
		if (a >= end && a > func && n + 1 < max) {
			size_t past = 0;

			for (size_t k = 0; k <= n; k++)
				past += rows[k].addr >= end;
			if (past >= BODY_SHOWN) {
				n++;
				break;
			}
		}
		(void)body;
	}
	return n;
}

static const char *layout_of(const struct kp_analysis *an, const struct kp_func_facts *ff,
			     char *buf, size_t len)
{
	snprintf(buf, len, "%s, %u %s%s before the entry, %s", ff->traced ? "traced" : "untraced",
		 ff->nop_run, nop_name(an), ff->nop_run == 1 ? "" : "s",
		 ff->has_hash ? "hashed" : "no kCFI hash");
	return buf;
}

void kp_show_text(FILE *out, const struct kp_analysis *an, const struct kp_findings *findings,
		  size_t idx, const struct kp_func_source *src)
{
	const struct kp_func_facts *ff = &an->facts[idx];
	struct row rows[48];
	size_t n = build_rows(an, idx, rows, ARRAY_SIZE(rows)), verdicts = 0;
	bool color = kp_color_on(out);
	char buf[160];

	fput_visible(ff->func->name, out);
	fprintf(out, " (0x%" PRIx64 ", %" PRIu64 " bytes) in ", ff->func->addr, ff->func->size);
	fput_visible(kp_image_name(an->image), out);
	fprintf(out, ": %s", layout_of(an, ff, buf, sizeof(buf)));
	if (ff->has_hash)
		fprintf(out, " at %d", ff->hash_offset);
	if (ff->island >= 0)
		fprintf(out, ", island %s", an->islands[ff->island].prefix);
	if (ff->origin)
		fprintf(out, " (%s)", ff->origin);
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
	fprintf(out, "  layout: M=%ld, callers load the hash at %d%s\n", kp_prefix_nops(&an->layout),
		kp_expected_hash_offset(an, ff->island), kp_cfi(&an->layout) ? "" : " (kCFI off)");
	for (size_t i = 0; i < n; i++) {
		int64_t off = (int64_t)(rows[i].addr - ff->func->addr);

		fprintf(out, "  %+5" PRId64 "  %-36s %s\n", off, rows[i].insn, rows[i].role);
	}
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		const struct kcfi_site *site = &an->kcfi_sites[s];

		if (an->site_caller[s] != idx)
			continue;
		fprintf(out, "  kCFI call site at +0x%" PRIx64 ": type 0x%08x, loads the hash at %d%s\n",
			site->addr - ff->func->addr, site->type_hash, site->offset,
			an->site_fails && an->site_fails[s] ? " (reaches functions of its type elsewhere: type-offset)" : "");
	}
	for (size_t i = 0; i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];

		if (!f->function || f->address - (uint64_t)f->func_offset != ff->func->addr)
			continue;
		fputs("  ", out);
		kp_print_diagnostic(out, color, f->severity, f->message, kp_check_name(f->check));
		verdicts++;
	}
	if (!verdicts)
		fputs("  verdict: no finding\n", out);
}

void kp_show_json(struct kp_json *j, const struct kp_analysis *an,
		  const struct kp_findings *findings, size_t idx, const struct kp_func_source *src)
{
	const struct kp_func_facts *ff = &an->facts[idx];
	struct row rows[48];
	size_t n = build_rows(an, idx, rows, ARRAY_SIZE(rows));

	json_begin_object(j, NULL);
	json_string(j, "function", ff->func->name);
	json_hex(j, "address", ff->func->addr);
	json_uint(j, "size", ff->func->size);
	json_bool(j, "traced", ff->traced);
	json_uint(j, "nops_before_entry", ff->nop_run);
	if (ff->has_hash) {
		json_hex(j, "hash", ff->hash);
		json_int(j, "hash_offset", ff->hash_offset);
	} else {
		json_null(j, "hash");
		json_null(j, "hash_offset");
	}
	json_int(j, "expected_hash_offset", kp_expected_hash_offset(an, ff->island));
	json_string(j, "island", ff->island >= 0 ? an->islands[ff->island].prefix : NULL);
	json_string(j, "origin", ff->origin);
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
		json_begin_object(j, NULL);
		json_int(j, "offset", (int64_t)(rows[i].addr - ff->func->addr));
		json_string(j, "insn", rows[i].insn);
		json_string(j, "role", rows[i].role);
		json_end_object(j);
	}
	json_end_array(j);
	json_begin_array(j, "kcfi_sites");
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		if (an->site_caller[s] != idx)
			continue;
		json_begin_object(j, NULL);
		json_uint(j, "offset", an->kcfi_sites[s].addr - ff->func->addr);
		json_hex(j, "type", an->kcfi_sites[s].type_hash);
		json_int(j, "loads_at", an->kcfi_sites[s].offset);
		json_bool(j, "fails", an->site_fails && an->site_fails[s]);
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
		json_string(j, "message", f->message);
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);
}
