// SPDX-License-Identifier: GPL-2.0-only
/*
 * Open an arm64 or riscv64 image with libelf, mapped and not copied, and
 * index its sections by address.
 */
#include <errno.h>
#include <fcntl.h>
#include <elfutils/libdw.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kprefix/arch.h"
#include "kprefix/elf.h"
#include "kprefix/util.h"

static int cmp_section_addr(const void *a, const void *b)
{
	const struct kp_section *sa = *(const struct kp_section *const *)a;
	const struct kp_section *sb = *(const struct kp_section *const *)b;

	if (sa->addr != sb->addr)
		return sa->addr < sb->addr ? -1 : 1;
	return sa->index < sb->index ? -1 : sa->index > sb->index;
}

static int read_sections(struct kp_image *image, Elf *elf, char *err, size_t errlen)
{
	size_t shnum, shstrndx;
	uint64_t rel_cursor = KP_REL_BASE;

	if (elf_getshdrnum(elf, &shnum) || elf_getshdrstrndx(elf, &shstrndx)) {
		snprintf(err, errlen, "cannot read section headers: %s", elf_errmsg(-1));
		return -1;
	}
	image->sections = xcalloc(shnum, sizeof(*image->sections));
	image->by_addr = xcalloc(shnum, sizeof(*image->by_addr));
	image->nsections = shnum;

	for (size_t i = 1; i < shnum; i++) {
		struct kp_section *sec = &image->sections[i];
		Elf_Scn *scn = elf_getscn(elf, i);
		GElf_Shdr shdr;

		if (!scn || !gelf_getshdr(scn, &shdr)) {
			snprintf(err, errlen, "cannot read section header %zu: %s", i, elf_errmsg(-1));
			return -1;
		}
		sec->index = i;
		sec->type = shdr.sh_type;
		sec->flags = shdr.sh_flags;
		sec->addr = shdr.sh_addr;
		sec->size = shdr.sh_size;
		sec->offset = shdr.sh_offset;
		sec->link = shdr.sh_link;
		sec->info = shdr.sh_info;
		sec->name = elf_strptr(elf, shstrndx, shdr.sh_name);
		if (!sec->name)
			sec->name = "";
		if (shdr.sh_type != SHT_NOBITS && shdr.sh_size) {
			/* Raw bytes: instruction and record words are read little-endian. */
			Elf_Data *data = elf_rawdata(scn, NULL);

			if (!data) {
				snprintf(err, errlen, "cannot read section %zu (%s): %s", i, sec->name,
					 elf_errmsg(-1));
				return -1;
			}
			if (data->d_size < shdr.sh_size) {
				snprintf(err, errlen, "section %s extends past the end of the file",
					 sec->name);
				return -1;
			}
			sec->data = data->d_buf;
		}
		/* An object's sections all start at 0: lay them out one after the
		 * other, as libdwfl's offline layout does, so that addresses are
		 * unique. Symbols and relocations add their section's address. */
		if (image->elf_type == ET_REL && (shdr.sh_flags & SHF_ALLOC)) {
			uint64_t align = shdr.sh_addralign > 1 ? shdr.sh_addralign : 1;

			if (align & (align - 1) || align > 1u << 20) {
				snprintf(err, errlen, "section %s has alignment %llu", sec->name,
					 (unsigned long long)align);
				return -1;
			}
			rel_cursor = (rel_cursor + align - 1) & ~(align - 1);
			sec->addr = rel_cursor;
			rel_cursor += shdr.sh_size;
		}
		if ((shdr.sh_flags & SHF_ALLOC) && shdr.sh_size)
			image->by_addr[image->nby_addr++] = sec;
	}
	if (image->nby_addr > 1)
		qsort(image->by_addr, image->nby_addr, sizeof(*image->by_addr), cmp_section_addr);
	return 0;
}

