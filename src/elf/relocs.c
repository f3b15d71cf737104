// SPDX-License-Identifier: GPL-2.0-only
/*
 * Relocations: the one walker over SHT_RELA and SHT_RELR sections (rela.h),
 * and on top of it the addresses stored in data, where a function's address
 * is taken. RELR is decoded as the ELF gABI describes it: an even entry is an
 * address, an odd one a bitmap of the 63 words that follow.
 */
#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <stdio.h>

#include "kprefix/elf.h"
#include "kprefix/util.h"
#include "rela.h"
#include "symtab.h"

#ifndef SHT_RELR
#define SHT_RELR 19
#endif

int reloc_section_open(const struct kp_image *image, size_t index, struct reloc_section *rs,
		       char *err, size_t errlen)
{
	const struct kp_section *sec = &image->sections[index];
	Elf_Scn *scn = elf_getscn(image->elf, index);

	*rs = (struct reloc_section){ .rel = sec, .arch = kp_arch_for_machine(image->e_machine, image->e_flags) };
	if (!rs->arch) {
		snprintf(err, errlen, "no relocation types known for e_machine %u", image->e_machine);
		return -1;
	}
	if (!scn) {
		snprintf(err, errlen, "cannot read relocation section %s: %s", sec->name, elf_errmsg(-1));
		return -1;
	}
	if (sec->type == SHT_RELR) {
		rs->data = elf_rawdata(scn, NULL); /* words, read little-endian */
		if (!rs->data && sec->size) {
			snprintf(err, errlen, "cannot read %s: %s", sec->name, elf_errmsg(-1));
			return -1;
		}
		return 0;
	}
	if (image->elf_type == ET_REL) {
		/* An object's relocations apply to one section and name symbols. */
		if (!sec->info || sec->info >= image->nsections) {
			snprintf(err, errlen, "relocation section %s applies to section %u, which does not exist",
				 sec->name, sec->info);
			return -1;
		}
		if (!sec->link || sec->link >= image->nsections ||
		    image->sections[sec->link].type != SHT_SYMTAB) {
			snprintf(err, errlen, "relocation section %s links to section %u, not a symbol table",
				 sec->name, sec->link);
			return -1;
		}
		rs->target = &image->sections[sec->info];
	}
	rs->data = elf_getdata(scn, NULL);
	if (!rs->data && sec->size) {
		snprintf(err, errlen, "cannot read %s: %s", sec->name, elf_errmsg(-1));
		return -1;
	}
	if (sec->link && sec->link < image->nsections) {
		Elf_Scn *symscn = elf_getscn(image->elf, sec->link);

		rs->symdata = symscn ? elf_getdata(symscn, NULL) : NULL;
		if (!rs->symdata) {
			snprintf(err, errlen, "cannot read the symbol table of %s: %s", sec->name,
				 elf_errmsg(-1));
			return -1;
		}
		rs->shndxdata = kp_symtab_shndx_data(image, sec->link);
	}
	return 0;
}

static int walk_relr(const struct reloc_section *rs, reloc_fn fn, void *ctx, char *err,
		     size_t errlen)
{
	const uint8_t *words = rs->data ? rs->data->d_buf : NULL;
	size_t size = rs->data ? rs->data->d_size : 0;
	struct kp_reloc r = { .type = rs->arch->r_relative, .in_place = true };
	uint64_t where = 0;

	for (size_t off = 0; off + 8 <= size; off += 8) {
		uint64_t entry = read_le64(words + off);

		r.index = off / 8;
		if (!(entry & 1)) {
			where = entry;
			r.offset = where;
			if (fn(ctx, rs, &r, err, errlen))
				return -1;
			where += 8;
			continue;
		}
		for (unsigned bit = 1; bit < 64; bit++) {
			r.offset = where + 8 * (bit - 1);
			if ((entry & (1ull << bit)) && fn(ctx, rs, &r, err, errlen))
				return -1;
		}
		where += 63 * 8;
	}
	return 0;
}

