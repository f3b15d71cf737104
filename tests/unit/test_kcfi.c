// SPDX-License-Identifier: GPL-2.0-only
/* kCFI: call sites, type classes, typeids, address-taken functions, islands. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"
#include "kprefix/debuginfo.h"

static void test_callers_other_m(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "../kcfi/images/callers-other-m");
	assert_int_equal(c.an->nkcfi_sites, 6);
	assert_int_equal(c.an->ntype_classes, 2);
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_TYPE_OFFSET), 2);
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_HASH_OFFSET), 0);
	/* One callsite-offset per calling function, not per site. */
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_CALLSITE_OFFSET), 2);
	assert_non_null(strstr(message_of(&c.findings, finding_for(&c, KP_CHECK_CALLSITE_OFFSET, "co_call3")), "3 kCFI call sites load"));
	assert_true(finding_for(&c, KP_CHECK_CALLSITE_OFFSET, "co_call3")->folded);
	assert_non_null(strstr(message_of(&c.findings, finding_for(&c, KP_CHECK_TYPE_OFFSET, "co_call3")),
			       "type 0x56e5b5a5: 3 call sites in 1 function load at -4; 6 functions"));
	checked_free(&c);
}

static void test_cross_type(void **state)
{
	struct checked c;
	const struct kp_type_class *a = NULL, *b = NULL;

	(void)state;
	check_fixture(&c, "../kcfi/images/cross-type");
	for (size_t i = 0; i < c.an->ntype_classes; i++) {
		if (c.an->type_classes[i].type_hash == 0x56e5b5a5)
			a = &c.an->type_classes[i];
		if (c.an->type_classes[i].type_hash == 0xa540670c)
			b = &c.an->type_classes[i];
	}
	/* Type C (long(long)) is consistent: no class. */
	assert_int_equal(c.an->ntype_classes, 2);
	assert_non_null(a);
	assert_int_equal(a->site_offset, -16);
	assert_int_equal(a->nsites, 3);
	assert_int_equal(a->ncallers, 2);
	assert_int_equal(a->nfailing, 3);
	assert_non_null(b);
	assert_int_equal(b->site_offset, -4);
	assert_int_equal(b->nsites, 1);
	assert_int_equal(b->nfailing, 2);
	checked_free(&c);
}

static void test_typeid_mismatch(void **state)
{
	struct checked c;
	struct kp_typeid_stats stats;

	(void)state;
	check_fixture(&c, "../kcfi/images/typeid-mismatch");
	assert_int_equal(c.findings.count, 1);
	assert_string_equal(message_of(&c.findings, finding_for(&c, KP_CHECK_HASH_MISMATCH, "handler")),
			    "hash 0x00050794 at -16, but __kcfi_typeid_handler is 0xa5c354fc: "
			    "a call through the declared type panics");
	stats = c.an->typeid_stats;
	assert_int_equal(stats.total, 3);
	assert_int_equal(stats.mismatched, 1);
	checked_free(&c);
}

/*
 * A typeid names the global function of its name (issue 18.1): statics that share the name
 * are never compared with it. typeid-static-dup has statics of int(long) below the globals
 * dup_irq and dup_bad (int(int)), and two statics dup_two with no global.
 */
static void test_typeid_names_the_global(void **state)
{
	struct checked c;
	const struct kp_finding *f;
	struct kp_typeid_stats stats;

	(void)state;
	check_fixture(&c, "../kcfi/images/typeid-static-dup");
	assert_int_equal(c.findings.count, 1);
	f = finding_for(&c, KP_CHECK_HASH_MISMATCH, "dup_bad");
	assert_non_null(f);
	assert_int_equal(f->address, 0xffff8000800003a8ULL); /* the global, not the static at …318 */
	assert_string_equal(message_of(&c.findings, f), "hash 0x00050794 at -16, but __kcfi_typeid_dup_bad is 0xa5c354fc: "
					"a call through the declared type panics");
	assert_null(finding_for(&c, KP_CHECK_HASH_MISMATCH, "dup_irq"));
	assert_null(finding_for(&c, KP_CHECK_HASH_MISMATCH, "dup_two"));
	stats = c.an->typeid_stats;
	assert_int_equal(stats.total, 4);
	assert_int_equal(stats.defined, 3);
	assert_int_equal(stats.hashed, 3);
	assert_int_equal(stats.mismatched, 1);
	assert_int_equal(stats.ambiguous, 1);
	checked_free(&c);
}

static void test_hash_missing(void **state)
{
	static const char *const images[] = { "../kcfi/images/addr-taken", "../kcfi/images/addr-taken-relr" };

	(void)state;
	/* RELA addends and RELR words name the same address-taken functions. */
	for (size_t i = 0; i < 2; i++) {
		struct checked c;

		check_fixture(&c, images[i]);
		assert_int_equal(c.findings.count, 2);
		assert_non_null(finding_for(&c, KP_CHECK_HASH_MISSING, "at_asm_fn"));
		assert_non_null(finding_for(&c, KP_CHECK_HASH_MISSING, "at_asm_fn2"));
		/* Static-call trampolines are taken only for patching. */
		assert_null(finding_for(&c, KP_CHECK_HASH_MISSING, "__SCT__at_hook"));
		assert_true(facts_of(&c, "__SCT__at_hook")->address_taken);
		checked_free(&c);
	}
}

