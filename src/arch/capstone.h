/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Capstone, loaded with dlopen() the first time an instruction is shown
 * (src/arch/capstone.c): the backends' disassemblers call it through these
 * pointers. Most runs show none, and linking it cost each of them its
 * relocation at start-up (77,000 for capstone 4's every architecture).
 */
#ifndef KPREFIX_ARCH_CAPSTONE_H
#define KPREFIX_ARCH_CAPSTONE_H

#include <capstone/capstone.h>

struct kp_capstone {
	__typeof__(cs_open) *open;
	__typeof__(cs_disasm) *disasm;
	__typeof__(cs_free) *free;
	__typeof__(cs_close) *close;
	__typeof__(cs_support) *support;
};

/* Capstone's functions, or NULL when it cannot be loaded (then instructions are shown raw). */
const struct kp_capstone *kp_capstone(void);

#endif
