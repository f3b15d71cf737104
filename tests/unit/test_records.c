// SPDX-License-Identifier: GPL-2.0-only
/* The record table read from RELA addends, RELR words and ET_EXEC words. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"

/* The names of the functions the records point at (record + 4M), sorted. */
static char *traced_names(const char *fixture, enum kp_record_source want_source, unsigned prefix_nops)
{
	struct kp_image *image = open_fixture(fixture);
	char *names = calloc(1, 4096);

	assert_int_equal(image->records.source, want_source);
	for (size_t i = 0; i < image->records.count; i++) {
		uint64_t entry = image->records.values[i] + 4 * prefix_nops;
		size_t idx = kp_func_lower_bound(image, entry);

		assert_true(idx < image->nfuncs);
		assert_int_equal(image->funcs[idx].addr, entry);
		strcat(names, image->funcs[idx].name);
		strcat(names, " ");
	}
	kp_image_close(image);
	return names;
}

static void test_three_forms_agree(void **state)
{
	char *rela = traced_names("callops-m2-clang", KP_RECORDS_RELA, 2);
	char *relr = traced_names("callops-m2-relr", KP_RECORDS_RELR, 2);
	char *exec = traced_names("callops-m2-exec", KP_RECORDS_IN_PLACE, 2);

	(void)state;
	assert_true(strlen(rela) > 0);
	assert_string_equal(rela, relr);
	assert_string_equal(rela, exec);
	free(rela);
	free(relr);
	free(exec);
}

static void test_rela_words_are_zero(void **state)
{
	struct kp_image *image = open_fixture("callops-m2-clang");
	uint64_t word;

	(void)state;
	/* --no-apply-dynamic-relocs: the value is only in the addend. */
	assert_true(kp_read_bytes(image, image->records.table_addr, &word, 8));
	assert_int_equal(word, 0);
	assert_int_not_equal(image->records.values[0], 0);
	assert_int_equal(image->records.count, 6);
	kp_image_close(image);
}

static void test_m0_bti_record_after_bti(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "kcfi-m0-bti");
	assert_int_equal(c.an->distance_bti_m0 + c.an->distance_hist[0], c.an->nowned);
	assert_true(c.an->distance_bti_m0 > 0);
	assert_int_equal(kp_prefix_nops(&c.layout), 0);
	assert_int_equal(c.findings.count, 0);
	checked_free(&c);
}

static void test_zeroed_table(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "rfc-m3-zeroed");
	assert_int_equal(c.an->nrecords, 6);
	assert_int_equal(c.an->nzero, 6);
	assert_int_equal(c.an->nowned, 0);
	/* M comes from the functions' layout when no record is usable. */
	assert_int_equal(kp_prefix_nops(&c.layout), 3);
	checked_free(&c);
}

static void test_record_fates(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "record-defects");
	assert_int_equal(c.an->nrecords, 10);
	assert_int_equal(c.an->nowned, 8);
	assert_int_equal(c.an->nin_body, 1);
	assert_int_equal(c.an->norphan, 1);
	assert_int_equal(c.an->nzero, 0);
	assert_int_equal(facts_of(&c, "rd_one_prefix")->record_prefix_nops, 1);
	checked_free(&c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_three_forms_agree),
		cmocka_unit_test(test_rela_words_are_zero),
		cmocka_unit_test(test_m0_bti_record_after_bti),
		cmocka_unit_test(test_zeroed_table),
		cmocka_unit_test(test_record_fates),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
