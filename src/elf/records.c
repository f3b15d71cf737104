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

struct object_records {
	const struct kp_image *image;
	struct kp_records *rec;
	bool prefix_only;
	size_t cap, prefix_cap;
};

static int object_record(void *ctx, const struct reloc_section *rs, const struct kp_reloc *r,
			 char *err, size_t errlen)
{
	struct object_records *o = ctx;
	struct kp_records *rec = o->rec;
	uint64_t value;
	int ret;

	if (r->type != rs->arch->r_abs64)
		return 0;
	ret = reloc_symbol_value(o->image, rs, r, &value, err, errlen);
	if (ret <= 0)
		return ret;
	if (o->prefix_only) {
		grow_array((void **)&rec->prefix_values, &o->prefix_cap, rec->prefix_count + 1,
			   sizeof(*rec->prefix_values));
		rec->prefix_values[rec->prefix_count++] = value;
	} else {
		grow_array((void **)&rec->values, &o->cap, rec->count + 1, sizeof(*rec->values));
		rec->values[rec->count++] = value;
	}
	return 0;
}

/*
 * In an object every record is an R_AARCH64_ABS64 relocation of a
 * __patchable_function_entries section (one per function with clang, one
 * per object with GCC): section symbol plus addend.
 */
static int read_object_records(struct kp_image *image, char *err, size_t errlen)
{
	struct object_records o = { .image = image, .rec = &image->records };

	image->records.source = KP_RECORDS_OBJECT;
	for (size_t i = 1; i < image->nsections; i++) {
		struct reloc_section rs;

		if (image->sections[i].type != SHT_RELA)
			continue;
		if (reloc_section_open(image, i, &rs, err, errlen))
			return -1;
		o.prefix_only = !strcmp(rs.target->name, PREFIX_ONLY_SECTION);
		if (strcmp(rs.target->name, PATCHABLE_SECTION) && !o.prefix_only)
			continue;
		if (reloc_section_walk(image, &rs, object_record, &o, err, errlen))
			return -1;
	}
	return 0;
}

struct image_records {
	struct kp_records *rec;
	uint64_t start, stop;
	size_t from_rela;
};

/* A dynamic R_*_RELATIVE of a record word: its addend is the record. */
static int image_record(void *ctx, const struct reloc_section *rs, const struct kp_reloc *r,
			char *err, size_t errlen)
{
	struct image_records *ir = ctx;

	(void)err;
	(void)errlen;
	if (r->type != rs->arch->r_relative || r->offset < ir->start || r->offset >= ir->stop ||
	    (r->offset - ir->start) % 8)
		return 0;
	ir->rec->values[(r->offset - ir->start) / 8] = (uint64_t)r->addend;
	ir->from_rela++;
	return 0;
}

int kp_image_read_records(struct kp_image *image, char *err, size_t errlen)
{
	if (image->elf_type == ET_REL)
		return read_object_records(image, err, errlen);

	const struct kp_marker_sym *start = &image->markers[KP_START_MCOUNT_LOC];
	const struct kp_marker_sym *stop = &image->markers[KP_STOP_MCOUNT_LOC];
	struct kp_records *rec = &image->records;
	struct image_records ir = { rec, start->value, stop->value, 0 };
	bool have_relr = false;

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
	/* Bound the table by what the file holds: a SHT_NOBITS section has no
	 * bytes in the file, only a size, and the records it would hold are 0. */
	if (!sec->data) {
		snprintf(err, errlen, "the mcount_loc table at 0x%llx is in %s, a section with no bytes in the file",
			 (unsigned long long)start->value, sec->name);
		return -1;
	}
	rec->count = (stop->value - start->value) / 8;
	rec->values = xcalloc(rec->count, sizeof(*rec->values));
	for (size_t i = 0; i < rec->count; i++)
		rec->values[i] = read_le64(sec->data + (start->value - sec->addr) + 8 * i);

	for (size_t i = 1; i < image->nsections; i++) {
		const struct kp_section *rsec = &image->sections[i];
		struct reloc_section rs;

		if (rsec->type == SHT_RELR)
			have_relr = true;
		if (rsec->type != SHT_RELA || !(rsec->flags & SHF_ALLOC))
			continue;
		if (reloc_section_open(image, i, &rs, err, errlen) ||
		    reloc_section_walk(image, &rs, image_record, &ir, err, errlen))
			return -1;
	}

	if (ir.from_rela)
		rec->source = KP_RECORDS_RELA;
	else if (have_relr)
		rec->source = KP_RECORDS_RELR;
	else
		rec->source = KP_RECORDS_IN_PLACE;
	return 0;
}
