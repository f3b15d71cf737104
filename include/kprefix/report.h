/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_REPORT_H
#define KPREFIX_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "kprefix/findings.h"
#include "kprefix/funcs.h"
#include "kprefix/layout.h"

#define KP_JSON_SCHEMA "kprefix-check"
#define KP_JSON_SCHEMA_VERSION 1

/* Traced versus untraced: the table printed after the findings. */
struct kp_summary {
	size_t functions;
	size_t traced, traced_hashed, traced_prefixed;
	size_t untraced, untraced_hashed, untraced_prefixed;
	size_t traced_layout_unrecorded;
	size_t bti;
};

void kp_summarise(const struct kp_analysis *an, const struct kp_layout *layout, struct kp_summary *sum);

struct kp_report_opts {
	bool quiet;
	bool verbose;
	bool findings_only; /* a module in a tree: its findings, no table */
};

void kp_report_text(FILE *out, const struct kp_image *image, const struct kp_analysis *an,
		    const struct kp_layout *layout, const struct kp_findings *findings,
		    const struct kp_report_opts *opts);

/* Minimal JSON writer (one for every JSON kprefix prints). */
struct kp_json {
	FILE *out;
	int depth;
	bool need_comma[32];
};

void json_begin_object(struct kp_json *j, const char *key);
void json_end_object(struct kp_json *j);
void json_begin_array(struct kp_json *j, const char *key);
void json_end_array(struct kp_json *j);
void json_string(struct kp_json *j, const char *key, const char *value);
void json_int(struct kp_json *j, const char *key, long long value);
void json_uint(struct kp_json *j, const char *key, unsigned long long value);
void json_bool(struct kp_json *j, const char *key, bool value);
void json_null(struct kp_json *j, const char *key);
void json_hex(struct kp_json *j, const char *key, unsigned long long value);
void json_raw(struct kp_json *j, const char *key, const char *raw);

/* The fields of one image's report, into an object the caller opened. */
void kp_json_report_fields(struct kp_json *j, const struct kp_image *image,
			   const struct kp_analysis *an, const struct kp_layout *layout,
			   const struct kp_findings *findings);

#endif
