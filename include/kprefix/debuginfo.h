/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Debug data for an image, through libdwfl: the image's own DWARF, a
 * .gnu_debuglink or build-id file, or for a module the unstripped copy under
 * a --debug-dir laid out like Debian's /usr/lib/debug/lib/modules/VERSION/.
 * Opened only when something is reported: a clean run never reads it.
 */
#ifndef KPREFIX_DEBUGINFO_H
#define KPREFIX_DEBUGINFO_H

#include <stdbool.h>
#include <stddef.h>

#include "kprefix/elf.h"

struct kp_debuginfo;

/* Where a function came from. Strings live as long as the debuginfo. */
struct kp_func_source {
	const char *unit;     /* the compile unit's source, e.g. "fs/open.c" */
	const char *file;     /* the function's file */
	unsigned line;        /* and line, 0 when not known */
	const char *producer; /* DW_AT_producer of the unit, NULL when absent */
};

/*
 * Debug data for image: display is its name in a module tree (for
 * debug_dir/display), debug_dir may be NULL. NULL when there is none.
 */
struct kp_debuginfo *kp_debuginfo_open(const struct kp_image *image, const char *display,
				       const char *debug_dir);
void kp_debuginfo_close(struct kp_debuginfo *di);

/* The source of the function func; false when the debug data does not cover it. */
bool kp_debuginfo_function(struct kp_debuginfo *di, const struct kp_image *image,
			   const struct kp_func *func, struct kp_func_source *src);

/* Call fn for every compile unit: its name and producer (NULL when absent). */
void kp_debuginfo_units(struct kp_debuginfo *di,
			void (*fn)(void *ctx, const char *unit, const char *producer), void *ctx);

/* Which file the debug data came from, for -v. */
const char *kp_debuginfo_path(const struct kp_debuginfo *di);

#endif
