/* SPDX-License-Identifier: GPL-2.0-only */
/* Stepping over a unit's DIEs by their abbreviations' forms (dieskip.c). */
#ifndef KPREFIX_DIESKIP_H
#define KPREFIX_DIESKIP_H

#include <stdbool.h>
#include <stdint.h>
#include <elfutils/libdw.h>

struct kp_dieskip;

/* cu's abbreviations and unit header; NULL where they are not understood (libdw, then). */
struct kp_dieskip *kp_dieskip_new(Dwarf *dwarf, Dwarf_Die *cu, bool little_endian);
void kp_dieskip_free(struct kp_dieskip *s);
/* The tag of the DIE at die; 0 at the end of its siblings or of the unit; -1 not understood. */
int kp_dieskip_tag(const struct kp_dieskip *s, const unsigned char *die);
/* Where the DIE after die and all its children starts; NULL not understood. */
const unsigned char *kp_dieskip_over(const struct kp_dieskip *s, const unsigned char *die);

/* A ULEB128 at *p, before end, stepping *p past it; false where it runs past end. */
bool kp_dwarf_uleb(const unsigned char **p, const unsigned char *end, uint64_t *v);

#endif
