// SPDX-License-Identifier: GPL-2.0-only
/*
 * SARIF 2.1.0 (OASIS), written through the one JSON writer. One run: the
 * tool with a rule per check id of the registry, whose help is the check's
 * paragraph of kprefix(1); the results; and the invocation with its exit
 * status and notifications.
 *
 * kprefix check writes one result per cause (src/report/causes.c), within
 * what GitHub code scanning accepts (docs.github.com, "SARIF support for code
 * scanning"): at most 25,000 results a run, 1,000 locations a result, 10 MB
 * gzipped. The cause's first function by path is the location, the others
 * related locations, as many as the limit and a run-wide budget allow; the
 * message says how many more there are. Code scanning reads only
 * partialFingerprints.primaryLocationLineHash (with the rule and the
 * location's path) to track an alert across runs: it is the cause's
 * fingerprint, stable across rebuilds. Every finding's own fingerprint is in
 * the result's properties, so that the log can be a baseline.
 *
 * Relative URIs are relative to SRCROOT (originalUriBaseIds: --source-root,
 * else the directory kprefix ran in). Every location has a region: the
 * source line, or in the image the word at the address as a byte range of
 * the ELF file (decompressed, for a .ko.xz), or the ELF header when no
 * address locates the finding. Addresses above INT64_MAX (a kernel's) are no
 * SARIF integer: the address object then names them only, and the result's
 * properties carry the address as hex text.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/checks.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define FINGERPRINT_KEY "kprefixFingerprint/v1"
#define CAUSE_KEY "kprefixCause/v1"
#define SRCROOT "SRCROOT"

/*
 * GitHub code scanning rejects a run with more results, and a log over
 * 10 MB gzipped. What a log costs gzipped, measured on Debian's arm64 tree
 * (1,801 results, 199,940 related locations, 279,211 fingerprints: 7.3 MB):
 * about 132 bytes a result (its message, first location, fingerprints),
 * 20 a related location, 12 a finding's fingerprint. Within a budget below
 * 10 MB the results come first, then every finding's fingerprint (the log as
 * a whole baseline) if they take at most half of what is left, then as many
 * related locations as are left, the same number for every result so that
 * small causes keep all of theirs; when the fingerprints do not fit, a result
 * lists those of its locations only and a notification says so.
 */
#define COST_RESULT 140
#define COST_LOCATION 20
#define COST_FINGERPRINT 12

static struct kp_sarif_limits limits = {
	.results = 25000,
	.bytes = 8500000,
};

void kp_sarif_set_limits(const struct kp_sarif_limits *l)
{
	limits = *l;
}

/* ELF64's header: where a finding that no address locates points. */
#define ELF64_HEADER 64

/* "hash-offset" -> "HashOffset": SARIF's readable rule name. */
static void rule_name(const char *id, char *buf, size_t len)
{
	size_t n = 0;
	bool upper = true;

	for (; *id && n + 1 < len; id++) {
		if (*id == '-') {
			upper = true;
			continue;
		}
		buf[n++] = upper ? (char)toupper((unsigned char)*id) : *id;
		upper = false;
	}
	buf[n] = '\0';
}

static const char *level_name(enum kp_severity severity)
{
	return kp_severity_name(severity);
}

static void message(struct kp_json *j, const char *key, const char *text)
{
	json_begin_object(j, key);
	json_string(j, "text", text);
	json_end_object(j);
}

