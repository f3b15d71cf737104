/* SPDX-License-Identifier: GPL-2.0-only */
/* An object's SHT_RELA section and the symbols it names (ELF layer internal). */
#ifndef KPREFIX_ELF_RELA_H
#define KPREFIX_ELF_RELA_H

#include <gelf.h>
#include <libelf.h>
#include <stdbool.h>

#include "kprefix/elf.h"

#define R_AARCH64_ABS64_TYPE 257
#define R_AARCH64_RELATIVE_TYPE 1027

struct rela_view {
	const struct kp_section *rela;
	const struct kp_section *target; /* the section the relocations apply to */
	Elf_Data *data, *symdata;
	size_t count;
};

int rela_view_open(const struct kp_image *image, size_t index, struct rela_view *view, char *err,
		   size_t errlen);

/*
 * Relocation r if it is R_AARCH64_ABS64 against a defined symbol: where it
 * applies and the address it stores (symbol's section + value + addend).
 * Returns 1, 0 when it is not one, -1 on a symbol index past the table.
 */
int rela_view_abs64(const struct kp_image *image, const struct rela_view *view, size_t r,
		    uint64_t *where, uint64_t *value, char *err, size_t errlen);

#endif
