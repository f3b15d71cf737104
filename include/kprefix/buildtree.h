/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A kernel build tree (a Kbuild output directory, O= or in-tree, or an M=
 * module directory) as kprefix's input and as the way from a function to
 * its fix (src/debug/buildtree.c): the object that defines it, found in the
 * objects' own symbol tables (vmlinux.a, built-in.a, a module's .mod), that
 * object's layout flags as Kbuild saved its command (.NAME.o.cmd), those of
 * the objects that are right, and the Makefile line that made the
 * difference. No debug data is needed.
 */
#ifndef KPREFIX_BUILDTREE_H
#define KPREFIX_BUILDTREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct kp_buildtree;

/*
 * path is a Kbuild output directory, or a file inside one (its vmlinux): the
 * tree, or NULL (and *is_tree false) when it is none. A directory that looks
 * like none is an error in err (*is_tree true, NULL returned).
 */
struct kp_buildtree *kp_buildtree_open(const char *path, bool *is_tree, char *err, size_t errlen);
void kp_buildtree_free(struct kp_buildtree *bt);

/* The tree's directory as given, its vmlinux and .config (NULL when it has none). */
const char *kp_buildtree_dir(const struct kp_buildtree *bt);
const char *kp_buildtree_vmlinux(const struct kp_buildtree *bt);
/* An external module's tree (M=): the vmlinux of the kernel it was built against, or NULL. */
const char *kp_buildtree_kernel_vmlinux(const struct kp_buildtree *bt);
const char *kp_buildtree_config(const struct kp_buildtree *bt);
/* The modules modules.order names that were built (.ko), as paths under the tree. */
size_t kp_buildtree_modules(const struct kp_buildtree *bt, const char *const **paths);

/* What the tree says of one function. */
struct kp_build_origin {
	const char *object;         /* relative to the tree: "drivers/tty/serial/amba-pl011.o" */
	const char *flags;          /* its layout flags as the command gave them, last wins */
	const char *expected;       /* those of the objects that are right (most of the image's) */
	const char *difference;     /* "-fpatchable-function-entry=4,2 (the others: =5,3)", NULL: none */
	const char *makefile;       /* relative to the source tree, NULL when no line was found */
	unsigned makefile_line;
	const char *makefile_text;  /* the statement, continuation lines joined */
	bool apart;                 /* code built apart on purpose (arch/arm64/kernel/pi/, the EFI stub) */
};

/*
 * The origin of symbol (of size bytes, 0: any) in image (its path as
 * opened); strings live as long as bt. False when the tree does not know it.
 * Thread-safe: the tree's tables are built under a lock.
 */
bool kp_buildtree_explain(struct kp_buildtree *bt, const char *image, const char *symbol, uint64_t size,
			  struct kp_build_origin *out);

#endif
