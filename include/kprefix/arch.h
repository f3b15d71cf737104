/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What kprefix knows of one instruction set, as objtool's arch.h: patch-site
 * and entry encodings, NOP forms, where ftrace keeps the ops pointer, and the
 * kCFI check sequence. The analysis and the checks only ask these questions;
 * a second architecture is a new directory under src/arch/ and one entry in
 * kp_arches[], with no edit to checks or reports.
 */
#ifndef KPREFIX_ARCH_H
#define KPREFIX_ARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One kCFI check sequence before an indirect call. */
struct kcfi_site {
	uint64_t addr;     /* of the hash load */
	uint32_t type_hash;
	int offset;        /* the load's offset: the caller's hash offset */
	unsigned target_reg;
	unsigned scratch_reg;
};

typedef void (*kp_site_fn)(void *ctx, const struct kcfi_site *site);

/*
 * What src/emu/ needs to run this instruction set's code under unicorn, in
 * plain numbers so that no header needs unicorn's: the backend fills them
 * from <unicorn/unicorn.h> where kprefix is built with it
 * (KPREFIX_HAVE_UNICORN), and has none (kp_arch.emu NULL) where not.
 */
struct kp_arch_emu {
	int uc_arch, uc_mode; /* uc_open()'s */
	/* Registers, as unicorn numbers them. The general ones, gpr0 ..
	 * gpr0 + ngprs - 1, are zeroed before each run. */
	int gpr0;
	unsigned ngprs;
	int arg[2], ret, link, sp, pc;
	/* Entered as ftrace's patched call enters its trampoline: the call's
	 * return address (arm64 x30, riscv64 t0) and the traced function's own
	 * (arm64 x9, riscv64 ra). */
	int tramp_link, tramp_parent;
	/* Where the kernel finds current (arm64 sp_el0, riscv64 tp), and this
	 * CPU's per-CPU offset (arm64 tpidr_el1; -1: none). */
	int current, percpu;
	/* What can change the state translation depends on, which restoring
	 * the CPU's registers does not undo (the TLB): instructions hooked as
	 * unicorn's UC_HOOK_INSN (arm64 MSR, SYS, SYSL), and registers whose
	 * value a run may change (riscv64 satp, mstatus). */
	int dirty_insns[3];
	unsigned ndirty_insns;
	int dirty_regs[2];
	unsigned ndirty_regs;
	uint32_t nop; /* a 4-byte NOP, little-endian: where runs return to */
	/* Bytes of the trap a WARN() is at p (arm64 brk #0x800, riscv64 ebreak or
	 * c.ebreak), after which the kernel goes on; 0 when p is none. */
	unsigned (*warn_trap)(const uint8_t *p, size_t avail);
	/* The trap's exception may say the instruction after it: up to this
	 * many bytes before where it says (arm64: 4). */
	unsigned trap_back;
	/* unicorn ends a run at a WARN()'s trap without calling its interrupt
	 * hook (riscv64, unicorn 2.0): the engine goes on after it. */
	bool trap_ends_run;
};

#ifdef KPREFIX_HAVE_UNICORN
#define KP_ARCH_EMU(emu) (emu)
#else
#define KP_ARCH_EMU(emu) NULL
#endif

struct kp_arch {
	const char *name;          /* "arm64", "riscv64" */
	uint16_t e_machine;
	/* The backend serves files whose e_flags & e_flags_mask == e_flags_value
	 * (riscv64: EF_RISCV_RVC picks the 2-byte c.nop variant). */
	uint32_t e_flags_mask, e_flags_value;
	/* The relocation types that store an address in data, as src/elf/ reads
	 * records and pointers through them: base + addend, the dynamic "relative"
	 * one (RELR's too), and symbol + addend, 64 bits. */
	uint32_t r_relative, r_abs64;
	unsigned nop_size;         /* bytes of one prefix or entry NOP */
	/* The NOP's name when the instruction set has more than one width
	 * ("c.nop", "nop" on riscv64), shown with the layout; NULL: only one. */
	const char *nop_name;
	unsigned insn_align;       /* functions and instructions start at multiples of this */
	unsigned entry_nops;       /* NOPs at the entry of a traced function */
	unsigned hash_size;        /* the kCFI type hash word */
	/* Prefix NOPs that CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y implies when the
	 * config names no count (arm64: 2; riscv64: 8 bytes, 4 c.nop or 2 nop). */
	unsigned callops_prefix_nops;
	/* The landing pad's name for people ("bti c"). */
	const char *landing_pad_name;

