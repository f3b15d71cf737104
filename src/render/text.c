// SPDX-License-Identifier: GPL-2.0-only
/*
 * Text report: one line per finding in the compiler's form, sorted by
 * address, then the layout and the traced/untraced table.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/report.h"
#include "kprefix/util.h"

/* "vmlinux: do_sys_open+0x0 (0xffff8000802a1b30): " -- two functions may share a name. */
static void print_location(FILE *out, bool color, const struct kp_image *image,
			   const struct kp_finding *f)
{
	/* The magnitude in unsigned arithmetic: INT64_MIN has no positive twin. */
	uint64_t distance = f->func_offset < 0 ? -(uint64_t)f->func_offset : (uint64_t)f->func_offset;

	kp_color_locus(out, color);
	fput_visible(kp_image_name(image), out);
	fputc(':', out);
	if (f->function) {
		fputc(' ', out);
		fput_visible(f->function, out);
		fprintf(out, "%c0x%" PRIx64 " (0x%" PRIx64 "):", f->func_offset < 0 ? '-' : '+',
			distance, f->address);
	} else if (f->address) {
		fprintf(out, " 0x%" PRIx64 ":", f->address);
	}
	kp_color_end(out, color);
	fputc(' ', out);
}

void kp_text_print_fold(FILE *out, const struct kp_text_line *line, size_t files)
{
	fprintf(out, "%zu functions", line->count);
	if (line->dir_len) {
		char *dir = xmalloc(line->dir_len + 1);

		memcpy(dir, line->attribution->unit, line->dir_len);
		dir[line->dir_len] = '\0';
		fputs(" in ", out);
		fput_visible(dir, out);
		fprintf(out, " (%zu object%s)", line->objects, line->objects == 1 ? "" : "s");
		free(dir);
	}
	if (files > 1)
		fprintf(out, " in %zu files", files);
	fputs(" (", out);
	for (size_t i = 0; i < KP_FOLD_NAMES && line->names[i]; i++) {
		fputs(i ? ", " : "", out);
		fput_visible(line->names[i], out);
	}
	if (line->count > KP_FOLD_NAMES)
		fprintf(out, ", and %zu more", line->count - KP_FOLD_NAMES);
	fputs("):", out);
}

/* "vmlinux: 412 functions in drivers/firmware/efi/libstub/ (7 objects) (a, b, ...): " */
static void print_folded_location(FILE *out, bool color, const struct kp_image *image,
				  const struct kp_text_line *line)
{
	kp_color_locus(out, color);
	fput_visible(kp_image_name(image), out);
	fputs(": ", out);
	kp_text_print_fold(out, line, 1);
	kp_color_end(out, color);
	fputc(' ', out);
}

/* Where the function came from, when debug data says: the object to fix and its flags. */
static void print_source(FILE *out, const struct kp_attribution *a)
{
	if (!a->unit && !a->file)
		return;
	fputs("    in ", out);
	fput_visible(a->unit ? a->unit : a->file, out);
	if (a->file) {
		fputs(" (", out);
		fput_visible(a->file, out);
		if (a->line)
			fprintf(out, ":%u", a->line);
		fputc(')', out);
	}
	if (a->unit_flags) {
		fputs(", built with ", out);
		fput_visible(a->unit_flags, out);
	}
	fputc('\n', out);
	if (a->makefile) {
		fputs("    ", out);
		fput_visible(a->makefile, out);
		fprintf(out, ":%u: ", a->makefile_line);
		fput_visible(a->makefile_text, out);
		fputc('\n', out);
	}
}

static void print_value(FILE *out, const char *label, const char *value, const struct kp_value *v)
{
	/* The detail names the --config file: shown as names are. */
	fprintf(out, "  %-12s %-4s (%s: ", label, value, kp_source_name(v->source));
	fput_visible(v->detail, out);
	fputs(")\n", out);
}

static void print_layout(FILE *out, const struct kp_image *image, const struct kp_layout *layout)
{
	char buf[16];

	fputs("layout of ", out);
	fput_visible(kp_image_name(image), out);
	fputs(":\n", out);
	snprintf(buf, sizeof(buf), "%ld", kp_prefix_nops(layout));
	print_value(out, "prefix NOPs", buf, &layout->field[KP_PREFIX_NOPS]);
	print_value(out, "kCFI", kp_cfi(layout) ? "on" : "off", &layout->field[KP_CFI]);
	if (kp_cfi(layout))
		fprintf(out, "  %-12s %d\n", "hash at", kp_hash_offset(layout));
	print_value(out, "bti c", layout->field[KP_BTI].value ? "yes" : "no", &layout->field[KP_BTI]);
	snprintf(buf, sizeof(buf), "%ld", layout->field[KP_FUNC_ALIGN].value);
	print_value(out, "alignment", buf, &layout->field[KP_FUNC_ALIGN]);
}

