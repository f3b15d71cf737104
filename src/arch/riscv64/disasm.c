// SPDX-License-Identifier: GPL-2.0-only
/*
 * Instructions for people. Capstone has RISC-V from version 5; where the
 * installed one lacks it (Debian bookworm's 4.0.2) kprefix names them
 * itself: RV64GC's integer instructions (I, M, A, Zicsr, Zifencei, and
 * Zihintpause's pause of cpu_relax()), the F/D loads, stores and moves to
 * and from integer registers, and every RVC form, as llvm-objdump -M
 * no-aliases prints them but for "nop", "ret" and hexadecimal lui/auipc
 * immediates; anything else is ".insn 0x...". This decoder is for showing
 * only: the verdicts match encodings with rv_decode() (insn.c), never with
 * it or capstone.
 */
#include <stdio.h>

#include "../capstone.h"
#include "kprefix/riscv.h"
#include "kprefix/util.h"

static const char *const reg_names[32] = {
	"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0",
	"a1", "a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5",
	"s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6",
};

static const char *const freg_names[32] = {
	"ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7", "fs0", "fs1", "fa0",
	"fa1", "fa2", "fa3", "fa4", "fa5", "fa6", "fa7", "fs2", "fs3", "fs4", "fs5",
	"fs6", "fs7", "fs8", "fs9", "fs10", "fs11", "ft8", "ft9", "ft10", "ft11",
};

#define X(n) reg_names[(n) & 31u]
#define F(n) freg_names[(n) & 31u]
/* The compressed forms' 3-bit register fields name x8..x15. */
#define XC(n) reg_names[8 + ((n) & 7u)]
#define FC(n) freg_names[8 + ((n) & 7u)]

static void raw(const uint8_t *p, unsigned size, char *buf, size_t len)
{
	if (size == 2)
		snprintf(buf, len, ".insn 0x%04x", (unsigned)(p[0] | p[1] << 8));
	else
		snprintf(buf, len, ".insn 0x%08x", read_le32(p));
}

static int32_t sext(uint32_t value, unsigned bits)
{
	uint32_t sign = 1u << (bits - 1);

	value &= (sign << 1) - 1;
	return (int32_t)(value ^ sign) - (int32_t)sign;
}

static unsigned long long target(uint64_t addr, int32_t offset)
{
	return (unsigned long long)(addr + (uint64_t)(int64_t)offset);
}

