// SPDX-License-Identifier: GPL-2.0-only
/*
 * One run's document in every format asked for: the order of its steps and
 * the table of its sinks. Each file is gated once (src/gate/apply.c),
 * counted once, then handed to each sink: text lines as they come (a
 * module tree's folded, src/render/tree.c), JSON as one document
 * (src/render/json_run.c), the CI formats from the run's causes
 * (src/fold/causes.c), each closed at the end with the totals, the
 * baseline's account and the exit status. What a format writes is
 * render/'s; what is decided of a finding, gate/'s and fold/'s.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kprefix/common.h"
#include "kprefix/document.h"
#include "kprefix/hashmap.h"
#include "kprefix/util.h"

struct kp_document {
	FILE *fp[KP_NR_FORMATS];     /* NULL: not written */
	struct kp_document_opts opts;
	struct kp_report_opts text;
	struct kp_json json;
	/* SARIF, GitHub, GitLab, Markdown and KCIDB: folded by cause over the whole run, written at its end. */
	struct kp_causes *causes;
	bool has_baseline, has_suppressions;
	struct kp_baseline baseline;
	struct kp_suppressions suppressions;
	struct kp_notification *notes;
	size_t nnotes, notes_cap;
	struct kp_totals all;
	struct kp_tree_report *trees;
	size_t ntrees, trees_cap;
	struct kp_tree_report *tree; /* the tree being checked, or NULL */
	bool progress;
	size_t tree_done, tree_size;
	int status;
	/* Said after the formats' bodies: outputs that could not be written. */
	struct kp_notification *late;
	size_t nlate, late_cap;
	struct kp_sarif_writer *sarif; /* between kp_document_body and kp_document_end */
	bool body_done, summary_done;
	/* The strings notes and trees keep (messages, paths), each once. */
	struct kp_strset strings;
};

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

