// SPDX-License-Identifier: GPL-2.0-only
/* Each check on the fixture that holds its defect, and on one that does not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

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
				 message_of(&c.findings, &c.findings.items[0]), kp_check_name(c.findings.items[0].check));
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
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_HASH_OFFSET), 6);
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_TYPE_OFFSET), 2);
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_CALLSITE_OFFSET), 1);
	assert_int_equal(c.findings.count, 9);
	for (size_t i = 0; i < 6; i++) {
		const struct kp_finding *f = finding_for(&c, KP_CHECK_HASH_OFFSET, defective[i]);

		assert_non_null(f);
		assert_int_equal(f->severity, KP_ERROR);
		assert_int_equal(facts_of(&c, defective[i])->hash_offset, -4);
		assert_false(facts_of(&c, defective[i])->traced);
	}
	/* The crash: tr_call's site loads int(int,int) at -16 and reaches four at -4;
	 * ut_call's loads it at -4 and reaches the two traced ones at -16. */
	const struct kp_finding *tr = finding_for(&c, KP_CHECK_TYPE_OFFSET, "tr_call");
	const struct kp_finding *ut = finding_for(&c, KP_CHECK_TYPE_OFFSET, "ut_call");

	assert_non_null(tr);
	assert_string_equal(message_of(&c.findings, tr), "type 0x56e5b5a5: 1 call site in 1 function loads at -16; "
			    "4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn");
	assert_non_null(ut);
	assert_string_equal(message_of(&c.findings, ut), "type 0x56e5b5a5: 1 call site in 1 function loads at -4; "
			    "2 functions of this type keep it at -16: tr_add, tr_static_cb");
	/* The type findings lead; per-function details they cover are folded. */
	assert_int_equal(c.findings.items[0].check, KP_CHECK_TYPE_OFFSET);
	assert_true(finding_for(&c, KP_CHECK_HASH_OFFSET, "ut_mul")->folded);
	assert_false(finding_for(&c, KP_CHECK_HASH_OFFSET, "ut_entry")->folded);
	assert_true(finding_for(&c, KP_CHECK_CALLSITE_OFFSET, "ut_call")->folded);
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
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_OPS_SLOT), 5);
	assert_int_equal(c.findings.count, 5);
	assert_non_null(finding_for(&c, KP_CHECK_OPS_SLOT, "tr_call"));
	assert_non_null(strstr(message_of(&c.findings, finding_for(&c, KP_CHECK_OPS_SLOT, "tr_call")), "over the kCFI hash"));
	checked_free(&c);
}

/*
 * The one defect decided per function (src/analysis/defects.c) is what the
 * checks report: a function has a prefix-nops, ops-slot or patch-site
 * finding of its own exactly when that is its defect, and one whose
 * defect is hash-offset's has a hash-offset finding and no prefix-nops one.
 */