static void test_hash_missing_direct_tramp(void **state)
{
	struct checked c;

	(void)state;
	/* ftrace direct trampolines (ret x9) stored in data are not called through a
	 * pointer; asm functions that return to x30 still are (the defect class). */
	check_fixture(&c, "../kcfi/images/direct-tramp");
	assert_int_equal(c.findings.count, 2);
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_HASH_MISSING), 2);
	assert_non_null(finding_for(&c, KP_CHECK_HASH_MISSING, "dt_asm_cb"));
	assert_non_null(finding_for(&c, KP_CHECK_HASH_MISSING, "dt_tramp_ret"));
	assert_null(finding_for(&c, KP_CHECK_HASH_MISSING, "dt_tramp1"));
	assert_null(finding_for(&c, KP_CHECK_HASH_MISSING, "dt_tramp2"));
	assert_true(facts_of(&c, "dt_tramp1")->address_taken);
	assert_true(facts_of(&c, "dt_tramp1")->returns_off_link);
	assert_true(facts_of(&c, "dt_tramp2")->returns_off_link);
	assert_true(facts_of(&c, "dt_asm_cb")->address_taken);
	assert_false(facts_of(&c, "dt_asm_cb")->returns_off_link);
	assert_false(facts_of(&c, "dt_tramp_ret")->returns_off_link);
	checked_free(&c);
}

static void test_islands(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "../kcfi/images/island-good");
	assert_int_equal(c.an->nislands, 3);
	assert_string_equal(c.an->islands[0].prefix, "__pi_");
	assert_int_equal(c.an->islands[0].nfuncs, 5);
	assert_int_equal(c.an->islands[0].nsites, 1);
	assert_int_equal(c.an->islands[0].hash_offset, -4);
	assert_true(c.an->islands[0].consistent);
	/* Only the note: exit status 0. */
	assert_int_equal(c.findings.count, 1);
	assert_int_equal(c.findings.items[0].check, KP_CHECK_ISLAND);
	assert_int_equal(c.findings.items[0].severity, KP_NOTE);
	checked_free(&c);

	check_fixture(&c, "../kcfi/images/island-bad");
	assert_false(c.an->islands[0].consistent);
	assert_non_null(finding_for(&c, KP_CHECK_TYPE_OFFSET, "__pi_isl_call"));
	assert_non_null(finding_for(&c, KP_CHECK_HASH_OFFSET, "__pi_isl_mul"));
	checked_free(&c);

	/* Islands are worlds apart: a main-image site never reaches an island
	 * function, even one whose address is stored in data. */
	check_fixture(&c, "../kcfi/images/island-escape");
	assert_true(facts_of(&c, "__pi_isl_add")->address_taken);
	assert_int_equal(facts_of(&c, "__pi_isl_add")->hash_offset, -4);
	assert_null(finding_for(&c, KP_CHECK_TYPE_OFFSET, "tr_call"));
	assert_int_equal(c.findings.per_severity[KP_ERROR], 0);
	checked_free(&c);
}

static void test_origin_from_mangling(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "rfc-m3-bad");
	/* No DWARF here (the debug layer is not even opened): the name is the only evidence. */
	uint64_t addr = c.image->funcs[0].addr;
	struct kp_func rust_v0 = { .name = "_RNvCs1234_7mycrate3foo", .addr = addr };
	struct kp_func rust_legacy = { .name = "_ZN4core3fmt5write17h0123456789abcdefE", .addr = addr };
	struct kp_func cxx_like = { .name = "_ZN4core3fmt5writeE", .addr = addr };
	struct kp_func c_func = { .name = "do_sys_open", .addr = addr };

	assert_string_equal(kp_debuginfo_origin(NULL, c.image, &rust_v0), "Rust");
	assert_string_equal(kp_debuginfo_origin(NULL, c.image, &rust_legacy), "Rust");
	assert_null(kp_debuginfo_origin(NULL, c.image, &cxx_like));
	assert_null(kp_debuginfo_origin(NULL, c.image, &c_func));
	assert_null(kp_symbol_origin("_ZN4core3fmt5write17h0123456789abcdeXE"));
	checked_free(&c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_callers_other_m),
		cmocka_unit_test(test_cross_type),
		cmocka_unit_test(test_typeid_mismatch),
		cmocka_unit_test(test_typeid_names_the_global),
		cmocka_unit_test(test_hash_missing),
		cmocka_unit_test(test_hash_missing_direct_tramp),
		cmocka_unit_test(test_islands),
		cmocka_unit_test(test_origin_from_mangling),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