struct kp_document *kp_document_new(const struct kp_document_opts *opts, const char **file, char *err,
				    size_t errlen)
{
	struct kp_document *doc = xcalloc(1, sizeof(*doc));
	char why[512];

	doc->opts = *opts;
	doc->text = (struct kp_report_opts){ .quiet = opts->quiet, .verbose = opts->verbose };
	if (opts->baseline) {
		if (kp_baseline_read(opts->baseline, &doc->baseline, why, sizeof(why))) {
			*file = opts->baseline;
			snprintf(err, errlen, "cannot be a baseline: %s", why);
			kp_baseline_free(&doc->baseline);
			free(doc);
			return NULL;
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
			free(doc);
			return NULL;
		}
	}
	return doc;
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

static void text_file(struct kp_document *doc, FILE *out, const struct kp_checked *res,
		      const struct kp_findings *shown, const char *vmlinux)
{
	(void)vmlinux;
	if (!shown)
		return;
	/* A tree's modules share causes: their text is folded across the tree. */
	if (doc->tree && !doc->opts.verbose)
		kp_tree_text_add(doc->tree->text, doc->tree->totals.files, kp_color_on(out), res->an, shown);
	else
		kp_report_text(out, res->an, shown, &doc->text);
}

void kp_document_file(struct kp_document *doc, struct kp_checked *res, const char *vmlinux)
{
	const struct kp_analysis *an = res->error ? NULL : res->an;
	const struct kp_findings *shown;
	struct kp_findings view;

	if (doc->tree && !vmlinux)
		vmlinux = doc->tree->vmlinux;
	if (!res->error)
		res->status = kp_gate_findings(&res->findings, kp_image_name(res->image),
					       doc->has_baseline ? &doc->baseline : NULL,
					       doc->has_suppressions ? &doc->suppressions : NULL,
					       doc->opts.werror, res->status);
	doc->status |= res->status;
	kp_totals_add(&doc->all, an, &res->findings);
	if (doc->tree)
		kp_totals_add(&doc->tree->totals, an, &res->findings);
	if (doc->progress)
		fputs("\r\033[K", stderr);
	if (res->error) {
		kp_text_unreadable(res->path, res->error);
		kp_document_note(doc, KP_ERROR, res->error, res->path, 0);
		if (doc->causes)
			kp_causes_add_unreadable(doc->causes);
	} else if (doc->causes) {
		struct kp_finding_place place = { .artifact = res->path,
						  .module = kp_image_name(res->image) };

		kp_causes_add(doc->causes, res->image, &res->findings, &place);
	}
	shown = res->error ? NULL : kp_gate_new_findings(&res->findings, &view);
	for_each_sink(doc, f)
		if (sinks[f].file)
			sinks[f].file(doc, doc->fp[f], res, shown, vmlinux);
	kp_gate_view_free(&res->findings, shown, &view);
	if (doc->tree && doc->progress && ++doc->tree_done < doc->tree_size)
		fprintf(stderr, "kprefix: %zu/%zu modules checked", doc->tree_done, doc->tree_size);
}

void kp_document_tree_begin(struct kp_document *doc, const char *dir, const char *vmlinux,
			    size_t n, const char *error)
{
	struct kp_tree_report *t;

	grow_array((void **)&doc->trees, &doc->trees_cap, doc->ntrees + 1, sizeof(*doc->trees));
	t = &doc->trees[doc->ntrees++];
	*t = (struct kp_tree_report){ .dir = kp_strset_add(&doc->strings, dir),
				      .vmlinux = kp_strset_add(&doc->strings, vmlinux),
				      .error = kp_strset_add(&doc->strings, error) };
	if (error) {
		char why[512];

		snprintf(why, sizeof(why), "cannot check the module tree: %s", error);
		kp_text_unreadable(dir, why);
		doc->status |= KP_EXIT_USAGE;
		return;
	}
	t->text = kp_tree_text_new();
	doc->tree = t;
	doc->tree_done = 0;
	doc->tree_size = n;
	/* The vmlinux has its own report: a module's is its findings. */
	doc->text.findings_only = !doc->opts.verbose;
	doc->progress = n && !doc->opts.quiet && doc->fp[KP_FORMAT_TEXT] == stdout &&
			isatty(STDERR_FILENO);
}

/* What the run's end states: its totals, trees and gate. */
static struct kp_run_account account(const struct kp_document *doc)
{
	return (struct kp_run_account){
		.all = &doc->all,
		.trees = doc->trees,
		.ntrees = doc->ntrees,
		.baseline = doc->has_baseline ? &doc->baseline : NULL,
		.suppressions = doc->has_suppressions ? &doc->suppressions : NULL,
	};
}

static void text_tree(struct kp_document *doc, FILE *text, struct kp_tree_report *t)
{
	kp_text_tree_end(text, t, doc->opts.quiet, doc->has_baseline);
}

static void text_body(struct kp_document *doc, FILE *text)
{
	struct kp_run_account run = account(doc);

	kp_text_run_end(text, &run, doc->opts.quiet, doc->opts.summary, doc->opts.verbose);
}

static void json_begin(struct kp_document *doc, FILE *out)
{
	kp_json_run_begin(&doc->json, out);
}

static void json_file(struct kp_document *doc, FILE *out, const struct kp_checked *res,
		      const struct kp_findings *shown, const char *vmlinux)
{
	(void)out;
	(void)shown;
	kp_json_run_file(&doc->json, res, doc->tree != NULL, vmlinux);
}

/* The files' array closed; the trees, the totals, the baseline's account, the suppressions. */
static void json_body(struct kp_document *doc, FILE *out)
{
	struct kp_run_account run = account(doc);

	(void)out;
	kp_json_run_body(&doc->json, &run);
}

static void json_end(struct kp_document *doc, FILE *out)
{
	(void)out;
	kp_json_run_end(&doc->json, doc->status);
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
	note.message = kp_strset_add(&doc->strings, message);
	note.file = kp_strset_add(&doc->strings, file);
	doc->notes[doc->nnotes++] = note;
}

/* Suppressions that matched nothing: a note in SARIF and GitHub (and in text, its sink's). */
static void unmatched_suppressions(struct kp_document *doc)
{
	for (size_t i = 0; doc->has_suppressions && i < doc->suppressions.count; i++) {
		const struct kp_suppression *s = &doc->suppressions.items[i];
		char *message = kp_suppression_unmatched(s);

		if (message)
			kp_document_note(doc, KP_NOTE, message, doc->suppressions.path, s->line);
		free(message);
	}
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
		kp_causes_add_baseline(doc->causes, &doc->baseline);
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
	note.message = kp_strset_add(&doc->strings, message);
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
	int status;

	kp_document_summary(doc);
	for_each_sink(doc, f)
		if (sinks[f].end)
			sinks[f].end(doc, doc->fp[f]);
	kp_causes_free(doc->causes);
	free(doc->notes);
	free(doc->late);
	for (size_t i = 0; i < doc->ntrees; i++)
		kp_tree_text_free(doc->trees[i].text);
	free(doc->trees);
	kp_strset_free(&doc->strings);
	kp_baseline_free(&doc->baseline);
	kp_suppressions_free(&doc->suppressions);
	status = doc->status;
	free(doc);
	return status;
}
