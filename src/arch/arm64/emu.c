// SPDX-License-Identifier: GPL-2.0-only
/*
 * arm64 under unicorn (src/emu/): its registers, its mode, the NOP the
 * runs return to, the MSR/SYS that leave translation state behind, and
 * WARN()'s brk #0x800, after which a run goes on.
 */
#include "kprefix/arch.h"

#ifdef KPREFIX_HAVE_UNICORN
#include <unicorn/unicorn.h>

#include "kprefix/util.h"

static unsigned arm64_warn_trap(const uint8_t *p, size_t avail)
{
	uint32_t w;

	if (avail < 4)
		return 0;
	w = read_le32(p);
	return (w & 0xffe0001fu) == 0xd4200000u && ((w >> 5) & 0xffff) == 0x800 ? 4 : 0;
}

const struct kp_arch_emu kp_arm64_emu = {
	.uc_arch = UC_ARCH_ARM64,
	.uc_mode = UC_MODE_ARM,
	.gpr0 = UC_ARM64_REG_X0,
	.ngprs = 31,
	.arg = { UC_ARM64_REG_X0, UC_ARM64_REG_X1 },
	.ret = UC_ARM64_REG_X0,
	.link = UC_ARM64_REG_X30,
	.sp = UC_ARM64_REG_SP,
	.pc = UC_ARM64_REG_PC,
	/* The patched call site is mov x9, x30; bl: x30 returns into the function, x9 to its caller. */
	.tramp_link = UC_ARM64_REG_X30,
	.tramp_parent = UC_ARM64_REG_X9,
	.current = UC_ARM64_REG_SP_EL0,
	.percpu = UC_ARM64_REG_TPIDR_EL1,
	.dirty_insns = { UC_ARM64_INS_MSR, UC_ARM64_INS_SYS, UC_ARM64_INS_SYSL },
	.ndirty_insns = 3,
	.nop = 0xd503201fu,
	.warn_trap = arm64_warn_trap,
	/* The exception's return address is the brk itself, or the word after it. */
	.trap_back = 4,
};
#endif
