/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * arm64 instruction encodings kprefix matches. Matching is by encoding, so
 * that the verdicts do not depend on the disassembler's version; capstone is
 * only used to show instructions to people (arm64_disasm()).
 */
#ifndef KPREFIX_ARM64_H
#define KPREFIX_ARM64_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kprefix/arch.h"

#define A64_NOP 0xd503201fu
#define A64_BTI_C 0xd503245fu
#define A64_BTI_J 0xd503249fu
#define A64_BTI_JC 0xd50324dfu

/* kCFI BRK immediates: CFI_BRK_IMM_BASE | type reg << 5 | target reg. */
#define KCFI_BRK_IMM_BASE 0x8000u
#define KCFI_BRK_IMM_MASK 0xfc00u

static inline bool a64_is_nop(uint32_t w) { return w == A64_NOP; }
static inline bool a64_is_bti(uint32_t w) { return (w & 0xffffff3fu) == 0xd503241fu; }
/* bti c and bti jc both admit a call through blr. */
static inline bool a64_is_bti_call(uint32_t w) { return w == A64_BTI_C || w == A64_BTI_JC; }
static inline bool a64_is_bl(uint32_t w) { return (w & 0xfc000000u) == 0x94000000u; }
static inline bool a64_is_brk(uint32_t w) { return (w & 0xffe0001fu) == 0xd4200000u; }
static inline uint16_t a64_brk_imm(uint32_t w) { return (uint16_t)((w >> 5) & 0xffffu); }
static inline bool a64_is_kcfi_brk(uint32_t w)
{
	return a64_is_brk(w) && (a64_brk_imm(w) & KCFI_BRK_IMM_MASK) == KCFI_BRK_IMM_BASE;
}

/* ldur wT, [xN, #simm9] */
bool a64_decode_ldur_w(uint32_t w, unsigned *rt, unsigned *rn, int *offset);
/* movk w17, #imm16{, lsl #shift} */
bool a64_decode_movk_w17(uint32_t w, uint16_t *imm16, unsigned *shift);
/* cmp wN, w17 (subs wzr, wN, w17) */
bool a64_decode_cmp_w17(uint32_t w, unsigned *rn);
/* b.eq with a forward offset of 8 bytes: skips the brk */
static inline bool a64_is_beq_skip_one(uint32_t w) { return w == 0x54000040u; }

/* A kCFI check sequence: ldur; movk; movk; cmp; b.eq; brk. */
#define KCFI_SEQ_WORDS 6

/*
 * Decode the sequence whose brk is words[KCFI_SEQ_WORDS - 1]. words[] are the
 * six instruction words ending at the brk.
 */
bool kcfi_decode_site(const uint32_t words[KCFI_SEQ_WORDS], uint64_t addr, struct kcfi_site *site);

/* Disassemble one word for people; writes "<mnemonic> <operands>" or ".inst 0x..". */
void arm64_disasm(uint32_t word, uint64_t addr, char *buf, size_t len);
/* The name of a hint-space word ("bti c", "paciasp", "nop"), NULL for another word or an unnamed hint. */
const char *arm64_hint_name(uint32_t word);

#endif