	/* A prefix or entry NOP at p (nop_size bytes readable). */
	bool (*is_nop)(const uint8_t *p);
	/* Bytes of the landing pad that starts a function (bti c), 0 when none. */
	unsigned (*landing_pad)(const uint8_t *p, size_t avail);
	/* Where ftrace CALL_OPS keeps a function's 8-byte ops pointer, from the
	 * function, its landing pad and its ftrace record (the prefix start). */
	uint64_t (*ops_slot)(uint64_t func, unsigned landing_pad, uint64_t record);
	/* Where the call ftrace patches into a function's entry returns to: the
	 * return address the trampoline is entered with (in tramp_link). */
	uint64_t (*call_return)(uint64_t func, unsigned landing_pad);
	/*
	 * The kernel's ftrace code for this instruction set, which
	 * src/analysis/ftrace_code.c runs from the image and names where a
	 * formula stands in for it:
	 * - ops_slot_formula: ops_slot() as the kernel's comments say it;
	 * - tramp_link: the register the patched call leaves its return
	 *   address in, with which ftrace_caller is entered (arm64 BL: "x30");
	 * - ops_writer: the function ftrace_init_nop() writes the ops pointer
	 *   with (a symbol src/elf/ looks for);
	 * - direct_reach: how far a direct call from a patched entry reaches,
	 *   which the kernel text's span is held against ("BL's 128 MB");
	 *   NULL where the reach does not depend on that span;
	 * - direct_attach: how a BPF trampoline attaches with direct calls and
	 *   no CALL_OPS;
	 * - prefix_nops_option: the config option whose prefix NOP count the
	 *   ftrace code is built to skip (CONFIG_ARM64_FUNCTION_PREFIX_NOPS),
	 *   NULL where it skips no configured count.
	 */
	const char *ops_slot_formula;
	const char *tramp_link;
	const char *ops_writer;
	const char *direct_reach;
	const char *direct_attach;
	const char *prefix_nops_option;
	/* The config option that builds the kernel with the landing pad
	 * (CONFIG_ARM64_BTI_KERNEL), NULL where there is none. */
	const char *landing_pad_option;
	/* Every kCFI check sequence in [code, code + size), loaded at addr, in order. */
	void (*find_kcfi_sites)(const uint8_t *code, size_t size, uint64_t addr, kp_site_fn fn,
				void *ctx);
	/* How the check sequences are recognised, for the layout's evidence. */
	const char *kcfi_marker;
	/*
	 * Every return in the function's code [code, code + size) goes through a
	 * register other than the link register, and there is at least one: the
	 * convention of an ftrace direct-call trampoline, entered by the branch
	 * ftrace patched into a traced function's entry and returning into it
	 * (arm64 `ret x9`, riscv64 `jr t0`). A C function called through a
	 * pointer returns to its link register, so no kCFI check leads here.
	 */
	bool (*returns_off_link)(const uint8_t *code, size_t size);
	/*
	 * The code [code, code + size) of a function ends in a trap (riscv64
	 * ebreak, BUG()'s and a kCFI check's): after one the compiler may leave
	 * the next function's hash without a mapping symbol. NULL: the
	 * compiler always marks its hashes (arm64), and only marked words and
	 * the values call sites and typeids name are hashes.
	 */
	bool (*ends_in_trap)(const uint8_t *code, size_t size);
	/* Bytes of the alignment padding instruction at p (riscv64 RVC: c.nop or a
	 * 4-byte nop, which the assembler pads with too), 0 when none. */
	unsigned (*padding)(const uint8_t *p, size_t avail);
	/* One instruction at p for people: writes its text, returns its size (0: none). */
	unsigned (*disasm)(const uint8_t *p, size_t avail, uint64_t addr, char *buf, size_t len);
	/* Whether one function's code looks like this machine's by the words
	 * compilers put first or last (a NOP or hint, a ret): to tell code of
	 * another machine under this header, never for a verdict on the code. */
	bool (*looks_like)(const uint8_t *code, size_t size);
	/* Where the kernel builds code of this arch apart, on purpose, with flags
	 * of its own (arm64: the early boot code of kernel/pi/, the nVHE hyp):
	 * object path prefixes, NULL-terminated; NULL: none. */
	const char *const *built_apart;
	/* The C++ ABI names C's __va_list std::__va_list (AAPCS64), in the mangled
	 * names clang hashes into kCFI type ids (src/analysis/mangle.c). */
	bool va_list_in_std;
	/* Running its code under the emulator (src/emu/); NULL: kprefix cannot. */
	const struct kp_arch_emu *emu;
};

/* The backend for an ELF e_machine and e_flags, NULL when kprefix has none. */
const struct kp_arch *kp_arch_for_machine(uint16_t e_machine, uint32_t e_flags);
/* Every backend: kp_arch_nth(0), kp_arch_nth(1), ... until NULL. */
const struct kp_arch *kp_arch_nth(size_t i);

extern const struct kp_arch kp_arch_arm64;
extern const struct kp_arch kp_arch_riscv64_rvc, kp_arch_riscv64;
/* Defined only with KPREFIX_HAVE_UNICORN: named through KP_ARCH_EMU(). */
extern const struct kp_arch_emu kp_arm64_emu, kp_riscv64_emu;

#endif
