// SPDX-License-Identifier: GPL-2.0-only
/*
 * KernelCI's KCIDB document (kernelci/kcidb-io, schema v5.3; kept in
 * schema/kcidb-io.schema.v5.3.json, which the tests validate against):
 * what a KernelCI origin submits with `kcidb-submit` as it is.
 *
 * The run is one test of the build: path "kprefix", status FAIL when the
 * findings fail the run (errors, or warnings with --werror; under
 * --baseline only new ones), ERROR when only an input could not be read or
 * a report written (the test did not complete), else PASS; its comment is
 * the totals every CI format heads its report with, its misc the counts.
 * Each cause (src/fold/causes.c) is an issue: its id the cause's
 * fingerprint, stable across rebuilds, so that the same defect in the next
 * build is the same issue; culprit code (the kernel as built, not kprefix or
 * the harness). Each issue has one incident: this test of this build, with
 * the cause's functions (at most KP_CAUSE_LOCATIONS) in its misc.
 *
 * Ids start with the origin (--kcidb-origin, default "kprefix"): the build's
 * is --kcidb-build-id (default ORIGIN:FILE, the first file as named), the
 * test's ORIGIN:BUILD_ID (one kprefix test a build), an issue's
 * ORIGIN:kprefix-CAUSE and an incident's TEST_ID:CAUSE.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/common.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

/* The schema's minor version: v5.3, the newest kcidb-io has (its LATEST). */
#define KCIDB_MAJOR 5
#define KCIDB_MINOR 3

static void put_plain(FILE *out, const char *s)
{
	fputs(s, out);
}

/* What was written into the memstream buf of *text, or NULL when it failed. */
static char *memstream_text(FILE *buf, char **text)
{
	if (fclose(buf)) {
		free(*text);
		return NULL;
	}
	return *text;
}

static char *joined(const char *a, const char *sep, const char *b)
{
	size_t len = strlen(a) + strlen(sep) + strlen(b) + 1;
	char *s = xmalloc(len);

	snprintf(s, len, "%s%s%s", a, sep, b);
	return s;
}

static const char *status_name(int exit_status)
{
	if (exit_status & KP_EXIT_FINDINGS)
		return "FAIL";
	return exit_status & KP_EXIT_USAGE ? "ERROR" : "PASS";
}

bool kp_kcidb_origin_valid(const char *origin)
{
	if (!*origin)
		return false;
	for (const char *c = origin; *c; c++)
		if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '_'))
			return false;
	return true;
}

bool kp_kcidb_id_valid(const char *id)
{
	const char *colon = strchr(id, ':');
	char *origin;
	bool ok;

	if (!colon)
		return false;
	origin = xmalloc((size_t)(colon - id) + 1);
	memcpy(origin, id, (size_t)(colon - id));
	origin[colon - id] = '\0';
	ok = kp_kcidb_origin_valid(origin);
	free(origin);
	return ok;
}

static void test_object(struct kp_json *j, struct kp_causes *causes, size_t n, int exit_status,
			const struct kp_kcidb_ids *ids, const char *test_id)
{
	size_t images, sev[3];
	char *text = NULL;
	size_t len = 0;
	FILE *buf = open_memstream(&text, &len);

	kp_causes_totals(causes, &images, sev);
	json_begin_object(j, NULL);
	json_string(j, "id", test_id);
	json_string(j, "origin", ids->origin);
	json_string(j, "build_id", ids->build_id);
	json_string(j, "path", "kprefix");
	json_string(j, "status", status_name(exit_status));
	if (buf) {
		fputs("kprefix: ", buf);
		kp_causes_heading(buf, causes, n);
		text = memstream_text(buf, &text);
	}
	if (text)
		json_string(j, "comment", text);
	free(text);
	json_begin_object(j, "misc");
	json_string(j, "tool", "kprefix " KPREFIX_VERSION);
	json_uint(j, "exit_status", (unsigned)exit_status);
	json_uint(j, "files", images);
	json_uint(j, "errors", sev[KP_ERROR]);
	json_uint(j, "warnings", sev[KP_WARNING]);
	json_uint(j, "notes", sev[KP_NOTE]);
	json_uint(j, "causes", n);
	json_end_object(j);
	json_end_object(j);
}

