/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The one walker over relocation sections (ELF layer internal): SHT_RELA
 * entries and SHT_RELR words, handed one at a time to a callback. The ftrace
 * record reader (records.c) and the walk of addresses stored in data
 * (relocs.c) both read relocations through it.
 */
#ifndef KPREFIX_ELF_RELA_H
#define KPREFIX_ELF_RELA_H

#include <gelf.h>
#include <libelf.h>
#include <stdbool.h>

#include "kprefix/arch.h"
#include "kprefix/elf.h"

/* A relocation section, opened. */
struct reloc_section {
	const struct kp_section *rel; /* the SHT_RELA or SHT_RELR section */
	/* ET_REL: the section the relocations apply to (sh_info); NULL otherwise,
	 * where r_offset is an address. */
	const struct kp_section *target;
	Elf_Data *data;
	Elf_Data *symdata, *shndxdata; /* its symbol table (sh_link), NULL when none */
	const struct kp_arch *arch; /* its relocation types */
};

/* One relocation. */
struct kp_reloc {
	size_t index; /* its entry in the section */
	uint64_t offset; /* r_offset: an address, or in an object an offset in target */
	uint32_t type; /* RELR: the machine's relative type */
	uint32_t sym;
	int64_t addend;
	bool in_place; /* RELR: the addend is the word at offset, not in the entry */
};

/*
 * Open relocation section index. An object's RELA must name a symbol table
 * and a section to apply to; an image's dynamic relocations need neither.
 * Returns 0, or -1 with a one-line err.
 */
int reloc_section_open(const struct kp_image *image, size_t index, struct reloc_section *rs,
		       char *err, size_t errlen);

/* fn returns 0 to go on, -1 (with err set) to stop the walk with an error. */
typedef int (*reloc_fn)(void *ctx, const struct reloc_section *rs, const struct kp_reloc *r,
			char *err, size_t errlen);

/* Call fn for every relocation of rs, in order. Returns 0 or -1 with err. */
int reloc_section_walk(const struct kp_image *image, const struct reloc_section *rs, reloc_fn fn,
		       void *ctx, char *err, size_t errlen);

/*
 * The address r stores when it is symbol + addend: the symbol's value (plus
 * its section's address in an object) plus the addend. Returns 1, 0 when the
 * symbol is undefined or in no section kprefix laid out, -1 with err on a
 * symbol index past the table.
 */
int reloc_symbol_value(const struct kp_image *image, const struct reloc_section *rs,
		       const struct kp_reloc *r, uint64_t *value, char *err, size_t errlen);

#endif
