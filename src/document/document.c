// SPDX-License-Identifier: GPL-2.0-only
/*
 * One run's document in every format asked for. Each file is gated once
 * (suppressed findings leave, findings the baseline has are marked known),
 * counted once, then handed to each sink: text and GitHub lines as they
 * come, JSON and SARIF as one document each, closed at the end with the
 * totals, the baseline's account and the exit status.
 */
#include <elf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kprefix/common.h"
#include "kprefix/document.h"
#include "kprefix/util.h"

static const char *const format_names[KP_NR_FORMATS] = {
	[KP_FORMAT_TEXT] = "text",
	[KP_FORMAT_JSON] = "json",
	[KP_FORMAT_SARIF] = "sarif",
	[KP_FORMAT_GITHUB] = "github",
	[KP_FORMAT_GITLAB] = "gitlab",
	[KP_FORMAT_MARKDOWN] = "markdown",
	[KP_FORMAT_KCIDB] = "kcidb",
};

/*
 * A format as the document feeds it: the run begins, each file (its
 * findings as gated, shown: what text and GitHub print of them, NULL when
 * the file could not be read), each module tree's end, then the end in
 * three steps (body: all but what states the exit status; summary; end:
 * the exit status). A step a format has nothing to do in is NULL.
 */
struct sink {
	void (*begin)(struct kp_document *doc, FILE *out);
	void (*file)(struct kp_document *doc, FILE *out, const struct kp_checked *res,
		     const struct kp_findings *shown, const char *vmlinux);
	void (*tree)(struct kp_document *doc, FILE *out, struct kp_tree_report *t);
	void (*body)(struct kp_document *doc, FILE *out);
	void (*summary)(struct kp_document *doc, FILE *out);
	void (*end)(struct kp_document *doc, FILE *out);
};

static const struct sink sinks[KP_NR_FORMATS];

/* Each format written, in the order of enum kp_format. */
#define for_each_sink(doc, f) \
	for (int f = 0; f < KP_NR_FORMATS; f++) \
		if ((doc)->fp[f])

int kp_format_parse(const char *name, enum kp_format *format)
{
	for (int f = 0; f < KP_NR_FORMATS; f++) {
		if (!strcmp(name, format_names[f])) {
			*format = f;
			return 0;
		}
	}
	return -1;
}

const char *kp_format_name(enum kp_format format)
{
	return format_names[format];
}

int kp_document_init(struct kp_document *doc, const struct kp_document_opts *opts,
		     const char **file, char *err, size_t errlen)
{
	char why[512];

	*doc = (struct kp_document){ .opts = *opts };
	doc->text = (struct kp_report_opts){ .quiet = opts->quiet, .verbose = opts->verbose };
	if (opts->baseline) {
		if (kp_baseline_read(opts->baseline, &doc->baseline, why, sizeof(why))) {
			*file = opts->baseline;
			snprintf(err, errlen, "cannot be a baseline: %s", why);
			kp_baseline_free(&doc->baseline);
			return -1;
		}
		doc->has_baseline = true;
	}
	if (opts->suppressions) {
		doc->has_suppressions = true;
		if (kp_suppressions_read(opts->suppressions, &doc->suppressions, why, sizeof(why))) {
			*file = opts->suppressions;
			snprintf(err, errlen, "cannot be read as --suppressions: %s", why);
			kp_baseline_free(&doc->baseline);
			kp_suppressions_free(&doc->suppressions);
			return -1;
		}
	}
	return 0;
}

void kp_document_begin(struct kp_document *doc, FILE *const fp[KP_NR_FORMATS])
{
	memcpy(doc->fp, fp, sizeof(doc->fp));
	for_each_sink(doc, f)
		if (sinks[f].begin)
			sinks[f].begin(doc, doc->fp[f]);
	if (fp[KP_FORMAT_SARIF] || fp[KP_FORMAT_GITHUB] || fp[KP_FORMAT_GITLAB] || fp[KP_FORMAT_MARKDOWN] ||
	    fp[KP_FORMAT_KCIDB])
		doc->causes = kp_causes_new(doc->opts.source_root, doc->opts.verbose);
}

