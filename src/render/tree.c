// SPDX-License-Identifier: GPL-2.0-only
/*
 * A module tree's text, folded across its modules: each line a module's
 * text would print is counted under its cause (check, severity, message:
 * across modules a line's directory is not the cause's), and the tree's
 * end prints one line per cause however many modules share it, the first
 * module's own lines when only one has it.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/common.h"
#include "kprefix/hashmap.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

/* One cause across the tree's modules, and from the first its lines as printed. */
struct kp_tree_cause {
	enum kp_check_id check;   /* KP_NR_CHECKS: a module's note on its units' flags */
	enum kp_severity severity;
	const char *message;
	size_t modules, functions;
	size_t findings;          /* over every module */
	size_t last_module;       /* 1 + the module it was last counted for */
	const char *names[KP_FOLD_NAMES];
	char *text;               /* the first module's lines */
	size_t text_len;
};

struct kp_tree_text {
	struct kp_tree_cause *causes;
	size_t ncauses, causes_cap;
	struct kp_cause_groups groups; /* group k is causes[k] */
	size_t more[KP_NR_CHECKS];
	struct kp_strset strings;      /* the causes' messages and module names, each once */
};

struct kp_tree_text *kp_tree_text_new(void)
{
	struct kp_tree_text *t = xcalloc(1, sizeof(*t));

	kp_cause_groups_init(&t->groups);
	return t;
}

/* The cause of check, severity and message: across modules a line's directory is not the cause's. */
static struct kp_tree_cause *tree_cause(struct kp_tree_text *t, enum kp_check_id check,
					enum kp_severity severity, const char *message)
{
	struct kp_cause_key key = kp_cause_key(check, severity, message, NULL);
	size_t id = kp_cause_group_find(&t->groups, &key);

	if (id != SIZE_MAX)
		return &t->causes[id];
	grow_array((void **)&t->causes, &t->causes_cap, t->ncauses + 1, sizeof(*t->causes));
	t->causes[t->ncauses] = (struct kp_tree_cause){ .check = check, .severity = severity,
							.message = kp_strset_add(&t->strings, message) };
	/* The group's key names the cause's own copy of the message. */
	key.message = t->causes[t->ncauses].message;
	kp_cause_group(&t->groups, &key);
	return &t->causes[t->ncauses++];
}

/* Count c for the module seq (1-based), and keep the line text of the first module. */
static void tree_cause_add(struct kp_tree_text *t, struct kp_tree_cause *c, size_t seq, const char *module,
			   const char *text, size_t text_len)
{
	if (c->last_module != seq) {
		if (c->modules < KP_FOLD_NAMES)
			c->names[c->modules] = kp_strset_add(&t->strings, module);
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
void kp_tree_text_add(struct kp_tree_text *t, size_t seq, bool color, const struct kp_analysis *an,
		      const struct kp_findings *shown)
{
	const char *module = kp_image_name(an->image);
	struct kp_arena texts = { 0 };
	struct kp_text_line *lines;
	size_t more[KP_NR_CHECKS];
	size_t n = kp_text_lines(shown, false, &texts, &lines, more);

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
		tree_cause_add(t, c, seq, module, text, len);
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
		tree_cause_add(t, c, seq, module, text, len);
		free(text);
	}
	free(lines);
	kp_arena_free(&texts);
}

/*
 * "5 modules (kernel/a.ko, ...): error: ... [check]", at most KP_TEXT_LINES
 * lines a check over the tree, as over one image; then "and N more".
 */
void kp_tree_text_print(FILE *out, struct kp_tree_text *t, const char *dir)
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
		kp_text_print_more(out, color, "modules under ", dir, k, t->more[k]);
	}
}

void kp_tree_text_free(struct kp_tree_text *t)
{
	if (!t)
		return;
	for (size_t i = 0; i < t->ncauses; i++)
		free(t->causes[i].text);
	free(t->causes);
	kp_strset_free(&t->strings);
	kp_cause_groups_free(&t->groups);
	free(t);
}