/* What the image's own ftrace code said, or which formula stood in for it. */
static void print_ftrace_code(FILE *out, const struct kp_ftrace_code *fc)
{
	const char *labels[] = { "ops slot", "patch site", "ops writer" };
	const char *hows[] = { fc->slot_how, fc->adjust_how, fc->writer_how };

	/* A module's say its vmlinux's path: shown as names are. */
	for (size_t i = 0; i < 3; i++) {
		if (!hows[i][0])
			continue;
		fprintf(out, "  %-12s ", labels[i]);
		fput_visible(hows[i], out);
		fputc('\n', out);
	}
	if (fc->attach) {
		fprintf(out, "  %-12s %s", "attach", fc->attach_how);
		if (fc->text_span >= 1024 * 1024)
			fprintf(out, "; kernel text spans %.1f MB", (double)fc->text_span / (1024.0 * 1024.0));
		else if (fc->text_span)
			fprintf(out, "; kernel text spans %llu KB",
				(unsigned long long)(fc->text_span + 1023) / 1024);
		if (fc->text_span && fc->reach)
			fprintf(out, " of %s", fc->reach);
		fputc('\n', out);
	}
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
	const struct kp_typeid_stats tids = an->typeid_stats;

	fprintf(out, "kCFI call sites: %zu", an->nkcfi_sites);
	for (size_t k = 0; k < an->nsite_offsets; k++)
		fprintf(out, "%s%d: %zu", k ? ", " : " (at ", an->site_offsets[k].offset,
			an->site_offsets[k].count);
	fprintf(out, "%s, %zu reach a function of their type at another offset\n",
		an->nsite_offsets ? ")" : "", an->nfailing_sites);
	fprintf(out, "kcfi typeids: %zu, %zu name a function here, %zu of those hashed, %zu differ",
		tids.total, tids.defined, tids.hashed, tids.mismatched);
	if (tids.ambiguous)
		fprintf(out, "; %zu name only several static functions, compared with none",
			tids.ambiguous);
	fputc('\n', out);
}

static void print_table(FILE *out, const struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	const struct kp_summary sum = an->summary;

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
	if (kp_cfi(&an->layout))
		print_kcfi(out, an);
}

void kp_text_print_more(FILE *out, bool color, const char *lead, const char *name,
			enum kp_check_id check, size_t n)
{
	if (name) {
		kp_color_locus(out, color);
		fputs(lead, out);
		fput_visible(name, out);
		fputc(':', out);
		kp_color_end(out, color);
		fputc(' ', out);
	} else {
		fputs(lead, out);
	}
	fprintf(out, "and %zu more [", n);
	kp_color_locus(out, color);
	fputs(kp_check_name(check), out);
	kp_color_end(out, color);
	fprintf(out, "] finding%s (-v lists every one)\n", n == 1 ? "" : "s");
}

void kp_text_print_line(FILE *out, bool color, const struct kp_image *image,
			const struct kp_text_line *line)
{
	const struct kp_finding *f = line->first;

	if (line->count > 1)
		print_folded_location(out, color, image, line);
	else
		print_location(out, color, image, f);
	kp_print_diagnostic(out, color, f->severity, line->message, kp_check_name(f->check));
	/* A folded line spans objects: its first function's source would mislead. */
	if (line->count == 1)
		print_source(out, line->attribution);
}

void kp_report_text(FILE *out, const struct kp_analysis *an, const struct kp_findings *findings,
		    const struct kp_report_opts *opts)
{
	const struct kp_image *image = an->image;
	struct kp_arena texts = { 0 };
	struct kp_text_line *lines;
	size_t more[KP_NR_CHECKS];
	size_t nlines = kp_text_lines(findings, opts->verbose, &texts, &lines, more);
	size_t shown = nlines;
	bool color = kp_color_on(out);

	for (size_t i = 0; i < nlines; i++)
		kp_text_print_line(out, color, image, &lines[i]);
	free(lines);
	kp_arena_free(&texts);
	for (size_t c = 0; c < KP_NR_CHECKS; c++) {
		if (!more[c])
			continue;
		shown++;
		kp_text_print_more(out, color, "", kp_image_name(image), c, more[c]);
	}
	if (findings->flag_disagreement && shown) {
		kp_color_locus(out, color);
		fput_visible(kp_image_name(image), out);
		fputc(':', out);
		kp_color_end(out, color);
		fputc(' ', out);
		kp_print_diagnostic(out, color, KP_NOTE, findings->flag_disagreement, NULL);
	}
	if (findings->debug_note && shown) {
		fput_visible(kp_image_name(image), out);
		fputs(": note: ", out);
		fput_visible(findings->debug_note, out);
		fputc('\n', out);
	}
	if (opts->quiet || opts->findings_only || (!shown && !opts->verbose))
		return;
	print_layout(out, image, &an->layout);
	print_ftrace_code(out, &an->ftrace);
	print_table(out, an);
}
