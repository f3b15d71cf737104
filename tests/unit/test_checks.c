// SPDX-License-Identifier: GPL-2.0-only
/* Each check on the fixture that holds its defect, and on one that does not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"

static void test_clean_images(void **state)
{
	static const char *const clean[] = {
		"kcfi-m0", "kcfi-m0-bti", "callops-m2-clang", "callops-m2-gcc", "callops-m2-bti",
		"callops-m2-exec", "callops-m2-relr", "rfc-m3-good", "rfc-m3-good-relr",
	};

	(void)state;
	for (size_t i = 0; i < sizeof(clean) / sizeof(clean[0]); i++) {
		struct checked c;

		check_fixture(&c, clean[i]);
		if (c.findings.count)
			fail_msg("%s: %zu findings, first: %s [%s]", clean[i], c.findings.count,
				 c.findings.items[0].message, c.findings.items[0].check);
		checked_free(&c);
	}
}

static void test_hash_offset(void **state)
{
	static const char *const defective[] = {
		"ut_mul", "ut_call", "ut_entry", "ut_static_cb", "nt_fn", "asm_typed_fn",
	};
	struct checked c;

	(void)state;
	check_fixture(&c, "rfc-m3-bad");
	assert_int_equal(kp_prefix_nops(&c.layout), 3);
	assert_true(kp_cfi(&c.layout));
	assert_int_equal(kp_findings_count_check(&c.findings, "hash-offset"), 6);
	assert_int_equal(c.findings.count, 6);
	for (size_t i = 0; i < 6; i++) {
		const struct kp_finding *f = finding_for(&c, "hash-offset", defective[i]);

		assert_non_null(f);
		assert_int_equal(f->severity, KP_ERROR);
		assert_int_equal(facts_of(&c, defective[i])->hash_offset, -4);
		assert_false(facts_of(&c, defective[i])->traced);
	}
	/* A traced function keeps its hash at -16. */
	assert_int_equal(facts_of(&c, "tr_call")->hash_offset, -16);
	checked_free(&c);

	/* The good build: untraced functions have the prefix too. */
	check_fixture(&c, "rfc-m3-good");
	assert_int_equal(facts_of(&c, "ut_mul")->hash_offset, -16);
	assert_false(facts_of(&c, "ut_mul")->traced);
	checked_free(&c);
}

static void test_ops_slot(void **state)
{
	struct checked c;

	(void)state;
	/* kCFI with M=2: the reason M is 3 under kCFI. */
	check_fixture(&c, "ops-slot-m2-kcfi");
	assert_int_equal(kp_findings_count_check(&c.findings, "ops-slot"), 5);
	assert_int_equal(c.findings.count, 5);
	assert_non_null(finding_for(&c, "ops-slot", "tr_call"));
	assert_non_null(strstr(finding_for(&c, "ops-slot", "tr_call")->message, "over the kCFI hash"));
	checked_free(&c);
}

static void test_record_defects(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "record-defects");
	assert_int_equal(c.findings.count, 4);
	assert_non_null(finding_for(&c, "record-target", "rd_mid_body"));
	assert_int_equal(finding_for(&c, "record-target", "rd_mid_body")->func_offset, 0xc);
	assert_non_null(finding_for(&c, "entry-nops", "rd_no_entry"));
	assert_non_null(finding_for(&c, "prefix-nops", "rd_one_prefix"));
	assert_non_null(finding_for(&c, "record-orphan", "rd_norm5"));
	assert_int_equal(finding_for(&c, "record-orphan", "rd_norm5")->severity, KP_WARNING);
	/* One line per function: prefix-nops, not ops-slot as well. */
	assert_null(finding_for(&c, "ops-slot", "rd_one_prefix"));
	checked_free(&c);
}

static void test_records_zeroed(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "rfc-m3-zeroed");
	assert_int_equal(c.findings.count, 1);
	assert_int_equal(kp_findings_count_check(&c.findings, "records-zeroed"), 1);
	assert_non_null(strstr(c.findings.items[0].message, "6 of 6 ftrace records are zero"));
	checked_free(&c);

	/* One zero record of a replaced weak function is normal. */
	check_fixture(&c, "weak-dropped-sorted");
	assert_int_equal(c.an->nzero, 1);
	assert_int_equal(c.findings.count, 0);
	checked_free(&c);
}

static void test_option_overrides_image(void **state)
{
	struct kp_layout_options opts = { .prefix_nops = 3, .cfi = -1, .bti = -1, .func_align = -1 };
	struct kp_findings findings = { 0 };
	struct kp_image *image = open_fixture("callops-m2-clang");
	struct kp_analysis *an = kp_analyse(image);
	struct kp_layout layout;

	(void)state;
	kp_detect_layout(an, NULL, KP_SRC_NONE, &opts, &layout);
	assert_int_equal(kp_prefix_nops(&layout), 3);
	assert_int_equal(layout.field[KP_PREFIX_NOPS].source, KP_SRC_OPTION);
	assert_int_equal(layout.image[KP_PREFIX_NOPS].value, 2);

	struct kp_check_ctx ctx = { .image = image, .an = an, .layout = &layout, .findings = &findings };

	kp_run_checks(&ctx);
	assert_int_equal(kp_findings_count_check(&findings, "config-mismatch"), 1);
	assert_int_equal(kp_findings_count_check(&findings, "prefix-nops"), 6);
	kp_findings_free(&findings);
	kp_analysis_free(an);
	kp_image_close(image);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_clean_images),
		cmocka_unit_test(test_hash_offset),
		cmocka_unit_test(test_ops_slot),
		cmocka_unit_test(test_record_defects),
		cmocka_unit_test(test_records_zeroed),
		cmocka_unit_test(test_option_overrides_image),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
