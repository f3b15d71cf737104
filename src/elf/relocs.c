// SPDX-License-Identifier: GPL-2.0-only
/*
 * Addresses stored in data, found through the image's dynamic relocations:
 * where a function's address is taken. RELR is decoded as the ELF gABI
 * describes it: an even entry is an address, an odd one a bitmap of the 63
 * words that follow.
 */
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>

#include "kprefix/elf.h"
#include "kprefix/util.h"
#include "rela.h"

#ifndef SHT_RELR
#define SHT_RELR 19
#endif

static bool is_data(const struct kp_section *sec)
{
	return sec && (sec->flags & SHF_ALLOC) && !(sec->flags & SHF_EXECINSTR);
}

static void relr_word(const struct kp_image *image, uint64_t where, kp_reloc_fn fn, void *ctx)
{
	const struct kp_section *sec = kp_section_at(image, where);
	uint64_t target;

	if (is_data(sec) && kp_read_bytes(image, where, &target, 8))
		fn(ctx, sec, where, target);
}

static int walk_relr(const struct kp_image *image, const struct kp_section *rs, kp_reloc_fn fn,
		     void *ctx)
{
	uint64_t where = 0;

	if (!rs->data)
		return 0;
	for (uint64_t off = 0; off + 8 <= rs->size; off += 8) {
		uint64_t entry = read_le64(rs->data + off);

		if (!(entry & 1)) {
			where = entry;
			relr_word(image, where, fn, ctx);
			where += 8;
			continue;
		}
		for (unsigned bit = 1; bit < 64; bit++)
			if (entry & (1ull << bit))
				relr_word(image, where + 8 * (bit - 1), fn, ctx);
		where += 63 * 8;
	}
	return 0;
}

static int walk_rela(const struct kp_image *image, const struct kp_section *rs, kp_reloc_fn fn,
		     void *ctx, char *err, size_t errlen)
{
	Elf_Scn *scn = elf_getscn(image->elf, rs->index);
	Elf_Data *data = scn ? elf_getdata(scn, NULL) : NULL;
	Elf_Data *symdata = NULL;
	GElf_Shdr shdr;

	if (!data || !gelf_getshdr(scn, &shdr)) {
		snprintf(err, errlen, "cannot read %s: %s", rs->name, elf_errmsg(-1));
		return -1;
	}
	if (shdr.sh_link && shdr.sh_link < image->nsections) {
		Elf_Scn *symscn = elf_getscn(image->elf, shdr.sh_link);

		symdata = symscn ? elf_getdata(symscn, NULL) : NULL;
	}
	size_t n = data->d_size / sizeof(Elf64_Rela);

	for (size_t r = 0; r < n; r++) {
		GElf_Rela rela;
		uint64_t target;

		if (!gelf_getrela(data, (int)r, &rela))
			break;
		const struct kp_section *sec = kp_section_at(image, rela.r_offset);

		if (!is_data(sec))
			continue;
		if (GELF_R_TYPE(rela.r_info) == R_AARCH64_RELATIVE_TYPE) {
			target = (uint64_t)rela.r_addend;
		} else if (GELF_R_TYPE(rela.r_info) == R_AARCH64_ABS64_TYPE && symdata) {
			GElf_Sym sym;

			if (!gelf_getsym(symdata, (int)GELF_R_SYM(rela.r_info), &sym) ||
			    sym.st_shndx == SHN_UNDEF)
				continue;
			target = sym.st_value + (uint64_t)rela.r_addend;
		} else {
			continue;
		}
		fn(ctx, sec, rela.r_offset, target);
	}
	return 0;
}

int rela_view_open(const struct kp_image *image, size_t index, struct rela_view *view, char *err,
		   size_t errlen)
{
	const struct kp_section *rs = &image->sections[index];
	Elf_Scn *scn = elf_getscn(image->elf, index), *symscn;
	GElf_Shdr shdr;

	if (!scn || !gelf_getshdr(scn, &shdr) || shdr.sh_info >= image->nsections ||
	    shdr.sh_link >= image->nsections) {
		snprintf(err, errlen, "relocation section %s has a bad header", rs->name);
		return -1;
	}
	symscn = elf_getscn(image->elf, shdr.sh_link);
	view->rela = rs;
	view->target = &image->sections[shdr.sh_info];
	view->data = elf_getdata(scn, NULL);
	view->symdata = symscn ? elf_getdata(symscn, NULL) : NULL;
	if (!view->data || !view->symdata) {
		snprintf(err, errlen, "cannot read %s: %s", rs->name, elf_errmsg(-1));
		return -1;
	}
	view->count = view->data->d_size / sizeof(Elf64_Rela);
	return 0;
}

int rela_view_abs64(const struct kp_image *image, const struct rela_view *view, size_t r,
		    uint64_t *where, uint64_t *value, char *err, size_t errlen)
{
	GElf_Rela rela;
	GElf_Sym sym;

	if (!gelf_getrela(view->data, (int)r, &rela) || GELF_R_TYPE(rela.r_info) != R_AARCH64_ABS64_TYPE)
		return 0;
	if (!gelf_getsym(view->symdata, (int)GELF_R_SYM(rela.r_info), &sym)) {
		snprintf(err, errlen, "%s: relocation %zu names symbol %llu, past the symbol table",
			 view->rela->name, r, (unsigned long long)GELF_R_SYM(rela.r_info));
		return -1;
	}
	/* Against an undefined symbol: no address in this object. */
	if (!sym.st_shndx || sym.st_shndx >= image->nsections)
		return 0;
	*where = view->target->addr + rela.r_offset;
	*value = image->sections[sym.st_shndx].addr + sym.st_value + (uint64_t)rela.r_addend;
	return 1;
}

/* An object's relocations of a data section: symbol (section-relative) plus addend. */
static int walk_object_rela(const struct kp_image *image, size_t index, kp_reloc_fn fn, void *ctx,
			    char *err, size_t errlen)
{
	struct rela_view view;

	if (rela_view_open(image, index, &view, err, errlen))
		return -1;
	if (!is_data(view.target))
		return 0;
	for (size_t r = 0; r < view.count; r++) {
		uint64_t where, value;
		int ret = rela_view_abs64(image, &view, r, &where, &value, err, errlen);

		if (ret < 0)
			return -1;
		if (ret)
			fn(ctx, view.target, where, value);
	}
	return 0;
}

int kp_for_each_data_reloc(const struct kp_image *image, kp_reloc_fn fn, void *ctx, char *err,
			   size_t errlen)
{
	if (image->elf_type == ET_REL) {
		for (size_t i = 1; i < image->nsections; i++)
			if (image->sections[i].type == SHT_RELA &&
			    walk_object_rela(image, i, fn, ctx, err, errlen))
				return -1;
		return 0;
	}
	for (size_t i = 1; i < image->nsections; i++) {
		const struct kp_section *rs = &image->sections[i];

		if (!(rs->flags & SHF_ALLOC))
			continue;
		if (rs->type == SHT_RELA && walk_rela(image, rs, fn, ctx, err, errlen))
			return -1;
		if (rs->type == SHT_RELR && walk_relr(image, rs, fn, ctx))
			return -1;
	}
	return 0;
}