/* "kprefix: PATH: what is wrong", one line whatever bytes the path holds. */
static void say_unreadable(const char *path, const char *error)
{
	char *line = NULL;
	size_t len = 0;
	FILE *buf = open_memstream(&line, &len);

	/* stderr is unbuffered: the line is composed first and written at once. */
	if (!buf)
		return;
	fputs("kprefix: ", buf);
	fput_visible(path, buf);
	fputs(": ", buf);
	fput_visible(error, buf);
	fputc('\n', buf);
	if (!fclose(buf))
		fwrite(line, 1, len, stderr);
	free(line);
}

struct gate_ctx {
	struct kp_document *doc;
	const struct kp_findings *findings;
	const char *module;
};

/* Suppressed findings leave the report; the rest are marked new or known. */
static bool keep(const struct kp_finding *f, void *ctx)
{
	struct gate_ctx *g = ctx;

	return !(g->doc->has_suppressions &&
		 kp_suppressions_match(&g->doc->suppressions, f,
				       kp_finding_attribution(g->findings, f)->file, g->module));
}

static void gate(struct kp_document *doc, struct kp_checked *res)
{
	struct kp_findings *findings = &res->findings;
	struct gate_ctx g = { doc, findings, NULL };

	if (res->error || (!doc->has_baseline && !doc->has_suppressions))
		return;
	g.module = kp_image_name(res->image);
	if (doc->has_suppressions)
		kp_findings_filter(findings, keep, &g);
	if (doc->has_baseline)
		findings->baseline = xcalloc(findings->count + 1, sizeof(*findings->baseline));
	for (size_t i = 0; doc->has_baseline && i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];
		struct kp_baseline_entry *e = kp_baseline_find(&doc->baseline, f->fingerprint);

		findings->baseline[i] = e ? KP_BASELINE_KNOWN : KP_BASELINE_NEW;
		if (e) {
			e->seen = true;
			findings->known_per_severity[f->severity]++;
		}
	}
	res->status = kp_findings_status(findings, doc->opts.werror);
}

static void count(struct kp_totals *t, const struct kp_checked *res)
{
	t->files++;
	if (res->error) {
		t->unreadable++;
		return;
	}
	const size_t *sev = res->findings.per_severity, *known = res->findings.known_per_severity;

	t->checked++;
	t->with_errors += sev[KP_ERROR] > known[KP_ERROR];
	t->with_warnings += sev[KP_WARNING] > known[KP_WARNING];
	for (int s = 0; s < 3; s++) {
		t->sev[s] += sev[s];
		t->known[s] += known[s];
	}
	t->functions += res->an->summary.functions;
	t->traced += res->an->summary.traced;
	t->records += res->an->nrecords;
}

/*
 * What text and GitHub print of a file under a baseline: the new findings
 * only. A new detail whose summary the baseline knows is printed itself,
 * so that an exit status never comes with nothing printed.
 */
static const struct kp_findings *new_findings(const struct kp_findings *all, struct kp_findings *view)
{
	bool error_shown = false;

	if (!all->known_per_severity[KP_ERROR] && !all->known_per_severity[KP_WARNING] &&
	    !all->known_per_severity[KP_NOTE])
		return all;
	/* The view borrows its findings' origins and attributions; all it holds are new. */
	*view = (struct kp_findings){ .flag_disagreement = all->flag_disagreement,
				      .debug_note = all->debug_note,
				      .origin_slots = all->origin_slots,
				      .norigin_slots = all->norigin_slots,
				      .attributions = all->attributions,
				      .nattributions = all->nattributions,
				      .attribution_index = all->attribution_index,
				      .attribution_index_cap = all->attribution_index_cap };
	view->items = xcalloc(all->count ? all->count : 1, sizeof(*view->items));
	view->baseline = xcalloc(all->count + 1, sizeof(*view->baseline));
	for (size_t i = 0; i < all->count; i++)
		error_shown |= all->baseline[i] != KP_BASELINE_KNOWN &&
			       !kp_finding_folded(all, &all->items[i]) && all->items[i].severity == KP_ERROR;
	for (size_t i = 0; i < all->count; i++) {
		struct kp_finding f = all->items[i];

		if (all->baseline[i] == KP_BASELINE_KNOWN)
			continue;
		/* The view's own copy: folded as its container says. */
		f.folded = kp_finding_folded(all, &all->items[i]);
		view->baseline[view->count] = all->baseline[i];
		/* The findings that summed it up are known: the detail is what is new. */
		if (f.folded && f.severity == KP_ERROR && !error_shown)
			f.folded = false;
		view->items[view->count++] = f;
		view->per_severity[f.severity]++;
	}
	return view;
}

