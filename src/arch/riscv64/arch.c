// SPDX-License-Identifier: GPL-2.0-only
/*
 * The riscv64 backend, two variants chosen by the ELF header's EF_RISCV_RVC:
 * with the C extension Linux builds with -fpatchable-function-entry=8,4 and
 * the NOP is the 2-byte c.nop (0x0001); without it with =4,2 and the 4-byte
 * nop (0x00000013). Either way 8 bytes of prefix before the function and 8
 * at its entry, which ftrace turns into auipc t0 + jalr. No landing pad
 * (Zicfilp's lpad is not recognised). Everything is matched by encoding.
 */
#include <elf.h>

#include "kprefix/arch.h"
#include "kprefix/riscv.h"
#include "kprefix/util.h"

/* arch/riscv/include/asm/ftrace.h */
#define MCOUNT_AUIPC_SIZE 4

static bool rv_is_c_nop(const uint8_t *p)
{
	return (p[0] | p[1] << 8) == RV_INSN_C_NOP;
}

static bool rv_is_nop(const uint8_t *p)
{
	return read_le32(p) == RV_INSN_NOP;
}

static unsigned rv_landing_pad(const uint8_t *p, size_t avail)
{
	(void)p;
	(void)avail;
	return 0;
}

/*
 * arch/riscv/kernel/ftrace.c: ftrace_call_adjust() makes the record (the
 * prefix start) rec->ip = record + 8 + MCOUNT_AUIPC_SIZE, the jalr after the
 * entry's auipc, and ftrace_rec_set_ops() writes the ops pointer at
 * ALIGN_DOWN(rec->ip - 12, 8). The trampoline reads it at t0 - 16, that is
 * func - 8: the two agree, and the slot is the prefix, only when func - 8 is
 * 8-aligned.
 */
/* The patched auipc t0; jalr t0 at func (after a landing pad, were there one)
 * returns to func+8. */
static uint64_t rv_call_return(uint64_t func, unsigned landing_pad)
{
	return func + 8 + landing_pad;
}

static uint64_t rv_ops_slot(uint64_t func, unsigned landing_pad, uint64_t record)
{
	uint64_t ip = record + 8 + MCOUNT_AUIPC_SIZE;

	(void)func;
	(void)landing_pad;
	return ALIGN_DOWN(ip - 12, 8);
}

/*
 * jalr x0, 0(rs1) (a jump, no link) and c.jr rs1: a return when rs1 is ra;
 * the direct trampoline's when rs1 is t0, whose jalr the patched entry
 * (auipc t0; jalr t0, ...) made. Other registers are indirect tail calls.
 */
static bool rv_returns_off_link(const uint8_t *code, size_t size, bool rvc)
{
	bool other = false;

	for (size_t i = 0; i + 2 <= size;) {
		uint16_t h = (uint16_t)(code[i] | code[i + 1] << 8);
		unsigned rs1 = 0;

		if ((h & 3) != 3) {
			if (!rvc)
				break;
			if ((h & 0xf07fu) == 0x8002u)
				rs1 = (h >> 7) & 31;
			i += 2;
		} else {
			if (i + 4 > size)
				break;
			uint32_t w = read_le32(code + i);

			if ((w & 0xfff07fffu) == 0x00000067u)
				rs1 = (w >> 15) & 31;
			i += 4;
		}
		if (rs1 == 1)
			return false;
		if (rs1 == 5)
			other = true;
	}
	return other;
}

static bool rv_returns_off_link_rvc(const uint8_t *code, size_t size)
{
	return rv_returns_off_link(code, size, true);
}

static bool rv_returns_off_link_norvc(const uint8_t *code, size_t size)
{
	return rv_returns_off_link(code, size, false);
}

static void rv_find_sites_rvc(const uint8_t *code, size_t size, uint64_t addr, kp_site_fn fn,
			      void *ctx)
{
	rv_find_kcfi_sites(code, size, addr, true, fn, ctx);
}

static void rv_find_sites(const uint8_t *code, size_t size, uint64_t addr, kp_site_fn fn,
			  void *ctx)
{
	rv_find_kcfi_sites(code, size, addr, false, fn, ctx);
}

static unsigned rv_disasm_rvc(const uint8_t *p, size_t avail, uint64_t addr, char *buf, size_t len)
{
	return rv_disasm(p, avail, addr, true, buf, len);
}

static unsigned rv_disasm_norvc(const uint8_t *p, size_t avail, uint64_t addr, char *buf,
				size_t len)
{
	return rv_disasm(p, avail, addr, false, buf, len);
}