/* The supervisor, user, FP and vector CSRs a kernel names; others by number. */
static const char *csr_name(unsigned csr, char *tmp, size_t len)
{
	static const struct {
		unsigned csr;
		const char *name;
	} names[] = {
		{ 0x001, "fflags" },   { 0x002, "frm" },        { 0x003, "fcsr" },
		{ 0x008, "vstart" },   { 0x009, "vxsat" },      { 0x00a, "vxrm" },
		{ 0x00f, "vcsr" },     { 0xc20, "vl" },         { 0xc21, "vtype" },
		{ 0xc22, "vlenb" },
		{ 0x100, "sstatus" },  { 0x104, "sie" },        { 0x105, "stvec" },
		{ 0x106, "scounteren" }, { 0x10a, "senvcfg" },  { 0x140, "sscratch" },
		{ 0x141, "sepc" },     { 0x142, "scause" },     { 0x143, "stval" },
		{ 0x144, "sip" },      { 0x14d, "stimecmp" },   { 0x180, "satp" },
		{ 0xc00, "cycle" },    { 0xc01, "time" },       { 0xc02, "instret" },
		{ 0x015, "seed" },     { 0xda0, "scountovf" },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (names[i].csr == csr)
			return names[i].name;
	if (csr >= 0xc03 && csr <= 0xc1f)
		snprintf(tmp, len, "hpmcounter%u", csr - 0xc00);
	else
		snprintf(tmp, len, "0x%x", csr);
	return tmp;
}

/* "rw", "iorw": a fence's predecessor or successor set. */
static void fence_set(unsigned set, char *out)
{
	const char *bits = "iorw";

	for (unsigned i = 0; i < 4; i++)
		if (set & (8u >> i))
			*out++ = bits[i];
	*out = '\0';
}

/* The RVC forms (chapter "C" of the unprivileged ISA, RV64); false: none of them. */
static bool compressed(uint16_t h, uint64_t addr, char *buf, size_t len)
{
	unsigned funct3 = h >> 13, rd = (h >> 7) & 31u, rs2 = (h >> 2) & 31u;
	unsigned rdc = (h >> 2) & 7u, rs1c = (h >> 7) & 7u;
	int32_t imm6 = sext((h >> 12 & 1u) << 5 | rs2, 6);
	unsigned uimm6 = (h >> 12 & 1u) << 5 | rs2;

	switch ((h & 3u) << 3 | funct3) {
	case 000: { /* c.addi4spn */
		unsigned imm = ((h >> 7) & 0x30u) | ((h >> 1) & 0x3c0u) | ((h >> 4) & 4u) | ((h >> 2) & 8u);

		if (h == 0) {
			snprintf(buf, len, "c.unimp");
			return true;
		}
		if (!imm)
			return false;
		snprintf(buf, len, "c.addi4spn %s, sp, %u", XC(rdc), imm);
		return true;
	}
	case 001:
	case 003:
	case 005:
	case 007: {
		unsigned imm = ((h >> 7) & 0x38u) | ((h << 1) & 0xc0u);
		static const char *const names[] = { NULL, "c.fld", NULL, "c.ld", NULL, "c.fsd", NULL, "c.sd" };

		bool fp = funct3 == 1 || funct3 == 5;

		snprintf(buf, len, "%s %s, %u(%s)", names[funct3], fp ? FC(rdc) : XC(rdc), imm, XC(rs1c));
		return true;
	}
	case 002:
	case 006: {
		unsigned imm = ((h >> 7) & 0x38u) | ((h >> 4) & 4u) | ((h << 1) & 0x40u);

		snprintf(buf, len, "%s %s, %u(%s)", funct3 == 2 ? "c.lw" : "c.sw", XC(rdc), imm, XC(rs1c));
		return true;
	}
	case 010: /* c.addi, c.nop; rd zero with an immediate is a HINT */
		if (h == 0x0001u)
			snprintf(buf, len, "c.nop");
		else if (rd && imm6)
			snprintf(buf, len, "c.addi %s, %d", X(rd), imm6);
		else
			return false;
		return true;
	case 011:
		if (!rd)
			return false;
		snprintf(buf, len, "c.addiw %s, %d", X(rd), imm6);
		return true;
	case 012:
		if (!rd)
			return false;
		snprintf(buf, len, "c.li %s, %d", X(rd), imm6);
		return true;
	case 013:
		if (rd == 2) {
			int32_t imm = sext(((h >> 3) & 0x200u) | ((h >> 2) & 0x10u) | ((h << 1) & 0x40u) |
					   ((h << 4) & 0x180u) | ((h << 3) & 0x20u), 10);

			if (!imm)
				return false;
			snprintf(buf, len, "c.addi16sp sp, %d", imm);
			return true;
		}
		if (!rd || !imm6)
			return false;
		snprintf(buf, len, "c.lui %s, 0x%x", X(rd), (unsigned)imm6 & 0xfffffu);
		return true;
	case 014: {
		unsigned funct2 = (h >> 10) & 3u;
		static const char *const ops[] = { "c.sub", "c.xor", "c.or", "c.and", "c.subw", "c.addw" };

		if (funct2 == 2) {
			snprintf(buf, len, "c.andi %s, %d", XC(rs1c), imm6);
			return true;
		}
		if (funct2 < 2) {
			if (!uimm6)
				return false;
			snprintf(buf, len, "%s %s, %u", funct2 ? "c.srai" : "c.srli", XC(rs1c), uimm6);
			return true;
		}
		unsigned op = (h >> 12 & 1u) << 2 | ((h >> 5) & 3u);

		if (op >= 6)
			return false;
		snprintf(buf, len, "%s %s, %s", ops[op], XC(rs1c), XC(rdc));
		return true;
	}
	case 015: {
		int32_t imm = sext(((h >> 1) & 0x800u) | ((h >> 7) & 0x10u) | ((h >> 1) & 0x300u) |
				   ((h << 2) & 0x400u) | ((h >> 1) & 0x40u) | ((h << 1) & 0x80u) |
				   ((h >> 2) & 0xeu) | ((h << 3) & 0x20u), 12);

		snprintf(buf, len, "c.j 0x%llx", target(addr, imm));
		return true;
	}
	case 016:
	case 017: {
		int32_t imm = sext(((h >> 4) & 0x100u) | ((h >> 7) & 0x18u) | ((h << 1) & 0xc0u) |
				   ((h >> 2) & 6u) | ((h << 3) & 0x20u), 9);

		snprintf(buf, len, "%s %s, 0x%llx", funct3 == 6 ? "c.beqz" : "c.bnez", XC(rs1c),
			 target(addr, imm));
		return true;
	}
	case 020:
		if (!rd || !uimm6)
			return false;
		snprintf(buf, len, "c.slli %s, %u", X(rd), uimm6);
		return true;
	case 021:
	case 023: {
		unsigned imm = ((h >> 7) & 0x20u) | ((h >> 2) & 0x18u) | ((h << 4) & 0x1c0u);

		if (funct3 == 3 && !rd)
			return false;
		snprintf(buf, len, "%s %s, %u(sp)", funct3 == 1 ? "c.fldsp" : "c.ldsp",
			 funct3 == 1 ? F(rd) : X(rd), imm);
		return true;
	}
	case 022: {
		unsigned imm = ((h >> 7) & 0x20u) | ((h >> 2) & 0x1cu) | ((h << 4) & 0xc0u);

		if (!rd)
			return false;
		snprintf(buf, len, "c.lwsp %s, %u(sp)", X(rd), imm);
		return true;
	}
	case 024:
		if (!(h & 0x1000u)) {
			if (!rs2 && rd)
				snprintf(buf, len, "c.jr %s", X(rd));
			else if (rs2 && rd)
				snprintf(buf, len, "c.mv %s, %s", X(rd), X(rs2));
			else
				return false;
		} else if (!rd && !rs2) {
			snprintf(buf, len, "c.ebreak");
		} else if (!rs2) {
			snprintf(buf, len, "c.jalr %s", X(rd));
		} else if (rd) {
			snprintf(buf, len, "c.add %s, %s", X(rd), X(rs2));
		} else {
			return false;
		}
		return true;
	case 025:
	case 027:
		snprintf(buf, len, "%s %s, %u(sp)", funct3 == 5 ? "c.fsdsp" : "c.sdsp",
			 funct3 == 5 ? F(rs2) : X(rs2), ((h >> 7) & 0x38u) | ((h >> 1) & 0x1c0u));
		return true;
	case 026:
		snprintf(buf, len, "c.swsp %s, %u(sp)", X(rs2), ((h >> 7) & 0x3cu) | ((h >> 1) & 0xc0u));
		return true;
	}
	return false;
}

/* A-extension: lr, sc and the AMOs, .w or .d, with .aq/.rl/.aqrl. */
static bool atomic(uint32_t w, char *buf, size_t len)
{
	static const struct {
		unsigned funct5;
		const char *name;
	} ops[] = {
		{ 0x02, "lr" },      { 0x03, "sc" },      { 0x01, "amoswap" }, { 0x00, "amoadd" },
		{ 0x04, "amoxor" },  { 0x0c, "amoand" },  { 0x08, "amoor" },   { 0x10, "amomin" },
		{ 0x14, "amomax" },  { 0x18, "amominu" }, { 0x1c, "amomaxu" },
	};
	static const char *const order[] = { "", ".rl", ".aq", ".aqrl" };
	unsigned funct3 = (w >> 12) & 7u, funct5 = w >> 27, rd = (w >> 7) & 31u;
	unsigned rs1 = (w >> 15) & 31u, rs2 = (w >> 20) & 31u;
	const char *width = funct3 == 2 ? ".w" : ".d";

	if (funct3 != 2 && funct3 != 3)
		return false;
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		if (ops[i].funct5 != funct5)
			continue;
		if (funct5 == 0x02) {
			if (rs2)
				return false;
			snprintf(buf, len, "lr%s%s %s, (%s)", width, order[(w >> 25) & 3u], X(rd), X(rs1));
		} else {
			snprintf(buf, len, "%s%s%s %s, %s, (%s)", ops[i].name, width, order[(w >> 25) & 3u],
				 X(rd), X(rs2), X(rs1));
		}
		return true;
	}
	return false;
}