static const char *file_role(const struct kp_checked *res, bool in_tree)
{
	size_t len = strlen(res->path);

	if (res->image && res->image->elf_type != ET_REL)
		return "vmlinux";
	if (in_tree || kp_is_module_name(res->path))
		return "module";
	if (res->image)
		return "object";
	return len > 2 && !strcmp(res->path + len - 2, ".o") ? "object" : "unknown";
}

static void json_begin(struct kp_document *doc, FILE *out)
{
	json_init(&doc->json, out);
	json_begin_object(&doc->json, NULL);
	kp_json_header(&doc->json, KP_JSON_SCHEMA, KP_JSON_SCHEMA_VERSION);
	json_begin_array(&doc->json, "files");
}

static void json_file(struct kp_document *doc, FILE *out, const struct kp_checked *res,
		      const struct kp_findings *shown, const char *vmlinux)
{
	struct kp_json *j = &doc->json;

	(void)out;
	(void)shown;

	json_begin_object(j, NULL);
	if (res->error)
		kp_json_error_fields(j, res->path, res->error);
	json_string(j, "role", file_role(res, doc->tree != NULL));
	json_string(j, "vmlinux", vmlinux);
	if (!res->error)
		kp_json_report_fields(j, res->an, &res->findings);
	json_int(j, "exit_status", res->status);
	json_end_object(j);
}

static struct kp_tree_cause *tree_cause(struct kp_tree_report *t, enum kp_check_id check,
					enum kp_severity severity, const char *message)
{
	/* Across modules, a line's directory is not the cause's: one key per check, severity, message. */
	struct kp_cause_key key = kp_cause_key(check, severity, message, NULL);
	uint64_t h = kp_cause_key_hash(&key);
	size_t mask, at;

	/* Kept at most half full; grown (and rehashed) by doubling. */
	if (2 * (t->ncauses + 1) > t->index_size) {
		size_t size = t->index_size ? 2 * t->index_size : 64;
		size_t *index = xcalloc(size, sizeof(*index));

		for (size_t i = 0; i < t->ncauses; i++) {
			at = t->causes[i].hash & (size - 1);
			while (index[at])
				at = (at + 1) & (size - 1);
			index[at] = i + 1;
		}
		free(t->cause_index);
		t->cause_index = index;
		t->index_size = size;
	}
	mask = t->index_size - 1;
	for (at = h & mask; t->cause_index[at]; at = (at + 1) & mask) {
		struct kp_tree_cause *c = &t->causes[t->cause_index[at] - 1];
		struct kp_cause_key ck = kp_cause_key(c->check, c->severity, c->message, NULL);

		if (c->hash == h && kp_cause_key_equal(&ck, &key))
			return c;
	}
	grow_array((void **)&t->causes, &t->causes_cap, t->ncauses + 1, sizeof(*t->causes));
	t->causes[t->ncauses] = (struct kp_tree_cause){ .check = check, .severity = severity,
							.message = xstrdup(message), .hash = h };
	t->cause_index[at] = ++t->ncauses;
	return &t->causes[t->ncauses - 1];
}

/* Count c for the module seq (1-based), and keep the line text of the first module. */
static void tree_cause_add(struct kp_tree_cause *c, size_t seq, const char *module,
			   const char *text, size_t text_len)
{
	if (c->last_module != seq) {
		if (c->modules < KP_FOLD_NAMES)
			c->names[c->modules] = xstrdup(module);
		c->modules++;
		c->last_module = seq;
	}
	if (c->modules == 1) {
		c->text = xrealloc(c->text, c->text_len + text_len + 1);
		memcpy(c->text + c->text_len, text, text_len);
		c->text_len += text_len;
		c->text[c->text_len] = '\0';
	}
}

