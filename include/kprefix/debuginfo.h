/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Debug data for an image, through libdwfl: the image's own DWARF, a
 * .gnu_debuglink or build-id file, or for a module the unstripped copy under
 * a --debug-dir laid out like Debian's /usr/lib/debug/lib/modules/VERSION/.
 * Opened only when something is reported, or when a kCFI image's hashes need
 * types its BTF does not give (src/debug/dwarf_types.c): a clean run of a
 * kernel whose BTF explains every hash never reads it.
 * Every file it opens is a regular file of at most KP_MAX_DEBUG_FILE bytes
 * for this very build (src/debug/debuginfo.c says how that is decided).
 */
#ifndef KPREFIX_DEBUGINFO_H
#define KPREFIX_DEBUGINFO_H

#include <elfutils/libdw.h>
#include <stdbool.h>
#include <stddef.h>

#include "kprefix/analysis.h"
#include "kprefix/elf.h"
#include "kprefix/findings.h"

/*
 * The largest debug file read: 4 GiB, nine times the largest debug vmlinux
 * measured (a clang kCFI defconfig's, 457 MB; Debian's arm64 one is 411 MB),
 * and hashed in seconds where a .gnu_debuglink's CRC must be checked. A
 * "debug file" beyond it (a sparse file, a wrong link) is not read at all.
 */
#define KP_MAX_DEBUG_FILE (4ull << 30)

struct kp_debuginfo;

/* Where a function came from. Strings live as long as the debuginfo. */
struct kp_func_source {
	const char *unit;     /* the compile unit's source, e.g. "fs/open.c" */
	const char *file;     /* the function's file */
	unsigned line;        /* and line, 0 when not known */
	const char *producer; /* DW_AT_producer of the unit, NULL when absent */
	const char *origin;   /* "Rust", "assembly" or NULL: see kp_debuginfo_origin() */
};

/*
 * Debug data for image: display is its name in a module tree (for
 * debug_dir/display), debug_dir may be NULL. Never NULL: without debug data
 * (kp_debuginfo_found() false) every lookup fails, and kp_debuginfo_note()
 * may say what was found and not used.
 */
struct kp_debuginfo *kp_debuginfo_open(const struct kp_image *image, const char *display,
				       const char *debug_dir);
void kp_debuginfo_close(struct kp_debuginfo *di);

/* Whether there is DWARF to look things up in. */
bool kp_debuginfo_found(const struct kp_debuginfo *di);

/* The source of the function func; false when the debug data does not cover it. */
bool kp_debuginfo_function(struct kp_debuginfo *di, const struct kp_image *image,
			   const struct kp_func *func, struct kp_func_source *src);

/*
 * What func was written in, when that explains its layout: "Rust" (no
 * prefix unless rustc is given its own flag) or "assembly"
 * (SYM_TYPED_FUNC_START puts the hash at -4 with no prefix); NULL for C or
 * when not known. From its unit's DW_AT_language (di may be NULL), else its
 * symbol's Rust mangling. Reads no line table.
 */
const char *kp_debuginfo_origin(struct kp_debuginfo *di, const struct kp_image *image,
				const struct kp_func *func);


/* The compile unit func's code is in; false when the debug data does not cover it. */
bool kp_debuginfo_unit(struct kp_debuginfo *di, const struct kp_image *image, const struct kp_func *func,
		       Dwarf_Die *cu);

/* The unit of func and its entry's address in the debug data (where a module's is not its own). */
bool kp_debuginfo_unit_at(struct kp_debuginfo *di, const struct kp_image *image, const struct kp_func *func,
			  Dwarf_Die *cu, Dwarf_Addr *addr);
/*
 * The DW_TAG_subprogram whose code func is, followed to the DIE that holds
 * its type (an inline function's abstract instance, a declaration the
 * definition completes); false when the debug data has none at its address.
 */
bool kp_debuginfo_subprogram(struct kp_debuginfo *di, const struct kp_image *image,
			     const struct kp_func *func, Dwarf_Die *out);

/*
 * dwarf_child and dwarf_siblingof, and libdw told die's abbreviation before
 * it reads one (kp_debuginfo_prime): for the DIEs of the unit of the last
 * kp_debuginfo_subprogram, stepped over without libdw; else libdw's.
 */
void kp_debuginfo_prime(struct kp_debuginfo *di, Dwarf_Die *die);
int kp_debuginfo_child(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *child);
/* dwarf_tag, from the abbreviations read raw where die is in that unit. */
int kp_debuginfo_tag(struct kp_debuginfo *di, Dwarf_Die *die);
int kp_debuginfo_sibling(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *next);
/*
 * kp_debuginfo_child and _sibling for a walk that reads a DIE's children
 * and then goes on to the DIE's next sibling: that sibling starts where
 * the children end, so it is made there, without stepping over them all
 * again, where every step of the children's walk was raw.
 */
struct kp_die_walk {
	bool raw;         /* every step of this walk so far made raw */
	const void *end;  /* at the walk's end (1): where its list ends, past the closing 0, else NULL */
	const void *past; /* the caller's, before kp_debuginfo_next(): the end of the children's walk, or NULL */
};
int kp_debuginfo_first(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *child, struct kp_die_walk *walk);
int kp_debuginfo_next(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *next, struct kp_die_walk *walk);
/* Walk cu's DIEs (kp_debuginfo_child, _sibling, _tag, _prime) raw from now on, as those of that unit. */
void kp_debuginfo_walk_unit(struct kp_debuginfo *di, Dwarf_Die *cu);
/* Call fn for every compile unit: its name and producer (NULL when absent). */
void kp_debuginfo_units(struct kp_debuginfo *di,
			void (*fn)(void *ctx, const char *unit, const char *producer), void *ctx);

/* Which file the debug data came from, for -v. */
const char *kp_debuginfo_path(const struct kp_debuginfo *di);

/*
 * What was found and not used, as one line, or NULL: a --debug-dir copy
 * whose build-id is another build's, or a file that is not a regular file
 * of sane size.
 */
const char *kp_debuginfo_note(const struct kp_debuginfo *di);

/*
 * Where each reported function came from, from debug data (the image's own,
 * .gnu_debuglink, build-id, or debug_dir/display for a module): unit,
 * file:line, layout flags, and its origin (Rust, assembly), which is also
 * written into the messages where the checks marked it (from the symbol's
 * mangling when there is no debug data); the disagreement of the image's
 * units on layout flags; a debug file found and not used (debug_note).
 * Only reported findings are looked up. False when there is no debug data
 * or nothing to attribute.
 */
struct kp_buildtree;
bool kp_attribute_findings(const struct kp_analysis *an, struct kp_findings *findings,
			   const char *display, const char *debug_dir, struct kp_buildtree *build);

/* The layout-relevant flags of a DW_AT_producer, space-separated, into buf ("" when none). */
void kp_layout_flags(const char *producer, char *buf, size_t len);

#endif
