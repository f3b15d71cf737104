// SPDX-License-Identifier: GPL-2.0-only
/*
 * riscv64 under unicorn (src/emu/): its registers, its mode, the NOP the
 * runs return to, satp and mstatus, which leave translation state behind,
 * and WARN()'s ebreak (c.ebreak in RVC code), after which a run goes on.
 * One table for both backends: unicorn runs RVC code either way.
 */
#include "kprefix/arch.h"

#ifdef KPREFIX_HAVE_UNICORN
#include <unicorn/unicorn.h>

#include "kprefix/util.h"

static unsigned rv_warn_trap(const uint8_t *p, size_t avail)
{
	if (avail >= 2 && p[0] == 0x02 && p[1] == 0x90)
		return 2; /* c.ebreak */
	if (avail >= 4 && read_le32(p) == 0x00100073u)
		return 4; /* ebreak */
	return 0;
}

const struct kp_arch_emu kp_riscv64_emu = {
	.uc_arch = UC_ARCH_RISCV,
	.uc_mode = UC_MODE_RISCV64,
	.gpr0 = UC_RISCV_REG_X0,
	.ngprs = 32,
	.arg = { UC_RISCV_REG_A0, UC_RISCV_REG_A1 },
	.ret = UC_RISCV_REG_A0,
	.link = UC_RISCV_REG_RA,
	.sp = UC_RISCV_REG_SP,
	.pc = UC_RISCV_REG_PC,
	/* The patched call site is auipc t0; jalr t0: t0 returns into the function, ra to its caller. */
	.tramp_link = UC_RISCV_REG_T0,
	.tramp_parent = UC_RISCV_REG_RA,
	.current = UC_RISCV_REG_TP,
	.percpu = -1,
	.dirty_regs = { UC_RISCV_REG_SATP, UC_RISCV_REG_MSTATUS },
	.ndirty_regs = 2,
	.nop = 0x00000013u, /* addi x0, x0, 0 */
	.warn_trap = rv_warn_trap,
	.trap_ends_run = true,
};
#endif
