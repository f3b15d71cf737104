/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Reading one symbol with its real section index (ELF layer internal): in an
 * object with more than 65,280 sections st_shndx is SHN_XINDEX and the index
 * is in the SHT_SYMTAB_SHNDX section that links to the symbol table.
 */
#ifndef KPREFIX_ELF_SYMTAB_H
#define KPREFIX_ELF_SYMTAB_H

#include <gelf.h>
#include <libelf.h>
#include <stdbool.h>

#include "kprefix/elf.h"

/* The section index of a symbol in no section: SHN_ABS, SHN_COMMON, ... */
#define KP_SHN_RESERVED UINT32_MAX

/* The SHT_SYMTAB_SHNDX data of symbol table symtab, NULL when it has none. */
Elf_Data *kp_symtab_shndx_data(const struct kp_image *image, size_t symtab);

/*
 * Symbol i into *sym, its section index into *shndx: SHN_XINDEX resolved,
 * SHN_UNDEF as it is, the other reserved ones (SHN_ABS, ...) KP_SHN_RESERVED
 * (sym->st_shndx says which). Returns false with
 * err set when i is past the table or its extended index is missing.
 */
bool kp_symtab_get(Elf_Data *symdata, Elf_Data *shndxdata, size_t i, GElf_Sym *sym,
		   uint32_t *shndx, char *err, size_t errlen);

#endif
