// SPDX-License-Identifier: GPL-2.0-only
/*
 * .symtab: function symbols in executable sections (aliases collapsed), the
 * AArch64 and RISC-V mapping symbols that tell data in code from instructions, and the
 * few markers the kernel's linker script defines.
 */
#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/arch.h"
#include "kprefix/elf.h"
#include "kprefix/util.h"
#include "symtab.h"

#define KCFI_TYPEID_PREFIX "__kcfi_typeid_"

/* KP_OPS_WRITER's name is the backend's (kp_arch.ops_writer). */
static const char *const marker_names[KP_NR_MARKERS] = {
	[KP_START_MCOUNT_LOC] = "__start_mcount_loc",
	[KP_STOP_MCOUNT_LOC] = "__stop_mcount_loc",
	[KP_STEXT] = "_stext",
	[KP_ETEXT] = "_etext",
	[KP_SINITTEXT] = "_sinittext",
	[KP_EINITTEXT] = "_einittext",
	[KP_KERNEL_CONFIG_DATA] = "kernel_config_data",
	[KP_KERNEL_CONFIG_DATA_END] = "kernel_config_data_end",
	[KP_LINUX_BANNER] = "linux_banner",
	[KP_FTRACE_CALLER] = "ftrace_caller",
	[KP_FTRACE_CALL_ADJUST] = "ftrace_call_adjust",
	[KP_FTRACE_INIT_NOP] = "ftrace_init_nop",
	[KP_FTRACE_DIRECT_TRAMP] = "ftrace_stub_direct_tramp",
};

/*
 * "$x", "$d", "$x.42", the RISC-V psABI's "$x<ISA string>"
 * ("$xrv64i2p1_m2p0_..."), and after objcopy --prefix-symbols "__pi_$d".
 * Returns 'x', 'd' or 0.
 */
