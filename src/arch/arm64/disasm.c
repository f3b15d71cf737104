// SPDX-License-Identifier: GPL-2.0-only
/*
 * Capstone, for showing instructions to people. Verdicts never depend on it.
 * The hint space (HINT #imm: NOPs to a core without the feature) is named
 * here first: capstone 4, Debian bookworm's, names only nop..sevl and shows
 * bti c, paciasp or autiasp as "hint #0x22", "#0x19", "#0x1d".
 */
#include <stdio.h>

#include "../capstone.h"
#include "kprefix/arm64.h"

#if CS_API_MAJOR >= 6
#define KP_CS_ARCH CS_ARCH_AARCH64
#else
#define KP_CS_ARCH CS_ARCH_ARM64
#endif

/*
 * HINT #imm (0xd503201f | imm << 5) by imm, named as the Arm ARM (C6.2, the
 * hint aliases) and GNU and LLVM objdump name them; the rest stays "hint #".
 */
static const char *const hint_names[] = {
	[0x00] = "nop",         [0x01] = "yield",       [0x02] = "wfe",
	[0x03] = "wfi",         [0x04] = "sev",         [0x05] = "sevl",
	[0x06] = "dgh",         [0x07] = "xpaclri",     [0x08] = "pacia1716",
	[0x0a] = "pacib1716",   [0x0c] = "autia1716",   [0x0e] = "autib1716",
	[0x10] = "esb",         [0x11] = "psb csync",   [0x12] = "tsb csync",
	[0x13] = "gcsb dsync",  [0x14] = "csdb",        [0x16] = "clrbhb",
	[0x18] = "paciaz",      [0x19] = "paciasp",     [0x1a] = "pacibz",
	[0x1b] = "pacibsp",     [0x1c] = "autiaz",      [0x1d] = "autiasp",
	[0x1e] = "autibz",      [0x1f] = "autibsp",     [0x20] = "bti",
	[0x22] = "bti c",       [0x24] = "bti j",       [0x26] = "bti jc",
	[0x28] = "chkfeat x16",
};

const char *arm64_hint_name(uint32_t word)
{
	unsigned imm = (word >> 5) & 0x7fu;

	if ((word & 0xfffff01fu) != A64_NOP || imm >= sizeof(hint_names) / sizeof(hint_names[0]))
		return NULL;
	return hint_names[imm];
}

void arm64_disasm(uint32_t word, uint64_t addr, char *buf, size_t len)
{
	uint8_t bytes[4] = { word & 0xff, (word >> 8) & 0xff, (word >> 16) & 0xff, word >> 24 };
	const char *hint = arm64_hint_name(word);
	const struct kp_capstone *cs = kp_capstone();
	csh handle;
	cs_insn *insn;

	if (hint) {
		snprintf(buf, len, "%s", hint);
		return;
	}

	if (!cs || cs->open(KP_CS_ARCH, CS_MODE_LITTLE_ENDIAN, &handle) != CS_ERR_OK) {
		snprintf(buf, len, ".inst 0x%08x", word);
		return;
	}
	if (cs->disasm(handle, bytes, sizeof(bytes), addr, 1, &insn) == 1) {
		if (insn->op_str[0])
			snprintf(buf, len, "%s %s", insn->mnemonic, insn->op_str);
		else
			snprintf(buf, len, "%s", insn->mnemonic);
		cs->free(insn, 1);
	} else {
		snprintf(buf, len, ".inst 0x%08x", word);
	}
	cs->close(&handle);
}
