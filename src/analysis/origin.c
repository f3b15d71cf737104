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

#include "kprefix/analysis.h"

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

/* The unit at addr: .debug_aranges, else each unit's own ranges (clang emits no aranges). */
static bool unit_at(Dwarf *dwarf, Dwarf_Addr addr, bool linked, Dwarf_Die *cu)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	if (dwarf_addrdie(dwarf, addr, cu))
		return true;
	/* An object's DWARF is not relocated here: its ranges are not kprefix's addresses. */
	if (!linked)
		return false;
	while (!dwarf_nextcu(dwarf, off, &next, &hsize, NULL, NULL, NULL)) {
		Dwarf_Addr base, lo, hi;
		ptrdiff_t it = 0;

		if (dwarf_offdie(dwarf, off + hsize, cu))
			while ((it = dwarf_ranges(cu, it, &base, &lo, &hi)) > 0)
				if (addr >= lo && addr < hi)
					return true;
		off = next;
	}
	return false;
}

const char *kp_func_origin(struct kp_analysis *an, const struct kp_func *func)
{
	Dwarf_Die cudie;

	if (!an->dwarf)
		an->dwarf = dwarf_begin_elf(an->image->elf, DWARF_C_READ, NULL);
	if (an->dwarf && unit_at(an->dwarf, func->addr, an->image->elf_type != 1 /* ET_REL */, &cudie)) {
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

/*
 * Only the functions a finding can name get an origin: a clean image never
 * opens its DWARF. They are hashes away from their island's offset, callers
 * of sites that load elsewhere, failing functions of a type class, and
 * address-taken functions without a hash.
 */
void kp_find_origins(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	bool cfi = kp_cfi(&an->layout);

	if (!cfi)
		return;
	for (size_t i = 0; i < image->nfuncs; i++) {
		struct kp_func_facts *ff = &an->facts[i];
		bool named = ff->has_hash ? ff->hash_offset != kp_expected_hash_offset(an, ff->island) ||
						    ff->reached_wrong
					  : ff->address_taken && ff->island < 0;

		if (named)
			ff->origin = kp_func_origin(an, ff->func);
	}
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		size_t caller = an->site_caller[s];

		if (caller == SIZE_MAX || an->facts[caller].origin ||
		    an->kcfi_sites[s].offset == kp_expected_hash_offset(an, an->site_island[s]))
			continue;
		an->facts[caller].origin = kp_func_origin(an, &image->funcs[caller]);
	}
}
