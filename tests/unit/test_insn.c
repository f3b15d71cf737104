// SPDX-License-Identifier: GPL-2.0-only
/* Decoders against words from llvm-objdump of the fixture images. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "kprefix/arm64.h"
#include "kprefix/funcs.h"

static void test_simple_predicates(void **state)
{
	(void)state;
	assert_true(a64_is_nop(0xd503201f));
	assert_false(a64_is_nop(0xd503245f));
	assert_true(a64_is_bti(0xd503245f));     /* bti c */
	assert_true(a64_is_bti(0xd503249f));     /* bti j */
	assert_true(a64_is_bti_call(0xd50324df)); /* bti jc */
	assert_false(a64_is_bti_call(0xd503249f)); /* bti j: no call */
	assert_false(a64_is_bti(0xd503233f));    /* paciasp */
	assert_true(a64_is_bl(0x94000010));
	assert_false(a64_is_bl(0x14000010));     /* b */
	assert_true(a64_is_kcfi_brk(0xd4304500)); /* brk #0x8228 */
	assert_int_equal(a64_brk_imm(0xd4304500), 0x8228);
	assert_false(a64_is_kcfi_brk(0xd4210000)); /* brk #0x800: BUG() */
	assert_true(a64_is_brk(0xd4210000));
}

static void test_ldur(void **state)
{
	unsigned rt, rn;
	int off;

	(void)state;
	/* ldur w16, [x8, #-0x10] */
	assert_true(a64_decode_ldur_w(0xb85f0110, &rt, &rn, &off));
	assert_int_equal(rt, 16);
	assert_int_equal(rn, 8);
	assert_int_equal(off, -16);
	/* ldur w16, [x8, #-0x4] */
	assert_true(a64_decode_ldur_w(0xb85fc110, &rt, &rn, &off));
	assert_int_equal(off, -4);
	/* ldur x16, [x8, #-0x10]: 64-bit, not a hash load */
	assert_false(a64_decode_ldur_w(0xf85f0110, &rt, &rn, &off));
	/* ldr w16, [x8]: unsigned offset form */
	assert_false(a64_decode_ldur_w(0xb9400110, &rt, &rn, &off));
}

static void test_movk_cmp(void **state)
{
	uint16_t imm;
	unsigned shift, rn;

	(void)state;
	assert_true(a64_decode_movk_w17(0x7296b4b1, &imm, &shift)); /* movk w17, #0xb5a5 */
	assert_int_equal(imm, 0xb5a5);
	assert_int_equal(shift, 0);
	assert_true(a64_decode_movk_w17(0x72aadcb1, &imm, &shift)); /* movk w17, #0x56e5, lsl #16 */
	assert_int_equal(imm, 0x56e5);
	assert_int_equal(shift, 16);
	assert_false(a64_decode_movk_w17(0x7296b4b0, &imm, &shift)); /* w16 */
	assert_true(a64_decode_cmp_w17(0x6b11021f, &rn)); /* cmp w16, w17 */
	assert_int_equal(rn, 16);
	assert_true(a64_decode_cmp_w17(0x6b11013f, &rn)); /* cmp w9, w17 */
	assert_int_equal(rn, 9);
}

static void test_kcfi_site(void **state)
{
	/* tr_call in rfc-m3-good.elf */
	const uint32_t seq[KCFI_SEQ_WORDS] = { 0xb85f0110, 0x7296b4b1, 0x72aadcb1,
					       0x6b11021f, 0x54000040, 0xd4304500 };
	uint32_t bad[KCFI_SEQ_WORDS];
	struct kcfi_site site;

	(void)state;
	assert_true(kcfi_decode_site(seq, 0x1000, &site));
	assert_int_equal(site.type_hash, 0x56e5b5a5);
	assert_int_equal(site.offset, -16);
	assert_int_equal(site.target_reg, 8);
	assert_int_equal(site.scratch_reg, 16);
	assert_int_equal(site.addr, 0x1000);

	/* The brk's target register must be the one loaded from. */
	memcpy(bad, seq, sizeof(bad));
	bad[5] = 0xd4304520; /* brk #0x8229: x9 */
	assert_false(kcfi_decode_site(bad, 0x1000, &site));
	/* A b.eq to elsewhere is not the check. */
	memcpy(bad, seq, sizeof(bad));
	bad[4] = 0x54000060;
	assert_false(kcfi_decode_site(bad, 0x1000, &site));
}

static void test_ops_slot(void **state)
{
	(void)state;
	/* M=2, func 8-aligned: slot at func-8 */
	assert_int_equal(kp_arch_arm64.ops_slot(0x1000, 0, 0), 0x1000 - 8);
	/* M=3, hashless func at 4 mod 8: func-12 */
	assert_int_equal(kp_arch_arm64.ops_slot(0x1004, 0, 0), 0x1004 - 12);
	/* bti c moves the BL: 8-aligned func still func-8 */
	assert_int_equal(kp_arch_arm64.ops_slot(0x1000, 4, 0), 0x1000 - 8);
	/* bti c at 4 mod 8: func-4, over the entry */
	assert_int_equal(kp_arch_arm64.ops_slot(0x1004, 4, 0), 0x1004 - 4);
}

/* The hint space by name whatever capstone's version (bookworm's 4 says "hint #0x19"). */
static void test_disasm_hints(void **state)
{
	static const struct {
		uint32_t word;
		const char *text;
	} cases[] = {
		{ A64_NOP, "nop" },           { A64_BTI_C, "bti c" },       { A64_BTI_J, "bti j" },
		{ A64_BTI_JC, "bti jc" },     { 0xd503241fu, "bti" },       { 0xd503233fu, "paciasp" },
		{ 0xd503237fu, "pacibsp" },   { 0xd50323bfu, "autiasp" },   { 0xd50323ffu, "autibsp" },
		{ 0xd503231fu, "paciaz" },    { 0xd50320ffu, "xpaclri" },   { 0xd503229fu, "csdb" },
		{ 0xd503221fu, "esb" },       { 0xd503223fu, "psb csync" }, { 0xd503225fu, "tsb csync" },
		{ 0xd50322dfu, "clrbhb" },    { 0xd503203fu, "yield" },     { 0xd503207fu, "wfi" },
		/* an unallocated hint, and a word outside the hint space: capstone's */
		{ 0xd503255fu, "hint #0x2a" },
		{ 0xd65f03c0u, "ret" },
	};
	char buf[64];

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		arm64_disasm(cases[i].word, 0, buf, sizeof(buf));
		assert_string_equal(buf, cases[i].text);
	}
	assert_null(arm64_hint_name(0xd503255fu));
	assert_null(arm64_hint_name(0xd65f03c0u));
	assert_string_equal(arm64_hint_name(0xd50323bfu), "autiasp");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_simple_predicates),
		cmocka_unit_test(test_ldur),
		cmocka_unit_test(test_movk_cmp),
		cmocka_unit_test(test_kcfi_site),
		cmocka_unit_test(test_ops_slot),
		cmocka_unit_test(test_disasm_hints),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
