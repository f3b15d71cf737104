// SPDX-License-Identifier: GPL-2.0-only
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/common.h"
#include "kprefix/findings.h"
#include "kprefix/util.h"

const char *kp_severity_name(enum kp_severity severity)
{
	switch (severity) {
	case KP_ERROR: return "error";
	case KP_WARNING: return "warning";
	default: return "note";
	}
}

enum kp_severity kp_severity_parse(const char *name)
{
	if (name && !strcmp(name, "error"))
		return KP_ERROR;
	return name && !strcmp(name, "warning") ? KP_WARNING : KP_NOTE;
}

const struct kp_finding *kp_report(struct kp_findings *findings, const struct kp_finding_info *info,
				   const char *fmt, ...)
{
	struct kp_arena *arena = &findings->arena;
	struct kp_finding *f;
	char *text;
	va_list ap;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	text = kp_arena_alloc(arena, (size_t)(len > 0 ? len : 0) + 1);
	text[0] = '\0';
	va_start(ap, fmt);
	if (len > 0)
		vsnprintf(text, (size_t)len + 1, fmt, ap);
	va_end(ap);
	grow_array((void **)&findings->items, &findings->capacity, findings->count + 1,
		   sizeof(*findings->items));
	f = &findings->items[findings->count++];
	*f = (struct kp_finding){
		.check = info->check,
		.severity = info->severity,
		.function = info->function,
		/* Two's complement: a hostile address far from its function wraps, never traps. */
		.func_offset = info->function ? (int64_t)(info->address - info->func_addr) : 0,
		.address = info->address,
		.text = text,
		.folded = info->detail || (info->severity == KP_NOTE && !info->shown),
		.rank = info->leads ? 0 : 1,
		.island = info->island,
		.has_type = info->has_type,
		.type_hash = info->type_hash,
		.type_c = kp_arena_strdup(arena, info->type_c),
		.function_type_c = kp_arena_strdup(arena, info->function_type_c),
		.variant = info->variant,
		.type_class = info->type_class,
		.about = info->about,
	};
	findings->per_severity[info->severity]++;
	return f;
}

void kp_finding_set_text(struct kp_arena *arena, struct kp_finding *f, const char *text)
{
	f->text = kp_arena_strdup(arena, text);
	f->norigin_slots = 0;
}

const char *kp_finding_origin_of(const struct kp_findings *findings, const struct kp_finding *f,
				 uint64_t func_addr)
{
	for (unsigned k = 0; k < f->norigin_slots; k++)
		if (findings->origin_slots[f->origin_slot + k].func_addr == func_addr)
			return findings->origin_slots[f->origin_slot + k].origin;
	return NULL;
}

static int cmp_finding(const void *a, const void *b)
{
	const struct kp_finding *fa = a, *fb = b;
	int c;

	if (fa->rank != fb->rank)
		return fa->rank - fb->rank;
	if (fa->address != fb->address)
		return fa->address < fb->address ? -1 : 1;
	c = strcmp(kp_check_name(fa->check), kp_check_name(fb->check));
	return c ? c : strcmp(fa->text, fb->text);
}

void kp_findings_sort(struct kp_findings *findings)
{
	if (findings->count > 1)
		qsort(findings->items, findings->count, sizeof(*findings->items), cmp_finding);
}

size_t kp_findings_count_check(const struct kp_findings *findings, enum kp_check_id check)
{
	size_t n = 0;

	for (size_t i = 0; i < findings->count; i++)
		n += findings->items[i].check == check;
	return n;
}

int kp_findings_status(const struct kp_findings *findings, bool werror)
{
	const size_t *all = findings->per_severity, *known = findings->known_per_severity;
	size_t errors = all[KP_ERROR] > known[KP_ERROR] ? all[KP_ERROR] - known[KP_ERROR] : 0;
	size_t warnings = all[KP_WARNING] > known[KP_WARNING] ? all[KP_WARNING] - known[KP_WARNING] : 0;

	return kp_exit_status(errors, warnings, werror);
}

enum kp_baseline_state kp_finding_baseline(const struct kp_findings *findings, const struct kp_finding *f)
{
	size_t at = (size_t)(f - findings->items);

	return findings->baseline && at < findings->count ? findings->baseline[at] : KP_BASELINE_NONE;
}

const char *kp_findings_keep(struct kp_findings *findings, const char *s)
{
	return kp_arena_strdup(&findings->arena, s);
}

size_t kp_findings_filter(struct kp_findings *findings,
			  bool (*keep)(const struct kp_finding *f, void *ctx), void *ctx)
{
	size_t kept = 0, gone;

	for (size_t i = 0; i < findings->count; i++) {
		struct kp_finding *f = &findings->items[i];

		if (keep(f, ctx)) {
			if (findings->baseline)
				findings->baseline[kept] = findings->baseline[i];
			findings->items[kept++] = *f;
			continue;
		}
		findings->per_severity[f->severity]--;
		if (kp_finding_baseline(findings, f) == KP_BASELINE_KNOWN)
			findings->known_per_severity[f->severity]--;
	}
	gone = findings->count - kept;
	findings->count = kept;
	/*
	 * Details are folded because a type-offset finding sums them up. When a
	 * baseline or a suppression took every type-offset away and left the
	 * details, they are what is wrong now: shown, never an exit status 1
	 * with nothing printed.
	 */
	bool summed_up = false;

	for (size_t i = 0; i < findings->count; i++)
		summed_up |= !findings->items[i].folded && findings->items[i].check == KP_CHECK_TYPE_OFFSET;
	findings->details_shown |= gone && !summed_up;
	return gone;
}

bool kp_finding_folded(const struct kp_findings *findings, const struct kp_finding *f)
{
	return f->folded && !(findings->details_shown && f->severity != KP_NOTE);
}

void kp_findings_free(struct kp_findings *findings)
{
	kp_arena_free(&findings->arena);
	kp_strset_free(&findings->strings);
	free(findings->origin_slots);
	free(findings->attributions);
	kp_hashmap_free(&findings->attribution_index);
	free(findings->image_attribution);
	free(findings->baseline);
	free(findings->items);
	*findings = (struct kp_findings){ 0 };
}

char *kp_location(const char *function, int64_t func_offset, uint64_t address)
{
	/* The magnitude in unsigned arithmetic: INT64_MIN has no positive twin. */
	uint64_t distance = func_offset < 0 ? -(uint64_t)func_offset : (uint64_t)func_offset;
	/* "+0x" and 16 digits, or "0x" and 16 digits, and the NUL. */
	size_t len = (function ? strlen(function) : 0) + 24;
	char *buf = xmalloc(len);

	if (function)
		snprintf(buf, len, "%s%c0x%llx", function, func_offset < 0 ? '-' : '+',
			 (unsigned long long)distance);
	else if (address)
		snprintf(buf, len, "0x%llx", (unsigned long long)address);
	else
		buf[0] = '\0';
	return buf;
}

char *kp_finding_location(const struct kp_finding *f)
{
	return kp_location(f->function, f->func_offset, f->address);
}
