// SPDX-License-Identifier: GPL-2.0-only
/*
 * riscv64: decoders and the kCFI sequence against bytes from llvm-objdump-19 of the
 * fixtures/riscv64 images, and compressed forms from llvm-mc-19 -mattr=+c -show-encoding
 * (no type hash of the fixtures is small enough for c.lui or c.addiw); the backend's
 * variants, ops slot and names; and the images through the whole analysis.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"
#include "kprefix/riscv.h"

static void test_variants(void **state)
{
	(void)state;
	/* clang -march=rv64gc: e_flags 0x5 (RVC, double-float); Debian's kernel 0x1. */
	assert_ptr_equal(kp_arch_for_machine(243, 0x5), &kp_arch_riscv64_rvc);
	assert_ptr_equal(kp_arch_for_machine(243, 0x1), &kp_arch_riscv64_rvc);
	/* -march=rv64g: 0x4 */
	assert_ptr_equal(kp_arch_for_machine(243, 0x4), &kp_arch_riscv64);
	assert_ptr_equal(kp_arch_for_machine(243, 0x0), &kp_arch_riscv64);
	assert_ptr_equal(kp_arch_for_machine(183, 0x0), &kp_arch_arm64);
	assert_null(kp_arch_for_machine(62, 0x0));

	assert_int_equal(kp_arch_riscv64_rvc.nop_size, 2);
	assert_int_equal(kp_arch_riscv64_rvc.entry_nops, 4);
	assert_int_equal(kp_arch_riscv64_rvc.callops_prefix_nops, 4);
	assert_int_equal(kp_arch_riscv64.nop_size, 4);
	assert_int_equal(kp_arch_riscv64.entry_nops, 2);
	assert_int_equal(kp_arch_riscv64.callops_prefix_nops, 2);
}

static void test_nops(void **state)
{
	const uint8_t c_nop[] = { 0x01, 0x00 }, nop[] = { 0x13, 0x00, 0x00, 0x00 };
	const uint8_t c_li[] = { 0x05, 0x45 }; /* c.li a0, 1 */
	const uint8_t mv[] = { 0x13, 0x05, 0x05, 0x00 }; /* addi a0, a0, 0 */

	(void)state;
	assert_true(kp_arch_riscv64_rvc.is_nop(c_nop));
	assert_false(kp_arch_riscv64_rvc.is_nop(nop)); /* its halves are 0x0013, 0x0000 */
	assert_false(kp_arch_riscv64_rvc.is_nop(c_li));
	assert_true(kp_arch_riscv64.is_nop(nop));
	assert_false(kp_arch_riscv64.is_nop(mv));
	assert_int_equal(kp_arch_riscv64_rvc.landing_pad(c_nop, 2), 0);
}

