// SPDX-License-Identifier: GPL-2.0-only
/*
 * Debug data through libdwfl, which knows where distributions put it
 * (.gnu_debuglink, /usr/lib/debug/.build-id) and applies an object's
 * relocations to its own copy of the DWARF. kprefix's image is not touched:
 * libdwfl opens the file again.
 *
 * Addresses: kprefix lays out an object's sections one after the other
 * (KP_REL_BASE); libdwfl lays them out its own way. A function is found by
 * its section's name and its offset in it, which both agree on.
 */
#include <dwarf.h>
#include <elfutils/libdwfl.h>
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "kprefix/debuginfo.h"
#include "kprefix/util.h"

struct kp_debuginfo {
	Dwfl *dwfl;
	Dwfl_Module *module;
	Dwarf *dwarf;
	Dwarf_Addr bias;
	Elf *elf;            /* libdwfl's copy, with its section addresses */
	Dwarf_Addr elf_bias; /* where libdwfl put that file: module address - file address */
	char *path;
	char *search_path;   /* for dwfl_standard_find_debuginfo */
	/* Units by address, for DWARF without .debug_aranges (clang emits none). */
	struct unit_range *ranges;
	size_t nranges;
	bool ranges_built;
};

struct unit_range {
	Dwarf_Addr lo, hi;
	Dwarf_Off die;
};

/* "x.ko.xz" -> "x.ko": Debian's debug copies of modules are uncompressed. */
static char *strip_compression(const char *name)
{
	static const char *const suffixes[] = { ".xz", ".gz", ".zst" };
	size_t len = strlen(name);

	for (size_t i = 0; i < ARRAY_SIZE(suffixes); i++) {
		size_t sl = strlen(suffixes[i]);

		if (len > sl && !strcmp(name + len - sl, suffixes[i]))
			len -= sl;
	}
	char *out = xmalloc(len + 1);

	memcpy(out, name, len);
	out[len] = '\0';
	return out;
}

static bool is_file(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode);
}

/* The module's debug copy under debug_dir: its path in the tree, or its base name. */
static char *debug_copy(const char *debug_dir, const char *display)
{
	const char *names[2] = { display, strrchr(display, '/') };
	char *stripped, *path;

	for (size_t i = 0; i < 2; i++) {
		if (!names[i])
			continue;
		stripped = strip_compression(names[i] + (i == 1));
		if (asprintf(&path, "%s/%s", debug_dir, stripped) < 0)
			path = NULL;
		free(stripped);
		if (path && is_file(path))
			return path;
		free(path);
	}
	return NULL;
}

struct kp_debuginfo *kp_debuginfo_open(const struct kp_image *image, const char *display,
				       const char *debug_dir)
{
	struct kp_debuginfo *di = xcalloc(1, sizeof(*di));
	static const Dwfl_Callbacks base = {
		.find_elf = dwfl_build_id_find_elf,
		.find_debuginfo = dwfl_standard_find_debuginfo,
		.section_address = dwfl_offline_section_address,
	};
	Dwfl_Callbacks *callbacks = xmalloc(sizeof(*callbacks));
	const char *file = image->path;

	*callbacks = base;
	if (asprintf(&di->search_path, ":.debug:/usr/lib/debug%s%s", debug_dir ? ":" : "",
		     debug_dir ? debug_dir : "") < 0)
		di->search_path = NULL;
	callbacks->debuginfo_path = &di->search_path;
	if (image->elf_type == 1 /* ET_REL */ && debug_dir && display)
		di->path = debug_copy(debug_dir, display);
	if (di->path)
		file = di->path;
	else
		di->path = xstrdup(file);
	di->dwfl = dwfl_begin(callbacks);
	if (!di->dwfl)
		goto none;
	/* libdwfl keeps the callbacks for the Dwfl's life: freed with it below. */
	di->module = dwfl_report_offline(di->dwfl, "image", file, -1);
	dwfl_report_end(di->dwfl, NULL, NULL);
	if (!di->module)
		goto none;
	di->dwarf = dwfl_module_getdwarf(di->module, &di->bias);
	di->elf = dwfl_module_getelf(di->module, &di->elf_bias);
	if (!di->dwarf || !di->elf)
		goto none;
	free(callbacks);
	return di;
none:
	free(callbacks);
	kp_debuginfo_close(di);
	return NULL;
}

void kp_debuginfo_close(struct kp_debuginfo *di)
{
	if (!di)
		return;
	if (di->dwfl)
		dwfl_end(di->dwfl);
	free(di->path);
	free(di->search_path);
	free(di->ranges);
	free(di);
}

