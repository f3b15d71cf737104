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

static void put_visible(FILE *out, const char *s)
{
	fput_visible(s, out);
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
	size_t n = 0;

	while (n < KP_FOLD_NAMES && line->names[n])
		n++;
	for (size_t i = 0; i < n; i++) {
		fputs(i ? ", " : "", out);
		fput_visible(line->names[i], out);
		kp_fold_name_which(out, line->names, n, i, line->units[i], line->addrs[i], put_visible);
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
	if (v->in) {
		fputs(" in ", out);
		fput_visible(v->in, out);
	}
	fputs(")\n", out);
}

/* How far the image's hashes were recomputed from their types (src/analysis/ctypes.c). */
static void print_kcfi_hash(FILE *out, const struct kp_analysis *an)
{
	const struct kp_types *ty = &an->types;
	char a[32], b[32];

	/* An image without .BTF says nothing: there is nothing to recompute from. */
	if (!ty->source)
		return;
	kp_thousands(kp_types_reproduced(ty), a, sizeof(a));
	kp_thousands(ty->hashed, b, sizeof(b));
	fprintf(out, "  %-12s %s: %s of %s reproduced from %s\n", "kCFI hash",
		ty->scheme >= 0 ? kp_scheme_text(ty->scheme) : "no scheme reproduces any", a, b,
		ty->source);
	for (int f = 0; f < KP_NR_TYPE_FATES; f++) {
		if (f == KP_TYPE_REPRODUCED || !ty->per_fate[f])
			continue;
		kp_thousands(ty->per_fate[f], a, sizeof(a));
		fprintf(out, "  %-12s %s: %s\n", "not", a, kp_type_fate_text(f));
	}
}

static void print_layout(FILE *out, const struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	const struct kp_layout *layout = &an->layout;
	char buf[16];

	fputs("layout of ", out);
	fput_visible(kp_image_name(image), out);
	fputs(":\n", out);
	snprintf(buf, sizeof(buf), "%ld", kp_prefix_nops(layout));
	print_value(out, "prefix NOPs", buf, &layout->field[KP_PREFIX_NOPS]);
	print_value(out, "kCFI", kp_cfi(layout) ? "on" : "off", &layout->field[KP_CFI]);
	if (kp_cfi(layout)) {
		fprintf(out, "  %-12s %d\n", "hash at", kp_hash_offset(layout));
		print_kcfi_hash(out, an);
	}
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
		char *how = kp_ftrace_how(fc, hows[i]);

		fprintf(out, "  %-12s ", labels[i]);
		fput_visible(how, out);
		fputc('\n', out);
		free(how);
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

/* Consequences: what a cause makes happen at call sites, listed under it. */
static bool is_consequence(enum kp_check_id check)
{
	return check == KP_CHECK_TYPE_OFFSET || check == KP_CHECK_CALLSITE_OFFSET;
}

/* The offset a cause's message keeps the hash at ("hash at -4, ..."); 1: none. */
static int cause_offset(const struct kp_text_line *line)
{
	const char *p = strstr(line->message, "hash at ");
	int off;

	if (line->first->check != KP_CHECK_HASH_OFFSET || !p || sscanf(p + 8, "%d", &off) != 1)
		return 1;
	return off;
}

/* Whether a consequence's message names functions keeping the hash at off, or sites loading there. */
static bool explained_by(const struct kp_text_line *line, int off)
{
	char a[48], b[48], c[48];

	if (off == 1)
		return false;
	/* type-offset: "keep(s) it at X" (the targets) or "load(s) at X;" (callers built alike). */
	snprintf(a, sizeof(a), " it at %d", off);
	snprintf(b, sizeof(b), " load at %d;", off);
	snprintf(c, sizeof(c), " loads at %d;", off);
	if (line->first->check == KP_CHECK_TYPE_OFFSET)
		return strstr(line->message, a) || strstr(line->message, b) || strstr(line->message, c);
	/* callsite-offset: "call site(s) load(s) the hash at X," */
	snprintf(b, sizeof(b), "the hash at %d,", off);
	return strstr(line->message, b) != NULL;
}

/* Consequences shown under their cause; the rest are counted. */
#define KP_CONSEQUENCES_SHOWN 3

/* "help: ..." from what was found: the object and its Makefile line when a build tree said. */
static void print_help(FILE *out, const char *lead, const struct kp_text_line *line, const struct kp_layout *layout)
{
	const struct kp_attribution *a = line->attribution;
	const struct kp_finding *f = line->first;
	long m = kp_prefix_nops(layout);

	fputs(lead, out);
	if (a->built_apart) {
		fputs("built apart on purpose, with flags of its own: check it agrees with itself (island); ", out);
	} else if (a->makefile && a->unit) {
		fputs("build ", out);
		fput_visible(a->unit, out);
		fputs(" with the kernel's flags: ", out);
		fput_visible(a->makefile, out);
		fprintf(out, ":%u `", a->makefile_line);
		fput_visible(a->makefile_text, out);
		fputs("` makes it differ: ", out);
		fput_visible(a->flag_difference ? a->flag_difference : a->unit_flags, out);
		fputs("; ", out);
	} else if (a->unit && a->expected_flags && a->flag_difference) {
		fputs("build ", out);
		fput_visible(a->unit, out);
		fputs(" with the kernel's flags (", out);
		fput_visible(a->expected_flags, out);
		fputs("); it has ", out);
		fput_visible(a->flag_difference, out);
		fputs("; ", out);
	} else if (f->check == KP_CHECK_HASH_OFFSET && m > 0 && !f->island && strstr(line->message, "(assembly")) {
		/* No compiler flag gives assembly the prefix: the hash macro must (layout.md 1). */
		fprintf(out, "make %s hash macro emit %ld prefix NOPs after the hash (arm64's __CFI_TYPE, "
			"as SYM_TYPED_FUNC_START uses it); ",
			line->count > 1 ? "these functions'" : "its", m);
	} else if (f->check == KP_CHECK_HASH_OFFSET && m > 0 && !f->island && strstr(line->message, " 0 prefix NOPs)")) {
		/* The kernel's own fix for an object without the prefix: the prefix-only flag. */
		fprintf(out, "give %s %ld prefix NOPs (-fpatchable-function-entry=%ld,%ld, or =%ld,%ld when traced); "
			"'kprefix check BUILD-DIR' names the objects' Makefile lines; ",
			line->count > 1 ? "these functions' objects" : "its object", m, m, m, m + 2, m);
	} else if (f->function && !a->unit) {
		fputs("'kprefix check BUILD-DIR' names the object and its Makefile line; ", out);
	}
	fprintf(out, "'kprefix explain %s' says why and how\n", kp_check_name(f->check));
}

/*
 * Cause first: each finding that is a cause (not a call site's consequence)
 * with the consequences it explains under it and a help: line; then what
 * no cause explains. The closing lines sum it up in one screen.
 */
static size_t print_by_cause(FILE *out, bool color, const struct kp_image *image, const struct kp_layout *layout,
			     const struct kp_text_line *lines, size_t nlines)
{
	bool *done = xcalloc(nlines ? nlines : 1, sizeof(*done));
	size_t ncauses = 0;
	char *last_help = NULL;

	for (size_t i = 0; i < nlines; i++) {
		if (is_consequence(lines[i].first->check))
			continue;
		int off = cause_offset(&lines[i]);
		size_t nconseq = 0, counts[2] = { 0, 0 };

		done[i] = true;
		ncauses++;
		kp_text_print_line(out, color, image, &lines[i]);
		for (size_t k = 0; k < nlines; k++) {
			if (done[k] || !is_consequence(lines[k].first->check) || !explained_by(&lines[k], off))
				continue;
			done[k] = true;
			counts[lines[k].first->check == KP_CHECK_CALLSITE_OFFSET] += lines[k].count;
			if (nconseq++ < KP_CONSEQUENCES_SHOWN) {
				if (nconseq == 1)
					fputs("  = it explains:\n", out);
				fputs("  ", out);
				kp_text_print_line(out, color, image, &lines[k]);
			}
		}
		if (nconseq > KP_CONSEQUENCES_SHOWN)
			fprintf(out, "  = and %zu more it explains (%zu type-offset, %zu callsite-offset findings in all)\n",
				nconseq - KP_CONSEQUENCES_SHOWN, counts[0], counts[1]);
		/* Causes alike (one object, one message) share their help: said once, after the last. */
		char *help = NULL;
		size_t hlen = 0;
		FILE *h = open_memstream(&help, &hlen);

		if (h) {
			print_help(h, "  help: ", &lines[i], layout);
			fclose(h);
		}
		size_t next = i + 1;

		while (next < nlines && is_consequence(lines[next].first->check))
			next++;
		char *next_help = NULL;
		size_t nlen = 0;

		if (next < nlines && (h = open_memstream(&next_help, &nlen))) {
			print_help(h, "  help: ", &lines[next], layout);
			fclose(h);
		}
		if (help && (!next_help || strcmp(help, next_help)))
			fputs(help, out);
		free(next_help);
		free(last_help);
		last_help = help;
	}
	free(last_help);
	for (size_t i = 0; i < nlines; i++)
		if (!done[i])
			kp_text_print_line(out, color, image, &lines[i]);
	free(done);
	return ncauses;
}

/* Two causes have one fix: the same object, or the same Makefile statement, or neither known. */
static bool same_fix(const struct kp_attribution *a, const struct kp_attribution *b)
{
	if (a->makefile || b->makefile)
		return a->makefile && b->makefile && !strcmp(a->makefile, b->makefile) &&
		       a->makefile_line == b->makefile_line;
	if (a->unit || b->unit)
		return a->unit && b->unit && !strcmp(a->unit, b->unit);
	return true;
}

/* The closing lines: what is wrong, where, and what to do, one cause a line. */
static void print_closing(FILE *out, const struct kp_image *image, const struct kp_layout *layout,
			  const struct kp_text_line *lines, size_t nlines, size_t ncauses)
{
	size_t shown = 0, remaining = 0, distinct = 0;
	bool *grouped = xcalloc(nlines ? nlines : 1, sizeof(*grouped));

	(void)ncauses;
	/* Count the causes as the lines below group them. */
	for (size_t i = 0; i < nlines; i++) {
		if (is_consequence(lines[i].first->check) || grouped[i])
			continue;
		distinct++;
		for (size_t k = i; k < nlines; k++)
			grouped[k] |= !is_consequence(lines[k].first->check) &&
				      lines[k].first->check == lines[i].first->check &&
				      !strcmp(lines[k].message, lines[i].message) &&
				      same_fix(lines[k].attribution, lines[i].attribution);
	}
	memset(grouped, 0, nlines * sizeof(*grouped));
	fput_visible(kp_image_name(image), out);
	fprintf(out, ": %zu cause%s:\n", distinct, distinct == 1 ? "" : "s");
	for (size_t i = 0; i < nlines && shown < 8; i++) {
		const struct kp_text_line *line = &lines[i];
		const struct kp_attribution *a = line->attribution;

		if (is_consequence(line->first->check) || grouped[i])
			continue;
		/* Causes alike (check, message, object or Makefile line) are one line. */
		size_t count = line->count, names = 0;
		const char *name[3];

		for (size_t k = i; k < nlines; k++) {
			const struct kp_text_line *o = &lines[k];

			if (k != i && (grouped[k] || o->first->check != line->first->check ||
				       strcmp(o->message, line->message) || !same_fix(o->attribution, a)))
				continue;
			grouped[k] = true;
			if (k != i)
				count += o->count;
			if (o->count == 1 && o->first->function && names < 3)
				name[names++] = o->first->function;
		}
		shown++;
		if (line->first->function)
			fprintf(out, "  %zu. %zu function%s", shown, count, count == 1 ? "" : "s");
		else
			fprintf(out, "  %zu. the image", shown);
		for (size_t k = 0; k < names && count <= 3; k++) {
			fputs(k ? ", " : " (", out);
			fput_visible(name[k], out);
			fputs(k + 1 == names ? ")" : "", out);
		}
		if (line->count > 1 && line->objects > 1 && line->dir_len)
			fprintf(out, " in %zu objects", line->objects);
		/* One object: named, whether its functions are listed or folded into one line. */
		if (a->unit && line->first->function && (count == names || (line->objects == 1 && count == line->count))) {
			fputs(" in ", out);
			fput_visible(a->unit, out);
		}
		fputs(": ", out);
		fput_visible(line->message, out);
		fprintf(out, " [%s]", kp_check_name(line->first->check));
		fputc('\n', out);
		print_help(out, "     fix: ", line, layout);
	}
	for (size_t i = 0; i < nlines; i++)
		remaining += !is_consequence(lines[i].first->check) && !grouped[i];
	if (remaining)
		fprintf(out, "  and %zu more causes (-v lists every finding)\n", remaining);
	free(grouped);
}

void kp_report_text(FILE *out, const struct kp_analysis *an, const struct kp_findings *findings,
		    const struct kp_report_opts *opts)
{
	const struct kp_image *image = an->image;
	struct kp_arena texts = { 0 };
	struct kp_text_line *lines;
	size_t more[KP_NR_CHECKS];
	size_t nlines = opts->verbose ? kp_text_lines(findings, true, &texts, &lines, more)
				      : kp_text_cause_lines(findings, &texts, &lines, more);
	size_t shown = nlines, ncauses = 0;
	bool color = kp_color_on(out);

	if (opts->verbose) {
		for (size_t i = 0; i < nlines; i++)
			kp_text_print_line(out, color, image, &lines[i]);
	} else {
		ncauses = print_by_cause(out, color, image, &an->layout, lines, nlines);
	}
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
	if (!opts->quiet && !opts->findings_only && (shown || opts->verbose)) {
		print_layout(out, an);
		print_ftrace_code(out, &an->ftrace);
		print_table(out, an);
	}
	/* Last, so that it is what a terminal shows: the causes in one screen. */
	if (ncauses && !opts->verbose)
		print_closing(out, image, &an->layout, lines, nlines, ncauses);
	free(lines);
	kp_arena_free(&texts);
}
