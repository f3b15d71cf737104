/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the ELF layer needs to know per architecture: the relocation types
 * that store an address in data, one row per machine, as elfutils' backends
 * and objtool's arch directories keep such facts behind one table.
 */
#ifndef KPREFIX_ELF_MACHINE_H
#define KPREFIX_ELF_MACHINE_H

#include <elf.h>
#include <stddef.h>
#include <stdint.h>

struct kp_machine {
	uint16_t e_machine;
	const char *name;
	uint32_t r_relative; /* base + addend, the dynamic "relative" relocation */
	uint32_t r_abs64;    /* symbol + addend, 64 bits */
};

static const struct kp_machine kp_machines[] = {
	{ EM_AARCH64, "arm64", R_AARCH64_RELATIVE, R_AARCH64_ABS64 },
	{ EM_RISCV, "riscv64", R_RISCV_RELATIVE, R_RISCV_64 },
};

/* The row for e_machine, NULL when kprefix does not read that architecture. */
static inline const struct kp_machine *kp_machine_of(uint16_t e_machine)
{
	for (size_t i = 0; i < sizeof(kp_machines) / sizeof(kp_machines[0]); i++)
		if (kp_machines[i].e_machine == e_machine)
			return &kp_machines[i];
	return NULL;
}

#endif
