/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The C types of hashed functions from DWARF (src/debug/dwarf_types.c),
 * where the image's BTF gave none that explains their hash: no .BTF, or
 * functions it leaves out or keeps one prototype of by name.
 */
#ifndef KPREFIX_DWARF_TYPES_H
#define KPREFIX_DWARF_TYPES_H

struct kp_analysis;

/*
 * Offer an->types every unexplained hashed function's prototype from the
 * image's debug data (display and debug_dir as for kp_debuginfo_open()).
 * Does nothing when every hash is explained or there is no DWARF.
 */
void kp_dwarf_types(struct kp_analysis *an, const char *display, const char *debug_dir);

#endif
