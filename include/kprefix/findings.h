/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_FINDINGS_H
#define KPREFIX_FINDINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum kp_severity { KP_NOTE, KP_WARNING, KP_ERROR };

const char *kp_severity_name(enum kp_severity severity);

/* Findings are data until a reporter formats them. */
struct kp_finding {
	const char *check;      /* stable id, e.g. "hash-offset" */
	enum kp_severity severity;
	const char *function;   /* NULL when no function is involved */
	int64_t func_offset;    /* address - function */
	uint64_t address;
	char *message;
	/* Shown by text only with --verbose: a note, or a detail another finding sums up. */
	bool folded;
	/* Findings sort by rank, then address: the type report leads. */
	int rank;
};

struct kp_findings {
	struct kp_finding *items;
	size_t count, capacity;
	size_t per_severity[3];
};

__attribute__((format(printf, 7, 8)))
struct kp_finding *kp_report(struct kp_findings *findings, const char *check, enum kp_severity severity,
	       const char *function, uint64_t func_addr, uint64_t address, const char *fmt, ...);
void kp_findings_sort(struct kp_findings *findings);
size_t kp_findings_count_check(const struct kp_findings *findings, const char *check);
void kp_findings_free(struct kp_findings *findings);

#endif