/* The name of a machine kprefix does not check, for the message that refuses it; NULL: another. */
static const char *machine_name(unsigned machine)
{
	static const struct { unsigned machine; const char *name; } names[] = {
		{ EM_386, "i386" }, { EM_X86_64, "x86-64" }, { EM_ARM, "32-bit arm" },
		{ EM_PPC, "powerpc" }, { EM_PPC64, "powerpc64" }, { EM_S390, "s390" },
		{ EM_MIPS, "mips" }, { EM_SPARCV9, "sparc64" }, { EM_AARCH64, "arm64" },
		{ EM_RISCV, "riscv" }, { 258, "loongarch" },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (names[i].machine == machine)
			return names[i].name;
	return NULL;
}

struct kp_image *kp_image_open(const char *path, char *err, size_t errlen)
{
	struct kp_image *image = xcalloc(1, sizeof(*image));
	GElf_Ehdr ehdr;
	Elf *elf;

	image->fd = -1;
	image->path = xstrdup(path);
	elf = kp_open_elf(image, path, err, errlen);
	if (!elf)
		goto fail;
	/* Owned by the Dwfl when libdwfl opened it. */
	image->elf = elf;

	if (!gelf_getehdr(elf, &ehdr)) {
		snprintf(err, errlen, "cannot read the ELF header: %s", elf_errmsg(-1));
		goto fail;
	}
	if (ehdr.e_ident[EI_CLASS] != ELFCLASS64 || ehdr.e_ident[EI_DATA] != ELFDATA2LSB ||
	    !kp_arch_for_machine(ehdr.e_machine, ehdr.e_flags)) {
		const char *name = machine_name(ehdr.e_machine);

		snprintf(err, errlen,
			 "not a little-endian 64-bit arm64 or riscv64 ELF file: %s%s(e_machine %u)",
			 name ? name : "", name ? " " : "", ehdr.e_machine);
		goto fail;
	}
	if (ehdr.e_type != ET_EXEC && ehdr.e_type != ET_DYN && ehdr.e_type != ET_REL) {
		snprintf(err, errlen, "ELF type %u is not an image, module or object", ehdr.e_type);
		goto fail;
	}
	image->elf_type = ehdr.e_type;
	image->e_machine = ehdr.e_machine;
	image->e_flags = ehdr.e_flags;

	/* libelf reads a truncated file's headers as absent; say what it is. */
	size_t file_size;
	bool raw = elf_rawfile(elf, &file_size);

	image->size = raw ? file_size : 0;
	if (raw && ehdr.e_shoff &&
	    (ehdr.e_shoff > file_size ||
	     (uint64_t)ehdr.e_shnum * ehdr.e_shentsize > file_size - ehdr.e_shoff)) {
		snprintf(err, errlen,
			 "truncated: section headers at offset %llu end past the file's %zu bytes",
			 (unsigned long long)ehdr.e_shoff, file_size);
		goto fail;
	}

	if (read_sections(image, elf, err, errlen))
		goto fail;
	if (kp_image_read_symbols(image, err, errlen))
		goto fail;
	if (kp_image_read_records(image, err, errlen))
		goto fail;
	return image;

fail:
	kp_image_close(image);
	return NULL;
}

void kp_image_close(struct kp_image *image)
{
	if (!image)
		return;
	if (image->elf)
		elf_end(image->elf);
	free(image->buffer);
	if (image->fd >= 0)
		close(image->fd);
	free(image->sections);
	free(image->by_addr);
	free(image->funcs);
	free(image->mapsyms);
	free(image->names_by_addr);
	for (size_t i = 0; i < image->ntypeid_names; i++)
		free(image->typeid_names[i]);
	free(image->typeid_names);
	free(image->typeids);
	free(image->records.values);
	free(image->records.prefix_values);
	free(image->path);
	free(image->display_name);
	free(image);
}

const char *kp_image_name(const struct kp_image *image)
{
	return image->display_name ? image->display_name : image->path;
}

bool kp_image_user_space(const struct kp_image *image, char *what, size_t len)
{
	Elf *elf = image->elf;
	size_t nphdr = 0, nload = 0;
	bool interp = false, dynamic = false;
	uint64_t lowest = UINT64_MAX;

	if (image->elf_type == ET_REL || !elf || elf_getphdrnum(elf, &nphdr))
		return false;
	/* Any symbol a kernel's linker script defines makes it a kernel, wherever it is linked. */
	for (int m = 0; m < KP_NR_MARKERS; m++)
		if (image->markers[m].found)
			return false;
	for (size_t i = 0; i < nphdr; i++) {
		GElf_Phdr ph;

		if (!gelf_getphdr(elf, (int)i, &ph))
			return false;
		interp |= ph.p_type == PT_INTERP;
		dynamic |= ph.p_type == PT_DYNAMIC;
		if (ph.p_type != PT_LOAD)
			continue;
		/* A kernel runs in the top half: arm64 from 0xffff..., riscv64 from 0xffffffff8.... */
		if (ph.p_vaddr >> 63)
			return false;
		nload++;
		if (ph.p_vaddr < lowest)
			lowest = ph.p_vaddr;
	}
	if (!nload)
		return false;
	if (interp)
		snprintf(what, len, "a user-space executable (it names a program interpreter)");
	else if (image->elf_type == ET_DYN && dynamic)
		snprintf(what, len, "a user-space shared library");
	else
		snprintf(what, len, "a user-space program");
	snprintf(what + strlen(what), len - strlen(what),
		 ", loaded from 0x%llx in the lower half, without a symbol of a kernel's linker script",
		 (unsigned long long)lowest);
	return true;
}
