// SPDX-License-Identifier: GPL-2.0-only
/*
 * The kCFI check LLVM emits before every indirect call on arm64
 * (AArch64AsmPrinter::LowerKCFI_CHECK):
 *
 *	ldur	wS, [xT, #-(4 + 4M)]	// M: the caller's prefix NOPs
 *	movk	w17, #lo
 *	movk	w17, #hi, lsl #16
 *	cmp	wS, w17
 *	b.eq	1f
 *	brk	#(0x8000 | 17 << 5 | T)
 * 1:	blr	xT
 *
 * S is w16, or w9 when T is x16 or x17. arm64 has no .kcfi_traps: the brk
 * immediate is the only marker.
 */
#include "kprefix/arm64.h"

#define KCFI_TYPE_REG 17u

bool kcfi_decode_site(const uint32_t words[KCFI_SEQ_WORDS], uint64_t addr, struct kcfi_site *site)
{
	unsigned scratch, target, cmp_reg, lo_shift, hi_shift;
	uint16_t lo, hi, imm;
	int offset;

	if (!a64_is_kcfi_brk(words[5]) || !a64_is_beq_skip_one(words[4]))
		return false;
	imm = a64_brk_imm(words[5]);
	if (((imm >> 5) & 31u) != KCFI_TYPE_REG)
		return false;
	if (!a64_decode_cmp_w17(words[3], &cmp_reg))
		return false;
	if (!a64_decode_movk_w17(words[1], &lo, &lo_shift) || lo_shift != 0)
		return false;
	if (!a64_decode_movk_w17(words[2], &hi, &hi_shift) || hi_shift != 16)
		return false;
	if (!a64_decode_ldur_w(words[0], &scratch, &target, &offset))
		return false;
	if (scratch != cmp_reg || target != (imm & 31u))
		return false;

	site->addr = addr;
	site->type_hash = (uint32_t)hi << 16 | lo;
	site->offset = offset;
	site->target_reg = target;
	site->scratch_reg = scratch;
	return true;
}
