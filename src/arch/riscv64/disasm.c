// SPDX-License-Identifier: GPL-2.0-only
/*
 * Instructions for people. Capstone has RISC-V from version 5; where the
 * installed one lacks it (Debian bookworm's 4.0.2) kprefix names the forms
 * it decodes itself and shows anything else as ".insn 0x...". Verdicts
 * never depend on either.
 */
#include <capstone/capstone.h>
#include <stdio.h>

#include "kprefix/riscv.h"
#include "kprefix/util.h"

static const char *const reg_names[32] = {
	"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0",
	"a1", "a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5",
	"s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6",
};

static void raw(const uint8_t *p, unsigned size, char *buf, size_t len)
{
	if (size == 2)
		snprintf(buf, len, ".insn 0x%04x", (unsigned)(p[0] | p[1] << 8));
	else
		snprintf(buf, len, ".insn 0x%08x", read_le32(p));
}

unsigned rv_disasm_builtin(const uint8_t *p, size_t avail, uint64_t addr, bool rvc, char *buf,
			   size_t len)
{
	struct rv_insn in;
	const char *c;

	if (!rv_decode(p, avail, rvc, &in)) {
		if (avail >= 2 && (p[0] & 3u) != 3) { /* a 16-bit parcel where RVC is off */
			raw(p, 2, buf, len);
			return 2;
		}
		return 0;
	}
	c = in.compressed ? "c." : "";
	switch (in.kind) {
	case RV_ADDI:
		if (!in.rd && !in.rs1 && !in.imm)
			snprintf(buf, len, "%snop", c);
		else if (in.compressed && !in.rs1)
			snprintf(buf, len, "c.li %s, %d", reg_names[in.rd], in.imm);
		else
			snprintf(buf, len, "%saddi %s, %s, %d", c, reg_names[in.rd], reg_names[in.rs1],
				 in.imm);
		break;
	case RV_ADDIW:
		snprintf(buf, len, "%saddiw %s, %s, %d", c, reg_names[in.rd], reg_names[in.rs1], in.imm);
		break;
	case RV_LW:
		snprintf(buf, len, "lw %s, %d(%s)", reg_names[in.rd], in.imm, reg_names[in.rs1]);
		break;
	case RV_LUI:
	case RV_AUIPC:
		snprintf(buf, len, "%s%s %s, 0x%x", c, in.kind == RV_LUI ? "lui" : "auipc",
			 reg_names[in.rd], (unsigned)in.imm);
		break;
	case RV_BEQ:
		snprintf(buf, len, "beq %s, %s, 0x%llx", reg_names[in.rs1], reg_names[in.rs2],
			 (unsigned long long)(addr + (uint64_t)(int64_t)in.imm));
		break;
	case RV_JAL:
		snprintf(buf, len, "jal %s, 0x%llx", reg_names[in.rd],
			 (unsigned long long)(addr + (uint64_t)(int64_t)in.imm));
		break;
	case RV_JALR:
		if (in.compressed)
			snprintf(buf, len, "c.%s %s", in.rd ? "jalr" : "jr", reg_names[in.rs1]);
		else if (!in.rd && in.rs1 == 1 && !in.imm)
			snprintf(buf, len, "ret");
		else
			snprintf(buf, len, "jalr %s, %d(%s)", reg_names[in.rd], in.imm,
				 reg_names[in.rs1]);
		break;
	case RV_EBREAK:
		snprintf(buf, len, "%sebreak", c);
		break;
	default:
		raw(p, in.len, buf, len);
		break;
	}
	return in.len;
}

#if CS_API_MAJOR >= 5
static unsigned capstone_one(const uint8_t *p, size_t avail, uint64_t addr, bool rvc, char *buf,
			     size_t len)
{
	csh handle;
	cs_insn *insn;
	unsigned size = 0;
	cs_mode mode = CS_MODE_RISCV64 | (rvc ? CS_MODE_RISCVC : 0);

	if (cs_open(CS_ARCH_RISCV, mode, &handle) != CS_ERR_OK)
		return 0;
	if (cs_disasm(handle, p, avail < 4 ? avail : 4, addr, 1, &insn) == 1) {
		if (insn->op_str[0])
			snprintf(buf, len, "%s %s", insn->mnemonic, insn->op_str);
		else
			snprintf(buf, len, "%s", insn->mnemonic);
		size = insn->size;
		cs_free(insn, 1);
	}
	cs_close(&handle);
	return size;
}
#endif

unsigned rv_disasm(const uint8_t *p, size_t avail, uint64_t addr, bool rvc, char *buf, size_t len)
{
#if CS_API_MAJOR >= 5
	if (cs_support(CS_ARCH_RISCV)) {
		unsigned size = capstone_one(p, avail, addr, rvc, buf, len);

		if (size)
			return size;
	}
#endif
	return rv_disasm_builtin(p, avail, addr, rvc, buf, len);
}
