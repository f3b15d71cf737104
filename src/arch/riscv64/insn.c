// SPDX-License-Identifier: GPL-2.0-only
/*
 * RV64 decoders by encoding (The RISC-V Instruction Set Manual, Volume I:
 * RV32I/RV64I base formats and chapter "C" for the compressed forms), only
 * for the instructions kprefix matches or names.
 */
#include "kprefix/riscv.h"
#include "kprefix/util.h"

static int32_t sext(uint32_t value, unsigned bits)
{
	uint32_t sign = 1u << (bits - 1);

	value &= (sign << 1) - 1;
	return (int32_t)(value ^ sign) - (int32_t)sign;
}

static void decode_compressed(uint16_t h, struct rv_insn *in)
{
	unsigned funct3 = h >> 13, rd = (h >> 7) & 31u, rs2 = (h >> 2) & 31u;
	int32_t imm6 = sext((h >> 12 & 1u) << 5 | rs2, 6);

	in->len = 2;
	in->compressed = true;
	if ((h & 3u) == 1) {
		switch (funct3) {
		case 0: /* c.addi rd, imm (rd = zero: c.nop) */
			*in = (struct rv_insn){ RV_ADDI, 2, true, rd, rd, 0, imm6 };
			return;
		case 1: /* c.addiw rd, imm */
			if (rd)
				*in = (struct rv_insn){ RV_ADDIW, 2, true, rd, rd, 0, imm6 };
			return;
		case 2: /* c.li rd, imm */
			*in = (struct rv_insn){ RV_ADDI, 2, true, rd, 0, 0, imm6 };
			return;
		case 3: /* c.lui rd, nzimm (rd = sp: c.addi16sp) */
			if (rd && rd != 2 && imm6)
				*in = (struct rv_insn){ RV_LUI, 2, true, rd, 0, 0,
							(int32_t)((uint32_t)imm6 & 0xfffffu) };
			return;
		}
		return;
	}
	if ((h & 3u) == 2 && funct3 == 4 && rs2 == 0) {
		if (!(h & 0x1000u)) {
			if (rd) /* c.jr rs1 */
				*in = (struct rv_insn){ RV_JALR, 2, true, 0, rd, 0, 0 };
		} else if (!rd) {
			in->kind = RV_EBREAK; /* c.ebreak */
		} else { /* c.jalr rs1 */
			*in = (struct rv_insn){ RV_JALR, 2, true, 1, rd, 0, 0 };
		}
	}
}

static void decode_full(uint32_t w, struct rv_insn *in)
{
	unsigned opcode = w & 0x7fu, funct3 = (w >> 12) & 7u;

	in->len = 4;
	in->rd = (w >> 7) & 31u;
	in->rs1 = (w >> 15) & 31u;
	in->rs2 = (w >> 20) & 31u;
	switch (opcode) {
	case 0x03: /* loads */
		if (funct3 == 2) {
			in->kind = RV_LW;
			in->imm = sext(w >> 20, 12);
		}
		return;
	case 0x37:
	case 0x17:
		in->kind = opcode == 0x37 ? RV_LUI : RV_AUIPC;
		in->imm = (int32_t)(w >> 12);
		return;
	case 0x13:
	case 0x1b:
		if (funct3 == 0) {
			in->kind = opcode == 0x13 ? RV_ADDI : RV_ADDIW;
			in->imm = sext(w >> 20, 12);
		}
		return;
	case 0x63:
		if (funct3 == 0) {
			in->kind = RV_BEQ;
			in->imm = sext((w >> 31) << 12 | ((w >> 7) & 1u) << 11 | ((w >> 25) & 0x3fu) << 5 |
					       ((w >> 8) & 0xfu) << 1, 13);
		}
		return;
	case 0x6f:
		in->kind = RV_JAL;
		in->imm = sext((w >> 31) << 20 | ((w >> 12) & 0xffu) << 12 | ((w >> 20) & 1u) << 11 |
				       ((w >> 21) & 0x3ffu) << 1, 21);
		return;
	case 0x67:
		if (funct3 == 0) {
			in->kind = RV_JALR;
			in->imm = sext(w >> 20, 12);
		}
		return;
	case 0x73:
		if (w == RV_INSN_EBREAK)
			in->kind = RV_EBREAK;
		return;
	}
}

bool rv_decode(const uint8_t *p, size_t avail, bool rvc, struct rv_insn *insn)
{
	uint16_t h;

	*insn = (struct rv_insn){ RV_OTHER, 0, false, 0, 0, 0, 0 };
	if (avail < 2)
		return false;
	h = (uint16_t)(p[0] | p[1] << 8);
	if ((h & 3u) != 3) {
		if (!rvc)
			return false;
		decode_compressed(h, insn);
		return true;
	}
	/* 48-bit and longer encodings: bits 4:2 all ones. */
	if ((h & 0x1cu) == 0x1cu || avail < 4)
		return false;
	decode_full(read_le32(p), insn);
	return true;
}
