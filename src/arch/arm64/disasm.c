// SPDX-License-Identifier: GPL-2.0-only
/*
 * Capstone, for showing instructions to people. Verdicts never depend on it.
 */
#include <capstone/capstone.h>
#include <stdio.h>

#include "kprefix/arm64.h"

#if CS_API_MAJOR >= 6
#define KP_CS_ARCH CS_ARCH_AARCH64
#else
#define KP_CS_ARCH CS_ARCH_ARM64
#endif

void arm64_disasm(uint32_t word, uint64_t addr, char *buf, size_t len)
{
	uint8_t bytes[4] = { word & 0xff, (word >> 8) & 0xff, (word >> 16) & 0xff, word >> 24 };
	csh handle;
	cs_insn *insn;

	if (cs_open(KP_CS_ARCH, CS_MODE_LITTLE_ENDIAN, &handle) != CS_ERR_OK) {
		snprintf(buf, len, ".inst 0x%08x", word);
		return;
	}
	if (cs_disasm(handle, bytes, sizeof(bytes), addr, 1, &insn) == 1) {
		if (insn->op_str[0])
			snprintf(buf, len, "%s %s", insn->mnemonic, insn->op_str);
		else
			snprintf(buf, len, "%s", insn->mnemonic);
		cs_free(insn, 1);
	} else {
		snprintf(buf, len, ".inst 0x%08x", word);
	}
	cs_close(&handle);
}
