/* SPDX-License-Identifier: GPL-2.0-only */
/* Stepping over a unit's DIEs by their abbreviations' forms (dieskip.c). */
#ifndef KPREFIX_DIESKIP_H
#define KPREFIX_DIESKIP_H

#include <stdbool.h>
#include <stdint.h>
#include <elfutils/libdw.h>

struct kp_dieskip;

/*
 * cu's abbreviations (abbrev_sec: the bytes of .debug_abbrev) and unit
 * header; NULL where they are not understood (libdw, then).
 */
struct kp_dieskip *kp_dieskip_new(Dwarf *dwarf, Dwarf_Die *cu, bool little_endian, const unsigned char *abbrev_sec,
				  size_t abbrev_size);
void kp_dieskip_free(struct kp_dieskip *s);
/* The tag of the DIE at die; 0 at the end of its siblings or of the unit; -1 not understood. */
int kp_dieskip_tag(const struct kp_dieskip *s, const unsigned char *die);
/* The same, and where it is above 0 the DIE's abbreviation code in *code. */
int kp_dieskip_tag_code(const struct kp_dieskip *s, const unsigned char *die, uint64_t *code);
/* Where the DIE after die and all its children starts; NULL not understood. */
const unsigned char *kp_dieskip_over(struct kp_dieskip *s, const unsigned char *die);

/* Where the abbreviation of code starts in the unit's table; false when it has none. */
bool kp_dieskip_offset(const struct kp_dieskip *s, uint64_t code, size_t *offset);
/* Whether some abbreviation of the unit has a DW_AT_sibling (libdw follows those: GCC's). */
bool kp_dieskip_siblings(const struct kp_dieskip *s);
/* Where the children of the DIE at die start, in *children: 0; 1 when it has none; -1 not understood. */
int kp_dieskip_children(struct kp_dieskip *s, const unsigned char *die, const unsigned char **children);
/* The abbreviation code of the DIE at die; false past the unit. */
bool kp_dieskip_code(const struct kp_dieskip *s, const unsigned char *die, uint64_t *code);
/* The unit's abbreviations, in the order of its table: the i-th's code, tag and first attribute (0 0: none). */
size_t kp_dieskip_count(const struct kp_dieskip *s);
void kp_dieskip_nth(const struct kp_dieskip *s, size_t i, uint64_t *code, unsigned *tag, unsigned *first_name,
		    unsigned *first_form);
/* One more than the unit's largest abbreviation code. */
size_t kp_dieskip_ncodes(const struct kp_dieskip *s);

bool kp_dwarf_uleb_long(const unsigned char **p, const unsigned char *end, uint64_t *v);

/* A ULEB128 at *p, before end, stepping *p past it; false where it runs past end. Most are one byte. */
static inline bool kp_dwarf_uleb(const unsigned char **p, const unsigned char *end, uint64_t *v)
{
	if (*p < end && !(**p & 0x80)) {
		*v = *(*p)++;
		return true;
	}
	return kp_dwarf_uleb_long(p, end, v);
}

#endif