static void test_decode(void **state)
{
	struct rv_insn in;
	const uint8_t lw[] = { 0x03, 0xa3, 0x46, 0xff };     /* lw t1, -12(a3) */
	const uint8_t lui[] = { 0xb7, 0xb3, 0xe5, 0x56 };    /* lui t2, 0x56e5b */
	const uint8_t addiw[] = { 0x9b, 0x83, 0x53, 0x5a };  /* addiw t2, t2, 0x5a5 */
	const uint8_t beq6[] = { 0x63, 0x03, 0x73, 0x00 };   /* beq t1, t2, +6 */
	const uint8_t beq8[] = { 0x63, 0x04, 0x73, 0x00 };   /* beq t1, t2, +8 */
	const uint8_t c_lui[] = { 0x95, 0x63 };              /* c.lui t2, 5 */
	const uint8_t c_lui_neg[] = { 0x85, 0x73 };          /* c.lui t2, 0xfffe1 */
	const uint8_t c_addiw[] = { 0x8d, 0x23 };            /* c.addiw t2, 3 */
	const uint8_t c_addi[] = { 0xe5, 0x13 };             /* c.addi t2, -7 */
	const uint8_t c_ebreak[] = { 0x02, 0x90 }, ebreak[] = { 0x73, 0x00, 0x10, 0x00 };
	const uint8_t c_jalr[] = { 0x82, 0x96 };             /* c.jalr a3 */
	const uint8_t c_jr[] = { 0x82, 0x87 };               /* c.jr a5 */

	(void)state;
	assert_true(rv_decode(lw, 4, true, &in));
	assert_int_equal(in.kind, RV_LW);
	assert_int_equal(in.len, 4);
	assert_int_equal(in.rd, 6);
	assert_int_equal(in.rs1, 13);
	assert_int_equal(in.imm, -12);
	assert_true(rv_decode(lui, 4, false, &in));
	assert_int_equal(in.kind, RV_LUI);
	assert_int_equal(in.rd, 7);
	assert_int_equal(in.imm, 0x56e5b);
	assert_true(rv_decode(addiw, 4, false, &in));
	assert_int_equal(in.kind, RV_ADDIW);
	assert_int_equal(in.imm, 0x5a5);
	assert_true(rv_decode(beq6, 4, true, &in));
	assert_int_equal(in.kind, RV_BEQ);
	assert_int_equal(in.rs1, 6);
	assert_int_equal(in.rs2, 7);
	assert_int_equal(in.imm, 6);
	assert_true(rv_decode(beq8, 4, false, &in));
	assert_int_equal(in.imm, 8);

	assert_true(rv_decode(c_lui, 2, true, &in));
	assert_int_equal(in.kind, RV_LUI);
	assert_true(in.compressed);
	assert_int_equal(in.rd, 7);
	assert_int_equal(in.imm, 5);
	assert_true(rv_decode(c_lui_neg, 2, true, &in));
	assert_int_equal(in.imm, 0xfffe1);
	assert_true(rv_decode(c_addiw, 2, true, &in));
	assert_int_equal(in.kind, RV_ADDIW);
	assert_int_equal(in.rs1, 7);
	assert_int_equal(in.imm, 3);
	assert_true(rv_decode(c_addi, 2, true, &in));
	assert_int_equal(in.kind, RV_ADDI);
	assert_int_equal(in.imm, -7);
	assert_true(rv_decode(c_ebreak, 2, true, &in));
	assert_int_equal(in.kind, RV_EBREAK);
	assert_true(rv_decode(ebreak, 4, false, &in));
	assert_int_equal(in.kind, RV_EBREAK);
	assert_true(rv_decode(c_jalr, 2, true, &in));
	assert_int_equal(in.kind, RV_JALR);
	assert_int_equal(in.rd, 1);
	assert_int_equal(in.rs1, 13);
	assert_true(rv_decode(c_jr, 2, true, &in));
	assert_int_equal(in.rd, 0);
	assert_int_equal(in.rs1, 15);

	/* Without the C extension a 16-bit parcel is not an instruction. */
	assert_false(rv_decode(c_ebreak, 2, false, &in));
	/* A 32-bit instruction needs its 4 bytes. */
	assert_false(rv_decode(lw, 3, true, &in));
	assert_int_equal(rv_hash_value(true, 0x56e5b, 0x5a5), 0x56e5b5a5);
	/* lo12 is signed: 0x12345fff is lui 0x12346 + addiw -1 */
	assert_int_equal(rv_hash_value(true, 0x12346, -1), 0x12345fff);
	assert_int_equal(rv_hash_value(false, 0, -7), 0xfffffff9);
}

/* tr_call of kcfi-callops-rvc-bad.elf: lw; lui; addiw; beq +6; c.ebreak; c.jalr a3 */
static const uint8_t seq_rvc[] = {
	0xb2, 0x85,                                     /* c.mv a1, a2 */
	0x03, 0xa3, 0x46, 0xff, 0xb7, 0xb3, 0xe5, 0x56, 0x9b, 0x83, 0x53, 0x5a,
	0x63, 0x03, 0x73, 0x00, 0x02, 0x90, 0x82, 0x96,
};
#define SEQ_RVC_TRAP 18

static void test_kcfi_site_rvc(void **state)
{
	struct kcfi_site site;
	uint8_t bad[sizeof(seq_rvc)];

	(void)state;
	assert_true(rv_kcfi_decode_site(seq_rvc, sizeof(seq_rvc), SEQ_RVC_TRAP, true, 0x1000, &site));
	assert_int_equal(site.addr, 0x1002);
	assert_int_equal(site.type_hash, 0x56e5b5a5);
	assert_int_equal(site.offset, -12);
	assert_int_equal(site.target_reg, 13); /* a3 */
	assert_int_equal(site.scratch_reg, 6); /* t1 */
	/* The RVC trap is not an instruction without the C extension. */
	assert_false(rv_kcfi_decode_site(seq_rvc, sizeof(seq_rvc), SEQ_RVC_TRAP, false, 0x1000, &site));
	/* A branch elsewhere is not the check. */
	memcpy(bad, seq_rvc, sizeof(bad));
	bad[15] = 0x04; /* beq t1, t2, +8 */
	assert_false(rv_kcfi_decode_site(bad, sizeof(bad), SEQ_RVC_TRAP, true, 0x1000, &site));
	/* beq +0: an object assembled with relaxation leaves the branch to the linker. */
	bad[15] = 0x00;
	bad[14] = 0x63;
	assert_true(rv_kcfi_decode_site(bad, sizeof(bad), SEQ_RVC_TRAP, true, 0x1000, &site));
	/* The load must fill the register the branch compares. */
	memcpy(bad, seq_rvc, sizeof(bad));
	bad[3] = 0xae; /* lw t3, -12(a3) */
	assert_false(rv_kcfi_decode_site(bad, sizeof(bad), SEQ_RVC_TRAP, true, 0x1000, &site));
}

