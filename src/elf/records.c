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

#include "kprefix/elf.h"
#include "kprefix/util.h"

#ifndef SHT_RELR
#define SHT_RELR 19
#endif
#define R_AARCH64_RELATIVE_TYPE 1027

int kp_image_read_records(struct kp_image *image, char *err, size_t errlen)
{
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
	rec->count = (stop->value - start->value) / 8;
	rec->values = xcalloc(rec->count, sizeof(*rec->values));
	if (!rec->count)
		return 0;

	const struct kp_section *sec = kp_section_at(image, start->value);

	if (!sec || stop->value - sec->addr > sec->size) {
		snprintf(err, errlen, "the mcount_loc table at 0x%llx is not inside one section",
			 (unsigned long long)start->value);
		return -1;
	}
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