static void test_defects(void **state)
{
	static const struct {
		const char *fixture;
		size_t count[KP_DEFECT_PATCH_SITE + 1];
	} cases[] = {
#ifdef KPREFIX_HAVE_UNICORN
		{ "ftrace-m3-mainline", { [KP_DEFECT_PATCH_SITE] = 6 } },
		{ "ftrace-m3-writer-bug", { [KP_DEFECT_OPS_SLOT] = 5 } },
		{ "hostile-adjust-far", { [KP_DEFECT_PATCH_SITE] = 6 } },
#else
		/* Built without the emulator: the formulas see none of the bugs only the image's
		 * ftrace code shows (tests/integration/cases/no-unicorn/). */
		{ "ftrace-m3-mainline", { 0 } },
		{ "ftrace-m3-writer-bug", { 0 } },
		{ "hostile-adjust-far", { 0 } },
#endif
		{ "ftrace-m5-bti-formula", { [KP_DEFECT_OPS_SLOT] = 3 } },
		{ "ops-slot-m2-kcfi", { [KP_DEFECT_OPS_SLOT] = 5 } },
		{ "record-defects", { [KP_DEFECT_PREFIX_NOPS] = 1 } },
		{ "rfc-m3-bad", { 0 } }, /* its hashes at -4 are untraced functions': no prefix defect */
		{ "rfc-m3-bti", { [KP_DEFECT_OPS_SLOT] = 1 } },
		{ "rfc-m3-good", { 0 } },
	};
	static const enum kp_check_id owner[] = {
		[KP_DEFECT_PREFIX_NOPS] = KP_CHECK_PREFIX_NOPS,
		[KP_DEFECT_OPS_SLOT] = KP_CHECK_OPS_SLOT,
		[KP_DEFECT_PATCH_SITE] = KP_CHECK_PATCH_SITE,
	};

	(void)state;
	for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
		struct checked c;
		size_t count[KP_DEFECT_PATCH_SITE + 1] = { 0 };

		check_fixture(&c, cases[k].fixture);
		for (size_t i = 0; i < c.image->nfuncs; i++) {
			const struct kp_func_facts *ff = &c.an->facts[i];
			const char *name = ff->func->name;

			count[ff->defect]++;
			assert_true(ff->ops_slot == (ff->traced && c.an->ops_slot));
			for (int d = KP_DEFECT_PREFIX_NOPS; d <= KP_DEFECT_PATCH_SITE; d++) {
				const struct kp_finding *f = finding_for(&c, owner[d], name);

				/* patch-site names a class's first function for its writer, whatever its defect. */
				if (d == KP_DEFECT_PATCH_SITE && f &&
				    strstr(message_of(&c.findings, f), "ftrace_init_nop() writes the ops pointer at"))
					f = NULL;
				assert_true((f != NULL) == ((int)ff->defect == d));
			}
			if (ff->defect == KP_DEFECT_HASH_OFFSET)
				assert_non_null(finding_for(&c, KP_CHECK_HASH_OFFSET, name));
		}
		for (int d = KP_DEFECT_HASH_OFFSET; d <= KP_DEFECT_PATCH_SITE; d++)
			assert_int_equal(count[d], cases[k].count[d]);
		checked_free(&c);
	}

	/* The M=2 kCFI image held to M=3: a traced function's hash at -12 is the crash, not its prefix. */
	struct kp_analysis_input opts;
	struct kp_image *image = open_fixture("ops-slot-m2-kcfi");
	struct kp_result result;
	size_t hash = 0, prefix = 0;
	char err[256];

	kp_analysis_input_init(&opts);
	opts.layout.prefix_nops = 3;
	assert_int_equal(kp_check_image(image, &opts, &result, err, sizeof(err)), 0);
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &result.an->facts[i];
		bool prefix_nops = false, hash_offset = false;

		for (size_t f = 0; f < result.findings.count; f++) {
			const struct kp_finding *fi = &result.findings.items[f];

			if (fi->function && !strcmp(fi->function, ff->func->name)) {
				prefix_nops |= fi->check == KP_CHECK_PREFIX_NOPS;
				hash_offset |= fi->check == KP_CHECK_HASH_OFFSET;
			}
		}
		assert_true(prefix_nops == (ff->defect == KP_DEFECT_PREFIX_NOPS));
		if (ff->defect == KP_DEFECT_HASH_OFFSET)
			assert_true(hash_offset);
		hash += ff->defect == KP_DEFECT_HASH_OFFSET;
		prefix += ff->defect == KP_DEFECT_PREFIX_NOPS;
	}
	assert_int_equal(hash, 5);
	assert_int_equal(prefix, 1);
	kp_result_free(&result);
	kp_image_close(image);
}

static void test_record_defects(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "record-defects");
	assert_int_equal(c.findings.count, 4);
	assert_non_null(finding_for(&c, KP_CHECK_RECORD_TARGET, "rd_mid_body"));
	assert_int_equal(finding_for(&c, KP_CHECK_RECORD_TARGET, "rd_mid_body")->func_offset, 0xc);
	assert_non_null(finding_for(&c, KP_CHECK_ENTRY_NOPS, "rd_no_entry"));
	assert_non_null(finding_for(&c, KP_CHECK_PREFIX_NOPS, "rd_one_prefix"));
	assert_non_null(finding_for(&c, KP_CHECK_RECORD_ORPHAN, "rd_norm5"));
	/* (c) the orphan still holds 2 prefix and 2 entry NOPs: ftrace patches dead code. */
	assert_int_equal(finding_for(&c, KP_CHECK_RECORD_ORPHAN, "rd_norm5")->severity, KP_NOTE);
	/* One line per function: prefix-nops, not ops-slot as well. */
	assert_null(finding_for(&c, KP_CHECK_OPS_SLOT, "rd_one_prefix"));
	checked_free(&c);
}

static void test_records_zeroed(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "rfc-m3-zeroed");
	assert_int_equal(c.findings.count, 1);
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_RECORDS_ZEROED), 1);
	assert_non_null(strstr(message_of(&c.findings, &c.findings.items[0]), "6 of 6 ftrace records are zero"));
	checked_free(&c);

	/* One zero record of a replaced weak function is normal. */
	check_fixture(&c, "weak-dropped-sorted");
	assert_int_equal(c.an->nzero, 1);
	assert_int_equal(c.findings.count, 0);
	checked_free(&c);
}

