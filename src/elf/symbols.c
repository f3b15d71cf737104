// SPDX-License-Identifier: GPL-2.0-only
/*
 * .symtab: function symbols in executable sections (aliases collapsed), the
 * AArch64 mapping symbols that tell data in code from instructions, and the
 * few markers the kernel's linker script defines.
 */
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/elf.h"
#include "kprefix/util.h"

#define KCFI_TYPEID_PREFIX "__kcfi_typeid_"

static const char *const marker_names[KP_NR_MARKERS] = {
	[KP_START_MCOUNT_LOC] = "__start_mcount_loc",
	[KP_STOP_MCOUNT_LOC] = "__stop_mcount_loc",
	[KP_STEXT] = "_stext",
	[KP_ETEXT] = "_etext",
	[KP_SINITTEXT] = "_sinittext",
	[KP_EINITTEXT] = "_einittext",
};

/*
 * "$x", "$d", "$x.42" and, after objcopy --prefix-symbols, "__pi_$d".
 * Returns 'x', 'd' or 0.
 */
static char mapping_kind(const char *name)
{
	const char *dollar = strrchr(name, '$');

	if (!dollar || (dollar != name && dollar[-1] != '_'))
		return 0;
	if (dollar[1] != 'x' && dollar[1] != 'd')
		return 0;
	if (dollar[2] != '\0' && dollar[2] != '.')
		return 0;
	return dollar[1];
}

static int bind_rank(unsigned char bind)
{
	switch (bind) {
	case STB_GLOBAL: return 0;
	case STB_WEAK: return 1;
	default: return 2;
	}
}

struct func_sym {
	struct kp_func func;
	unsigned char bind;
};

/* By address; among aliases the global one first, then the shorter name. */
static int cmp_func_sym(const void *a, const void *b)
{
	const struct func_sym *fa = a, *fb = b;

	if (fa->func.addr != fb->func.addr)
		return fa->func.addr < fb->func.addr ? -1 : 1;
	if (bind_rank(fa->bind) != bind_rank(fb->bind))
		return bind_rank(fa->bind) - bind_rank(fb->bind);
	size_t la = strlen(fa->func.name), lb = strlen(fb->func.name);

	if (la != lb)
		return la < lb ? -1 : 1;
	return strcmp(fa->func.name, fb->func.name);
}

static int cmp_symname(const void *a, const void *b)
{
	const struct kp_symname *sa = a, *sb = b;
	int c = strcmp(sa->name, sb->name);

	if (c)
		return c;
	return sa->addr < sb->addr ? -1 : sa->addr > sb->addr;
}

