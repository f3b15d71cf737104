// SPDX-License-Identifier: GPL-2.0-only
/* The backends, by ELF machine and, where variants differ, e_flags. */
#include <stddef.h>

#include "kprefix/arch.h"
#include "kprefix/util.h"

static const struct kp_arch *const kp_arches[] = {
	&kp_arch_arm64,
	&kp_arch_riscv64_rvc,
	&kp_arch_riscv64,
};

const struct kp_arch *kp_arch_for_machine(uint16_t e_machine, uint32_t e_flags)
{
	for (size_t i = 0; i < ARRAY_SIZE(kp_arches); i++)
		if (kp_arches[i]->e_machine == e_machine &&
		    (e_flags & kp_arches[i]->e_flags_mask) == kp_arches[i]->e_flags_value)
			return kp_arches[i];
	return NULL;
}

const struct kp_arch *kp_arch_nth(size_t i)
{
	return i < ARRAY_SIZE(kp_arches) ? kp_arches[i] : NULL;
}