static void issue_object(struct kp_json *j, const struct kp_cause *cause, const struct kp_kcidb_ids *ids,
			 const char *issue_id)
{
	char *subject = joined(kp_check_name(cause->check), ": ", cause->message);
	char *category = joined("kprefix.", "", kp_check_name(cause->check));
	char *text = NULL;
	size_t len = 0;
	FILE *buf = open_memstream(&text, &len);

	json_begin_object(j, NULL);
	json_string(j, "id", issue_id);
	json_uint(j, "version", 1);
	json_string(j, "origin", ids->origin);
	json_string(j, "report_subject", subject);
	json_begin_array(j, "categories");
	json_string(j, NULL, category);
	json_end_array(j);
	json_begin_object(j, "culprit");
	json_bool(j, "code", true);
	json_bool(j, "tool", false);
	json_bool(j, "harness", false);
	json_end_object(j);
	if (buf) {
		fprintf(buf, "%s: ", kp_severity_name(cause->severity));
		kp_cause_head(buf, cause, put_plain);
		fprintf(buf, ": %s [%s]", cause->message, kp_check_name(cause->check));
		text = memstream_text(buf, &text);
	}
	if (text)
		json_string(j, "comment", text);
	free(text);
	json_begin_object(j, "misc");
	json_string(j, "check", kp_check_name(cause->check));
	json_string(j, "severity", kp_severity_name(cause->severity));
	json_string(j, "fingerprint", cause->fingerprint);
	if (*cause->dir)
		json_string(j, "directory", cause->dir);
	json_end_object(j);
	json_end_object(j);
	free(subject);
	free(category);
}

static void incident_object(struct kp_json *j, const struct kp_cause *cause, const struct kp_kcidb_ids *ids,
			    const char *test_id, const char *issue_id)
{
	size_t listed = cause->count < KP_CAUSE_LOCATIONS ? cause->count : KP_CAUSE_LOCATIONS;
	char *id = joined(test_id, ":", cause->fingerprint);

	json_begin_object(j, NULL);
	json_string(j, "id", id);
	json_string(j, "origin", ids->origin);
	json_string(j, "issue_id", issue_id);
	json_uint(j, "issue_version", 1);
	json_string(j, "build_id", ids->build_id);
	json_string(j, "test_id", test_id);
	json_bool(j, "present", true);
	json_begin_object(j, "misc");
	if (cause->baseline != KP_BASELINE_NONE)
		json_string(j, "baseline", kp_cause_known(cause) ? "known" : "new");
	json_uint(j, "functions", cause->count);
	json_uint(j, "images", cause->images);
	json_begin_array(j, "locations");
	for (size_t i = 0; i < listed; i++) {
		const struct kp_cause_item *it = &cause->items[i];
		char *location = kp_cause_item_location(it);

		json_begin_object(j, NULL);
		json_string(j, "image", it->module);
		if (*location)
			json_string(j, "location", location);
		if (it->address)
			json_hex(j, "address", it->address);
		if (it->source_file) {
			json_string(j, "source", it->source_file);
			if (it->source_line)
				json_uint(j, "line", it->source_line);
		}
		json_end_object(j);
		free(location);
	}
	json_end_array(j);
	json_end_object(j);
	json_end_object(j);
	free(id);
}

void kp_kcidb_write(FILE *out, struct kp_causes *causes, int exit_status, const struct kp_kcidb_ids *ids)
{
	const struct kp_cause *cs;
	size_t n = kp_causes_fold(causes, &cs);
	char *test_id = joined(ids->origin, ":", ids->build_id);
	char **issue_ids = xcalloc(n + 1, sizeof(*issue_ids));
	struct kp_json j;

	for (size_t i = 0; i < n; i++) {
		char *tail = joined("kprefix-", "", cs[i].fingerprint);

		issue_ids[i] = joined(ids->origin, ":", tail);
		free(tail);
	}
	json_init(&j, out);
	json_begin_object(&j, NULL);
	json_begin_object(&j, "version");
	json_uint(&j, "major", KCIDB_MAJOR);
	json_uint(&j, "minor", KCIDB_MINOR);
	json_end_object(&j);
	json_begin_array(&j, "tests");
	test_object(&j, causes, n, exit_status, ids, test_id);
	json_end_array(&j);
	json_begin_array(&j, "issues");
	for (size_t i = 0; i < n; i++)
		issue_object(&j, &cs[i], ids, issue_ids[i]);
	json_end_array(&j);
	json_begin_array(&j, "incidents");
	for (size_t i = 0; i < n; i++)
		incident_object(&j, &cs[i], ids, test_id, issue_ids[i]);
	json_end_array(&j);
	json_end_object(&j);
	for (size_t i = 0; i < n; i++)
		free(issue_ids[i]);
	free(issue_ids);
	free(test_id);
}
