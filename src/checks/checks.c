// SPDX-License-Identifier: GPL-2.0-only
#include <string.h>

#include "kprefix/checks.h"
#include "kprefix/util.h"

const struct kp_check kp_checks[] = {
	{ "module-layout", "a module was built for another layout than its vmlinux", check_module_layout },
	{ "type-offset", "kCFI call sites of a type reach functions of that type with the hash elsewhere", check_type_offset },
	{ "island", "code built apart under a symbol prefix, and whether it agrees with itself", check_island },
	{ "records-zeroed", "the record table was zeroed wholesale at build time", check_records_zeroed },
	{ "prefix-nops", "a traced function has another number of prefix NOPs than the layout", check_prefix_nops },
	{ "hash-offset", "a kCFI hash is not where callers load it", check_hash_offset },
	{ "ops-slot", "the ops pointer slot is not inside the prefix NOPs", check_ops_slot },
	{ "entry-nops", "a traced function lacks the entry NOPs", check_entry_nops },
	{ "record-target", "a record does not point at a function's patch site", check_record_target },
	{ "record-orphan", "a record in kernel text that no function owns", check_record_orphan },
	{ "callsite-offset", "a function's kCFI call sites load the hash from another offset", check_callsite_offset },
	{ "hash-mismatch", "a hash word differs from its __kcfi_typeid_ symbol", check_hash_mismatch },
	{ "hash-missing", "a function whose address is stored in data carries no hash", check_hash_missing },
	{ "config-mismatch", "the config or options disagree with the image", check_config_mismatch },
};

const size_t kp_nchecks = ARRAY_SIZE(kp_checks);

size_t kp_fold_excess(struct kp_findings *findings, size_t first, const char *check)
{
	size_t unfolded = 0;

	for (size_t i = first; i < findings->count; i++)
		unfolded += !strcmp(findings->items[i].check, check) && !findings->items[i].folded;
	if (unfolded <= KP_LIST_MAX)
		return 0;
	for (size_t i = first; i < findings->count; i++)
		if (!strcmp(findings->items[i].check, check))
			findings->items[i].folded = true;
	return unfolded;
}

int kp_expected_offset(const struct kp_check_ctx *ctx, int island)
{
	if (island >= 0)
		return ctx->an->islands[island].hash_offset;
	return kp_hash_offset(ctx->layout);
}

void kp_run_checks(struct kp_check_ctx *ctx)
{
	for (size_t i = 0; i < kp_nchecks; i++)
		kp_checks[i].run(ctx);
	kp_findings_sort(ctx->findings);
}

int kp_check_image(const struct kp_image *image, const struct kp_kconfig *config,
		   enum kp_source config_source, const struct kp_options *opts,
		   struct kp_result *result, char *err, size_t errlen)
{
	const struct kp_layout_options *lopts = opts ? &opts->layout : NULL;
	struct kp_analysis *an = kp_analyse(image);

	memset(result, 0, sizeof(*result));
	if (kp_find_address_taken(an, err, errlen)) {
		kp_analysis_free(an);
		return -1;
	}
	kp_assign_islands(an, opts && opts->islands ? opts->islands : KP_DEFAULT_ISLANDS);
	/* M and kCFI first, then the hashes (they need M), then the layout again
	 * for the alignment, which is measured from the hashes. */
	kp_detect_layout(an, config, config_source, lopts, &result->layout);
	kp_find_hashes(an, (int)kp_prefix_nops(&result->layout), kp_cfi(&result->layout));
	kp_detect_layout(an, config, config_source, lopts, &result->layout);
	/* What a module cannot tell (no records, no indirect call), its vmlinux can. */
	if (opts && opts->vmlinux_layout) {
		for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++) {
			if (result->layout.field[f].source != KP_SRC_DEFAULT)
				continue;
			result->layout.field[f] = opts->vmlinux_layout->field[f];
			result->layout.field[f].source = KP_SRC_VMLINUX;
		}
		kp_find_hashes(an, (int)kp_prefix_nops(&result->layout), kp_cfi(&result->layout));
	}
	kp_measure_islands(an);
	if (kp_cfi(&result->layout))
		kp_match_types(an);
	result->an = an;

	struct kp_check_ctx ctx = {
		.image = image,
		.an = an,
		.layout = &result->layout,
		.config = config && config->present ? config : NULL,
		.config_source = config_source,
		.findings = &result->findings,
		.vmlinux_layout = opts ? opts->vmlinux_layout : NULL,
		.vmlinux_name = opts ? opts->vmlinux_name : NULL,
		.vmlinux_hashes = opts ? opts->vmlinux_hashes : NULL,
	};
	kp_run_checks(&ctx);
	return 0;
}

void kp_result_free(struct kp_result *result)
{
	kp_findings_free(&result->findings);
	kp_analysis_free(result->an);
	result->an = NULL;
}
