// SPDX-License-Identifier: GPL-2.0-only
/* Running the checks, and what several of them share. */
#include <stdio.h>
#include <string.h>

#include "kprefix/checks.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

_Static_assert(KP_NR_CHECKS <= 64, "kp_check_set holds a bit per check");

const char *kp_origin_suffix(const struct kp_func_facts *ff, char *buf, size_t len)
{
	if (!ff || !ff->origin)
		return "";
	snprintf(buf, len, " (%s)", ff->origin);
	return buf;
}

void kp_run_checks(const struct kp_analysis *an, kp_check_set set, struct kp_findings *findings)
{
	struct kp_check_ctx ctx = { .an = an, .findings = findings };

	for (size_t i = 0; i < KP_NR_CHECKS; i++)
		if (set & (1ull << i))
			kp_checks[i].run(&ctx);
	kp_findings_sort(findings);
	kp_findings_fingerprint(an, findings);
}
