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
#include "rela.h"

#ifndef SHT_RELR
#define SHT_RELR 19
#endif

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
		struct rela_view view;

		if (image->sections[i].type != SHT_RELA)
			continue;
		if (rela_view_open(image, i, &view, err, errlen))
			return -1;
		bool prefix_only = !strcmp(view.target->name, PREFIX_ONLY_SECTION);

		if (strcmp(view.target->name, PATCHABLE_SECTION) && !prefix_only)
			continue;
		for (size_t r = 0; r < view.count; r++) {
			uint64_t where, value;
			int ret = rela_view_abs64(image, &view, r, &where, &value, err, errlen);

			if (ret < 0)
				return -1;
			if (!ret)
				continue;
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
