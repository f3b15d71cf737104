// SPDX-License-Identifier: GPL-2.0-only
/*
 * Text report: one line per finding in the compiler's form, sorted by
 * address, then the layout and the traced/untraced table.
 */
#include <inttypes.h>
#include <stdio.h>

#include "kprefix/report.h"

void kp_summarise(const struct kp_analysis *an, const struct kp_layout *layout, struct kp_summary *sum)
{
	long prefix_nops = kp_prefix_nops(layout);

	*sum = (struct kp_summary){ .functions = an->image->nfuncs };
	for (size_t i = 0; i < an->image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		sum->bti += ff->bti;
		if (ff->traced) {
			sum->traced++;
			sum->traced_hashed += ff->has_hash;
			sum->traced_prefixed += ff->record_prefix_nops == prefix_nops ||
						(prefix_nops == 0 && ff->record_prefix_nops == -1);
			continue;
		}
		sum->untraced++;
		sum->untraced_hashed += ff->has_hash;
		if (ff->has_prefix_record ? ff->prefix_record_nops == prefix_nops && prefix_nops > 0
		    : ff->has_hash ? ff->hash_offset == kp_hash_offset(layout) && prefix_nops > 0
				   : prefix_nops > 0 && ff->nop_run >= prefix_nops)
			sum->untraced_prefixed++;
		sum->traced_layout_unrecorded += ff->traced_layout && ff->nop_run >= prefix_nops;
	}
}

static void print_location(FILE *out, const struct kp_image *image, const struct kp_finding *f)
{
	fprintf(out, "%s: ", kp_image_name(image));
	if (f->function)
		fprintf(out, "%s%c0x%" PRIx64 ": ", f->function, f->func_offset < 0 ? '-' : '+',
			(uint64_t)(f->func_offset < 0 ? -f->func_offset : f->func_offset));
	else if (f->address)
		fprintf(out, "0x%" PRIx64 ": ", f->address);
}

static void print_value(FILE *out, const char *label, const char *value, const struct kp_value *v)
{
	fprintf(out, "  %-12s %-4s (%s: %s)\n", label, value, kp_source_name(v->source), v->detail);
}

static void print_layout(FILE *out, const struct kp_image *image, const struct kp_layout *layout)
{
	char buf[16];

	fprintf(out, "layout of %s:\n", kp_image_name(image));
	snprintf(buf, sizeof(buf), "%ld", kp_prefix_nops(layout));
	print_value(out, "prefix NOPs", buf, &layout->field[KP_PREFIX_NOPS]);
	print_value(out, "kCFI", kp_cfi(layout) ? "on" : "off", &layout->field[KP_CFI]);
	if (kp_cfi(layout))
		fprintf(out, "  %-12s %d\n", "hash at", kp_hash_offset(layout));
	print_value(out, "bti c", layout->field[KP_BTI].value ? "yes" : "no", &layout->field[KP_BTI]);
	snprintf(buf, sizeof(buf), "%ld", layout->field[KP_FUNC_ALIGN].value);
	print_value(out, "alignment", buf, &layout->field[KP_FUNC_ALIGN]);
}

static const char *record_source_text(enum kp_record_source source)
{
	switch (source) {
	case KP_RECORDS_RELA: return "RELA addends";
	case KP_RECORDS_RELR: return "words in place, RELR";
	case KP_RECORDS_IN_PLACE: return "words in place";
	case KP_RECORDS_OBJECT: return "relocations of __patchable_function_entries";
	default: return "no mcount_loc table";
	}
}

static void print_kcfi(FILE *out, const struct kp_analysis *an)
{
	struct kp_typeid_stats tids;
	/* Offsets are -(4+4M): few distinct ones, counted in one pass each. */
	int seen[KP_MAX_PREFIX_NOPS + 2];
	size_t nseen = 0, failing = 0;

	fprintf(out, "kCFI call sites: %zu", an->nkcfi_sites);
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		int offset = an->kcfi_sites[s].offset;
		bool known = false;

		failing += an->site_fails && an->site_fails[s];
		for (size_t k = 0; k < nseen; k++)
			known |= seen[k] == offset;
		if (known || nseen == sizeof(seen) / sizeof(seen[0]))
			continue;
		seen[nseen++] = offset;
		size_t count = 0;

		for (size_t t = s; t < an->nkcfi_sites; t++)
			count += an->kcfi_sites[t].offset == offset;
		fprintf(out, "%s%d: %zu", nseen == 1 ? " (at " : ", ", offset, count);
	}
	fprintf(out, "%s, %zu reach a function of their type at another offset\n",
		nseen ? ")" : "", failing);
	kp_typeid_stats(an, &tids);
	fprintf(out, "kcfi typeids: %zu, %zu name a function here, %zu of those hashed, %zu differ\n",
		tids.total, tids.defined, tids.hashed, tids.mismatched);
}

static void print_table(FILE *out, const struct kp_image *image, const struct kp_analysis *an,
			const struct kp_layout *layout)
{
	struct kp_summary sum;

	kp_summarise(an, layout, &sum);
	fprintf(out, "%-10s %9s %9s %9s\n", "functions", "total", "hashed", "prefixed");
	fprintf(out, "%-10s %9zu %9zu %9zu\n", "traced", sum.traced, sum.traced_hashed, sum.traced_prefixed);
	fprintf(out, "%-10s %9zu %9zu %9zu\n", "untraced", sum.untraced, sum.untraced_hashed,
		sum.untraced_prefixed);
	fprintf(out, "records: %zu (%s): %zu owned, %zu dropped (%zu zero, %zu outside text)",
		an->nrecords, record_source_text(image->records.source), an->nowned,
		an->nzero + an->noutside, an->nzero, an->noutside);
	if (an->nprefix_records)
		fprintf(out, "; %zu prefix-only (%zu name a function)", an->nprefix_records,
			an->nprefix_owned);
	if (an->nin_body + an->nbad_prefix + an->nduplicate + an->norphan)
		fprintf(out, ", %zu misplaced, %zu orphan", an->nin_body + an->nbad_prefix + an->nduplicate,
			an->norphan);
	fprintf(out, "\n");
	if (kp_cfi(layout))
		print_kcfi(out, an);
}

void kp_report_text(FILE *out, const struct kp_image *image, const struct kp_analysis *an,
		    const struct kp_layout *layout, const struct kp_findings *findings,
		    const struct kp_report_opts *opts)
{
	size_t shown = 0;

	for (size_t i = 0; i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];

		if (f->folded && !opts->verbose)
			continue;
		shown++;
		print_location(out, image, f);
		fprintf(out, "%s: %s [%s]\n", kp_severity_name(f->severity), f->message, f->check);
	}
	if (opts->quiet || opts->findings_only || (!shown && !opts->verbose))
		return;
	print_layout(out, image, layout);
	print_table(out, image, an, layout);
}