bool kp_func_by_name(const struct kp_image *image, const char *name, uint64_t *addr)
{
	size_t lo = 0, hi = image->nfunc_names;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(image->func_names[mid].name, name);

		if (!c) {
			*addr = image->func_names[mid].addr;
			return true;
		}
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

static int cmp_mapsym(const void *a, const void *b)
{
	const struct kp_mapsym *ma = a, *mb = b;

	if (ma->addr != mb->addr)
		return ma->addr < mb->addr ? -1 : 1;
	return ma->kind - mb->kind;
}

static bool in_exec_section(const struct kp_image *image, size_t shndx)
{
	return shndx > 0 && shndx < image->nsections && shndx < SHN_LORESERVE &&
	       (image->sections[shndx].flags & SHF_EXECINSTR) &&
	       (image->sections[shndx].flags & SHF_ALLOC);
}

int kp_image_read_symbols(struct kp_image *image, char *err, size_t errlen)
{
	Elf *elf = image->elf;
	const struct kp_section *symtab = NULL;
	struct func_sym *syms = NULL;
	size_t nsyms = 0, cap_syms = 0, cap_map = 0, cap_typeids = 0;

	for (size_t i = 1; i < image->nsections; i++) {
		if (image->sections[i].type == SHT_SYMTAB) {
			symtab = &image->sections[i];
			break;
		}
	}
	if (!symtab) {
		snprintf(err, errlen, "no .symtab: kprefix needs the unstripped image");
		return -1;
	}

	Elf_Scn *scn = elf_getscn(elf, symtab->index);
	GElf_Shdr shdr;
	Elf_Data *data = scn ? elf_getdata(scn, NULL) : NULL;

	if (!data || !gelf_getshdr(scn, &shdr)) {
		snprintf(err, errlen, "cannot read .symtab: %s", elf_errmsg(-1));
		return -1;
	}
	if (shdr.sh_link >= image->nsections || shdr.sh_entsize != sizeof(Elf64_Sym)) {
		snprintf(err, errlen, ".symtab has a bad header (link %u, entsize %lu)",
			 (unsigned)shdr.sh_link, (unsigned long)shdr.sh_entsize);
		return -1;
	}
	size_t count = data->d_size / sizeof(Elf64_Sym);

	for (size_t i = 1; i < count; i++) {
		GElf_Sym sym;
		const char *name;

		if (!gelf_getsym(data, (int)i, &sym))
			break;
		/* Object symbols are relative to their section. */
		if (image->elf_type == ET_REL && sym.st_shndx > 0 && sym.st_shndx < image->nsections &&
		    sym.st_shndx < SHN_LORESERVE)
			sym.st_value += image->sections[sym.st_shndx].addr;
		name = elf_strptr(elf, shdr.sh_link, sym.st_name);
		if (!name) {
			snprintf(err, errlen, "symbol %zu has a name outside the string table", i);
			free(syms);
			return -1;
		}

		const char *typeid = sym.st_shndx == SHN_ABS ? strstr(name, KCFI_TYPEID_PREFIX) : NULL;

		/* objcopy --prefix-symbols=__pi_ turns __kcfi_typeid_f into
		 * __pi___kcfi_typeid_f, which names __pi_f. */
		if (typeid && (typeid == name || typeid[-1] == '_')) {
			const char *rest = typeid + sizeof(KCFI_TYPEID_PREFIX) - 1;
			size_t plen = (size_t)(typeid - name), rlen = strlen(rest);
			char *fname = xmalloc(plen + rlen + 1);

			memcpy(fname, name, plen);
			memcpy(fname + plen, rest, rlen + 1);
			grow_array((void **)&image->typeids, &cap_typeids, image->ntypeids + 1,
				   sizeof(*image->typeids));
			image->typeids[image->ntypeids++] = (struct kp_typeid){ fname, (uint32_t)sym.st_value };
			continue;
		}
		if (GELF_ST_TYPE(sym.st_info) == STT_FUNC && in_exec_section(image, sym.st_shndx)) {
			grow_array((void **)&syms, &cap_syms, nsyms + 1, sizeof(*syms));
			syms[nsyms++] = (struct func_sym){
				.func = { name, sym.st_value, sym.st_size, sym.st_shndx },
				.bind = GELF_ST_BIND(sym.st_info),
			};
			continue;
		}
		if (GELF_ST_TYPE(sym.st_info) == STT_NOTYPE && in_exec_section(image, sym.st_shndx)) {
			char kind = mapping_kind(name);

			if (kind) {
				grow_array((void **)&image->mapsyms, &cap_map, image->nmapsyms + 1,
					   sizeof(*image->mapsyms));
				image->mapsyms[image->nmapsyms++] =
					(struct kp_mapsym){ sym.st_value, kind };
				continue;
			}
		}
		if (name[0] == '_') {
			for (int m = 0; m < KP_NR_MARKERS; m++) {
				if (!image->markers[m].found && !strcmp(name, marker_names[m])) {
					image->markers[m].found = true;
					image->markers[m].value = sym.st_value;
				}
			}
		}
	}

	if (nsyms > 1)
		qsort(syms, nsyms, sizeof(*syms), cmp_func_sym);
	image->nfunc_symbols = nsyms;
	image->func_names = xcalloc(nsyms, sizeof(*image->func_names));
	for (size_t i = 0; i < nsyms; i++)
		image->func_names[i] = (struct kp_symname){ syms[i].func.name, syms[i].func.addr };
	image->nfunc_names = nsyms;
	if (nsyms > 1)
		qsort(image->func_names, nsyms, sizeof(*image->func_names), cmp_symname);
	image->names_by_addr = xcalloc(nsyms, sizeof(*image->names_by_addr));
	image->funcs = xcalloc(nsyms, sizeof(*image->funcs));
	for (size_t i = 0; i < nsyms; i++) {
		struct kp_func *last = image->nfuncs ? &image->funcs[image->nfuncs - 1] : NULL;

		image->names_by_addr[i] = (struct kp_symname){ syms[i].func.name, syms[i].func.addr };
		if (last && last->addr == syms[i].func.addr) {
			if (syms[i].func.size > last->size)
				last->size = syms[i].func.size;
			last->nnames++;
			continue;
		}
		image->funcs[image->nfuncs] = syms[i].func;
		image->funcs[image->nfuncs].first_name = i;
		image->funcs[image->nfuncs].nnames = 1;
		image->nfuncs++;
	}
	free(syms);
	if (image->nmapsyms > 1)
		qsort(image->mapsyms, image->nmapsyms, sizeof(*image->mapsyms), cmp_mapsym);
	return 0;
}

size_t kp_func_lower_bound(const struct kp_image *image, uint64_t addr)
{
	size_t lo = 0, hi = image->nfuncs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (image->funcs[mid].addr < addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

const struct kp_func *kp_func_containing(const struct kp_image *image, uint64_t addr)
{
	size_t idx = kp_func_lower_bound(image, addr + 1);

	if (!idx)
		return NULL;
	const struct kp_func *fn = &image->funcs[idx - 1];

	return addr - fn->addr < fn->size ? fn : NULL;
}

char kp_mapping_at(const struct kp_image *image, uint64_t addr, uint64_t *sym_addr)
{
	size_t lo = 0, hi = image->nmapsyms;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (image->mapsyms[mid].addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return 0;
	/* Several mapping symbols at one address: code wins, it is what executes. */
	size_t i = lo - 1;
	char kind = image->mapsyms[i].kind;

	while (i > 0 && image->mapsyms[i - 1].addr == image->mapsyms[lo - 1].addr) {
		i--;
		if (image->mapsyms[i].kind == KP_MAP_CODE)
			kind = KP_MAP_CODE;
	}
	if (sym_addr)
		*sym_addr = image->mapsyms[lo - 1].addr;
	return kind;
}