static bool system_insn(uint32_t w, char *buf, size_t len)
{
	static const char *const csr_ops[] = { NULL, "csrrw", "csrrs", "csrrc", NULL, "csrrwi", "csrrsi", "csrrci" };
	unsigned funct3 = (w >> 12) & 7u, rd = (w >> 7) & 31u, rs1 = (w >> 15) & 31u;
	char tmp[16];

	if (funct3 == 0) {
		switch (w) {
		case 0x00000073u: snprintf(buf, len, "ecall"); return true;
		case RV_INSN_EBREAK: snprintf(buf, len, "ebreak"); return true;
		case 0x10200073u: snprintf(buf, len, "sret"); return true;
		case 0x30200073u: snprintf(buf, len, "mret"); return true;
		case 0x10500073u: snprintf(buf, len, "wfi"); return true;
		}
		if ((w >> 25) == 0x09 && !rd) {
			snprintf(buf, len, "sfence.vma %s, %s", X(rs1), X(w >> 20));
			return true;
		}
		return false;
	}
	if (!csr_ops[funct3])
		return false;
	if (funct3 < 4)
		snprintf(buf, len, "%s %s, %s, %s", csr_ops[funct3], X(rd), csr_name(w >> 20, tmp, sizeof(tmp)),
			 X(rs1));
	else
		snprintf(buf, len, "%s %s, %s, %u", csr_ops[funct3], X(rd), csr_name(w >> 20, tmp, sizeof(tmp)),
			 rs1);
	return true;
}

