// SPDX-License-Identifier: GPL-2.0-only
/*
 * Where a function came from, to say why it lacks the prefix: Rust objects
 * get none unless rustc is given its own flag, and SYM_TYPED_FUNC_START puts
 * the hash at -4 with no prefix. DWARF says it best (DW_AT_language of the
 * CU); the symbol's mangling tells Rust without debug info.
 */
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <string.h>

#include "kprefix/funcs.h"

#ifndef DW_LANG_Rust
#define DW_LANG_Rust 0x1c
#endif
#ifndef DW_LANG_Mips_Assembler
#define DW_LANG_Mips_Assembler 0x8001
#endif

static bool rust_mangled(const char *name)
{
	const char *h;
	size_t len = strlen(name);

	/* v0 mangling */
	if (!strncmp(name, "_R", 2))
		return true;
	/* legacy: _ZN...17h<16 hex digits>E */
	if (strncmp(name, "_ZN", 3) || len < 20 || name[len - 1] != 'E')
		return false;
	h = name + len - 20;
	if (strncmp(h, "17h", 3))
		return false;
	for (int i = 3; i < 19; i++)
		if (!strchr("0123456789abcdef", h[i]))
			return false;
	return true;
}

const char *kp_func_origin(const struct kp_image *image, const struct kp_func *func)
{
	struct kp_image *mut = (struct kp_image *)image;
	Dwarf_Die cudie;

	if (!mut->dwarf_tried) {
		mut->dwarf_tried = true;
		mut->dwarf = dwarf_begin_elf(image->elf, DWARF_C_READ, NULL);
	}
	if (mut->dwarf && dwarf_addrdie(mut->dwarf, func->addr, &cudie)) {
		int lang = dwarf_srclang(&cudie);

		if (lang == DW_LANG_Rust)
			return "Rust";
		if (lang == DW_LANG_Mips_Assembler)
			return "assembly";
		if (lang >= 0)
			return NULL;
	}
	return rust_mangled(func->name) ? "Rust" : NULL;
}
