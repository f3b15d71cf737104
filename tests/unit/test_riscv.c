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
	const uint8_t c_sd[] = { 0x22, 0xe0 }; /* c.sdsp s0, 0(sp) */
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
	assert_string_equal(buf, "c.sdsp s0, 0(sp)");
	/* A 16-bit parcel in an image without RVC: shown, not decoded. */
	assert_int_equal(rv_disasm_builtin(c_nop, 2, 0, false, buf, sizeof(buf)), 2);
	assert_string_equal(buf, ".insn 0x0001");
	assert_int_equal(rv_disasm_builtin(lw, 1, 0, true, buf, sizeof(buf)), 0);
}

/*
 * RV64GC by kprefix's own names, for capstone 4: the encodings and the text
 * llvm-objdump -M no-aliases prints for them (lui/auipc in hex, nop, ret),
 * most from the bodies of fixtures/riscv64/images/.
 */
static void test_disasm_rv64gc(void **state)
{
	static const struct {
		uint32_t insn; /* a 16-bit one when below 0x10000 */
		uint64_t addr;
		const char *text;
	} cases[] = {
		/* RVC, quadrant 0 */
		{ 0x0000, 0, "c.unimp" },             { 0x0028, 0, "c.addi4spn a0, sp, 8" },
		{ 0x4188, 0, "c.lw a0, 0(a1)" },      { 0x6188, 0, "c.ld a0, 0(a1)" },
		{ 0xc188, 0, "c.sw a0, 0(a1)" },      { 0xe188, 0, "c.sd a0, 0(a1)" },
		{ 0x2120, 0, "c.fld fs0, 64(a0)" },   { 0xa120, 0, "c.fsd fs0, 64(a0)" },
		/* quadrant 1 */
		{ 0x0001, 0, "c.nop" },               { 0x1141, 0, "c.addi sp, -16" },
		{ 0x251d, 0, "c.addiw a0, 7" },       { 0x56e5, 0, "c.li a3, -7" },
		{ 0x7139, 0, "c.addi16sp sp, -64" },  { 0x6505, 0, "c.lui a0, 0x1" },
		{ 0x757d, 0, "c.lui a0, 0xfffff" },   { 0x810d, 0, "c.srli a0, 3" },
		{ 0x850d, 0, "c.srai a0, 3" },        { 0x9961, 0, "c.andi a0, -8" },
		{ 0x8d0d, 0, "c.sub a0, a1" },        { 0x8d2d, 0, "c.xor a0, a1" },
		{ 0x8d4d, 0, "c.or a0, a1" },         { 0x8d6d, 0, "c.and a0, a1" },
		{ 0x9d0d, 0, "c.subw a0, a1" },       { 0x9d21, 0, "c.addw a0, s0" },
		{ 0xb5a5, 0xffffffff80000040ull, "c.j 0xffffffff7ffffea8" },
		{ 0xc111, 0x1000, "c.beqz a0, 0x1004" }, { 0xfd75, 0x1000, "c.bnez a0, 0xffc" },
		/* quadrant 2 */
		{ 0x050e, 0, "c.slli a0, 3" },        { 0x4fda, 0, "c.lwsp t6, 148(sp)" },
		{ 0x60a2, 0, "c.ldsp ra, 8(sp)" },    { 0x3d52, 0, "c.fldsp fs10, 304(sp)" },
		{ 0x8082, 0, "c.jr ra" },             { 0x852e, 0, "c.mv a0, a1" },
		{ 0x9002, 0, "c.ebreak" },            { 0x9782, 0, "c.jalr a5" },
		{ 0x952e, 0, "c.add a0, a1" },        { 0xe406, 0, "c.sdsp ra, 8(sp)" },
		{ 0xc22a, 0, "c.swsp a0, 4(sp)" },    { 0xa022, 0, "c.fsdsp fs0, 0(sp)" },
		/* HINTs and reserved forms stay raw */
		{ 0x0061, 0, ".insn 0x0061" },        { 0x000a, 0, ".insn 0x000a" },
		{ 0x4001, 0, ".insn 0x4001" },
		/* RV64I */
		{ 0x00000013, 0, "nop" },             { 0x00a58513, 0, "addi a0, a1, 10" },
		{ 0x00151693, 0, "slli a3, a0, 1" },  { 0x4205d513, 0, "srai a0, a1, 32" },
		{ 0x0205d513, 0, "srli a0, a1, 32" }, { 0xfff5c513, 0, "xori a0, a1, -1" },
		{ 0x0015b513, 0, "sltiu a0, a1, 1" }, { 0x0ff5f513, 0, "andi a0, a1, 255" },
		{ 0x12345537, 0, "lui a0, 0x12345" }, { 0x00000617, 0, "auipc a2, 0x0" },
		{ 0x0015851b, 0, "addiw a0, a1, 1" }, { 0x0015951b, 0, "slliw a0, a1, 1" },
		{ 0x4015d51b, 0, "sraiw a0, a1, 1" }, { 0x00b50533, 0, "add a0, a0, a1" },
		{ 0x40b50533, 0, "sub a0, a0, a1" },  { 0x00b515b3, 0, "sll a1, a0, a1" },
		{ 0x00b5053b, 0, "addw a0, a0, a1" }, { 0x40b5053b, 0, "subw a0, a0, a1" },
		{ 0x15c62603, 0, "lw a2, 348(a2)" },  { 0xff853583, 0, "ld a1, -8(a0)" },
		{ 0x0005c503, 0, "lbu a0, 0(a1)" },   { 0x0005e503, 0, "lwu a0, 0(a1)" },
		{ 0x00b53423, 0, "sd a1, 8(a0)" },    { 0xfeb52e23, 0, "sw a1, -4(a0)" },
		{ 0x00b50463, 0x1000, "beq a0, a1, 0x1008" },
		{ 0xfeb51ee3, 0x1000, "bne a0, a1, 0xffc" },
		{ 0x00b57463, 0x1000, "bgeu a0, a1, 0x1008" },
		{ 0x008000ef, 0x1000, "jal ra, 0x1008" },
		{ 0x00008067, 0, "ret" },             { 0x01a080e7, 0, "jalr ra, 26(ra)" },
		/* M, A */
		{ 0x02b50533, 0, "mul a0, a0, a1" },  { 0x02b5453b, 0, "divw a0, a0, a1" },
		{ 0x02b5753b, 0, "remuw a0, a0, a1" }, { 0x1005a52f, 0, "lr.w a0, (a1)" },
		{ 0x1805b52f, 0, "sc.d a0, zero, (a1)" }, { 0x06b6352f, 0, "amoadd.d.aqrl a0, a1, (a2)" },
		{ 0x44b6252f, 0, "amoor.w.aq a0, a1, (a2)" },
		/* Zicsr, Zifencei, fences, privileged */
		{ 0x10002573, 0, "csrrs a0, sstatus, zero" }, { 0x14151073, 0, "csrrw zero, sepc, a0" },
		{ 0x10017073, 0, "csrrci zero, sstatus, 2" }, { 0x7c002573, 0, "csrrs a0, 0x7c0, zero" },
		{ 0x0ff0000f, 0, "fence iorw, iorw" }, { 0x0330000f, 0, "fence rw, rw" },
		{ 0x8330000f, 0, "fence.tso" },       { 0x0000100f, 0, "fence.i" },
		{ 0x0100000f, 0, "pause" },           { 0xc0302573, 0, "csrrs a0, hpmcounter3, zero" },
		{ 0x00000073, 0, "ecall" },           { 0x00100073, 0, "ebreak" },
		{ 0x10200073, 0, "sret" },            { 0x10500073, 0, "wfi" },
		{ 0x12000073, 0, "sfence.vma zero, zero" },
		/* F/D memory and moves */
		{ 0x00053007, 0, "fld ft0, 0(a0)" },  { 0x00053027, 0, "fsd ft0, 0(a0)" },
		{ 0xe0000553, 0, "fmv.x.w a0, ft0" }, { 0xf0058053, 0, "fmv.w.x ft0, a1" },
		/* not named: FP arithmetic, a reserved opcode */
		{ 0x02b57553, 0, ".insn 0x02b57553" }, { 0x0000007b, 0, ".insn 0x0000007b" },
	};
	char buf[64];

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		uint32_t w = cases[i].insn;
		uint8_t bytes[4] = { w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, w >> 24 };
		unsigned size = w < 0x10000 && (w & 3u) != 3 ? 2 : 4;

		assert_int_equal(rv_disasm_builtin(bytes, size, cases[i].addr, true, buf, sizeof(buf)), size);
		if (strcmp(buf, cases[i].text))
			fail_msg("0x%0*x at 0x%llx: \"%s\", expected \"%s\"", size * 2, w,
				 (unsigned long long)cases[i].addr, buf, cases[i].text);
	}
	/* 48-bit and longer encodings: nothing shown. */
	assert_int_equal(rv_disasm_builtin((const uint8_t[]){ 0x1f, 0, 0, 0, 0, 0 }, 6, 0, true, buf,
					   sizeof(buf)), 0);
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
	assert_non_null(strstr(message_of(&c.findings, finding_for(&c, KP_CHECK_OPS_SLOT, "tr_add")), "over the kCFI hash"));
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
		cmocka_unit_test(test_disasm_rv64gc),
		cmocka_unit_test(test_image_bad),
		cmocka_unit_test(test_image_clean),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
