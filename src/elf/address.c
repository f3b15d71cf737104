// SPDX-License-Identifier: GPL-2.0-only
/*
 * An image read by address: the section an address is in, its bytes, its
 * instruction word, its file offset. The bottom of the ELF layer: the
 * symbol, relocation and record readers and image.c, which calls them to
 * open an image, all read through it, and it calls none of them.
 */
#include <gelf.h>
#include <string.h>

#include "kprefix/elf.h"
#include "kprefix/util.h"

const struct kp_section *kp_section_at(const struct kp_image *image, uint64_t addr)
{
	size_t lo = 0, hi = image->nby_addr;

	/* The last section starting at or below addr. */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (image->by_addr[mid]->addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return NULL;
	const struct kp_section *sec = image->by_addr[lo - 1];

	return addr - sec->addr < sec->size ? sec : NULL;
}

bool kp_read_bytes(const struct kp_image *image, uint64_t addr, void *buf, size_t len)
{
	const struct kp_section *sec = kp_section_at(image, addr);

	if (!sec || len > sec->size - (addr - sec->addr))
		return false;
	if (sec->data)
		memcpy(buf, sec->data + (addr - sec->addr), len);
	else
		memset(buf, 0, len);
	return true;
}

bool kp_file_offset(const struct kp_image *image, uint64_t addr, uint64_t *offset)
{
	const struct kp_section *sec = kp_section_at(image, addr);

	if (!sec || !sec->data)
		return false;
	*offset = sec->offset + (addr - sec->addr);
	return true;
}

bool kp_read_insn(const struct kp_image *image, uint64_t addr, uint32_t *word)
{
	const struct kp_section *sec = kp_section_at(image, addr);

	if (!sec || !(sec->flags & SHF_EXECINSTR) || !sec->data || (addr & 3) ||
	    sec->size - (addr - sec->addr) < 4)
		return false;
	*word = read_le32(sec->data + (addr - sec->addr));
	return true;
}

bool kp_in_kernel_text(const struct kp_image *image, uint64_t addr)
{
	const struct kp_marker_sym *m = image->markers;
	bool have_text = m[KP_STEXT].found && m[KP_ETEXT].found;
	bool have_init = m[KP_SINITTEXT].found && m[KP_EINITTEXT].found;

	if (have_text || have_init) {
		if (have_text && addr >= m[KP_STEXT].value && addr < m[KP_ETEXT].value)
			return true;
		return have_init && addr >= m[KP_SINITTEXT].value && addr < m[KP_EINITTEXT].value;
	}
	const struct kp_section *sec = kp_section_at(image, addr);

	return sec && (sec->flags & SHF_EXECINSTR);
}
