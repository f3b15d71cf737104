// SPDX-License-Identifier: GPL-2.0-only
/*
 * The arm64 backend: NOPs, bti c, the CALL_OPS ops slot and the kCFI check
 * sequence, all matched by encoding (the arm64 encodings: include/kprefix/arm64.h).
 */
#include <elf.h>
#include <string.h>

#include "kprefix/arch.h"
#include "kprefix/arm64.h"
#include "kprefix/util.h"

static bool arm64_is_nop(const uint8_t *p)
{
	return a64_is_nop(read_le32(p));
}

static unsigned arm64_landing_pad(const uint8_t *p, size_t avail)
{
	return avail >= 4 && a64_is_bti_call(read_le32(p)) ? 4 : 0;
}

/* The patched BL at func+4 (+4 after bti c) returns to func+8 (+4). */
static uint64_t arm64_call_return(uint64_t func, unsigned landing_pad)
{
	return func + 8 + landing_pad;
}

static uint64_t arm64_ops_slot(uint64_t func, unsigned landing_pad, uint64_t record)
{
	(void)record;
	/* The trampoline computes it from the BL's return address:
	 * bic x11, x30, #7; ldr x11, [x11, #-16]. */
	uint64_t ret = arm64_call_return(func, landing_pad);

	return ALIGN_DOWN(ret, 8) - 16;
}

static void arm64_find_kcfi_sites(const uint8_t *code, size_t size, uint64_t addr, kp_site_fn fn,
				  void *ctx)
{
	size_t nwords = size / 4;
	const uint8_t *from = code + 4 * (KCFI_SEQ_WORDS - 1), *end = code + 4 * nwords;

	/*
	 * The brk is the marker: only then decode the five words before it.
	 * Every brk's top byte is 0xd4, rare in code: memchr finds the
	 * candidates many times faster than a test of every word.
	 */
	while (from < end) {
		const uint8_t *top = memchr(from + 3, 0xd4, (size_t)(end - from) - 3);
		uint32_t seq[KCFI_SEQ_WORDS];
		struct kcfi_site site;

		if (!top)
			break;
		size_t off = (size_t)(top - code);

		/* Only the top byte of a little-endian word counts. */
		if (off % 4 != 3) {
			from = code + (off - off % 4) + 4;
			continue;
		}
		size_t i = off / 4, first = i + 1 - KCFI_SEQ_WORDS;

		from = code + 4 * (i + 1);
		if (!a64_is_kcfi_brk(read_le32(code + 4 * i)))
			continue;
		for (size_t k = 0; k < KCFI_SEQ_WORDS; k++)
			seq[k] = read_le32(code + 4 * (first + k));
		if (kcfi_decode_site(seq, addr + 4 * first, &site))
			fn(ctx, &site);
	}
}

/* ret Xn (0xd65f0000 | n << 5); retaa/retab return to x30. */
static bool arm64_returns_off_link(const uint8_t *code, size_t size)
{
	bool other = false;

	for (size_t i = 0; i + 4 <= size; i += 4) {
		uint32_t w = read_le32(code + i);

		if (w == 0xd65f0bffu || w == 0xd65f0fffu)
			return false;
		if ((w & 0xfffffc1fu) != 0xd65f0000u)
			continue;
		if (((w >> 5) & 31) == 30)
			return false;
		other = true;
	}
	return other;
}

static unsigned arm64_disasm_one(const uint8_t *p, size_t avail, uint64_t addr, char *buf,
				 size_t len)
{
	if (avail < 4)
		return 0;
	arm64_disasm(read_le32(p), addr, buf, len);
	return 4;
}

/* A HINT first (nop, paciasp, bti c) or a ret (retaa, retab) last. */
static bool arm64_looks_like(const uint8_t *code, size_t size)
{
	uint32_t last;

	if (size < 4)
		return false;
	last = read_le32(code + (size & ~(size_t)3) - 4);
	return (read_le32(code) & 0xfffff01fu) == 0xd503201fu || last == 0xd65f03c0u ||
	       last == 0xd65f0bffu || last == 0xd65f0fffu;
}

static const char *const arm64_built_apart[] = {
	"arch/arm64/kernel/pi/",
	"arch/arm64/kvm/hyp/nvhe/",
	NULL,
};

const struct kp_arch kp_arch_arm64 = {
	.name = "arm64",
	.e_machine = 183, /* EM_AARCH64 */
	.r_relative = R_AARCH64_RELATIVE,
	.r_abs64 = R_AARCH64_ABS64,
	.nop_size = 4,
	.insn_align = 4,
	.entry_nops = 2,
	.hash_size = 4,
	.callops_prefix_nops = 2,
	.landing_pad_name = "bti c",
	.is_nop = arm64_is_nop,
	.landing_pad = arm64_landing_pad,
	.ops_slot = arm64_ops_slot,
	.call_return = arm64_call_return,
	.ops_slot_formula = "ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c)",
	.tramp_link = "x30",
	.ops_writer = "aarch64_insn_write_literal_u64",
	.direct_reach = "BL's 128 MB",
	.direct_attach = "direct calls without CALL_OPS: a direct BL within 128 MB, else through "
			 "ftrace_caller's ops list (about 10 ns more a call, 4 ns per further ftrace_ops)",
	.prefix_nops_option = "CONFIG_ARM64_FUNCTION_PREFIX_NOPS",
	.landing_pad_option = "CONFIG_ARM64_BTI_KERNEL",
	.find_kcfi_sites = arm64_find_kcfi_sites,
	.kcfi_marker = "brk #0x8000-0x83ff",
	.returns_off_link = arm64_returns_off_link,
	.disasm = arm64_disasm_one,
	.looks_like = arm64_looks_like,
	.built_apart = arm64_built_apart,
	.va_list_in_std = true,
	.emu = KP_ARCH_EMU(&kp_arm64_emu),
};