/* One module's text lines into the tree's causes, printed when the tree ends. */
static void tree_text(struct kp_tree_report *t, bool color, const struct kp_analysis *an,
		      const struct kp_findings *shown)
{
	const char *module = kp_image_name(an->image);
	struct kp_arena texts = { 0 };
	struct kp_text_line *lines;
	size_t more[KP_NR_CHECKS];
	size_t n = kp_text_lines(shown, false, &texts, &lines, more), seq = t->totals.files;

	for (size_t i = 0; i < n; i++) {
		const struct kp_finding *f = lines[i].first;
		struct kp_tree_cause *c = tree_cause(t, f->check, f->severity, lines[i].message);
		char *text = NULL;
		size_t len = 0;
		FILE *buf = open_memstream(&text, &len);

		if (!buf)
			continue;
		kp_text_print_line(buf, color, an->image, &lines[i]);
		fclose(buf);
		tree_cause_add(c, seq, module, text, len);
		c->findings += lines[i].count;
		if (f->function)
			c->functions += lines[i].count;
		free(text);
	}
	for (size_t k = 0; k < KP_NR_CHECKS; k++)
		t->more[k] += more[k];
	/* The notes the text prints after a module's findings, as kp_report_text does. */
	const char *notes[] = { shown->flag_disagreement, shown->debug_note };

	for (size_t k = 0; k < ARRAY_SIZE(notes) && (n || shown->count); k++) {
		struct kp_tree_cause *c;
		char *text = NULL;
		size_t len = 0;
		FILE *buf;

		if (!notes[k] || !(buf = open_memstream(&text, &len)))
			continue;
		c = tree_cause(t, KP_NR_CHECKS, KP_NOTE, notes[k]);
		kp_color_locus(buf, color);
		fput_visible(module, buf);
		fputc(':', buf);
		kp_color_end(buf, color);
		fputc(' ', buf);
		kp_print_diagnostic(buf, color, KP_NOTE, notes[k], NULL);
		fclose(buf);
		tree_cause_add(c, seq, module, text, len);
		free(text);
	}
	free(lines);
	kp_arena_free(&texts);
}

/*
 * "5 modules (kernel/a.ko, ...): error: ... [check]", at most KP_TEXT_LINES
 * lines a check over the tree, as over one image; then "and N more".
 */
static void print_tree_causes(FILE *out, struct kp_tree_report *t)
{
	size_t lines[KP_NR_CHECKS + 1] = { 0 };
	bool color = kp_color_on(out);

	for (size_t i = 0; i < t->ncauses; i++) {
		const struct kp_tree_cause *c = &t->causes[i];

		if (c->check < KP_NR_CHECKS && ++lines[c->check] > KP_TEXT_LINES) {
			t->more[c->check] += c->findings;
			continue;
		}
		if (c->modules == 1) {
			fputs(c->text ? c->text : "", out);
			continue;
		}
		kp_color_locus(out, color);
		fprintf(out, "%zu modules", c->modules);
		if (c->functions)
			fprintf(out, ", %zu functions", c->functions);
		fputs(" (", out);
		for (size_t k = 0; k < KP_FOLD_NAMES && k < c->modules; k++) {
			fputs(k ? ", " : "", out);
			fput_visible(c->names[k], out);
		}
		if (c->modules > KP_FOLD_NAMES)
			fprintf(out, ", and %zu more", c->modules - KP_FOLD_NAMES);
		fputs("):", out);
		kp_color_end(out, color);
		fputc(' ', out);
		kp_print_diagnostic(out, color, c->severity, c->message,
				    c->check < KP_NR_CHECKS ? kp_check_name(c->check) : NULL);
	}
	for (size_t k = 0; k < KP_NR_CHECKS; k++) {
		if (!t->more[k])
			continue;
		kp_text_print_more(out, color, "modules under ", t->dir, k, t->more[k]);
	}
}

static void tree_report_free(struct kp_tree_report *t)
{
	for (size_t i = 0; i < t->ncauses; i++) {
		free(t->causes[i].message);
		free(t->causes[i].text);
		for (size_t k = 0; k < KP_FOLD_NAMES; k++)
			free(t->causes[i].names[k]);
	}
	free(t->causes);
	free(t->cause_index);
	free(t->dir);
	free(t->vmlinux);
	free(t->error);
}

static void text_file(struct kp_document *doc, FILE *out, const struct kp_checked *res,
		      const struct kp_findings *shown, const char *vmlinux)
{
	(void)vmlinux;
	if (!shown)
		return;
	/* A tree's modules share causes: their text is folded across the tree. */
	if (doc->tree && !doc->opts.verbose)
		tree_text(doc->tree, kp_color_on(out), res->an, shown);
	else
		kp_report_text(out, res->an, shown, &doc->text);
}