const char *kp_debuginfo_path(const struct kp_debuginfo *di)
{
	return di->path;
}

/* The address libdwfl gives func: the same offset in the section of the same name. */
static bool dwfl_address(const struct kp_debuginfo *di, const struct kp_image *image,
			 const struct kp_func *func, Dwarf_Addr *addr)
{
	const struct kp_section *sec = &image->sections[func->section];
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getshdrstrndx(di->elf, &shstrndx))
		return false;
	while ((scn = elf_nextscn(di->elf, scn))) {
		GElf_Shdr shdr;
		const char *name;

		if (!gelf_getshdr(scn, &shdr) || !(shdr.sh_flags & SHF_ALLOC))
			continue;
		name = elf_strptr(di->elf, shstrndx, shdr.sh_name);
		if (!name || strcmp(name, sec->name))
			continue;
		*addr = shdr.sh_addr + (func->addr - sec->addr) + di->elf_bias;
		return true;
	}
	return false;
}

static int cmp_range(const void *a, const void *b)
{
	const struct unit_range *ra = a, *rb = b;

	return ra->lo < rb->lo ? -1 : ra->lo > rb->lo;
}

static void build_ranges(struct kp_debuginfo *di)
{
	Dwarf_Off off = 0, next;
	size_t hsize, cap = 0;

	di->ranges_built = true;
	while (!dwarf_nextcu(di->dwarf, off, &next, &hsize, NULL, NULL, NULL)) {
		Dwarf_Die cu;
		Dwarf_Addr base, lo, hi;
		ptrdiff_t it = 0;

		if (dwarf_offdie(di->dwarf, off + hsize, &cu)) {
			while ((it = dwarf_ranges(&cu, it, &base, &lo, &hi)) > 0) {
				grow_array((void **)&di->ranges, &cap, di->nranges + 1, sizeof(*di->ranges));
				di->ranges[di->nranges++] = (struct unit_range){ lo, hi, off + hsize };
			}
		}
		off = next;
	}
	if (di->nranges > 1)
		qsort(di->ranges, di->nranges, sizeof(*di->ranges), cmp_range);
}

/* The unit that holds addr (a DWARF address): .debug_aranges, else the units' own ranges. */
static bool unit_at(struct kp_debuginfo *di, Dwarf_Addr addr, Dwarf_Die *cu)
{
	size_t lo = 0, hi;

	if (dwarf_addrdie(di->dwarf, addr, cu))
		return true;
	if (!di->ranges_built)
		build_ranges(di);
	hi = di->nranges;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (di->ranges[mid].lo <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* Ranges may nest or overlap across units: look back a little. */
	for (size_t i = lo; i-- > 0 && lo - i <= 16;)
		if (addr >= di->ranges[i].lo && addr < di->ranges[i].hi)
			return dwarf_offdie(di->dwarf, di->ranges[i].die, cu) != NULL;
	return false;
}

bool kp_debuginfo_function(struct kp_debuginfo *di, const struct kp_image *image,
			   const struct kp_func *func, struct kp_func_source *src)
{
	Dwarf_Addr addr;
	Dwarf_Die cu;
	Dwarf_Attribute attr;

	*src = (struct kp_func_source){ 0 };
	if (!dwfl_address(di, image, func, &addr))
		return false;
	/* libdwfl's module address, back into the DWARF's own. */
	addr -= di->bias;
	if (!unit_at(di, addr, &cu))
		return false;
	src->unit = dwarf_diename(&cu);
	src->producer = dwarf_formstring(dwarf_attr(&cu, DW_AT_producer, &attr));
	/* The line table at its entry: one lookup in a table libdw keeps per
	 * unit, for C and assembly alike (a walk of the unit's DIEs for each of
	 * 48,000 functions took 26 s on Debian's vmlinux). */
	Dwarf_Line *line = dwarf_getsrc_die(&cu, addr);
	int lineno;

	if (line) {
		src->file = dwarf_linesrc(line, NULL, NULL);
		if (!dwarf_lineno(line, &lineno) && lineno > 0)
			src->line = (unsigned)lineno;
	}
	return true;
}

void kp_debuginfo_units(struct kp_debuginfo *di,
			void (*fn)(void *ctx, const char *unit, const char *producer), void *ctx)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	while (!dwarf_nextcu(di->dwarf, off, &next, &hsize, NULL, NULL, NULL)) {
		Dwarf_Die cu;
		Dwarf_Attribute attr;

		if (dwarf_offdie(di->dwarf, off + hsize, &cu))
			fn(ctx, dwarf_diename(&cu),
			   dwarf_formstring(dwarf_attr(&cu, DW_AT_producer, &attr)));
		off = next;
	}
}