/* RV64I, M, A, Zicsr, Zifencei, the F/D loads, stores and fmv; false: none of them. */
static bool full(uint32_t w, uint64_t addr, char *buf, size_t len)
{
	static const char *const loads[] = { "lb", "lh", "lw", "ld", "lbu", "lhu", "lwu", NULL };
	static const char *const stores[] = { "sb", "sh", "sw", "sd", NULL, NULL, NULL, NULL };
	static const char *const branches[] = { "beq", "bne", NULL, NULL, "blt", "bge", "bltu", "bgeu" };
	static const char *const imm_ops[] = { "addi", NULL, "slti", "sltiu", "xori", NULL, "ori", "andi" };
	static const char *const ops[] = { "add", "sll", "slt", "sltu", "xor", "srl", "or", "and" };
	static const char *const mul_ops[] = { "mul", "mulh", "mulhsu", "mulhu", "div", "divu", "rem", "remu" };
	static const char *const mulw_ops[] = { "mulw", NULL, NULL, NULL, "divw", "divuw", "remw", "remuw" };
	unsigned opcode = w & 0x7fu, funct3 = (w >> 12) & 7u, funct7 = w >> 25;
	unsigned rd = (w >> 7) & 31u, rs1 = (w >> 15) & 31u, rs2 = (w >> 20) & 31u;
	int32_t imm_i = sext(w >> 20, 12), imm_s = sext((w >> 25) << 5 | rd, 12);
	const char *name = NULL;

	switch (opcode) {
	case 0x03:
		if (!loads[funct3])
			return false;
		snprintf(buf, len, "%s %s, %d(%s)", loads[funct3], X(rd), imm_i, X(rs1));
		return true;
	case 0x07:
		if (funct3 != 2 && funct3 != 3)
			return false;
		snprintf(buf, len, "%s %s, %d(%s)", funct3 == 2 ? "flw" : "fld", F(rd), imm_i, X(rs1));
		return true;
	case 0x0f:
		if (funct3 == 1 && !(w & ~0x707fu)) {
			snprintf(buf, len, "fence.i");
			return true;
		}
		if (funct3 || rd || rs1)
			return false;
		if (w == 0x8330000fu || w == 0x0100000fu) { /* pause: Zihintpause's fence w, 0 */
			snprintf(buf, len, w & 0x80000000u ? "fence.tso" : "pause");
			return true;
		}
		if (w >> 28) {
			return false;
		} else {
			char pred[5], succ[5];

			fence_set((w >> 24) & 15u, pred);
			fence_set((w >> 20) & 15u, succ);
			if (!*pred || !*succ)
				return false;
			snprintf(buf, len, "fence %s, %s", pred, succ);
		}
		return true;
	case 0x13:
		if (w == 0x00000013u) {
			snprintf(buf, len, "nop");
			return true;
		}
		if (funct3 == 1 || funct3 == 5) {
			unsigned top = w >> 26, shamt = (w >> 20) & 0x3fu;

			if (funct3 == 1 && top == 0)
				name = "slli";
			else if (funct3 == 5 && top == 0)
				name = "srli";
			else if (funct3 == 5 && top == 0x10)
				name = "srai";
			if (!name)
				return false;
			snprintf(buf, len, "%s %s, %s, %u", name, X(rd), X(rs1), shamt);
			return true;
		}
		snprintf(buf, len, "%s %s, %s, %d", imm_ops[funct3], X(rd), X(rs1), imm_i);
		return true;
	case 0x17:
	case 0x37:
		snprintf(buf, len, "%s %s, 0x%x", opcode == 0x37 ? "lui" : "auipc", X(rd), w >> 12);
		return true;
	case 0x1b:
		if (funct3 == 0) {
			snprintf(buf, len, "addiw %s, %s, %d", X(rd), X(rs1), imm_i);
			return true;
		}
		if (funct3 == 1 && funct7 == 0)
			name = "slliw";
		else if (funct3 == 5 && funct7 == 0)
			name = "srliw";
		else if (funct3 == 5 && funct7 == 0x20)
			name = "sraiw";
		if (!name)
			return false;
		snprintf(buf, len, "%s %s, %s, %u", name, X(rd), X(rs1), rs2);
		return true;
	case 0x23:
		if (!stores[funct3])
			return false;
		snprintf(buf, len, "%s %s, %d(%s)", stores[funct3], X(rs2), imm_s, X(rs1));
		return true;
	case 0x27:
		if (funct3 != 2 && funct3 != 3)
			return false;
		snprintf(buf, len, "%s %s, %d(%s)", funct3 == 2 ? "fsw" : "fsd", F(rs2), imm_s, X(rs1));
		return true;
	case 0x2f:
		return atomic(w, buf, len);
	case 0x53: /* of OP-FP, the moves between register files (context switch, uaccess) */
		if (funct3 || rs2)
			return false;
		if (funct7 == 0x70 || funct7 == 0x71)
			snprintf(buf, len, "fmv.x.%c %s, %s", funct7 & 1u ? 'd' : 'w', X(rd), F(rs1));
		else if (funct7 == 0x78 || funct7 == 0x79)
			snprintf(buf, len, "fmv.%c.x %s, %s", funct7 & 1u ? 'd' : 'w', F(rd), X(rs1));
		else
			return false;
		return true;
	case 0x33:
		if (funct7 == 0)
			name = ops[funct3];
		else if (funct7 == 1)
			name = mul_ops[funct3];
		else if (funct7 == 0x20 && (funct3 == 0 || funct3 == 5))
			name = funct3 ? "sra" : "sub";
		break;
	case 0x3b:
		if (funct7 == 0 && (funct3 == 0 || funct3 == 1 || funct3 == 5))
			name = funct3 == 0 ? "addw" : funct3 == 1 ? "sllw" : "srlw";
		else if (funct7 == 0x20 && (funct3 == 0 || funct3 == 5))
			name = funct3 ? "sraw" : "subw";
		else if (funct7 == 1)
			name = mulw_ops[funct3];
		break;
	case 0x63: {
		int32_t imm = sext((w >> 31) << 12 | ((w >> 7) & 1u) << 11 | ((w >> 25) & 0x3fu) << 5 |
				   ((w >> 8) & 0xfu) << 1, 13);

		if (!branches[funct3])
			return false;
		snprintf(buf, len, "%s %s, %s, 0x%llx", branches[funct3], X(rs1), X(rs2), target(addr, imm));
		return true;
	}
	case 0x67:
		if (funct3)
			return false;
		if (w == 0x00008067u)
			snprintf(buf, len, "ret");
		else
			snprintf(buf, len, "jalr %s, %d(%s)", X(rd), imm_i, X(rs1));
		return true;
	case 0x6f: {
		int32_t imm = sext((w >> 31) << 20 | ((w >> 12) & 0xffu) << 12 | ((w >> 20) & 1u) << 11 |
				   ((w >> 21) & 0x3ffu) << 1, 21);

		snprintf(buf, len, "jal %s, 0x%llx", X(rd), target(addr, imm));
		return true;
	}
	case 0x73:
		return system_insn(w, buf, len);
	}
	if (!name)
		return false;
	snprintf(buf, len, "%s %s, %s, %s", name, X(rd), X(rs1), X(rs2));
	return true;
}

