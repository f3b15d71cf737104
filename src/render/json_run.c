// SPDX-License-Identifier: GPL-2.0-only
/*
 * The run's JSON document (schema kprefix-check): each file's report as it
 * is checked, then the module trees, the totals, the baseline's account,
 * the suppressions, and the exit status, last, once it is final. An
 * image's own fields are render/json.c's.
 */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/common.h"
#include "kprefix/pipeline.h"
#include "kprefix/report.h"

void kp_json_run_begin(struct kp_json *j, FILE *out)
{
	json_init(j, out);
	json_begin_object(j, NULL);
	kp_json_header(j, KP_JSON_SCHEMA, KP_JSON_SCHEMA_VERSION);
	json_begin_array(j, "files");
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

void kp_json_run_file(struct kp_json *j, const struct kp_checked *res, bool in_tree, const char *vmlinux)
{
	json_begin_object(j, NULL);
	if (res->error)
		kp_json_error_fields(j, res->path, res->error);
	json_string(j, "role", file_role(res, in_tree));
	json_string(j, "vmlinux", vmlinux);
	if (!res->error)
		kp_json_report_fields(j, res->an, &res->findings);
	json_int(j, "exit_status", res->status);
	json_end_object(j);
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
		json_uint(j, "new", kp_totals_findings(t) - kp_totals_known(t));
		json_uint(j, "known", kp_totals_known(t));
	}
	json_end_object(j);
}

static void json_baseline(struct kp_json *j, const struct kp_baseline *b, const struct kp_totals *all)
{
	json_begin_object(j, "baseline");
	json_string(j, "file", b->path);
	json_uint(j, "fingerprints", b->count);
	json_uint(j, "new", kp_totals_findings(all) - kp_totals_known(all));
	json_uint(j, "known", kp_totals_known(all));
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

static void json_suppressions(struct kp_json *j, const struct kp_suppressions *sup)
{
	json_begin_array(j, "suppressions");
	for (size_t i = 0; i < sup->count; i++) {
		const struct kp_suppression *s = &sup->items[i];
		char *pattern = kp_suppression_pattern(s);

		json_begin_object(j, NULL);
		json_string(j, "file", sup->path);
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

void kp_json_run_body(struct kp_json *j, const struct kp_run_account *run)
{
	json_end_array(j);
	json_begin_array(j, "module_trees");
	for (size_t i = 0; i < run->ntrees; i++) {
		const struct kp_tree_report *t = &run->trees[i];

		json_begin_object(j, NULL);
		json_string(j, "dir", t->dir);
		json_string(j, "vmlinux", t->vmlinux);
		if (t->error)
			json_string(j, "error", t->error);
		else
			json_totals(j, "totals", &t->totals, run->baseline != NULL);
		json_end_object(j);
	}
	json_end_array(j);
	json_totals(j, "totals", run->all, run->baseline != NULL);
	if (run->baseline)
		json_baseline(j, run->baseline, run->all);
	if (run->suppressions)
		json_suppressions(j, run->suppressions);
}

void kp_json_run_end(struct kp_json *j, int exit_status)
{
	json_int(j, "exit_status", exit_status);
	json_end_object(j);
}