static void rules(struct kp_json *j)
{
	json_begin_array(j, "rules");
	for (size_t i = 0; i < KP_NR_CHECKS; i++) {
		const struct kp_check_info *check = &kp_checks[i];
		const char *help = kp_check_help(check->name);
		char name[64], summary[256];

		rule_name(check->name, name, sizeof(name));
		/* SARIF wants a name other than the id, or none. */
		bool named = strchr(check->name, '-') != NULL;
		snprintf(summary, sizeof(summary), "%s.", check->summary);
		summary[0] = (char)toupper((unsigned char)summary[0]);
		json_begin_object(j, NULL);
		json_string(j, "id", check->name);
		if (named)
			json_string(j, "name", name);
		message(j, "shortDescription", summary);
		/* GitHub takes at most 1,024 characters here: the paragraph's first ones, cut at a
		 * word; help keeps the whole paragraph. */
		char full[1025];

		snprintf(full, sizeof(full), "%s", help ? help : summary);
		if (help && strlen(help) > 1024) {
			char *cut = full + 1024 - 4;

			while (cut > full && *cut != ' ')
				cut--;
			strcpy(cut, " ...");
		}
		message(j, "fullDescription", full);
		message(j, "help", help ? help : summary);
		json_begin_object(j, "defaultConfiguration");
		json_string(j, "level", level_name(check->severity));
		json_end_object(j);
		json_begin_object(j, "properties");
		json_string(j, "manSection", check->man_section);
		json_begin_array(j, "tags");
		json_string(j, NULL, check->man_section);
		json_end_array(j);
		json_end_object(j);
		json_end_object(j);
	}
	json_end_array(j);
}

static void uri_text(struct kp_json *j, const char *key, const char *path, const char *prefix,
		     const char *suffix);

/* The log, its run and its tool, SRCROOT, and the results opened. */
static void open_log(struct kp_json *j, const char *source_root)
{
	json_begin_object(j, NULL);
	json_string(j, "$schema", SARIF_SCHEMA);
	json_string(j, "version", "2.1.0");
	json_begin_array(j, "runs");
	json_begin_object(j, NULL);
	json_begin_object(j, "tool");
	json_begin_object(j, "driver");
	json_string(j, "name", "kprefix");
	json_string(j, "version", KPREFIX_VERSION);
	json_string(j, "semanticVersion", KPREFIX_VERSION);
	json_string(j, "informationUri", KPREFIX_INFORMATION_URI);
	rules(j);
	json_end_object(j);
	json_end_object(j);
	json_begin_object(j, "originalUriBaseIds");
	json_begin_object(j, SRCROOT);
	if (source_root)
		uri_text(j, "uri", source_root, "file://", source_root[strlen(source_root) - 1] == '/' ? "" : "/");
	message(j, "description", source_root ?
		"The source tree (--source-root): source paths from debug data are relative to it, and images under it are named relative to it." :
		"The directory kprefix ran in, and the build directory that source paths from debug data are relative to (kprefix check --source-root names it).");
	json_end_object(j);
	json_end_object(j);
	json_begin_array(j, "results");
}

/* prefix, path as a URI reference (unreserved bytes and '/' as they are, others %XX), suffix. */
static void uri_text(struct kp_json *j, const char *key, const char *path, const char *prefix,
		     const char *suffix)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t len = strlen(path);
	char *buf = xmalloc(3 * len + strlen(prefix) + strlen(suffix) + 1), *p = buf;

	p += sprintf(p, "%s", prefix);
	for (const unsigned char *s = (const unsigned char *)path; *s; s++) {
		if (isalnum(*s) || strchr("-._~/", *s)) {
			*p++ = (char)*s;
		} else {
			*p++ = '%';
			*p++ = hex[*s >> 4];
			*p++ = hex[*s & 15];
		}
	}
	strcpy(p, suffix);
	json_string(j, key, buf);
	free(buf);
}

/* An artifactLocation: an absolute path as a file: URI, a relative one relative to SRCROOT. */
static void uri(struct kp_json *j, const char *key, const char *path)
{
	json_begin_object(j, key);
	uri_text(j, "uri", path, *path == '/' ? "file://" : "", "");
	if (*path != '/')
		json_string(j, "uriBaseId", SRCROOT);
	json_end_object(j);
}