void kp_document_file(struct kp_document *doc, struct kp_checked *res, const char *vmlinux)
{
	struct kp_findings view;
	const struct kp_findings *shown;

	gate(doc, res);
	doc->status |= res->status;
	count(&doc->all, res);
	if (doc->tree)
		count(&doc->tree->totals, res);
	if (doc->progress)
		fputs("\r\033[K", stderr);
	if (res->error) {
		say_unreadable(res->path, res->error);
		kp_document_note(doc, KP_ERROR, res->error, res->path, 0);
		if (doc->causes)
			kp_causes_add_unreadable(doc->causes);
	} else if (doc->causes) {
		struct kp_finding_place place = { .artifact = res->path,
						  .module = kp_image_name(res->image) };

		kp_causes_add(doc->causes, res->image, &res->findings, &place);
	}
	shown = res->error ? NULL : new_findings(&res->findings, &view);
	for_each_sink(doc, f)
		if (sinks[f].file)
			sinks[f].file(doc, doc->fp[f], res, shown, vmlinux);
	if (shown && shown != &res->findings) {
		free(view.items);
		free(view.baseline);
	}
	if (doc->tree && doc->progress && ++doc->tree_done < doc->tree_size)
		fprintf(stderr, "kprefix: %zu/%zu modules checked", doc->tree_done, doc->tree_size);
}

void kp_document_tree_begin(struct kp_document *doc, const char *dir, const char *vmlinux,
			    size_t n, const char *error)
{
	struct kp_tree_report *t;

	grow_array((void **)&doc->trees, &doc->trees_cap, doc->ntrees + 1, sizeof(*doc->trees));
	t = &doc->trees[doc->ntrees++];
	*t = (struct kp_tree_report){ .dir = xstrdup(dir), .vmlinux = xstrdup(vmlinux),
				      .error = error ? xstrdup(error) : NULL };
	if (error) {
		char why[512];

		snprintf(why, sizeof(why), "cannot check the module tree: %s", error);
		say_unreadable(dir, why);
		doc->status |= KP_EXIT_USAGE;
		return;
	}
	doc->tree = t;
	doc->tree_done = 0;
	doc->tree_size = n;
	/* The vmlinux has its own report: a module's is its findings. */
	doc->text.findings_only = !doc->opts.verbose;
	doc->progress = n && !doc->opts.quiet && doc->fp[KP_FORMAT_TEXT] == stdout &&
			isatty(STDERR_FILENO);
}

/* The tree's causes, and its totals unless quiet. */
static void text_tree(struct kp_document *doc, FILE *text, struct kp_tree_report *t)
{
	print_tree_causes(text, t);
	if (doc->opts.quiet)
		return;
	fputs("modules under ", text);
	fput_visible(t->dir, text);
	/* Under a baseline a file counts for its new findings, and says so. */
	fprintf(text, ": %zu files, %zu checked, %zu unreadable, %zu with %serrors, %zu with %swarnings; "
		"%zu functions, %zu traced, %zu records\n", t->totals.files, t->totals.checked,
		t->totals.unreadable, t->totals.with_errors, doc->has_baseline ? "new " : "",
		t->totals.with_warnings, doc->has_baseline ? "new " : "",
		t->totals.functions, t->totals.traced, t->totals.records);
}

void kp_document_tree_end(struct kp_document *doc)
{
	struct kp_tree_report *t = doc->tree;

	if (!t)
		return;
	if (doc->progress)
		fputs("\r\033[K", stderr);
	doc->progress = false;
	doc->text.findings_only = false;
	doc->tree = NULL;
	for_each_sink(doc, f)
		if (sinks[f].tree)
			sinks[f].tree(doc, doc->fp[f], t);
}

void kp_document_note(struct kp_document *doc, enum kp_severity level, const char *message,
		      const char *file, unsigned line)
{
	struct kp_notification note = { level, message, file, line };

	if (!doc->causes)
		return;
	grow_array((void **)&doc->notes, &doc->notes_cap, doc->nnotes + 1, sizeof(*doc->notes));
	note.message = xstrdup(message);
	note.file = file ? xstrdup(file) : NULL;
	doc->notes[doc->nnotes++] = note;
}

