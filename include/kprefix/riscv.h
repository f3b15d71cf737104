/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * RISC-V (RV64) instruction encodings kprefix matches, by encoding as on
 * arm64, so that verdicts do not depend on the disassembler: the two NOP
 * widths, and the instructions of the kCFI check sequence in their full and
 * compressed (RVC) forms. Little-endian 16-bit parcels; an instruction whose
 * low two bits are 11 is 32 bits long, any other is a 16-bit RVC one.
 */
#ifndef KPREFIX_RISCV_H
#define KPREFIX_RISCV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kprefix/arch.h"

#define RV_INSN_NOP 0x00000013u    /* addi zero, zero, 0 */
#define RV_INSN_C_NOP 0x0001u      /* c.addi zero, 0 */
#define RV_INSN_EBREAK 0x00100073u
#define RV_INSN_C_EBREAK 0x9002u

/* ELF e_flags: the objects were built with the C extension. */
#define KP_EF_RISCV_RVC 0x1u

/* What rv_decode() recognises; the rest is RV_OTHER with its length. */
enum rv_kind {
	RV_OTHER,
	RV_LW,      /* lw rd, imm(rs1) */
	RV_LUI,     /* lui rd, imm (imm: the 20-bit field), c.lui */
	RV_AUIPC,   /* auipc rd, imm (20-bit field) */
	RV_ADDI,    /* addi rd, rs1, imm; c.addi, c.li (rs1 = zero), c.nop */
	RV_ADDIW,   /* addiw rd, rs1, imm; c.addiw */
	RV_BEQ,     /* beq rs1, rs2, imm */
	RV_JAL,     /* jal rd, imm */
	RV_JALR,    /* jalr rd, imm(rs1); c.jr (rd = zero), c.jalr (rd = ra) */
	RV_EBREAK,  /* ebreak, c.ebreak */
};

struct rv_insn {
	enum rv_kind kind;
	unsigned len;       /* 2 or 4 */
	bool compressed;
	unsigned rd, rs1, rs2;
	int32_t imm;        /* sign-extended; LUI/AUIPC: the 20-bit field */
};

/*
 * Decode the instruction at p (avail bytes readable). With rvc false a
 * 16-bit parcel is not an instruction. Returns false when nothing is there
 * (too few bytes, a 16-bit parcel without rvc, a length beyond 32 bits).
 */
bool rv_decode(const uint8_t *p, size_t avail, bool rvc, struct rv_insn *insn);

/* The 32-bit constant lui (hi20, or none) then addi/addiw (lo12, or none) build. */
static inline uint32_t rv_hash_value(bool have_hi, int32_t hi20, int32_t lo12)
{
	return (have_hi ? (uint32_t)hi20 << 12 : 0) + (uint32_t)lo12;
}

/*
 * The kCFI check LLVM emits before an indirect call (RISCVAsmPrinter::
 * LowerKCFI_CHECK), its trap at code + trap:
 *
 *	lw	S0, -(4 + prefix bytes)(T)
 *	lui	S1, hi20		// c.lui when it fits; absent when hi20 is 0
 *	addiw	S1, S1, lo12		// c.addiw when it fits; absent when lo12 is 0;
 *					// addi when there is no lui
 *	beq	S0, S1, 1f		// offset 0 in an object with relaxation (R_RISCV_BRANCH)
 *	ebreak				// c.ebreak with RVC
 * 1:	jalr	T
 *
 * S0/S1 are t1/t2, or t3.. when the target is one of them. Decodes the
 * sequence ending at the trap; addr is the address of code[0].
 */
bool rv_kcfi_decode_site(const uint8_t *code, size_t size, size_t trap, bool rvc, uint64_t addr,
			 struct kcfi_site *site);

/* Every kCFI check sequence in [code, code + size), in order (rvc: 2-byte steps). */
void rv_find_kcfi_sites(const uint8_t *code, size_t size, uint64_t addr, bool rvc, kp_site_fn fn,
			void *ctx);

/* One instruction for people: "c.nop", "lw t1, -12(a2)", ".insn 0x...". Returns its size, 0: none. */
unsigned rv_disasm(const uint8_t *p, size_t avail, uint64_t addr, bool rvc, char *buf, size_t len);
/* The same without capstone: kprefix's own names for the forms rv_decode() knows. */
unsigned rv_disasm_builtin(const uint8_t *p, size_t avail, uint64_t addr, bool rvc, char *buf,
			   size_t len);

#endif