static void close_log(struct kp_json *j, int exit_status, const struct kp_notification *notes,
		      size_t nnotes, bool with_details, const char (*details)[KP_FINGERPRINT_LEN + 1],
		      size_t ndetails)
{
	const struct kp_invocation *inv = kp_get_invocation();

	json_end_array(j);
	json_begin_array(j, "invocations");
	json_begin_object(j, NULL);
	json_begin_array(j, "arguments");
	for (int i = 0; i < inv->argc; i++)
		json_string(j, NULL, inv->argv[i]);
	json_end_array(j);
	json_int(j, "exitCode", exit_status);
	/* Findings are a successful run; an input that could not be read is not. */
	json_bool(j, "executionSuccessful", !(exit_status & 2));
	json_begin_array(j, "toolExecutionNotifications");
	for (size_t i = 0; i < nnotes; i++) {
		json_begin_object(j, NULL);
		json_string(j, "level", level_name(notes[i].level));
		message(j, "message", notes[i].message);
		if (notes[i].file) {
			json_begin_array(j, "locations");
			json_begin_object(j, NULL);
			json_begin_object(j, "physicalLocation");
			uri(j, "artifactLocation", notes[i].file);
			if (notes[i].line) {
				json_begin_object(j, "region");
				json_uint(j, "startLine", notes[i].line);
				json_end_object(j);
			}
			json_end_object(j);
			json_end_object(j);
			json_end_array(j);
		}
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);
	json_end_array(j);
	if (with_details) {
		/* Fingerprints of findings no result holds, so that the log is a whole baseline. */
		json_begin_object(j, "properties");
		json_begin_array(j, "fingerprints");
		for (size_t i = 0; i < ndetails; i++)
			json_string(j, NULL, details[i]);
		json_end_array(j);
		json_end_object(j);
	}
	json_end_object(j);
	json_end_array(j);
	json_end_object(j);
}

/* Where an item is in its artifact: the source line, the word at its address, or the ELF header. */
static void region(struct kp_json *j, const struct kp_cause_item *it)
{
	json_begin_object(j, "region");
	if (it->source_file) {
		json_uint(j, "startLine", it->source_line ? it->source_line : 1);
	} else if (it->has_offset) {
		json_uint(j, "byteOffset", it->file_offset);
		json_uint(j, "byteLength", 4);
	} else {
		json_uint(j, "byteOffset", 0);
		json_uint(j, "byteLength", ELF64_HEADER);
	}
	json_end_object(j);
}

/*
 * One function of a cause: the primary location in full, a related one in
 * brief. Its id (its index in the result) keeps two copies of a header's
 * static function apart, which have one name, file and line (SARIF wants
 * related locations unique).
 */
static void cause_location(struct kp_json *j, const struct kp_cause_item *it, bool primary, size_t id)
{
	char location[512];

	kp_cause_item_location(it, location, sizeof(location));
	json_begin_object(j, NULL);
	json_uint(j, "id", id);
	json_begin_object(j, "physicalLocation");
	uri(j, "artifactLocation", kp_cause_item_path(it));
	region(j, it);
	if (primary && (it->address || it->in_image)) {
		json_begin_object(j, "address");
		if (it->address && it->address <= INT64_MAX)
			json_uint(j, "absoluteAddress", it->address);
		json_string(j, "kind", it->in_image && !it->func_offset ? "function" : "instruction");
		if (it->in_image)
			json_string(j, "name", it->function);
		json_string(j, "fullyQualifiedName", location);
		json_end_object(j);
	}
	json_end_object(j);
	json_begin_array(j, "logicalLocations");
	if (it->function) {
		size_t len = strlen(it->module) + strlen(it->function) + 2;
		char *fqn = xmalloc(len);

		snprintf(fqn, len, "%s!%s", it->module, it->function);
		json_begin_object(j, NULL);
		json_string(j, "name", it->function);
		json_string(j, "fullyQualifiedName", fqn);
		json_string(j, "kind", "function");
		json_end_object(j);
		free(fqn);
	}
	if (primary || !it->function) {
		json_begin_object(j, NULL);
		json_string(j, "name", it->module);
		json_string(j, "kind", "module");
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);
}