/* The auipc t0; jalr t0 call ftrace patches in reaches ftrace_caller from anywhere,
 * a direct call only from within 2 KB of it (the auipc is set once, at boot). */
#define RV_FTRACE                                                                            \
	.ops_slot_formula = "ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it", \
	.tramp_link = "t0", .ops_writer = "patch_text_nosync",                               \
	.direct_attach = "direct calls without CALL_OPS: a direct jalr only within 2 KB of "  \
			 "ftrace_caller (the entry's auipc is set once, at boot), else through "   \
			 "ftrace_caller's ops list"

#define RV_KCFI_MARKER "ebreak after lw; lui; addiw; beq"

/* A nop or c.nop first, or a ret (jalr zero, 0(ra), or c.jr ra) last. */
static bool rv_looks_like(const uint8_t *code, size_t size)
{
	if (size < 2)
		return false;
	uint16_t first = (uint16_t)(code[0] | code[1] << 8);
	uint16_t last2 = (uint16_t)(code[size - 2] | code[size - 1] << 8);

	return first == 0x0001 || (size >= 4 && read_le32(code) == 0x00000013u) || last2 == 0x8082 ||
	       (size >= 4 && read_le32(code + size - 4) == 0x00008067u);
}

/* ebreak, or c.ebreak in RVC code, last. */
static bool rv_ends_in_trap_rvc(const uint8_t *code, size_t size)
{
	return (size >= 2 && code[size - 2] == 0x02 && code[size - 1] == 0x90) ||
	       (size >= 4 && read_le32(code + size - 4) == 0x00100073u);
}

static bool rv_ends_in_trap(const uint8_t *code, size_t size)
{
	return size >= 4 && read_le32(code + size - 4) == 0x00100073u;
}

static unsigned rv_padding_rvc(const uint8_t *p, size_t avail)
{
	if (avail >= 4 && read_le32(p) == 0x00000013u)
		return 4;
	return avail >= 2 && p[0] == 0x01 && p[1] == 0x00 ? 2 : 0;
}

static unsigned rv_padding(const uint8_t *p, size_t avail)
{
	return avail >= 4 && read_le32(p) == 0x00000013u ? 4 : 0;
}

const struct kp_arch kp_arch_riscv64_rvc = {
	.name = "riscv64",
	.e_machine = 243, /* EM_RISCV */
	.r_relative = R_RISCV_RELATIVE,
	.r_abs64 = R_RISCV_64,
	.e_flags_mask = KP_EF_RISCV_RVC,
	.e_flags_value = KP_EF_RISCV_RVC,
	.nop_size = 2,
	.nop_name = "c.nop",
	.insn_align = 2,
	.entry_nops = 4,
	.hash_size = 4,
	.callops_prefix_nops = 4,
	.landing_pad_name = "lpad",
	.is_nop = rv_is_c_nop,
	.landing_pad = rv_landing_pad,
	.ops_slot = rv_ops_slot,
	.call_return = rv_call_return,
	RV_FTRACE,
	.find_kcfi_sites = rv_find_sites_rvc,
	.kcfi_marker = RV_KCFI_MARKER,
	.disasm = rv_disasm_rvc,
	.looks_like = rv_looks_like,
	.ends_in_trap = rv_ends_in_trap_rvc,
	.padding = rv_padding_rvc,
	.returns_off_link = rv_returns_off_link_rvc,
	.emu = KP_ARCH_EMU(&kp_riscv64_emu),
};

const struct kp_arch kp_arch_riscv64 = {
	.name = "riscv64",
	.e_machine = 243, /* EM_RISCV */
	.r_relative = R_RISCV_RELATIVE,
	.r_abs64 = R_RISCV_64,
	.e_flags_mask = KP_EF_RISCV_RVC,
	.e_flags_value = 0,
	.nop_size = 4,
	.nop_name = "nop",
	.insn_align = 4,
	.entry_nops = 2,
	.hash_size = 4,
	.callops_prefix_nops = 2,
	.landing_pad_name = "lpad",
	.is_nop = rv_is_nop,
	.landing_pad = rv_landing_pad,
	.ops_slot = rv_ops_slot,
	.call_return = rv_call_return,
	RV_FTRACE,
	.find_kcfi_sites = rv_find_sites,
	.kcfi_marker = RV_KCFI_MARKER,
	.disasm = rv_disasm_norvc,
	.looks_like = rv_looks_like,
	.ends_in_trap = rv_ends_in_trap,
	.padding = rv_padding,
	.returns_off_link = rv_returns_off_link_norvc,
	.emu = KP_ARCH_EMU(&kp_riscv64_emu),
};