/* tr_call of kcfi-norvc.elf: lw t1, -4(a3); lui; addiw; beq +8; ebreak; jalr a3 */
static const uint8_t seq_norvc[] = {
	0x03, 0xa3, 0xc6, 0xff, 0xb7, 0xb3, 0xe5, 0x56, 0x9b, 0x83, 0x53, 0x5a,
	0x63, 0x04, 0x73, 0x00, 0x73, 0x00, 0x10, 0x00, 0xe7, 0x80, 0x06, 0x00,
};

static void test_kcfi_site_norvc(void **state)
{
	struct kcfi_site site;

	(void)state;
	assert_true(rv_kcfi_decode_site(seq_norvc, sizeof(seq_norvc), 16, false, 0x2000, &site));
	assert_int_equal(site.addr, 0x2000);
	assert_int_equal(site.type_hash, 0x56e5b5a5);
	assert_int_equal(site.offset, -4);
	assert_int_equal(site.target_reg, 13);
}

/* From llvm-mc: lw t1, -12(a2); c.lui t2, 5; c.addiw t2, 3; beq t1, t2, 6; c.ebreak. */
static const uint8_t seq_compressed[] = {
	0x03, 0x23, 0x46, 0xff, 0x95, 0x63, 0x8d, 0x23,
	0x63, 0x03, 0x73, 0x00, 0x02, 0x90,
};

/* ... c.lui alone (lo12 = 0) */
static const uint8_t seq_lui_only[] = {
	0x03, 0x23, 0x46, 0xff, 0x95, 0x63, 0x63, 0x03, 0x73, 0x00, 0x02, 0x90,
};

/* ... lui 0x12345 and c.addi: not the check (with a lui LLVM emits addiw) */
static const uint8_t seq_lui_addi[] = {
	0x03, 0x23, 0x46, 0xff, 0xb7, 0x53, 0x34, 0x12, 0xe5, 0x13,
	0x63, 0x03, 0x73, 0x00, 0x02, 0x90,
};

/* ... addi t2, t2, 100 alone (hi20 = 0) */
static const uint8_t seq_addi_only[] = {
	0x03, 0x23, 0x46, 0xff, 0x93, 0x83, 0x43, 0x06, 0x63, 0x03, 0x73, 0x00, 0x02, 0x90,
};

struct found {
	size_t n;
	struct kcfi_site sites[4];
};

static void collect(void *ctx, const struct kcfi_site *site)
{
	struct found *f = ctx;

	if (f->n < 4)
		f->sites[f->n] = *site;
	f->n++;
}

static void test_kcfi_site_compressed(void **state)
{
	struct kcfi_site site;
	struct found f = { 0 };

	(void)state;
	assert_true(rv_kcfi_decode_site(seq_compressed, sizeof(seq_compressed), 12, true, 0, &site));
	assert_int_equal(site.type_hash, 0x5003);
	assert_int_equal(site.offset, -12);
	assert_int_equal(site.target_reg, 12); /* a2 */
	assert_true(rv_kcfi_decode_site(seq_lui_only, sizeof(seq_lui_only), 10, true, 0, &site));
	assert_int_equal(site.type_hash, 0x5000);
	assert_false(rv_kcfi_decode_site(seq_lui_addi, sizeof(seq_lui_addi), 14, true, 0, &site));
	assert_true(rv_kcfi_decode_site(seq_addi_only, sizeof(seq_addi_only), 12, true, 0, &site));
	assert_int_equal(site.type_hash, 100);

	/* The scan finds the trap at any 2-byte step. */
	rv_find_kcfi_sites(seq_rvc, sizeof(seq_rvc), 0x1000, true, collect, &f);
	assert_int_equal(f.n, 1);
	assert_int_equal(f.sites[0].addr, 0x1002);
	f.n = 0;
	rv_find_kcfi_sites(seq_norvc, sizeof(seq_norvc), 0x2000, false, collect, &f);
	assert_int_equal(f.n, 1);
}