static void json_totals(struct kp_json *j, const char *key, const struct kp_totals *t, bool baseline)
{
	json_begin_object(j, key);
	json_uint(j, "files", t->files);
	json_uint(j, "checked", t->checked);
	json_uint(j, "unreadable", t->unreadable);
	json_uint(j, "with_errors", t->with_errors);
	json_uint(j, "with_warnings", t->with_warnings);
	json_uint(j, "functions", t->functions);
	json_uint(j, "traced", t->traced);
	json_uint(j, "records", t->records);
	json_uint(j, "errors", t->sev[KP_ERROR]);
	json_uint(j, "warnings", t->sev[KP_WARNING]);
	json_uint(j, "notes", t->sev[KP_NOTE]);
	if (baseline) {
		size_t known = t->known[0] + t->known[1] + t->known[2];

		json_uint(j, "new", t->sev[0] + t->sev[1] + t->sev[2] - known);
		json_uint(j, "known", known);
	}
	json_end_object(j);
}

static size_t all_findings(const struct kp_totals *t)
{
	return t->sev[KP_ERROR] + t->sev[KP_WARNING] + t->sev[KP_NOTE];
}

static size_t known_findings(const struct kp_totals *t)
{
	return t->known[KP_ERROR] + t->known[KP_WARNING] + t->known[KP_NOTE];
}

static void json_baseline(struct kp_document *doc)
{
	struct kp_json *j = &doc->json;
	const struct kp_baseline *b = &doc->baseline;

	json_begin_object(j, "baseline");
	json_string(j, "file", b->path);
	json_uint(j, "fingerprints", b->count);
	json_uint(j, "new", all_findings(&doc->all) - known_findings(&doc->all));
	json_uint(j, "known", known_findings(&doc->all));
	json_uint(j, "absent", kp_baseline_absent(b));
	json_begin_array(j, "absent_findings");
	for (size_t i = 0; i < b->count; i++) {
		const struct kp_baseline_entry *e = &b->entries[i];
		char fp[KP_FINGERPRINT_LEN + 1];

		if (e->seen)
			continue;
		snprintf(fp, sizeof(fp), "%016llx", (unsigned long long)e->fingerprint);
		json_begin_object(j, NULL);
		json_string(j, "fingerprint", fp);
		json_string(j, "check", e->check);
		json_string(j, "severity", e->severity);
		json_string(j, "file", e->file);
		json_string(j, "function", e->function);
		json_string(j, "message", e->message);
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);
}

/* The pattern as the file gives it, with its field, whole: the caller frees it. */
static char *pattern_text(const struct kp_suppression *s)
{
	static const char *const prefix[] = { "", "function:", "module:", "source:" };
	size_t len = strlen(prefix[s->field]) + strlen(s->pattern) + 1;
	char *buf = xmalloc(len);

	snprintf(buf, len, "%s%s", prefix[s->field], s->pattern);
	return buf;
}

static void json_suppressions(struct kp_document *doc)
{
	struct kp_json *j = &doc->json;

	json_begin_array(j, "suppressions");
	for (size_t i = 0; i < doc->suppressions.count; i++) {
		const struct kp_suppression *s = &doc->suppressions.items[i];
		char *pattern = pattern_text(s);

		json_begin_object(j, NULL);
		json_string(j, "file", doc->suppressions.path);
		json_uint(j, "line", s->line);
		json_string(j, "check", s->check);
		json_string(j, "pattern", pattern);
		json_string(j, "reason", s->reason);
		json_uint(j, "matched", s->matched);
		json_end_object(j);
		free(pattern);
	}
	json_end_array(j);
}

/* "suppression '... PATTERN' matched no finding: ...", whole (the caller frees it); NULL when s matched one. */
static char *unmatched(const struct kp_suppression *s)
{
	static const char fmt[] = "suppression '%s %s' matched no finding: remove it, or fix its pattern";
	char *pattern, *message;
	size_t len;

	if (s->matched)
		return NULL;
	pattern = pattern_text(s);
	len = sizeof(fmt) + strlen(s->check) + strlen(pattern);
	message = xmalloc(len);
	snprintf(message, len, fmt, s->check, pattern);
	free(pattern);
	return message;
}

