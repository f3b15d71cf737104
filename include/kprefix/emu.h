/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Running a few instructions of the image's own code (the ftrace trampoline,
 * ftrace_call_adjust(), ftrace_init_nop()) under the unicorn emulator, so
 * that the kernel's code, not a formula kprefix carries, says where the ops
 * slot and the patch site are.
 *
 * The emulated code sees only the image's bytes: a page is mapped, with a
 * copy of the image's bytes, the first time the code touches it, and an
 * address that no allocated section holds is a fault. Besides those pages
 * there are a stack, a page of return addresses and a scratch page for the
 * caller's data. Every run is bounded in instructions; every call out of
 * the code being run is stubbed (it returns 0) and counted, unless the
 * run's follow() asks to run the callee too; a run that stubbed a call is
 * run again with the stub returning another value, and an answer that
 * moves with it is KP_EMU_UNKNOWN. Each run starts from the CPU as it was
 * made, system registers included. Nothing here crashes on
 * any image: a fault, a trap other than a WARN's and the limit end a run
 * with an outcome that says which.
 */
#ifndef KPREFIX_EMU_H
#define KPREFIX_EMU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kprefix/arch.h"
#include "kprefix/elf.h"

struct kp_emu;

/* Instructions one run may execute before it ends with KP_EMU_LIMIT. */
#define KP_EMU_MAX_INSNS 4096

/* A page the caller owns: the synthetic call site of a trampoline run. */
#define KP_EMU_CALLSITE_PAGE 0x20000ull
/* The caller's data for one run (a struct dyn_ftrace, say): KP_EMU_SCRATCH_SIZE bytes. */
#define KP_EMU_SCRATCH 0x30000ull
#define KP_EMU_SCRATCH_SIZE 4096u

enum kp_emu_how {
	KP_EMU_RETURNED, /* returned to its caller: value is the return register */
	KP_EMU_LOADED,   /* loaded from the watched range: value is the address */
	KP_EMU_CALLED,   /* called run->stop_call: value is its first argument */
	KP_EMU_FAULT,    /* touched memory the image does not have, or trapped */
	KP_EMU_LIMIT,    /* ran KP_EMU_MAX_INSNS instructions */
	KP_EMU_ERROR,    /* the emulator itself failed */
	KP_EMU_UNKNOWN,  /* the answer depends on a stubbed call's made-up return: detail says which */
};

struct kp_emu_run {
	uint64_t entry;           /* where to start: code of the image */
	uint64_t entry_size;      /* its extent; 0: its function symbol's */
	uint64_t args[2];         /* the first two argument registers */
	/* The link register on entry; 0: the stop address, so that the return ends the run. */
	uint64_t link;
	/* Entered as ftrace's patched call site enters its trampoline: link in the
	 * register that call sets (arm64 x30, riscv64 t0), the traced function's
	 * own return address (arm64 x9, riscv64 ra) the stop address. */
	bool trampoline;
	/* End the run at the first 8-byte load from [watch_lo, watch_hi) (watch_hi 0: none). */
	uint64_t watch_lo, watch_hi;
	/* End the run when the code calls this address (0: none). */
	uint64_t stop_call;
	/* Run, rather than stub, a callee (the function at addr named name) when this says so. */
	bool (*follow)(const char *name);
	/* Bytes put at KP_EMU_SCRATCH before the run (NULL: zeros). */
	const void *scratch;
	size_t scratch_len;
};

struct kp_emu_outcome {
	enum kp_emu_how how;
	uint64_t value;
	size_t insns;     /* instructions executed */
	size_t stubbed;   /* calls out stubbed */
	size_t warnings;  /* WARN()s passed (brk #0x800 on arm64, ebreak on riscv64) */
	uint64_t pc;      /* where it ended */
	uint64_t load_pc; /* for KP_EMU_LOADED: the load instruction */
	char detail[160]; /* for KP_EMU_FAULT and KP_EMU_ERROR: what happened */
};

/*
 * Whether this kprefix was built with the emulator (meson -Dunicorn=enabled)
 * and libunicorn, which is loaded only when first asked for, loads.
 */
bool kp_emu_available(void);

/* unicorn's version, loading it; false with why in err (built without it, unloadable). */
bool kp_emu_version(unsigned *major, unsigned *minor, char *err, size_t errlen);

/*
 * An emulator over image for its architecture; NULL with a one-line reason in
 * err when built without unicorn, when libunicorn cannot be loaded, for an
 * architecture it cannot run, or when the image's sections overlap the pages
 * the runs use.
 */
struct kp_emu *kp_emu_new(const struct kp_image *image, const struct kp_arch *arch, char *err,
			  size_t errlen);
void kp_emu_free(struct kp_emu *emu);

/* One run; the memory the image's code wrote is undone after it. */
void kp_emu_call(struct kp_emu *emu, const struct kp_emu_run *run, struct kp_emu_outcome *out);

#endif