static void test_option_overrides_image(void **state)
{
	struct kp_analysis_input opts;
	struct kp_image *image = open_fixture("callops-m2-clang");
	struct kp_result result;
	char err[256];

	(void)state;
	kp_analysis_input_init(&opts);
	opts.layout.prefix_nops = 3;
	assert_int_equal(kp_check_image(image, &opts, &result, err, sizeof(err)), 0);
	assert_int_equal(kp_prefix_nops(&result.layout), 3);
	assert_int_equal(result.layout.field[KP_PREFIX_NOPS].source, KP_SRC_OPTION);
	assert_int_equal(result.layout.image[KP_PREFIX_NOPS].value, 2);
	assert_int_equal(kp_findings_count_check(&result.findings, KP_CHECK_CONFIG_MISMATCH), 1);
	assert_int_equal(kp_findings_count_check(&result.findings, KP_CHECK_PREFIX_NOPS), 6);
	kp_result_free(&result);
	kp_image_close(image);
}

/* The text report folds many findings of one cause into one line, and caps each check. */
static void test_text_folding(void **state)
{
	struct kp_findings findings = { 0 };
	struct kp_arena texts = { 0 };
	struct kp_text_line *lines;
	size_t more[KP_NR_CHECKS];

	(void)state;
	/* 30 findings with one message fold into one line; 3 with another do not. */
	for (int i = 0; i < 30; i++)
		kp_report(&findings, &(struct kp_finding_info){
				.check = KP_CHECK_HASH_OFFSET, .severity = KP_ERROR,
				.function = "f", .func_addr = 0x1000 + 16 * i,
				.address = 0x1000 + 16 * i },
			  "hash at -4, callers load it at -16");
	for (int i = 0; i < 3; i++)
		kp_report(&findings, &(struct kp_finding_info){
				.check = KP_CHECK_HASH_OFFSET, .severity = KP_ERROR,
				.function = "g", .func_addr = 0x9000 + 16 * i,
				.address = 0x9000 + 16 * i },
			  "hash at -8, callers load it at -16");
	kp_findings_sort(&findings);
	assert_int_equal(kp_text_lines(&findings, false, &texts, &lines, more), 4);
	assert_int_equal(lines[0].count, 30);
	assert_int_equal(lines[1].count, 1);
	assert_int_equal(more[KP_CHECK_HASH_OFFSET], 0);
	free(lines);
	/* -v lists every one. */
	assert_int_equal(kp_text_lines(&findings, true, &texts, &lines, more), 33);
	free(lines);
	kp_findings_free(&findings);

	/* 25 different messages: 20 lines, and 5 more. */
	for (int i = 0; i < 25; i++)
		kp_report(&findings, &(struct kp_finding_info){
				.check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR,
				.function = "h", .func_addr = 0x1000 + 16 * i,
				.address = 0x1000 + 16 * i },
			  "message %d", i);
	kp_findings_sort(&findings);
	assert_int_equal(kp_text_lines(&findings, false, &texts, &lines, more), KP_TEXT_LINES);
	assert_int_equal(more[KP_CHECK_PREFIX_NOPS], 5);
	assert_string_equal(lines[19].message, "message 19");
	free(lines);
	kp_arena_free(&texts);
	kp_findings_free(&findings);
}

/* The NOPs before an entry, split by the analysis into prefix and padding, as show prints them. */
static void test_prefix_split(void **state)
{
	static const struct {
		const char *image, *func;
		unsigned prefix, padding;
		long layout;
	} want[] = {
		/* M=2, no kCFI: a record two NOPs before, one NOP of alignment before that. */
		{ "callops-m2-clang", "tr_call", 2, 1, 2 },
		/* Untraced without kCFI: notrace, its one NOP is padding. */
		{ "callops-m2-clang", "ut_call", 0, 1, 0 },
		/* M=3 under kCFI without a hash: the record, and the prefix-only record. */
		{ "rfc-m3-good", "tr_static_helper", 3, 1, 3 },
		{ "rfc-m3-good", "ut_static_helper", 3, 1, 3 },
	};
	struct checked c;

	(void)state;
	for (size_t i = 0; i < ARRAY_SIZE(want); i++) {
		check_fixture(&c, want[i].image);
		const struct kp_func_facts *ff = facts_of(&c, want[i].func);

		assert_int_equal(ff->prefix_nops, want[i].prefix);
		assert_int_equal(ff->padding_nops, want[i].padding);
		assert_int_equal(ff->prefix_nops + ff->padding_nops, ff->nop_run);
		assert_int_equal(ff->layout_prefix_nops, want[i].layout);
		checked_free(&c);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_clean_images),
		cmocka_unit_test(test_hash_offset),
		cmocka_unit_test(test_ops_slot),
		cmocka_unit_test(test_defects),
		cmocka_unit_test(test_record_defects),
		cmocka_unit_test(test_records_zeroed),
		cmocka_unit_test(test_option_overrides_image),
		cmocka_unit_test(test_text_folding),
		cmocka_unit_test(test_prefix_split),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