/* Suppressions that matched nothing: a note in SARIF and GitHub (and in text, its sink's). */
static void unmatched_suppressions(struct kp_document *doc)
{
	for (size_t i = 0; doc->has_suppressions && i < doc->suppressions.count; i++) {
		const struct kp_suppression *s = &doc->suppressions.items[i];
		char *message = unmatched(s);

		if (message)
			kp_document_note(doc, KP_NOTE, message, doc->suppressions.path, s->line);
		free(message);
	}
}

static void print_summary(FILE *fp, const struct kp_document *doc)
{
	const struct kp_totals *t = &doc->all;

	fprintf(fp, "kprefix: %zu file%s, %zu checked, %zu unreadable; %zu functions, %zu traced; "
		"%zu error%s, %zu warning%s, %zu note%s", t->files, t->files == 1 ? "" : "s", t->checked,
		t->unreadable, t->functions, t->traced, t->sev[KP_ERROR],
		t->sev[KP_ERROR] == 1 ? "" : "s", t->sev[KP_WARNING], t->sev[KP_WARNING] == 1 ? "" : "s",
		t->sev[KP_NOTE], t->sev[KP_NOTE] == 1 ? "" : "s");
	if (doc->has_baseline)
		fprintf(fp, "; baseline: %zu new, %zu known, %zu gone",
			all_findings(t) - known_findings(t), known_findings(t),
			kp_baseline_absent(&doc->baseline));
	fputc('\n', fp);
}

/* SARIF's account of what the baseline had and this run lacks: "absent" results. */
static void absent_to_causes(struct kp_document *doc)
{
	for (size_t i = 0; i < doc->baseline.count; i++) {
		const struct kp_baseline_entry *e = &doc->baseline.entries[i];
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
		kp_causes_add_absent(doc->causes, &f, e->file ? e->file : doc->baseline.path,
				     e->file ? e->file : "vmlinux");
	}
}

/* The summary line, the suppressions that matched nothing, and with -v the baseline's account. */
static void text_body(struct kp_document *doc, FILE *text)
{
	bool color = kp_color_on(text);

	if (!doc->opts.quiet && doc->opts.summary)
		print_summary(text, doc);
	for (size_t i = 0; doc->has_suppressions && i < doc->suppressions.count; i++) {
		const struct kp_suppression *s = &doc->suppressions.items[i];
		char *message = unmatched(s);

		if (!message)
			continue;
		kp_color_locus(text, color);
		fput_visible(doc->suppressions.path, text);
		fprintf(text, ":%u:", s->line);
		kp_color_end(text, color);
		fputc(' ', text);
		kp_print_diagnostic(text, color, KP_NOTE, message, NULL);
		free(message);
	}
	if (doc->opts.verbose && doc->has_baseline) {
		fputs("baseline ", text);
		fput_visible(doc->baseline.path, text);
		fprintf(text, ": %zu fingerprints; %zu findings known, %zu gone\n", doc->baseline.count,
			known_findings(&doc->all), kp_baseline_absent(&doc->baseline));
	}
}

/* The files' array closed; the trees, the totals, the baseline's account, the suppressions. */
static void json_body(struct kp_document *doc, FILE *out)
{
	struct kp_json *j = &doc->json;

	(void)out;
	json_end_array(j);
	json_begin_array(j, "module_trees");
	for (size_t i = 0; i < doc->ntrees; i++) {
		const struct kp_tree_report *t = &doc->trees[i];

		json_begin_object(j, NULL);
		json_string(j, "dir", t->dir);
		json_string(j, "vmlinux", t->vmlinux);
		if (t->error)
			json_string(j, "error", t->error);
		else
			json_totals(j, "totals", &t->totals, doc->has_baseline);
		json_end_object(j);
	}
	json_end_array(j);
	json_totals(j, "totals", &doc->all, doc->has_baseline);
	if (doc->has_baseline)
		json_baseline(doc);
	if (doc->has_suppressions)
		json_suppressions(doc);
}

static void json_end(struct kp_document *doc, FILE *out)
{
	(void)out;
	json_int(&doc->json, "exit_status", doc->status);
	json_end_object(&doc->json);
}

/* All of the log but the invocation's end, which states the exit status. */
static void sarif_body(struct kp_document *doc, FILE *out)
{
	doc->sarif = kp_sarif_begin(out, doc->causes, doc->notes, doc->nnotes);
}

static void sarif_end(struct kp_document *doc, FILE *out)
{
	(void)out;
	if (doc->sarif)
		kp_sarif_end(doc->sarif, doc->status, doc->late, doc->nlate);
	doc->sarif = NULL;
}

