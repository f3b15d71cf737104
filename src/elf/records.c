// SPDX-License-Identifier: GPL-2.0-only
/*
 * The ftrace record table between __start_mcount_loc and __stop_mcount_loc.
 *
 * arm64 vmlinux is linked -shared -Bsymbolic -z notext
 * --no-apply-dynamic-relocs: with RELA the words in the file are 0 and the
 * values are R_AARCH64_RELATIVE addends; with RELR the values are the words in
 * place; an ET_EXEC link has them in place too. Like scripts/sorttable, take
 * the RELA addend where there is one and the word otherwise.
 */
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/elf.h"
#include "kprefix/util.h"

#ifndef SHT_RELR
#define SHT_RELR 19
#endif
#define R_AARCH64_RELATIVE_TYPE 1027
#define R_AARCH64_ABS64_TYPE 257

#define PATCHABLE_SECTION "__patchable_function_entries"
#define PREFIX_ONLY_SECTION ".discard.patchable_function_entries"

/*
 * In an object every record is an R_AARCH64_ABS64 relocation of a
 * __patchable_function_entries section (one per function with clang, one
 * per object with GCC): section symbol plus addend.
 */
static int read_object_records(struct kp_image *image, char *err, size_t errlen)
{
	struct kp_records *rec = &image->records;
	size_t cap = 0, prefix_cap = 0;

	rec->source = KP_RECORDS_OBJECT;
	for (size_t i = 1; i < image->nsections; i++) {
		const struct kp_section *rs = &image->sections[i];
		Elf_Scn *scn, *symscn;
		Elf_Data *data, *symdata;
		GElf_Shdr shdr;

		if (rs->type != SHT_RELA)
			continue;
		scn = elf_getscn(image->elf, i);
		if (!scn || !gelf_getshdr(scn, &shdr) || shdr.sh_info >= image->nsections ||
		    shdr.sh_link >= image->nsections) {
			snprintf(err, errlen, "relocation section %s has a bad header", rs->name);
			return -1;
		}
		const char *target = image->sections[shdr.sh_info].name;
		bool prefix_only = !strcmp(target, PREFIX_ONLY_SECTION);

		if (strcmp(target, PATCHABLE_SECTION) && !prefix_only)
			continue;
		data = elf_getdata(scn, NULL);
		symscn = elf_getscn(image->elf, shdr.sh_link);
		symdata = symscn ? elf_getdata(symscn, NULL) : NULL;
		if (!data || !symdata) {
			snprintf(err, errlen, "cannot read %s: %s", rs->name, elf_errmsg(-1));
			return -1;
		}
		size_t n = data->d_size / sizeof(Elf64_Rela);

		for (size_t r = 0; r < n; r++) {
			GElf_Rela rela;
			GElf_Sym sym;

			if (!gelf_getrela(data, (int)r, &rela))
				break;
			if (GELF_R_TYPE(rela.r_info) != R_AARCH64_ABS64_TYPE)
				continue;
			if (!gelf_getsym(symdata, (int)GELF_R_SYM(rela.r_info), &sym)) {
				snprintf(err, errlen, "%s: relocation %zu names symbol %llu, past the symbol table",
					 rs->name, r, (unsigned long long)GELF_R_SYM(rela.r_info));
				return -1;
			}
			uint64_t value = 0;

			/* A record against an undefined symbol has no place in this object. */
			if (sym.st_shndx > 0 && sym.st_shndx < image->nsections)
				value = image->sections[sym.st_shndx].addr + sym.st_value + (uint64_t)rela.r_addend;
			if (prefix_only) {
				grow_array((void **)&rec->prefix_values, &prefix_cap, rec->prefix_count + 1,
					   sizeof(*rec->prefix_values));
				rec->prefix_values[rec->prefix_count++] = value;
			} else {
				grow_array((void **)&rec->values, &cap, rec->count + 1, sizeof(*rec->values));
				rec->values[rec->count++] = value;
			}
		}
	}
	return 0;
}

int kp_image_read_records(struct kp_image *image, char *err, size_t errlen)
{
	if (image->elf_type == ET_REL)
		return read_object_records(image, err, errlen);

	const struct kp_marker_sym *start = &image->markers[KP_START_MCOUNT_LOC];
	const struct kp_marker_sym *stop = &image->markers[KP_STOP_MCOUNT_LOC];
	struct kp_records *rec = &image->records;
	bool have_relr = false;
	size_t from_rela = 0;

	rec->source = KP_RECORDS_NONE;
	if (!start->found || !stop->found)
		return 0; /* no ftrace table: reported by the layout, not an error here */
	if (stop->value < start->value || (stop->value - start->value) % 8) {
		snprintf(err, errlen,
			 "__start_mcount_loc 0x%llx and __stop_mcount_loc 0x%llx do not bound a table of 8-byte records",
			 (unsigned long long)start->value, (unsigned long long)stop->value);
		return -1;
	}
	rec->table_addr = start->value;
	if (stop->value == start->value)
		return 0;

	const struct kp_section *sec = kp_section_at(image, start->value);

	if (!sec || stop->value - sec->addr > sec->size) {
		snprintf(err, errlen, "the mcount_loc table at 0x%llx is not inside one section",
			 (unsigned long long)start->value);
		return -1;
	}
	rec->count = (stop->value - start->value) / 8;
	rec->values = xcalloc(rec->count, sizeof(*rec->values));
	for (size_t i = 0; i < rec->count; i++)
		rec->values[i] = sec->data ? read_le64(sec->data + (start->value - sec->addr) + 8 * i) : 0;

	for (size_t i = 1; i < image->nsections; i++) {
		const struct kp_section *rs = &image->sections[i];

		if (rs->type == SHT_RELR)
			have_relr = true;
		if (rs->type != SHT_RELA || !(rs->flags & SHF_ALLOC))
			continue;
		Elf_Scn *scn = elf_getscn(image->elf, i);
		Elf_Data *data = scn ? elf_getdata(scn, NULL) : NULL;

		if (!data) {
			snprintf(err, errlen, "cannot read %s: %s", rs->name, elf_errmsg(-1));
			return -1;
		}
		size_t n = data->d_size / sizeof(Elf64_Rela);

		for (size_t r = 0; r < n; r++) {
			GElf_Rela rela;

			if (!gelf_getrela(data, (int)r, &rela))
				break;
			if (GELF_R_TYPE(rela.r_info) != R_AARCH64_RELATIVE_TYPE)
				continue;
			if (rela.r_offset < start->value || rela.r_offset >= stop->value ||
			    (rela.r_offset - start->value) % 8)
				continue;
			rec->values[(rela.r_offset - start->value) / 8] = (uint64_t)rela.r_addend;
			from_rela++;
		}
	}

	if (from_rela)
		rec->source = KP_RECORDS_RELA;
	else if (have_relr)
		rec->source = KP_RECORDS_RELR;
	else
		rec->source = KP_RECORDS_IN_PLACE;
	return 0;
}