unsigned rv_disasm_builtin(const uint8_t *p, size_t avail, uint64_t addr, bool rvc, char *buf,
			   size_t len)
{
	if (avail < 2)
		return 0;
	if ((p[0] & 3u) != 3) {
		/* A 16-bit parcel where RVC is off is shown, never decoded. */
		if (!rvc || !compressed((uint16_t)(p[0] | p[1] << 8), addr, buf, len))
			raw(p, 2, buf, len);
		return 2;
	}
	/* 48-bit and longer encodings (bits 4:2 all ones) are not shown. */
	if ((p[0] & 0x1cu) == 0x1cu || avail < 4)
		return 0;
	if (!full(read_le32(p), addr, buf, len))
		raw(p, 4, buf, len);
	return 4;
}

#if CS_API_MAJOR >= 5
static unsigned capstone_one(const struct kp_capstone *cs, const uint8_t *p, size_t avail,
			     uint64_t addr, bool rvc, char *buf, size_t len)
{
	csh handle;
	cs_insn *insn;
	unsigned size = 0;
	cs_mode mode = CS_MODE_RISCV64 | (rvc ? CS_MODE_RISCVC : 0);

	if (cs->open(CS_ARCH_RISCV, mode, &handle) != CS_ERR_OK)
		return 0;
	if (cs->disasm(handle, p, avail < 4 ? avail : 4, addr, 1, &insn) == 1) {
		if (insn->op_str[0])
			snprintf(buf, len, "%s %s", insn->mnemonic, insn->op_str);
		else
			snprintf(buf, len, "%s", insn->mnemonic);
		size = insn->size;
		cs->free(insn, 1);
	}
	cs->close(&handle);
	return size;
}
#endif

unsigned rv_disasm(const uint8_t *p, size_t avail, uint64_t addr, bool rvc, char *buf, size_t len)
{
#if CS_API_MAJOR >= 5
	const struct kp_capstone *cs = kp_capstone();

	if (cs && cs->support(CS_ARCH_RISCV)) {
		unsigned size = capstone_one(cs, p, avail, addr, rvc, buf, len);

		if (size)
			return size;
	}
#endif
	return rv_disasm_builtin(p, avail, addr, rvc, buf, len);
}