static void test_ops_slot(void **state)
{
	(void)state;
	/* Record at func-8, func 8-aligned: the prefix itself. */
	assert_int_equal(kp_arch_riscv64_rvc.ops_slot(0x1008, 0, 0x1000), 0x1000);
	/* A hash before the prefix aligned to 8 puts func at 4 mod 8: the slot takes the hash. */
	assert_int_equal(kp_arch_riscv64_rvc.ops_slot(0x100c, 0, 0x1004), 0x1000);
	assert_int_equal(kp_arch_riscv64.ops_slot(0x100c, 0, 0x1004), 0x1000);
}

static void test_disasm(void **state)
{
	char buf[64];
	const uint8_t c_nop[] = { 0x01, 0x00 }, nop[] = { 0x13, 0x00, 0x00, 0x00 };
	const uint8_t lw[] = { 0x03, 0xa3, 0x46, 0xff };
	const uint8_t c_ebreak[] = { 0x02, 0x90 };
	const uint8_t ret[] = { 0x67, 0x80, 0x00, 0x00 };
	const uint8_t c_sd[] = { 0x22, 0xe0 }; /* c.sdsp s0, 0(sp): not named */
	const uint8_t auipc[] = { 0x97, 0x02, 0x00, 0x00 }; /* auipc t0, 0 */

	(void)state;
	assert_int_equal(rv_disasm_builtin(c_nop, 2, 0, true, buf, sizeof(buf)), 2);
	assert_string_equal(buf, "c.nop");
	assert_int_equal(rv_disasm_builtin(nop, 4, 0, true, buf, sizeof(buf)), 4);
	assert_string_equal(buf, "nop");
	rv_disasm_builtin(lw, 4, 0, true, buf, sizeof(buf));
	assert_string_equal(buf, "lw t1, -12(a3)");
	rv_disasm_builtin(c_ebreak, 2, 0, true, buf, sizeof(buf));
	assert_string_equal(buf, "c.ebreak");
	rv_disasm_builtin(ret, 4, 0, false, buf, sizeof(buf));
	assert_string_equal(buf, "ret");
	rv_disasm_builtin(auipc, 4, 0, false, buf, sizeof(buf));
	assert_string_equal(buf, "auipc t0, 0x0");
	assert_int_equal(rv_disasm_builtin(c_sd, 2, 0, true, buf, sizeof(buf)), 2);
	assert_string_equal(buf, ".insn 0xe022");
	/* A 16-bit parcel in an image without RVC: shown, not decoded. */
	assert_int_equal(rv_disasm_builtin(c_nop, 2, 0, false, buf, sizeof(buf)), 2);
	assert_string_equal(buf, ".insn 0x0001");
	assert_int_equal(rv_disasm_builtin(lw, 1, 0, true, buf, sizeof(buf)), 0);
}

static void test_image_bad(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "../riscv64/images/kcfi-callops-rvc-bad");
	assert_ptr_equal(c.an->arch, &kp_arch_riscv64_rvc);
	assert_int_equal(kp_prefix_nops(&c.an->layout), 4);
	assert_int_equal(kp_hash_offset(&c.an->layout), -12);
	assert_int_equal(c.an->nkcfi_sites, 2);
	assert_int_equal(c.an->ntype_classes, 2);
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_TYPE_OFFSET), 2);
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_HASH_OFFSET), 4);
	assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_OPS_SLOT), 5);
	assert_non_null(strstr(finding_for(&c, KP_CHECK_OPS_SLOT, "tr_add")->message, "over the kCFI hash"));
	assert_null(finding_for(&c, KP_CHECK_OPS_SLOT, "tr_static_helper")); /* no hash: 8-aligned */
	assert_int_equal(facts_of(&c, "ut_mul")->hash_offset, -4);
	assert_int_equal(facts_of(&c, "tr_add")->entry_nops, 4);
	checked_free(&c);
}

static void test_image_clean(void **state)
{
	static const char *const clean[] = {
		"../riscv64/images/callops-rvc-gcc", "../riscv64/images/callops-norvc-gcc",
		"../riscv64/images/kcfi-rvc", "../riscv64/images/kcfi-norvc",
	};

	(void)state;
	for (size_t i = 0; i < sizeof(clean) / sizeof(clean[0]); i++) {
		struct checked c;

		check_fixture(&c, clean[i]);
		assert_int_equal(c.findings.count, 0);
		assert_int_equal(c.an->summary.traced, 6);
		checked_free(&c);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_variants),
		cmocka_unit_test(test_nops),
		cmocka_unit_test(test_decode),
		cmocka_unit_test(test_kcfi_site_rvc),
		cmocka_unit_test(test_kcfi_site_norvc),
		cmocka_unit_test(test_kcfi_site_compressed),
		cmocka_unit_test(test_ops_slot),
		cmocka_unit_test(test_disasm),
		cmocka_unit_test(test_image_bad),
		cmocka_unit_test(test_image_clean),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