static void github_body(struct kp_document *doc, FILE *out)
{
	kp_github_write(out, doc->causes, doc->notes, doc->nnotes);
}

static void gitlab_body(struct kp_document *doc, FILE *out)
{
	kp_gitlab_write(out, doc->causes);
}

/* The findings' status decides the test's: an output that fails later changes no verdict on the kernel. */
static void kcidb_body(struct kp_document *doc, FILE *out)
{
	kp_kcidb_write(out, doc->causes, doc->status, &doc->opts.kcidb);
}

/* Whole, with the status by then known: the run's notes, and the outputs that failed. */
static void markdown_summary(struct kp_document *doc, FILE *out)
{
	struct kp_notification *all = xcalloc(doc->nnotes + doc->nlate + 1, sizeof(*all));

	if (doc->nlate)
		memcpy(all, doc->late, doc->nlate * sizeof(*all));
	if (doc->nnotes)
		memcpy(all + doc->nlate, doc->notes, doc->nnotes * sizeof(*all));
	kp_markdown_write(out, doc->causes, doc->status, all, doc->nnotes + doc->nlate);
	free(all);
}

static const struct sink sinks[KP_NR_FORMATS] = {
	[KP_FORMAT_TEXT] = { .file = text_file, .tree = text_tree, .body = text_body },
	[KP_FORMAT_JSON] = { .begin = json_begin, .file = json_file, .body = json_body, .end = json_end },
	[KP_FORMAT_SARIF] = { .body = sarif_body, .end = sarif_end },
	[KP_FORMAT_GITHUB] = { .body = github_body },
	[KP_FORMAT_GITLAB] = { .body = gitlab_body },
	[KP_FORMAT_MARKDOWN] = { .summary = markdown_summary },
	[KP_FORMAT_KCIDB] = { .body = kcidb_body },
};

int kp_document_body(struct kp_document *doc)
{
	if (doc->body_done)
		return doc->status;
	doc->body_done = true;
	unmatched_suppressions(doc);
	if (doc->causes && doc->has_baseline)
		absent_to_causes(doc);
	for_each_sink(doc, f)
		if (sinks[f].body)
			sinks[f].body(doc, doc->fp[f]);
	return doc->status;
}

void kp_document_output_failed(struct kp_document *doc, enum kp_format format, const char *path,
			       const char *why)
{
	char message[512];
	struct kp_notification note = { .level = KP_ERROR };

	doc->status |= KP_EXIT_USAGE;
	/* A JSON or SARIF document cut short gets no end: nothing more goes to it. */
	if (format == KP_FORMAT_SARIF && doc->sarif) {
		kp_sarif_abandon(doc->sarif);
		doc->sarif = NULL;
	}
	doc->fp[format] = NULL;
	snprintf(message, sizeof(message), "the %s report could not be written to %s: %s",
		 kp_format_name(format), strcmp(path, "-") ? path : "standard output", why);
	note.message = xstrdup(message);
	grow_array((void **)&doc->late, &doc->late_cap, doc->nlate + 1, sizeof(*doc->late));
	doc->late[doc->nlate++] = note;
}

void kp_document_summary(struct kp_document *doc)
{
	kp_document_body(doc);
	if (doc->summary_done)
		return;
	doc->summary_done = true;
	for_each_sink(doc, f)
		if (sinks[f].summary)
			sinks[f].summary(doc, doc->fp[f]);
}

int kp_document_end(struct kp_document *doc)
{
	kp_document_summary(doc);
	for_each_sink(doc, f)
		if (sinks[f].end)
			sinks[f].end(doc, doc->fp[f]);
	kp_causes_free(doc->causes);
	for (size_t i = 0; i < doc->nnotes; i++) {
		free((char *)doc->notes[i].message);
		free((char *)doc->notes[i].file);
	}
	free(doc->notes);
	for (size_t i = 0; i < doc->nlate; i++)
		free((char *)doc->late[i].message);
	free(doc->late);
	for (size_t i = 0; i < doc->ntrees; i++)
		tree_report_free(&doc->trees[i]);
	free(doc->trees);
	kp_baseline_free(&doc->baseline);
	kp_suppressions_free(&doc->suppressions);
	return doc->status;
}