static void put_plain(FILE *out, const char *s)
{
	fputs(s, out);
}

/* "MESSAGE. vmlinux: 408 functions in DIR (40 objects) (a, ..., and 402 more). ..." */
static char *result_text(const struct kp_cause *cause, size_t listed)
{
	char *text = NULL;
	size_t len = 0;
	FILE *buf = open_memstream(&text, &len);

	if (!buf)
		return xstrdup(cause->message);
	fputs(cause->message, buf);
	if (cause->count > 1) {
		fputs(". ", buf);
		kp_cause_head(buf, cause, put_plain);
		fputc('.', buf);
		if (listed < cause->count)
			fprintf(buf, " The first %zu are this result's locations, and %zu more function%s not listed (the JSON report has every one).",
				listed, cause->count - listed, cause->count - listed == 1 ? " is" : "s are");
	}
	if (fclose(buf))
		return xstrdup(cause->message);
	return text;
}

static void cause_result(struct kp_json *j, const struct kp_cause *cause, size_t cap, bool whole)
{
	const struct kp_cause_item *first = &cause->items[0];
	size_t listed = cause->count < cap ? cause->count : cap;
	char location[512];
	char *text = result_text(cause, listed);

	json_begin_object(j, NULL);
	json_string(j, "ruleId", kp_check_name(cause->check));
	json_uint(j, "ruleIndex", cause->check);
	json_string(j, "level", level_name(cause->severity));
	message(j, "message", text);
	free(text);
	json_begin_array(j, "locations");
	cause_location(j, first, true, 0);
	json_end_array(j);
	if (listed > 1) {
		json_begin_array(j, "relatedLocations");
		for (size_t i = 1; i < listed; i++)
			cause_location(j, &cause->items[i], false, i);
		json_end_array(j);
	}
	json_begin_object(j, "partialFingerprints");
	json_string(j, "primaryLocationLineHash", cause->fingerprint);
	json_string(j, CAUSE_KEY, cause->fingerprint);
	json_end_object(j);
	if (cause->baseline_state)
		json_string(j, "baselineState", cause->baseline_state);
	json_begin_object(j, "properties");
	kp_cause_item_location(first, location, sizeof(location));
	if (*location)
		json_string(j, "location", location);
	if (first->address)
		json_hex(j, "address", first->address);
	json_uint(j, "functions", cause->count);
	json_uint(j, "listed", listed);
	json_uint(j, "images", cause->images);
	if (*cause->dir) {
		json_string(j, "directory", cause->dir);
		json_uint(j, "objects", cause->objects);
	}
	/* Every finding's own fingerprint (or its locations' only): what a baseline reads. */
	json_begin_array(j, "fingerprints");
	for (size_t i = 0; i < (whole ? cause->count : listed); i++)
		json_string(j, NULL, cause->items[i].fingerprint);
	json_end_array(j);
	json_end_object(j);
	json_end_object(j);
}

/*
 * The baseline's findings this run lacks: one result each, baselineState
 * "absent", so that code scanning closes them; no fingerprints in their
 * properties, so that a baseline read from this log does not know them.
 */
static void absent_results(struct kp_json *j, const struct kp_causes *causes)
{
	const struct kp_cause_item *gone;
	size_t n = kp_causes_absent(causes, &gone);

	for (size_t i = 0; i < n; i++) {
		json_begin_object(j, NULL);
		json_string(j, "ruleId", kp_check_name(gone[i].check));
		json_uint(j, "ruleIndex", gone[i].check);
		json_string(j, "level", level_name(gone[i].severity));
		message(j, "message", gone[i].message);
		json_begin_array(j, "locations");
		cause_location(j, &gone[i], true, 0);
		json_end_array(j);
		json_begin_object(j, "partialFingerprints");
		json_string(j, "primaryLocationLineHash", gone[i].fingerprint);
		json_string(j, FINGERPRINT_KEY, gone[i].fingerprint);
		json_end_object(j);
		json_string(j, "baselineState", "absent");
		json_end_object(j);
	}
}

