// SPDX-License-Identifier: GPL-2.0-only
/* Instruction decoders by encoding (Arm ARM C6.2). */
#include "kprefix/arm64.h"

bool a64_decode_ldur_w(uint32_t w, unsigned *rt, unsigned *rn, int *offset)
{
	int simm9;

	if ((w & 0xffe00c00u) != 0xb8400000u)
		return false;
	simm9 = (int)((w >> 12) & 0x1ffu);
	if (simm9 & 0x100)
		simm9 -= 0x200;
	*rt = w & 31u;
	*rn = (w >> 5) & 31u;
	*offset = simm9;
	return true;
}

bool a64_decode_movk_w17(uint32_t w, uint16_t *imm16, unsigned *shift)
{
	/* sf=0 opc=11 100101 hw: the mask leaves hw (bits 22:21) free, but hw=1x is
	 * unallocated for a W register. */
	if ((w & 0xff80001fu) != 0x72800011u || (w & 0x00400000u))
		return false;
	*imm16 = (uint16_t)((w >> 5) & 0xffffu);
	*shift = ((w >> 21) & 1u) * 16;
	return true;
}

bool a64_decode_cmp_w17(uint32_t w, unsigned *rn)
{
	/* subs wzr, wN, w17, lsl #0 */
	if ((w & 0xfffffc1fu) != 0x6b11001fu)
		return false;
	*rn = (w >> 5) & 31u;
	return true;
}
