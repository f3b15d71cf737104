// SPDX-License-Identifier: GPL-2.0-only
/*
 * The image's words as people read them, for what checks and kprefix show
 * say of an address the facts do not cover (a record's target, a word
 * before a function): the analysis reads the image, its readers do not.
 */
#include <elf.h>
#include <stdio.h>

#include "kprefix/model.h"

unsigned kp_describe_insn(const struct kp_analysis *an, uint64_t addr, char *buf, size_t len)
{
	const struct kp_section *sec = kp_section_at(an->image, addr);

	snprintf(buf, len, "no instruction");
	if (!sec || !(sec->flags & SHF_EXECINSTR) || !sec->data || addr % an->arch->insn_align)
		return 0;
	return an->arch->disasm(sec->data + (addr - sec->addr), sec->size - (addr - sec->addr), addr,
				buf, len);
}

bool kp_nop_at(const struct kp_analysis *an, uint64_t addr)
{
	uint8_t word[8];

	return an->arch->nop_size <= sizeof(word) && kp_read_bytes(an->image, addr, word, an->arch->nop_size) &&
	       an->arch->is_nop(word);
}