/* The most locations a result lists: 1,000, or less, the same for all, to stay within budget locations. */
static size_t location_cap(const struct kp_cause *causes, size_t n, size_t budget)
{
	size_t lo = 1, hi = KP_CAUSE_LOCATIONS;

	while (lo < hi) {
		size_t mid = (lo + hi + 1) / 2, total = 0;

		for (size_t i = 0; i < n && total <= budget; i++)
			total += causes[i].count < mid ? causes[i].count : mid;
		if (total <= budget)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

void kp_sarif_write(FILE *out, struct kp_causes *causes, int exit_status,
		    const struct kp_notification *notes, size_t nnotes)
{
	const struct kp_cause *cs;
	size_t n = kp_causes_fold(causes, &cs), kept = n < limits.results ? n : limits.results;
	struct kp_notification *all = xcalloc(nnotes + 2, sizeof(*all));
	char left_out[256], partial[320];
	size_t cap, nall = 0, total = 0, listed = 0, nleft = 0;
	const char (*details)[KP_FINGERPRINT_LEN + 1];
	size_t ndetails = kp_causes_details(causes, &details);
	struct kp_json j;

	for (size_t i = 0; i < n; i++)
		total += cs[i].count;
	total += ndetails;
	/* The budget: results first; every fingerprint if they take at most half the rest; locations. */
	size_t spent = COST_RESULT * kept, avail = limits.bytes > spent ? limits.bytes - spent : 0;
	bool whole = COST_FINGERPRINT * total <= avail / 2;
	size_t locations = whole ? (avail - COST_FINGERPRINT * total) / COST_LOCATION :
				   avail / (COST_LOCATION + COST_FINGERPRINT);

	/* The primary locations are paid with their results. */
	cap = location_cap(cs, kept, locations + kept);
	for (size_t i = 0; i < n; i++) {
		if (i < kept)
			listed += cs[i].count < cap ? cs[i].count : cap;
		else
			nleft += cs[i].count;
	}

	json_init(&j, out);
	open_log(&j, kp_causes_source_root(causes));
	for (size_t i = 0; i < kept; i++)
		cause_result(&j, &cs[i], cap, whole);
	absent_results(&j, causes);
	for (size_t i = 0; i < nnotes; i++) {
		all[nall] = notes[i];
		if (notes[i].file)
			all[nall].file = kp_causes_path(causes, notes[i].file);
		nall++;
	}
	if (kept < n) {
		snprintf(left_out, sizeof(left_out),
			 "%zu more results (%zu findings) are left out: GitHub code scanning takes at most %zu results a run (the JSON report has every finding)",
			 n - kept, nleft, limits.results);
		all[nall++] = (struct kp_notification){ .level = KP_WARNING, .message = left_out };
	}
	if (!whole) {
		snprintf(partial, sizeof(partial),
			 "this log holds the fingerprints of the %zu findings it locates, of %zu: all would take it past GitHub's 10 MB; as a baseline it knows those only (the JSON report knows every one)",
			 listed, total);
		all[nall++] = (struct kp_notification){ .level = KP_NOTE, .message = partial };
	}
	/* The run lists the fingerprints no result holds: details, and the results left out. */
	char (*left)[KP_FINGERPRINT_LEN + 1] = xcalloc(whole ? ndetails + nleft + 1 : 1, sizeof(*left));
	size_t k = 0;

	if (whole) {
		if (ndetails)
			memcpy(left, details, ndetails * sizeof(*left));
		k = ndetails;
		for (size_t i = kept; i < n; i++)
			for (size_t m = 0; m < cs[i].count; m++)
				memcpy(left[k++], cs[i].items[m].fingerprint, sizeof(*left));
	}
	close_log(&j, exit_status, all, nall, true, (const char (*)[KP_FINGERPRINT_LEN + 1])left, k);
	free(left);
	for (size_t i = 0; i < nnotes; i++)
		free((char *)all[i].file);
	free(all);
}