int reloc_section_walk(const struct kp_image *image, const struct reloc_section *rs, reloc_fn fn,
		       void *ctx, char *err, size_t errlen)
{
	(void)image;
	if (rs->rel->type == SHT_RELR)
		return walk_relr(rs, fn, ctx, err, errlen);
	if (!rs->data)
		return 0;

	size_t n = rs->data->d_size / sizeof(Elf64_Rela);

	if (n > INT_MAX) {
		snprintf(err, errlen, "%s has %zu relocations, more than libelf can index", rs->rel->name, n);
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		GElf_Rela rela;

		if (!gelf_getrela(rs->data, (int)i, &rela)) {
			snprintf(err, errlen, "cannot read relocation %zu of %s: %s", i, rs->rel->name,
				 elf_errmsg(-1));
			return -1;
		}
		struct kp_reloc r = {
			.index = i,
			.offset = rela.r_offset,
			.type = (uint32_t)GELF_R_TYPE(rela.r_info),
			.sym = (uint32_t)GELF_R_SYM(rela.r_info),
			.addend = rela.r_addend,
		};

		if (fn(ctx, rs, &r, err, errlen))
			return -1;
	}
	return 0;
}

int reloc_symbol_value(const struct kp_image *image, const struct reloc_section *rs,
		       const struct kp_reloc *r, uint64_t *value, char *err, size_t errlen)
{
	GElf_Sym sym;
	uint32_t shndx;

	if (!rs->symdata)
		return 0;
	if (!kp_symtab_get(rs->symdata, rs->shndxdata, r->sym, &sym, &shndx, err, errlen)) {
		char why[160];

		snprintf(why, sizeof(why), "%s", err);
		snprintf(err, errlen, "%s: relocation %zu: %s", rs->rel->name, r->index, why);
		return -1;
	}
	if (shndx == SHN_UNDEF)
		return 0; /* no address in this file */
	*value = sym.st_value + (uint64_t)r->addend;
	if (image->elf_type == ET_REL) {
		/* Object symbols are relative to their section, which kprefix laid out. */
		if (shndx >= image->nsections)
			return 0; /* SHN_ABS, SHN_COMMON: not in a section kprefix laid out */
		*value += image->sections[shndx].addr;
	}
	return 1;
}

static bool is_data(const struct kp_section *sec)
{
	return sec && (sec->flags & SHF_ALLOC) && !(sec->flags & SHF_EXECINSTR);
}

struct data_walk {
	const struct kp_image *image;
	kp_reloc_fn fn;
	void *ctx;
	/* RELR and sorted RELA walk addresses in order: the last section usually holds the next. */
	const struct kp_section *last;
};

/*
 * One relocation, if it stores an address in data: R_*_RELATIVE (the addend,
 * or with RELR the word in place) and R_*_ABS64 (symbol + addend). In an
 * object r_offset is relative to the target section.
 */
static int data_reloc(void *ctx, const struct reloc_section *rs, const struct kp_reloc *r,
		      char *err, size_t errlen)
{
	struct data_walk *w = ctx;
	const struct kp_section *sec;
	uint64_t where, target;

	if (rs->target) {
		sec = rs->target;
		where = sec->addr + r->offset;
	} else {
		where = r->offset;
		sec = w->last;
		if (!sec || where < sec->addr || where - sec->addr >= sec->size)
			sec = w->last = kp_section_at(w->image, where);
	}
	if (!is_data(sec))
		return 0;
	if (r->in_place) {
		/* The word lies in sec: read it there, without a second lookup. */
		if (!sec->data || where - sec->addr > sec->size - 8 || sec->size < 8)
			return 0;
		target = read_le64(sec->data + (where - sec->addr));
	} else if (r->type == rs->arch->r_relative && !rs->target) {
		target = (uint64_t)r->addend;
	} else if (r->type == rs->arch->r_abs64) {
		int ret = reloc_symbol_value(w->image, rs, r, &target, err, errlen);

		if (ret <= 0)
			return ret;
	} else {
		return 0;
	}
	w->fn(w->ctx, sec, where, target);
	return 0;
}

int kp_for_each_data_reloc(const struct kp_image *image, kp_reloc_fn fn, void *ctx, char *err,
			   size_t errlen)
{
	struct data_walk w = { image, fn, ctx, NULL };

	for (size_t i = 1; i < image->nsections; i++) {
		const struct kp_section *sec = &image->sections[i];
		struct reloc_section rs;

		/* An object's relocations are not allocated; an image's dynamic ones are. */
		if (image->elf_type == ET_REL ? sec->type != SHT_RELA :
		    !(sec->flags & SHF_ALLOC) || (sec->type != SHT_RELA && sec->type != SHT_RELR))
			continue;
		if (reloc_section_open(image, i, &rs, err, errlen) ||
		    reloc_section_walk(image, &rs, data_reloc, &w, err, errlen))
			return -1;
	}
	return 0;
}