static char mapping_kind(const char *name)
{
	/* Most are "$x" or "$d" themselves: no later '$' to look for. */
	if (name[0] == '$' && (name[1] == 'x' || name[1] == 'd') && !name[2])
		return name[1];

	const char *dollar = strrchr(name, '$');

	if (!dollar || (dollar != name && dollar[-1] != '_'))
		return 0;
	if (dollar[1] != 'x' && dollar[1] != 'd')
		return 0;
	if (dollar[1] == 'x' && !strncmp(dollar + 2, "rv", 2))
		return 'x';
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

/*
 * A function symbol while the table is read and sorted: only what a kp_func
 * is made of, 40 bytes (a vmlinux has 58,000, moved by the sort).
 */
struct func_sym {
	const char *name;
	uint64_t addr, size;
	size_t name_len; /* measured once: many aliases may share one long name */
	uint32_t section;
	unsigned char bind;
};

/*
 * Names point into the string table, never copied: symbols that share a
 * string table entry share the pointer, and comparing them costs nothing
 * however long the name (a hostile table can give thousands of symbols one
 * 64 KB name).
 */
static int cmp_names(const char *a, const char *b)
{
	return a == b ? 0 : strcmp(a, b);
}

/* By address; among aliases the global one first, then the shorter name. */
static int cmp_func_sym(const void *a, const void *b)
{
	const struct func_sym *fa = a, *fb = b;

	if (fa->addr != fb->addr)
		return fa->addr < fb->addr ? -1 : 1;
	if (bind_rank(fa->bind) != bind_rank(fb->bind))
		return bind_rank(fa->bind) - bind_rank(fb->bind);
	if (fa->name_len != fb->name_len)
		return fa->name_len < fb->name_len ? -1 : 1;
	return cmp_names(fa->name, fb->name);
}

struct sym_key {
	uint64_t addr;
	size_t index;
};

/*
 * By address with a radix sort (57,000 symbols of a vmlinux: qsort's
 * comparisons were a quarter of the time of a clean run) of the addresses
 * and indices alone, the symbols then moved once; then each run of aliases
 * at one address by cmp_func_sym. Stable, as the passes over whole
 * symbols it replaces were. Returns the sorted array; syms is freed.
 */
static struct func_sym *sort_func_syms(struct func_sym *syms, size_t n)
{
	struct sym_key *keys, *tmp, *from, *to;
	struct func_sym *sorted;

	if (n < 2)
		return syms;
	keys = xmalloc(2 * n * sizeof(*keys));
	for (size_t i = 0; i < n; i++)
		keys[i] = (struct sym_key){ syms[i].addr, i };
	from = keys;
	to = tmp = keys + n;
	for (unsigned shift = 0; shift < 64; shift += 8) {
		size_t count[257] = { 0 };
		bool one_bucket = false;

		for (size_t i = 0; i < n; i++)
			count[((from[i].addr >> shift) & 0xff) + 1]++;
		for (size_t b = 0; b < 256 && !one_bucket; b++)
			one_bucket = count[b + 1] == n;
		if (one_bucket)
			continue; /* every key shares this byte: the pass would change nothing */
		for (size_t b = 1; b < 257; b++)
			count[b] += count[b - 1];
		for (size_t i = 0; i < n; i++)
			to[count[(from[i].addr >> shift) & 0xff]++] = from[i];
		struct sym_key *swap = from;

		from = to;
		to = swap;
	}
	sorted = xmalloc(n * sizeof(*sorted));
	for (size_t i = 0; i < n; i++)
		sorted[i] = syms[from[i].index];
	free(keys);
	free(syms);
	syms = sorted;
	for (size_t i = 0, end; i < n; i = end) {
		for (end = i + 1; end < n && syms[end].addr == syms[i].addr; end++)
			;
		if (end - i > 1)
			qsort(syms + i, end - i, sizeof(*syms), cmp_func_sym);
	}
	return syms;
}

static uint64_t mapsym_kind(const void *m)
{
	return (uint64_t)((int)((const struct kp_mapsym *)m)->kind - CHAR_MIN); /* a char's order, signed or not */
}

static uint64_t mapsym_addr(const void *m)
{
	return ((const struct kp_mapsym *)m)->addr;
}

/*
 * By address, then kind, stable (a vmlinux has ~30,000): a radix sort by
 * address, then each run at one address by kind: by insertion, which
 * keeps equal kinds in their order, when it is a few (as in a kernel), else
 * by a radix sort too (a hostile object can put 160,000 at one).
 */
static void sort_mapsyms(struct kp_mapsym *m, size_t n)
{
	kp_radix_sort(m, n, sizeof(*m), mapsym_addr);
	for (size_t i = 0, end; i < n; i = end) {
		for (end = i + 1; end < n && m[end].addr == m[i].addr; end++)
			;
		if (end - i > 16) {
			kp_radix_sort(m + i, end - i, sizeof(*m), mapsym_kind);
			continue;
		}
		for (size_t k = i + 1; k < end; k++) {
			struct kp_mapsym x = m[k];
			size_t j = k;

			while (j > i && mapsym_kind(&m[j - 1]) > mapsym_kind(&x)) {
				m[j] = m[j - 1];
				j--;
			}
			m[j] = x;
		}
	}
}

/*
 * One mapping symbol per address, code winning (it is what executes), so
 * that a lookup is one binary search however many share an address (a
 * hostile object can put 160,000 at one).
 */
static void collapse_mapsyms(struct kp_image *image)
{
	size_t out = 0;

	for (size_t i = 0; i < image->nmapsyms; i++) {
		struct kp_mapsym m = image->mapsyms[i];

		if (out && image->mapsyms[out - 1].addr == m.addr) {
			if (m.kind == KP_MAP_CODE)
				image->mapsyms[out - 1].kind = KP_MAP_CODE;
			continue;
		}
		image->mapsyms[out++] = m;
	}
	image->nmapsyms = out;
}

Elf_Data *kp_symtab_shndx_data(const struct kp_image *image, size_t symtab)
{
	for (size_t i = 1; i < image->nsections; i++) {
		if (image->sections[i].type != SHT_SYMTAB_SHNDX || image->sections[i].link != symtab)
			continue;
		Elf_Scn *scn = elf_getscn(image->elf, i);

		return scn ? elf_getdata(scn, NULL) : NULL;
	}
	return NULL;
}

bool kp_symtab_get(Elf_Data *symdata, Elf_Data *shndxdata, size_t i, GElf_Sym *sym,
		   uint32_t *shndx, char *err, size_t errlen)
{
	Elf32_Word xndx = 0;

	/* A 64-bit table libelf has translated to host order is an Elf64_Sym array:
	 * read it in place, as gelf would copy it, when no extended index is
	 * involved (the common case; 250,000 symbols in a vmlinux). */
	if (!shndxdata && symdata->d_type == ELF_T_SYM && i < symdata->d_size / sizeof(Elf64_Sym) &&
	    symdata->d_buf && !((uintptr_t)symdata->d_buf % _Alignof(Elf64_Sym))) {
		*sym = ((const Elf64_Sym *)symdata->d_buf)[i];
		if (sym->st_shndx != SHN_XINDEX) {
			*shndx = sym->st_shndx >= SHN_LORESERVE ? KP_SHN_RESERVED : sym->st_shndx;
			return true;
		}
	}
	if (i > INT_MAX || !gelf_getsymshndx(symdata, shndxdata, (int)i, sym, &xndx)) {
		snprintf(err, errlen, "symbol %zu is past the symbol table (%s)", i, elf_errmsg(-1));
		return false;
	}
	if (sym->st_shndx == SHN_XINDEX) {
		if (!shndxdata) {
			snprintf(err, errlen, "symbol %zu has SHN_XINDEX but there is no SHT_SYMTAB_SHNDX", i);
			return false;
		}
		*shndx = xndx;
	} else if (sym->st_shndx >= SHN_LORESERVE) {
		*shndx = KP_SHN_RESERVED;
	} else {
		*shndx = sym->st_shndx;
	}
	return true;
}

static bool in_exec_section(const struct kp_image *image, uint32_t shndx)
{
	return shndx > 0 && shndx < image->nsections &&
	       (image->sections[shndx].flags & SHF_EXECINSTR) &&
	       (image->sections[shndx].flags & SHF_ALLOC);
}

/*
 * Symbols named as code kprefix runs (ftrace_caller, ftrace_call_adjust,
 * ftrace_init_nop) or stops at (the ops slot's writer), gathered while the
 * symbol table is read: its GLOBAL (or WEAK) definitions, and its LOCAL
 * ones (LTO internalises ftrace_call_adjust, ftrace_init_nop and the
 * writer: LOCAL HIDDEN in a ThinLTO vmlinux).
 */
struct code_cands {
	GElf_Sym global, local;
	uint32_t global_shndx, local_shndx;
	unsigned nglobal, nlocal;
};

static const char *not_code_why(const struct kp_image *image, int m, const GElf_Sym *sym,
				uint32_t shndx)
{
	unsigned type = GELF_ST_TYPE(sym->st_info);

	if (type != STT_FUNC && !(m == KP_FTRACE_CALLER && type == STT_NOTYPE))
		return "is not a function symbol";
	if (!sym->st_size)
		return "has size 0";
	if (!in_exec_section(image, shndx))
		return "is not in an executable section";
	return NULL;
}

static void code_marker(struct code_cands *cands, int m, const GElf_Sym *sym, uint32_t shndx)
{
	struct code_cands *c = &cands[m];
	unsigned bind = GELF_ST_BIND(sym->st_info);

	if (bind == STB_LOCAL) {
		if (!c->nlocal++ || sym->st_value == c->local.st_value)
			c->local = *sym, c->local_shndx = shndx;
		return;
	}
	/* Aliases at one address are one definition. */
	if (c->nglobal && sym->st_value == c->global.st_value && sym->st_size == c->global.st_size)
		return;
	if (!c->nglobal++)
		c->global = *sym, c->global_shndx = shndx;
}

/*
 * The code only when the image says it is code: one GLOBAL function of
 * non-zero size in an executable section (ftrace_caller, a SYM_CODE symbol,
 * NOTYPE too); without a GLOBAL one, the one LOCAL definition of the name.
 * A LOCAL one beside a GLOBAL one is another function (a static helper of
 * another file): the GLOBAL one is run. Anything else is said, not run.
 */
static void resolve_code_markers(struct kp_image *image, const struct code_cands *cands)
{
	for (int m = 0; m < KP_NR_MARKERS; m++) {
		const struct code_cands *c = &cands[m];
		struct kp_marker_sym *mk = &image->markers[m];
		const GElf_Sym *sym = c->nglobal ? &c->global : &c->local;
		uint32_t shndx = c->nglobal ? c->global_shndx : c->local_shndx;
		const char *why;

		if (!kp_marker_is_code(m) || (!c->nglobal && !c->nlocal))
			continue;
		if (c->nglobal > 1)
			why = "is defined more than once";
		else if (!c->nglobal && c->nlocal > 1)
			why = "is defined by more than one LOCAL symbol, and no GLOBAL one";
		else
			why = not_code_why(image, m, sym, shndx);
		*mk = (struct kp_marker_sym){ .found = !why, .not_code = why };
		if (!why) {
			mk->value = sym->st_value;
			mk->size = sym->st_size;
		}
	}
}

/*
 * objcopy --prefix-symbols=__pi_ turns __kcfi_typeid_f into
 * __pi___kcfi_typeid_f, which names __pi_f: a name the string table does not
 * hold. Build it once per string table entry (symbols sharing an entry share
 * the name; sorted by entry, the copies are one per distinct entry).
 */
struct prefixed_typeid {
	const char *sym_name; /* into the string table */
	size_t plen; /* the prefix before __kcfi_typeid_ */
	size_t typeid; /* index into image->typeids */
};

static int cmp_prefixed(const void *a, const void *b)
{
	const struct prefixed_typeid *pa = a, *pb = b;

	if (pa->sym_name != pb->sym_name)
		return pa->sym_name < pb->sym_name ? -1 : 1;
	return pa->typeid < pb->typeid ? -1 : pa->typeid > pb->typeid;
}

static void name_prefixed_typeids(struct kp_image *image, struct prefixed_typeid *p, size_t n)
{
	const char *last = NULL;
	char *name = NULL;

	if (n > 1)
		qsort(p, n, sizeof(*p), cmp_prefixed);
	image->typeid_names = xcalloc(n, sizeof(*image->typeid_names));
	for (size_t i = 0; i < n; i++) {
		if (p[i].sym_name != last) {
			const char *rest = p[i].sym_name + p[i].plen + strlen(KCFI_TYPEID_PREFIX);
			size_t rlen = strlen(rest);

			name = xmalloc(p[i].plen + rlen + 1);
			memcpy(name, p[i].sym_name, p[i].plen);
			memcpy(name + p[i].plen, rest, rlen + 1);
			image->typeid_names[image->ntypeid_names++] = name;
			last = p[i].sym_name;
		}
		image->typeids[p[i].typeid].name = name;
	}
}

int kp_image_read_symbols(struct kp_image *image, char *err, size_t errlen)
{
	Elf *elf = image->elf;
	const struct kp_section *symtab = NULL;
	struct func_sym *syms = NULL;
	struct prefixed_typeid *prefixed = NULL;
	size_t nsyms = 0, nprefixed = 0, cap_syms = 0, cap_map = 0, cap_typeids = 0, cap_prefixed = 0;

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
	Elf_Data *shndxdata = kp_symtab_shndx_data(image, symtab->index);
	size_t count = data->d_size / sizeof(Elf64_Sym);
	/* Names straight from the string table when it ends with a NUL (every
	 * offset inside it is then a string); elf_strptr() for anything else,
	 * which also says what is wrong. */
	Elf_Scn *strscn = elf_getscn(elf, shdr.sh_link);
	GElf_Shdr strshdr;
	Elf_Data *strdata = strscn && gelf_getshdr(strscn, &strshdr) &&
				    strshdr.sh_type == SHT_STRTAB && !(strshdr.sh_flags & SHF_COMPRESSED)
			    ? elf_getdata(strscn, NULL) : NULL;
	const char *strings = strdata && strdata->d_buf && strdata->d_size &&
				      ((const char *)strdata->d_buf)[strdata->d_size - 1] == '\0'
			      ? strdata->d_buf : NULL;

	struct code_cands cands[KP_NR_MARKERS];
	bool in_place = !shndxdata && data->d_type == ELF_T_SYM && data->d_buf &&
			count <= data->d_size / sizeof(Elf64_Sym) &&
			!((uintptr_t)data->d_buf % _Alignof(Elf64_Sym));
	const char *names[KP_NR_MARKERS];
	const struct kp_arch *arch = kp_arch_for_machine(image->e_machine, image->e_flags);

	memcpy(names, marker_names, sizeof(names));
	names[KP_OPS_WRITER] = arch ? arch->ops_writer : NULL;
	/* The first character of the writer's name, -1 when there is none. */
	int writer0 = names[KP_OPS_WRITER] ? (unsigned char)names[KP_OPS_WRITER][0] : -1;

	memset(cands, 0, sizeof(cands));
	for (size_t i = 1; i < count; i++) {
		GElf_Sym sym;
		uint32_t shndx;
		const char *name;

		/* Each name is read (its first characters at least): asked for 16
		 * symbols ahead, as the hardware prefetcher stops at every page of
		 * the string table. */
		if (in_place && strings && i + 16 < count) {
			uint32_t ahead = ((const Elf64_Sym *)data->d_buf)[i + 16].st_name;

			if (ahead < strdata->d_size)
				kp_prefetch(strings + ahead);
		}
		/* kp_symtab_get()'s common case in place: the table as an Elf64_Sym array. */
		if (in_place && ((const Elf64_Sym *)data->d_buf)[i].st_shndx < SHN_LORESERVE) {
			sym = ((const Elf64_Sym *)data->d_buf)[i];
			shndx = sym.st_shndx;
		} else if (!kp_symtab_get(data, shndxdata, i, &sym, &shndx, err, errlen)) {
			goto fail;
		}
		/* Object symbols are relative to their section. */
		if (image->elf_type == ET_REL && shndx > 0 && shndx < image->nsections)
			sym.st_value += image->sections[shndx].addr;
		name = strings && sym.st_name < strdata->d_size ? strings + sym.st_name
								  : elf_strptr(elf, shdr.sh_link, sym.st_name);
		if (!name) {
			snprintf(err, errlen, "symbol %zu has a name outside the string table: %s", i,
				 elf_errmsg(-1));
			goto fail;
		}

		/* Markers start "__s", "_s", "_e", "k", "l", "f" or as the writer does: most
		 * names need no strcmp. A module's undefined reference to one is not the marker. */
		if (((name[0] == '_' && (name[1] == 's' || name[1] == 'e' ||
					 (name[1] == '_' && name[2] == 's'))) || name[0] == 'k' ||
		     name[0] == 'l' || name[0] == 'f' || (unsigned char)name[0] == writer0)) {
			for (int m = 0; m < KP_NR_MARKERS; m++) {
				if ((m >= KP_FTRACE_CALLER && sym.st_shndx == SHN_UNDEF) || !names[m])
					continue;
				/* Every name is at least two characters: most differ there. */
				if (name[0] != names[m][0] || name[1] != names[m][1])
					continue;
				if (kp_marker_is_code(m) && !strcmp(name, names[m])) {
					code_marker(cands, m, &sym, shndx);
					continue;
				}
				if (!image->markers[m].found && !strcmp(name, names[m])) {
					image->markers[m].found = true;
					image->markers[m].value = sym.st_value;
					image->markers[m].size = sym.st_size;
				}
			}
		}

		const char *typeid = sym.st_shndx == SHN_ABS ? strstr(name, KCFI_TYPEID_PREFIX) : NULL;

		if (typeid && (typeid == name || typeid[-1] == '_')) {
			grow_array((void **)&image->typeids, &cap_typeids, image->ntypeids + 1,
				   sizeof(*image->typeids));
			image->typeids[image->ntypeids] = (struct kp_typeid){
				typeid + strlen(KCFI_TYPEID_PREFIX), (uint32_t)sym.st_value
			};
			if (typeid != name) {
				grow_array((void **)&prefixed, &cap_prefixed, nprefixed + 1, sizeof(*prefixed));
				prefixed[nprefixed++] = (struct prefixed_typeid){
					name, (size_t)(typeid - name), image->ntypeids
				};
			}
			image->ntypeids++;
			continue;
		}
		if (GELF_ST_TYPE(sym.st_info) == STT_FUNC && in_exec_section(image, shndx)) {
			/* grow_array() only when full: not a call for each of ~50,000 symbols */
			if (nsyms == cap_syms)
				grow_array((void **)&syms, &cap_syms, nsyms + 1, sizeof(*syms));
			syms[nsyms++] = (struct func_sym){
				.name = name, .addr = sym.st_value, .size = sym.st_size,
				.section = shndx,
				.name_len = strlen(name),
				.bind = GELF_ST_BIND(sym.st_info),
			};
			continue;
		}
		if (GELF_ST_TYPE(sym.st_info) == STT_NOTYPE && in_exec_section(image, shndx)) {
			char kind = mapping_kind(name);

			if (kind) {
				if (image->nmapsyms == cap_map)
					grow_array((void **)&image->mapsyms, &cap_map, image->nmapsyms + 1,
						   sizeof(*image->mapsyms));
				image->mapsyms[image->nmapsyms++] =
					(struct kp_mapsym){ sym.st_value, kind };
				continue;
			}
		}
	}
	resolve_code_markers(image, cands);
	name_prefixed_typeids(image, prefixed, nprefixed);
	free(prefixed);

	syms = sort_func_syms(syms, nsyms);
	image->nfunc_symbols = nsyms;
	image->nfunc_names = nsyms;
	/* Both written up to what is used (nsyms names, nfuncs functions): not zeroed first. */
	image->names_by_addr = xmalloc_array(nsyms, sizeof(*image->names_by_addr));
	image->funcs = xmalloc_array(nsyms, sizeof(*image->funcs));
	for (size_t i = 0; i < nsyms; i++) {
		struct kp_func *last = image->nfuncs ? &image->funcs[image->nfuncs - 1] : NULL;

		image->names_by_addr[i] = (struct kp_symname){ syms[i].name, syms[i].addr,
							     syms[i].bind };
		if (last && last->addr == syms[i].addr) {
			if (syms[i].size > last->size)
				last->size = syms[i].size;
			last->nnames++;
			continue;
		}
		image->funcs[image->nfuncs++] = (struct kp_func){
			.name = syms[i].name, .addr = syms[i].addr, .size = syms[i].size,
			.section = syms[i].section, .first_name = i, .nnames = 1,
		};
	}
	free(syms);
	if (image->nmapsyms > 1)
		sort_mapsyms(image->mapsyms, image->nmapsyms);
	collapse_mapsyms(image);
	return 0;

fail:
	free(syms);
	free(prefixed);
	return -1;
}

size_t kp_func_lower_bound(const struct kp_image *image, uint64_t addr)
{
	return kp_func_lower_bound_in(image, addr, 0, image->nfuncs);
}

size_t kp_func_lower_bound_in(const struct kp_image *image, uint64_t addr, size_t lo, size_t hi)
{
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
	/* One per address (collapse_mapsyms): code already won. */
	if (sym_addr)
		*sym_addr = image->mapsyms[lo - 1].addr;
	return image->mapsyms[lo - 1].kind;
}

bool kp_data_mark_at(const struct kp_image *image, uint64_t addr, size_t *cursor)
{
	size_t c = *cursor, n = image->nmapsyms;

	/* Every mapping symbol before the cursor lies below addr: walk on from
	 * there; otherwise (addr went back) the first at or above addr, searched. */
	if (c > n || (c && image->mapsyms[c - 1].addr >= addr)) {
		size_t lo = 0, hi = n;

		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;

			if (image->mapsyms[mid].addr < addr)
				lo = mid + 1;
			else
				hi = mid;
		}
		c = lo;
	}
	while (c < n && image->mapsyms[c].addr < addr)
		c++;
	*cursor = c;
	/* One per address (collapse_mapsyms): the one at addr, if any, is its kind. */
	return c < n && image->mapsyms[c].addr == addr && image->mapsyms[c].kind == KP_MAP_DATA;
}

/* Rust's manglings: v0 ("_R...") and legacy ("_ZN...17h<16 hex digits>E"). */
const char *kp_symbol_origin(const char *name)
{
	const char *h;
	size_t len = strlen(name);

	/* v0 mangling */
	if (!strncmp(name, "_R", 2))
		return "Rust";
	/* legacy: _ZN...17h<16 hex digits>E */
	if (strncmp(name, "_ZN", 3) || len < 20 || name[len - 1] != 'E')
		return NULL;
	h = name + len - 20;
	if (strncmp(h, "17h", 3))
		return NULL;
	for (int i = 3; i < 19; i++)
		if (!strchr("0123456789abcdef", h[i]))
			return NULL;
	return "Rust";
}
