// SPDX-License-Identifier: GPL-2.0-only
/*
 * SARIF 2.1.0 (OASIS), written through the one JSON writer. One run: the
 * tool with a rule per check id of the registry, whose help is the check's
 * paragraph of kprefix(1); one result per finding with its rule, level,
 * message, a logical location (the function and its module) and a physical
 * one (the source file and line when known, else the image as artifact with
 * the address), the finding's fingerprint as partialFingerprints; and the
 * invocation with its exit status. Addresses above INT64_MAX (a kernel's)
 * are no SARIF integer: the address object then names them only, and the
 * result's properties carry every address as hex text.
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
		message(j, "fullDescription", help ? help : summary);
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

void kp_sarif_begin(struct kp_json *j)
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
	rules(j);
	json_end_object(j);
	json_end_object(j);
	json_begin_array(j, "results");
}

/*
 * A path as a URI reference: unreserved bytes and '/' as they are, every
 * other byte %XX; an absolute path as a file: URI.
 */
static void uri(struct kp_json *j, const char *key, const char *path)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t len = strlen(path);
	char *buf = xmalloc(3 * len + 8), *p = buf;

	if (*path == '/')
		p += sprintf(p, "file://");
	for (const unsigned char *s = (const unsigned char *)path; *s; s++) {
		if (isalnum(*s) || strchr("-._~/", *s)) {
			*p++ = (char)*s;
		} else {
			*p++ = '%';
			*p++ = hex[*s >> 4];
			*p++ = hex[*s & 15];
		}
	}
	*p = '\0';
	json_begin_object(j, key);
	json_string(j, "uri", buf);
	json_end_object(j);
	free(buf);
}

static void physical_location(struct kp_json *j, const struct kp_finding *f,
			      const struct kp_finding_place *place, const char *location)
{
	json_begin_object(j, "physicalLocation");
	if (f->source_file) {
		uri(j, "artifactLocation", f->source_file);
		json_begin_object(j, "region");
		json_uint(j, "startLine", f->source_line ? f->source_line : 1);
		json_end_object(j);
	} else {
		uri(j, "artifactLocation", place->artifact);
	}
	if (f->address || f->function) {
		json_begin_object(j, "address");
		if (f->address && f->address <= INT64_MAX)
			json_uint(j, "absoluteAddress", f->address);
		json_string(j, "kind", f->function && !f->func_offset ? "function" : "instruction");
		if (f->function)
			json_string(j, "name", f->function);
		json_string(j, "fullyQualifiedName", location);
		json_end_object(j);
	}
	json_end_object(j);
}

static void logical_locations(struct kp_json *j, const struct kp_finding *f,
			      const struct kp_finding_place *place)
{
	const char *function = f->function ? f->function : f->about;

	json_begin_array(j, "logicalLocations");
	if (function) {
		size_t len = strlen(place->module) + strlen(function) + 2;
		char *fqn = xmalloc(len);

		snprintf(fqn, len, "%s!%s", place->module, function);
		json_begin_object(j, NULL);
		json_string(j, "name", function);
		json_string(j, "fullyQualifiedName", fqn);
		json_string(j, "kind", "function");
		json_end_object(j);
		free(fqn);
	}
	json_begin_object(j, NULL);
	json_string(j, "name", place->module);
	json_string(j, "kind", "module");
	json_end_object(j);
	json_end_array(j);
}

void kp_sarif_result(struct kp_json *j, const struct kp_finding *f, const struct kp_finding_place *place)
{
	char location[512];

	kp_finding_location(f, location, sizeof(location));
	json_begin_object(j, NULL);
	json_string(j, "ruleId", kp_check_name(f->check));
	json_uint(j, "ruleIndex", f->check);
	json_string(j, "level", level_name(f->severity));
	message(j, "message", f->message);
	json_begin_array(j, "locations");
	json_begin_object(j, NULL);
	physical_location(j, f, place, location);
	logical_locations(j, f, place);
	json_end_object(j);
	json_end_array(j);
	json_begin_object(j, "partialFingerprints");
	json_string(j, FINGERPRINT_KEY, f->fingerprint);
	json_end_object(j);
	if (place->baseline_state)
		json_string(j, "baselineState", place->baseline_state);
	json_begin_object(j, "properties");
	if (*location)
		json_string(j, "location", location);
	if (f->address)
		json_hex(j, "address", f->address);
	json_bool(j, "folded", f->folded);
	json_end_object(j);
	json_end_object(j);
}

void kp_sarif_end(struct kp_json *j, int exit_status, const struct kp_notification *notes, size_t nnotes)
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
	json_end_object(j);
	json_end_array(j);
	json_end_object(j);
}
