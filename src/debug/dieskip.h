/* SPDX-License-Identifier: GPL-2.0-only */
/* Stepping over a unit's DIEs by their abbreviations' forms (dieskip.c). */
#ifndef KPREFIX_DIESKIP_H
#define KPREFIX_DIESKIP_H

#include <stdbool.h>
#include <elfutils/libdw.h>

struct kp_dieskip;

/* cu's abbreviations and unit header; NULL where they are not understood (libdw, then). */
struct kp_dieskip *kp_dieskip_new(Dwarf *dwarf, Dwarf_Die *cu, bool little_endian);
void kp_dieskip_free(struct kp_dieskip *s);
/* The tag of the DIE at die; 0 at the end of its siblings or of the unit; -1 not understood. */
int kp_dieskip_tag(const struct kp_dieskip *s, const unsigned char *die);
/* Where the DIE after die and all its children starts; NULL not understood. */
const unsigned char *kp_dieskip_over(const struct kp_dieskip *s, const unsigned char *die);

#endif
