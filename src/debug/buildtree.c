// SPDX-License-Identifier: GPL-2.0-only
/*
 * A Kbuild output directory as input, and the way from a failing function
 * to the Makefile line that made it so (include/kprefix/buildtree.h).
 *
 * Kbuild keeps what kprefix needs beside every object: the objects of
 * vmlinux in vmlinux.a (older kernels: built-in.a), a thin archive that
 * names them; a module's objects in its .mod; the command each was compiled
 * with in .NAME.o.cmd ("savedcmd_PATH := COMMAND", older "cmd_PATH :=").
 * A function is found by its name (and size, for static functions of one
 * name) in the objects' own symbol tables, read with libelf; an archive
 * that holds its members is read with libelf's ar support, a thin one by
 * its name table (libelf has no thin archives). The layout flags of the
 * object are held against those most objects of the image got, and the
 * object's directory's Makefile (or Kbuild) in the source tree is searched
 * for the statement that gave the difference.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libgen.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kprefix/arch.h"
#include "kprefix/buildtree.h"
#include "kprefix/findings.h"
#include "kprefix/util.h"

struct object {
	char *path;            /* relative to the tree */
	bool flags_read;
	char *flags;           /* layout flags, last of each kind wins; NULL: no .cmd */
	char *all_flags;       /* every layout flag of the command, in order */
};

struct symdef {
	const char *name;
	uint64_t size;
	size_t object;         /* index into bt->objects */
};

/* The symbols of one image's objects. */
struct image_syms {
	char *image;           /* the image's path relative to the tree */
	struct symdef *defs;
	size_t ndefs, defs_cap;
	size_t *objects;       /* its objects */
	size_t nobjects, objects_cap;
	char *expected;        /* the flags most of its objects have */
};

struct kp_buildtree {
	char *dir;             /* as given */
	char *real;            /* realpath */
	char *source;          /* the source tree's realpath */
	char *vmlinux, *config;
	char *kernel, *kernel_vmlinux; /* an external module's (M=) kernel objtree and its vmlinux */
	struct kp_buildtree *kernel_tree; /* that objtree, opened when a module is held against it */
	char **modules;
	size_t nmodules, modules_cap;
	pthread_mutex_t lock;
	struct object *objects;
	size_t nobjects, objects_cap;
	struct image_syms *images;
	size_t nimages, images_cap;
	struct kp_arena arena;
};

static bool is_file(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISREG(st.st_mode);
}

static bool is_dir(const char *path)
{
	struct stat st;

	return !stat(path, &st) && S_ISDIR(st.st_mode);
}

static char *join(const char *a, const char *b)
{
	char *s;

	if (asprintf(&s, "%s/%s", a, b) < 0)
		abort();
	return s;
}

/* A file's contents, NUL-terminated; NULL when unreadable. */
static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	struct kp_buf b = { 0 };
	char chunk[65536];
	size_t n;

	if (!f)
		return NULL;
	b.s = xmalloc(1);
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0) {
		b.s = xrealloc(b.s, b.len + n + 1);
		memcpy(b.s + b.len, chunk, n);
		b.len += n;
	}
	fclose(f);
	b.s[b.len] = '\0';
	if (len)
		*len = b.len;
	return b.s;
}

static bool has_file(const char *dir, const char *name)
{
	char *p = join(dir, name);
	bool ok = is_file(p);

	free(p);
	return ok;
}

/*
 * The top of a Kbuild output (O=) or an external module's (M=): vmlinux.a or
 * built-in.a, or a modules.order beside the Makefile (or Kbuild file) that
 * made it. An installed /lib/modules/VERSION has a modules.order too, of
 * installed .ko paths, but no Makefile: it is no build tree.
 */
static bool looks_like_tree(const char *dir)
{
	if (has_file(dir, "vmlinux.a") || has_file(dir, "built-in.a"))
		return true;
	return has_file(dir, "modules.order") && (has_file(dir, "Makefile") || has_file(dir, "Kbuild"));
}

/* The source tree: the build directory's `source` link (O=), the Makefile's include, or itself. */
static char *find_source(const char *real)
{
	char *link = join(real, "source"), *mk = join(real, "Makefile"), *text, *src = NULL;

	if (is_dir(link))
		src = realpath(link, NULL);
	if (!src && (text = slurp(mk, NULL))) {
		/* "include /path/to/linux/Makefile", as the top-level Makefile writes it for O= */
		for (char *line = text; line && *line && !src;) {
			char *end = strchr(line, '\n');

			if (end)
				*end = '\0';
			if (!strncmp(line, "include ", 8)) {
				char *inc = line + 8, *cut;

				while (*inc == ' ')
					inc++;
				cut = strrchr(inc, '/');
				if (cut && !strcmp(cut, "/Makefile")) {
					*cut = '\0';
					char *rel = inc[0] == '/' ? xstrdup(inc) : join(real, inc);

					src = realpath(rel, NULL);
					free(rel);
				}
			}
			line = end ? end + 1 : NULL;
		}
		free(text);
	}
	free(link);
	free(mk);
	return src ? src : xstrdup(real);
}

/*
 * The kernel an external module was built against (make -C KDIR M=DIR):
 * the objtree whose include/generated/uapi its objects' commands name.
 * Kbuild has run M= builds from the module's directory with absolute
 * paths to the kernel's trees since 6.13; an older, relative -I is
 * resolved from DIR and then most likely names nothing, so the module is
 * checked on its own, as before.
 */
static char *find_kernel_tree(const char *real)
{
	static const char tail[] = "/include/generated/uapi";
	DIR *d = opendir(real);
	struct dirent *e;
	char *kernel = NULL;
	int tried = 0;

	if (!d)
		return NULL;
	while (!kernel && tried < 16 && (e = readdir(d))) {
		size_t n = strlen(e->d_name);

		if (e->d_name[0] != '.' || n < 7 || strcmp(e->d_name + n - 6, ".o.cmd"))
			continue;
		char *path = join(real, e->d_name), *text = slurp(path, NULL);

		free(path);
		tried++;
		for (char *tok = text ? strtok(text, " \t\n") : NULL; tok && !kernel; tok = strtok(NULL, " \t\n")) {
			size_t len = strlen(tok);

			/* -I$(objtree)/include/generated/uapi; the arch's has no .config or vmlinux above it */
			if (strncmp(tok, "-I", 2) || len < 2 + sizeof(tail) || strcmp(tok + len - (sizeof(tail) - 1), tail))
				continue;
			char *top = tok[2] == '/' ? strndup(tok + 2, len - 2 - (sizeof(tail) - 1)) : NULL;
			char *cfg = top ? join(top, ".config") : NULL, *vml = top ? join(top, "vmlinux") : NULL;

			if (top && (is_file(cfg) || is_file(vml)))
				kernel = realpath(top, NULL);
			free(top);
			free(cfg);
			free(vml);
		}
		free(text);
	}
	closedir(d);
	return kernel;
}

static void read_modules(struct kp_buildtree *bt)
{
	char *order = join(bt->real, "modules.order"), *text = slurp(order, NULL);

	free(order);
	if (!text)
		return;
	for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
		size_t n = strlen(line);
		char *ko;

		/* Since 6.3 modules.order names the module's .o, before it the .ko. */
		if (n > 2 && !strcmp(line + n - 2, ".o")) {
			if (asprintf(&ko, "%.*s.ko", (int)(n - 2), line) < 0)
				abort();
		} else {
			ko = xstrdup(line);
		}
		char *full = join(bt->dir, ko);

		if (is_file(full)) {
			grow_array((void **)&bt->modules, &bt->modules_cap, bt->nmodules + 1, sizeof(*bt->modules));
			bt->modules[bt->nmodules++] = full;
		} else {
			free(full);
		}
		free(ko);
	}
	free(text);
}

struct kp_buildtree *kp_buildtree_open(const char *path, bool *is_tree, char *err, size_t errlen)
{
	struct kp_buildtree *bt;
	char *dir;

	*is_tree = false;
	if (is_dir(path)) {
		*is_tree = true;
		if (!looks_like_tree(path)) {
			snprintf(err, errlen,
				 "%s: is a directory but no kernel build tree (no vmlinux.a, built-in.a, or "
				 "modules.order beside a Makefile): to check the modules under it, give its "
				 "vmlinux and --modules DIR",
				 path);
			return NULL;
		}
		dir = xstrdup(path);
	} else {
		/*
		 * A file inside a build tree (its vmlinux, a module, an object):
		 * the tree is the highest directory above it with the marks of
		 * one's top (vmlinux.a, a modules.order beside its Makefile, or a
		 * .config beside built-in.a: a subdirectory has a built-in.a too).
		 */
		char *copy = xstrdup(path), *up = realpath(dirname(copy), NULL);

		free(copy);
		dir = NULL;
		for (int depth = 0; up && depth < 32; depth++) {
			if (has_file(up, "vmlinux.a") ||
			    (has_file(up, "modules.order") && (has_file(up, "Makefile") || has_file(up, "Kbuild"))) ||
			    (has_file(up, ".config") && has_file(up, "built-in.a"))) {
				free(dir);
				dir = xstrdup(up);
			}
			char *slash = strrchr(up, '/');

			if (!slash || slash == up)
				break;
			*slash = '\0';
		}
		free(up);
		if (!dir)
			return NULL;
	}
	bt = xcalloc(1, sizeof(*bt));
	bt->dir = dir;
	bt->real = realpath(dir, NULL);
	if (!bt->real)
		bt->real = xstrdup(dir);
	bt->source = find_source(bt->real);
	pthread_mutex_init(&bt->lock, NULL);
	char *v = join(dir, "vmlinux"), *c = join(dir, ".config");

	if (is_file(v))
		bt->vmlinux = v;
	else
		free(v);
	if (is_file(c))
		bt->config = c;
	else
		free(c);
	/* An external module's tree (M=): its kernel's vmlinux and .config. */
	if (!bt->vmlinux && !bt->config && (bt->kernel = find_kernel_tree(bt->real))) {
		v = join(bt->kernel, "vmlinux");
		c = join(bt->kernel, ".config");
		if (is_file(v))
			bt->kernel_vmlinux = v;
		else
			free(v);
		if (is_file(c))
			bt->config = c;
		else
			free(c);
	}
	read_modules(bt);
	*is_tree = true;
	return bt;
}

const char *kp_buildtree_dir(const struct kp_buildtree *bt)
{
	return bt->dir;
}

const char *kp_buildtree_vmlinux(const struct kp_buildtree *bt)
{
	return bt->vmlinux;
}

const char *kp_buildtree_kernel_vmlinux(const struct kp_buildtree *bt)
{
	return bt->kernel_vmlinux;
}

const char *kp_buildtree_config(const struct kp_buildtree *bt)
{
	return bt->config;
}

size_t kp_buildtree_modules(const struct kp_buildtree *bt, const char *const **paths)
{
	*paths = (const char *const *)bt->modules;
	return bt->nmodules;
}

void kp_buildtree_free(struct kp_buildtree *bt)
{
	if (!bt)
		return;
	for (size_t i = 0; i < bt->nobjects; i++) {
		free(bt->objects[i].path);
		free(bt->objects[i].flags);
		free(bt->objects[i].all_flags);
	}
	for (size_t i = 0; i < bt->nimages; i++) {
		free(bt->images[i].image);
		free(bt->images[i].defs);
		free(bt->images[i].objects);
		free(bt->images[i].expected);
	}
	for (size_t i = 0; i < bt->nmodules; i++)
		free(bt->modules[i]);
	free(bt->modules);
	free(bt->images);
	free(bt->objects);
	kp_arena_free(&bt->arena);
	pthread_mutex_destroy(&bt->lock);
	free(bt->dir);
	free(bt->real);
	free(bt->source);
	free(bt->vmlinux);
	free(bt->kernel);
	free(bt->kernel_vmlinux);
	kp_buildtree_free(bt->kernel_tree);
	free(bt->config);
	free(bt);
}

/* printf to the end of b. */
static void __attribute__((format(printf, 2, 3))) buf_printf(struct kp_buf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if (b->len + (size_t)n + 1 > b->cap) {
		b->cap = 2 * (b->len + (size_t)n + 1);
		b->s = xrealloc(b->s, b->cap);
	}
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

/* ---- the objects and their symbols ---- */

static size_t object_index(struct kp_buildtree *bt, const char *rel)
{
	for (size_t i = 0; i < bt->nobjects; i++)
		if (!strcmp(bt->objects[i].path, rel))
			return i;
	grow_array((void **)&bt->objects, &bt->objects_cap, bt->nobjects + 1, sizeof(*bt->objects));
	bt->objects[bt->nobjects] = (struct object){ .path = xstrdup(rel) };
	return bt->nobjects++;
}

/* The defined functions of one ELF object into im. */
static void read_symbols(struct kp_buildtree *bt, struct image_syms *im, Elf *elf, size_t object)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	if (elf_kind(elf) != ELF_K_ELF)
		return;
	while ((scn = elf_nextscn(elf, scn))) {
		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB || !sh.sh_entsize)
			continue;
		Elf_Data *data = elf_getdata(scn, NULL);
		size_t n = data ? data->d_size / sh.sh_entsize : 0;

		for (size_t i = 1; i < n; i++) {
			GElf_Sym sym;
			const char *name;

			if (!gelf_getsym(data, (int)i, &sym) || GELF_ST_TYPE(sym.st_info) != STT_FUNC ||
			    sym.st_shndx == SHN_UNDEF)
				continue;
			name = elf_strptr(elf, sh.sh_link, sym.st_name);
			if (!name || !*name)
				continue;
			grow_array((void **)&im->defs, &im->defs_cap, im->ndefs + 1, sizeof(*im->defs));
			im->defs[im->ndefs++] = (struct symdef){ kp_arena_strdup(&bt->arena, name), sym.st_size,
								 object };
		}
	}
}

static void add_object(struct kp_buildtree *bt, struct image_syms *im, const char *rel)
{
	/* An external module's .mod names its objects "./x.o": the object is x.o. */
	while (rel[0] == '.' && rel[1] == '/')
		rel += 2;
	char *full = join(bt->real, rel);
	int fd = open(full, O_RDONLY);
	size_t idx;

	free(full);
	if (fd < 0)
		return;
	Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);

	idx = object_index(bt, rel);
	grow_array((void **)&im->objects, &im->objects_cap, im->nobjects + 1, sizeof(*im->objects));
	im->objects[im->nobjects++] = idx;
	if (elf)
		read_symbols(bt, im, elf, idx);
	elf_end(elf);
	close(fd);
}

static void read_archive(struct kp_buildtree *bt, struct image_syms *im, const char *rel, int depth);

/* Under dir (relative to the tree): the object called base of size bytes, the first by path. */
static char *find_in(struct kp_buildtree *bt, const char *dir, const char *base, off_t size, int depth)
{
	char *full = *dir ? join(bt->real, dir) : xstrdup(bt->real);
	DIR *d = opendir(full);
	struct dirent *e;
	char *found = NULL;
	char **subdirs = NULL;
	size_t nsub = 0, subcap = 0;

	free(full);
	if (!d)
		return NULL;
	while ((e = readdir(d)) && !found) {
		char *rel = *dir ? join(dir, e->d_name) : xstrdup(e->d_name), *path = join(bt->real, rel);
		struct stat st;

		if (e->d_name[0] == '.' || lstat(path, &st)) {
			free(rel);
			free(path);
			continue;
		}
		if (S_ISREG(st.st_mode) && !strcmp(e->d_name, base) && st.st_size == size) {
			found = rel;
			rel = NULL;
		} else if (S_ISDIR(st.st_mode) && depth < 16 && (*dir || strcmp(e->d_name, "source"))) {
			grow_array((void **)&subdirs, &subcap, nsub + 1, sizeof(*subdirs));
			subdirs[nsub++] = rel;
			rel = NULL;
		}
		free(rel);
		free(path);
	}
	closedir(d);
	for (size_t i = 0; i < nsub; i++) {
		if (!found)
			found = find_in(bt, subdirs[i], base, size, depth + 1);
		free(subdirs[i]);
	}
	free(subdirs);
	return found;
}

static char *find_object(struct kp_buildtree *bt, const char *base, off_t size)
{
	return find_in(bt, "", base, size, 0);
}

/*
 * A thin archive (Kbuild's: ar cDPrST): "!<thin>\n", members without data,
 * named by "//"'s long names (PATH/\n) or in the header (PATH/). Paths are
 * as the archive was made from the top of the tree (P), else relative to
 * the archive.
 */
static void read_thin(struct kp_buildtree *bt, struct image_syms *im, const char *rel, const char *data,
		      size_t len, int depth)
{
	const char *names = NULL;
	size_t nnames = 0, at = 8;
	char *copy = xstrdup(rel), *adir = dirname(copy);

	while (at + 60 <= len) {
		const char *h = data + at;
		size_t size = strtoul(h + 48, NULL, 10);
		char name[PATH_MAX];

		at += 60;
		if (!strncmp(h, "/               ", 16) || !strncmp(h, "/SYM64/         ", 16)) {
			at += (size + 1) & ~(size_t)1;
			continue;
		}
		if (!strncmp(h, "//              ", 16)) {
			names = data + at;
			nnames = size < len - at ? size : len - at;
			at += (size + 1) & ~(size_t)1;
			continue;
		}
		if (h[0] == '/' && names) {
			size_t off = strtoul(h + 1, NULL, 10), e = off;

			while (e < nnames && names[e] != '\n')
				e++;
			if (off >= nnames)
				continue;
			snprintf(name, sizeof(name), "%.*s", (int)(e - off), names + off);
		} else {
			snprintf(name, sizeof(name), "%.16s", h);
		}
		char *slash = strrchr(name, '/');

		if (slash && !slash[1])
			*slash = '\0';
		for (char *sp = name + strlen(name); sp > name && sp[-1] == ' '; )
			*--sp = '\0';
		/* Relative to the top (P), or to the archive's directory. */
		char *top = join(bt->real, name), *member = NULL;

		if (is_file(top)) {
			member = xstrdup(name);
		} else if (strcmp(adir, ".")) {
			char *r = join(adir, name), *full = join(bt->real, r);

			if (is_file(full))
				member = r;
			else
				free(r);
			free(full);
		}
		free(top);
		if (member) {
			size_t n = strlen(member);

			if (n > 2 && !strcmp(member + n - 2, ".a"))
				read_archive(bt, im, member, depth + 1);
			else
				add_object(bt, im, member);
			free(member);
		}
	}
	free(copy);
}

static void read_archive(struct kp_buildtree *bt, struct image_syms *im, const char *rel, int depth)
{
	char *full = join(bt->real, rel);
	size_t len;
	char *data;

	if (depth > 8) {
		free(full);
		return;
	}
	data = slurp(full, &len);
	if (!data) {
		free(full);
		return;
	}
	if (len >= 8 && !memcmp(data, "!<thin>\n", 8)) {
		read_thin(bt, im, rel, data, len, depth);
	} else if (len >= 8 && !memcmp(data, "!<arch>\n", 8)) {
		/* An archive that holds its members: libelf's ar support. */
		int fd = open(full, O_RDONLY);
		Elf *ar = fd < 0 ? NULL : elf_begin(fd, ELF_C_READ_MMAP, NULL);
		Elf *member;

		while (ar && (member = elf_begin(fd, ELF_C_READ_MMAP, ar))) {
			Elf_Arhdr *hdr = elf_getarhdr(member);

			if (hdr && hdr->ar_name && hdr->ar_name[0] != '/') {
				char *copy = xstrdup(rel), *mrel = join(dirname(copy), hdr->ar_name);
				const char *name = !strncmp(mrel, "./", 2) ? mrel + 2 : mrel;
				char *found = NULL;

				/* llvm-ar keeps only the base name: the tree's object of that name and size. */
				if (!strchr(hdr->ar_name, '/')) {
					char *full_member = join(bt->real, name);

					if (!is_file(full_member))
						found = find_object(bt, hdr->ar_name, (off_t)hdr->ar_size);
					free(full_member);
				}
				size_t idx = object_index(bt, found ? found : name);

				free(found);

				grow_array((void **)&im->objects, &im->objects_cap, im->nobjects + 1,
					   sizeof(*im->objects));
				im->objects[im->nobjects++] = idx;
				read_symbols(bt, im, member, idx);
				free(mrel);
				free(copy);
			}
			elf_next(member);
			elf_end(member);
		}
		elf_end(ar);
		if (fd >= 0)
			close(fd);
	}
	free(data);
	free(full);
}

static int cmp_def(const void *a, const void *b)
{
	const struct symdef *x = a, *y = b;

	return strcmp(x->name, y->name);
}

/* ---- flags ---- */

/* The layout flags of a compile command. */
static bool layout_flag(const char *tok, size_t len)
{
	static const char *const prefixes[] = {
		"-fpatchable-function-entry=", "-mbranch-protection=", "-DCC_USING_PATCHABLE_FUNCTION",
		"-falign-functions", "-fmin-function-alignment=",
	};

	if (len > 11 && !memcmp(tok, "-fsanitize=", 11))
		return memmem(tok, len, "kcfi", 4) != NULL;
	for (size_t i = 0; i < ARRAY_SIZE(prefixes); i++)
		if (len >= strlen(prefixes[i]) && !memcmp(tok, prefixes[i], strlen(prefixes[i])))
			return true;
	return false;
}

/* The kind of a flag: what one of the same kind later on the line overrides ("-fpatchable-function-entry="). */
static size_t flag_kind(const char *tok)
{
	const char *eq = strchr(tok, '=');

	if (!strncmp(tok, "-D", 2))
		return eq ? (size_t)(eq - tok) : strlen(tok);
	return eq ? (size_t)(eq - tok + 1) : strlen(tok);
}

/* Read obj's .cmd: all its layout flags, and those in effect (the last of each kind). */
static void read_flags(struct kp_buildtree *bt, struct object *obj)
{
	char *copy = xstrdup(obj->path), *base = basename(copy), *dcopy = xstrdup(obj->path);
	char *dir = dirname(dcopy), *cmdrel, *cmdpath, *text;
	struct kp_buf all = { 0 };
	const char *toks[128];
	size_t lens[128], n = 0;

	obj->flags_read = true;
	if (asprintf(&cmdrel, "%s/.%s.cmd", dir, base) < 0)
		abort();
	cmdpath = join(bt->real, cmdrel);
	text = slurp(cmdpath, NULL);
	free(cmdpath);
	free(cmdrel);
	free(copy);
	free(dcopy);
	if (!text)
		return;
	char *cmd = strstr(text, " := "), *eol;

	if (!cmd || (strncmp(text, "savedcmd_", 9) && strncmp(text, "cmd_", 4))) {
		free(text);
		return;
	}
	cmd += 4;
	eol = strchr(cmd, '\n');
	if (eol)
		*eol = '\0';
	for (char *p = cmd; *p;) {
		while (*p == ' ' || *p == '\t')
			p++;
		char *s = p;

		while (*p && *p != ' ' && *p != '\t')
			p++;
		if (p > s && layout_flag(s, (size_t)(p - s)) && n < ARRAY_SIZE(toks)) {
			toks[n] = s;
			lens[n++] = (size_t)(p - s);
		}
	}
	for (size_t i = 0; i < n; i++)
		buf_printf(&all, "%s%.*s", i ? " " : "", (int)lens[i], toks[i]);
	obj->all_flags = xstrdup(all.s ? all.s : "");
	all.len = 0;
	if (all.s)
		all.s[0] = '\0';
	/* In effect: each kind once, where its last occurrence is. */
	bool first = true;

	for (size_t i = 0; i < n; i++) {
		char tok[512];
		bool later = false;

		snprintf(tok, sizeof(tok), "%.*s", (int)lens[i], toks[i]);
		for (size_t j = i + 1; j < n && !later; j++) {
			char other[512];

			snprintf(other, sizeof(other), "%.*s", (int)lens[j], toks[j]);
			later = flag_kind(tok) == flag_kind(other) && !strncmp(tok, other, flag_kind(tok));
		}
		if (later)
			continue;
		buf_printf(&all, "%s%s", first ? "" : " ", tok);
		first = false;
	}
	obj->flags = xstrdup(all.s ? all.s : "");
	free(all.s);
	free(text);
}

static const char *object_flags(struct kp_buildtree *bt, size_t idx)
{
	if (!bt->objects[idx].flags_read)
		read_flags(bt, &bt->objects[idx]);
	return bt->objects[idx].flags;
}

/* The flags most of the image's objects (with a .cmd) have. */
static void census(struct kp_buildtree *bt, struct image_syms *im)
{
	const char **sets = xcalloc(im->nobjects + 1, sizeof(*sets));
	size_t *counts = xcalloc(im->nobjects + 1, sizeof(*counts)), nsets = 0, best = SIZE_MAX;

	for (size_t i = 0; i < im->nobjects; i++) {
		const char *f = object_flags(bt, im->objects[i]);
		size_t k;

		/* An object with no layout flag at all (assembly) says nothing of the rest. */
		if (!f || !*f)
			continue;
		for (k = 0; k < nsets && strcmp(sets[k], f); k++)
			;
		if (k == nsets)
			sets[nsets++] = f;
		counts[k]++;
	}
	for (size_t k = 0; k < nsets; k++)
		if (best == SIZE_MAX || counts[k] > counts[best])
			best = k;
	im->expected = best == SIZE_MAX ? NULL : xstrdup(sets[best]);
	free(sets);
	free(counts);
}

/* The image's objects: vmlinux's from vmlinux.a (or built-in.a), a module's from its .mod. */
static struct image_syms *image_syms(struct kp_buildtree *bt, const char *image)
{
	char *real = realpath(image, NULL), *rel;
	size_t rl = strlen(bt->real);
	struct image_syms *im;

	if (!real)
		return NULL;
	if (strncmp(real, bt->real, rl) || real[rl] != '/') {
		free(real);
		return NULL;
	}
	rel = xstrdup(real + rl + 1);
	free(real);
	for (size_t i = 0; i < bt->nimages; i++)
		if (!strcmp(bt->images[i].image, rel)) {
			free(rel);
			return &bt->images[i];
		}
	grow_array((void **)&bt->images, &bt->images_cap, bt->nimages + 1, sizeof(*bt->images));
	im = &bt->images[bt->nimages++];
	*im = (struct image_syms){ .image = rel };

	size_t n = strlen(rel);
	const char *suffixes[] = { ".ko", ".ko.xz", ".ko.gz", ".ko.zst", ".o" };
	bool module = false;

	for (size_t i = 0; i < ARRAY_SIZE(suffixes) && !module; i++) {
		size_t sl = strlen(suffixes[i]);

		if (n > sl && !strcmp(rel + n - sl, suffixes[i])) {
			char *mod, *text;

			module = true;
			if (asprintf(&mod, "%s/%.*s.mod", bt->real, (int)(n - sl), rel) < 0)
				abort();
			text = slurp(mod, NULL);
			free(mod);
			if (text) {
				for (char *t = strtok(text, " \n"); t; t = strtok(NULL, " \n"))
					add_object(bt, im, t);
				free(text);
			} else {
				/* No .mod (before 5.x's): the module's own .o. */
				char *o;

				if (asprintf(&o, "%.*s.o", (int)(n - sl), rel) < 0)
					abort();
				add_object(bt, im, o);
				free(o);
			}
		}
	}
	if (!module) {
		char *a = join(bt->real, "vmlinux.a");

		read_archive(bt, im, is_file(a) ? "vmlinux.a" : "built-in.a", 0);
		free(a);
	}
	if (im->ndefs > 1)
		qsort(im->defs, im->ndefs, sizeof(*im->defs), cmp_def);
	/* A module is held against the kernel's objects: its own few may all be wrong alike. */
	if (module && bt->vmlinux) {
		size_t at = (size_t)(im - bt->images);
		struct image_syms *vm = image_syms(bt, bt->vmlinux);

		im = &bt->images[at];
		if (vm && vm->expected)
			im->expected = xstrdup(vm->expected);
	} else if (module && bt->kernel_vmlinux) {
		/* An external module (M=) is held against the kernel it was built for. */
		bool is_tree;
		char err[PATH_MAX + 128];

		if (!bt->kernel_tree)
			bt->kernel_tree = kp_buildtree_open(bt->kernel, &is_tree, err, sizeof(err));
		struct kp_buildtree *kt = bt->kernel_tree;
		struct image_syms *vm = kt && kt->vmlinux ? image_syms(kt, kt->vmlinux) : NULL;

		if (vm && vm->expected)
			im->expected = xstrdup(vm->expected);
	}
	if (!im->expected)
		census(bt, im);
	return im;
}

/* ---- the Makefile line ---- */

/* What makes a Makefile statement about the layout: the variables and flags it names. */
static bool names_layout(const char *s)
{
	static const char *const words[] = {
		"CC_FLAGS_FTRACE", "CFI_PREFIX_CFLAGS", "CC_FLAGS_CFI", "-fpatchable-function-entry",
		"-fsanitize", "-mbranch-protection", "CC_USING_PATCHABLE", "patchable",
	};

	for (size_t i = 0; i < ARRAY_SIZE(words); i++)
		if (strstr(s, words[i]))
			return true;
	return false;
}

/* How surely stmt (of the object's own directory when own) made base's flags; 0: not at all. */
static int statement_score(const char *stmt, const char *base, bool own)
{
	char var[PATH_MAX];

	while (*stmt == ' ' || *stmt == '\t')
		stmt++;
	if (*stmt == '#')
		return 0;
	if (own) {
		snprintf(var, sizeof(var), "CFLAGS_%s", base);
		if (!strncmp(stmt, var, strlen(var)) && strchr(" \t+:=", stmt[strlen(var)]))
			return names_layout(stmt) ? 5 : 0;
		snprintf(var, sizeof(var), "CFLAGS_REMOVE_%s", base);
		if (!strncmp(stmt, var, strlen(var)) && strchr(" \t+:=", stmt[strlen(var)]))
			return names_layout(stmt) ? 5 : 0;
		if (!strncmp(stmt, "ccflags-remove-y", 16) || !strncmp(stmt, "ccflags-y", 9) ||
		    !strncmp(stmt, "ccflags-remove-$(", 17) || !strncmp(stmt, "ccflags-$(", 10))
			return names_layout(stmt) ? 4 : 0;
		if (!strncmp(stmt, "KBUILD_CFLAGS", 13))
			return names_layout(stmt) || strstr(stmt, ":=") ? 3 : 0;
	}
	if (!strncmp(stmt, "subdir-ccflags", 14))
		return names_layout(stmt) ? 2 : 0;
	return 0;
}

/*
 * The best statement of dir's Kbuild or Makefile (dir relative to the
 * source tree) for base; continuation lines are joined. Updates *best.
 */
static void search_makefile(struct kp_buildtree *bt, const char *dir, const char *base, bool own, int *best,
			    struct kp_build_origin *out)
{
	const char *names[] = { "Kbuild", "Makefile" };

	for (size_t k = 0; k < ARRAY_SIZE(names); k++) {
		char *rel = *dir ? join(dir, names[k]) : xstrdup(names[k]);
		char *path = join(bt->source, rel), *text = slurp(path, NULL);
		unsigned lineno = 1;

		free(path);
		if (!text) {
			free(rel);
			continue;
		}
		for (char *p = text; *p;) {
			struct kp_buf stmt = { 0 };
			unsigned first = lineno;

			/* One statement: lines ending in a backslash continue it. */
			for (;;) {
				char *end = strchr(p, '\n');
				size_t n = end ? (size_t)(end - p) : strlen(p);
				bool cont = n && p[n - 1] == '\\';

				buf_printf(&stmt, "%s%.*s", stmt.len ? " " : "", (int)(cont ? n - 1 : n), p);
				p += n + (end != NULL);
				lineno += end != NULL;
				if (!cont || !*p)
					break;
			}
			int score = stmt.s ? statement_score(stmt.s, base, own) : 0;

			if (score > *best) {
				char *t = stmt.s;

				while (*t == ' ' || *t == '\t')
					t++;
				for (char *e = t + strlen(t); e > t && (e[-1] == ' ' || e[-1] == '\t');)
					*--e = '\0';
				*best = score;
				out->makefile = kp_arena_strdup(&bt->arena, rel);
				out->makefile_line = first;
				out->makefile_text = kp_arena_strdup(&bt->arena, t);
			}
			free(stmt.s);
		}
		free(text);
		free(rel);
	}
}

static void find_makefile_line(struct kp_buildtree *bt, const char *object, struct kp_build_origin *out)
{
	char *copy = xstrdup(object), *base = xstrdup(basename(copy)), *dir;
	int best = 0;

	free(copy);
	copy = xstrdup(object);
	/* dirname() may return a static ".": the directory is a copy of its own. */
	dir = xstrdup(dirname(copy));
	free(copy);
	copy = dir;
	if (!strcmp(dir, "."))
		dir[0] = '\0';
	search_makefile(bt, dir, base, true, &best, out);
	/* subdir-ccflags-y of the directories above. */
	while (!best && *dir) {
		char *slash = strrchr(dir, '/');

		if (slash)
			*slash = '\0';
		else
			dir[0] = '\0';
		search_makefile(bt, dir, base, false, &best, out);
	}
	free(copy);
	free(base);
}

/* " -fpatchable-function-entry=4,2 (the others: =5,3)": what flags has that expected has not, and the reverse. */
static const char *difference(struct kp_buildtree *bt, const char *flags, const char *expected)
{
	struct kp_buf b = { 0 };
	char *f = xstrdup(flags), *e = xstrdup(expected);
	const char *out;

	for (char *t = strtok(f, " "); t; t = strtok(NULL, " ")) {
		char needle[520];

		snprintf(needle, sizeof(needle), " %s ", t);
		char *padded;

		if (asprintf(&padded, " %s ", expected) < 0)
			abort();
		if (!strstr(padded, needle)) {
			/* The same kind with another value, or a flag the others lack. */
			const char *other = NULL;
			size_t kind = flag_kind(t);
			for (char *s = padded + 1; *s; s++)
				if (s[-1] == ' ' && !strncmp(s, t, kind) && kind < strlen(t)) {
					other = s;
					break;
				}
			if (other) {
				const char *end = strchr(other, ' ');

				buf_printf(&b, "%s%s (the others: %.*s)", b.len ? ", " : "", t,
					   (int)(end - other), other);
			} else {
				buf_printf(&b, "%s%s (the others: none)", b.len ? ", " : "", t);
			}
		}
		free(padded);
	}
	free(f);
	/* What the others have and it has no kind of. */
	char *fpadded;

	if (asprintf(&fpadded, " %s ", flags) < 0)
		abort();
	bool lacks = false;

	for (char *t = strtok(e, " "); t; t = strtok(NULL, " ")) {
		size_t kind = flag_kind(t);
		bool have = false;

		for (char *s = fpadded + 1; *s && !have; s++)
			have = s[-1] == ' ' && !strncmp(s, t, kind);
		if (!have) {
			buf_printf(&b, "%s%s", lacks ? " " : b.len ? "; lacks " : "lacks ", t);
			lacks = true;
		}
	}
	if (lacks)
		buf_printf(&b, " (the others have it)");
	free(fpadded);
	free(e);
	out = b.s ? kp_arena_strdup(&bt->arena, b.s) : NULL;
	free(b.s);
	return out;
}

/* Code built apart on purpose, with flags of its own: its findings are notes (islands).
 * The EFI stub, and what any backend says of its arch's tree. */
static bool built_apart(const char *object)
{
	const struct kp_arch *arch;

	if (!strncmp(object, "drivers/firmware/efi/libstub/", 29))
		return true;
	for (size_t i = 0; (arch = kp_arch_nth(i)); i++)
		for (const char *const *dir = arch->built_apart; dir && *dir; dir++)
			if (!strncmp(object, *dir, strlen(*dir)))
				return true;
	return false;
}

bool kp_buildtree_explain(struct kp_buildtree *bt, const char *image, const char *symbol, uint64_t size,
			  struct kp_build_origin *out)
{
	struct image_syms *im;
	const struct symdef *hit = NULL;
	bool found = false;

	*out = (struct kp_build_origin){ 0 };
	pthread_mutex_lock(&bt->lock);
	im = image_syms(bt, image);
	if (im && im->ndefs) {
		struct symdef key = { .name = symbol };
		struct symdef *at = bsearch(&key, im->defs, im->ndefs, sizeof(*im->defs), cmp_def);

		if (at) {
			/* The first of that name, then the one of that size among them. */
			while (at > im->defs && !strcmp(at[-1].name, symbol))
				at--;
			hit = at;
			for (; at < im->defs + im->ndefs && !strcmp(at->name, symbol); at++)
				if (size && at->size == size) {
					hit = at;
					break;
				}
		}
	}
	if (hit) {
		const char *object = bt->objects[hit->object].path;
		const char *flags = object_flags(bt, hit->object);

		found = true;
		out->object = kp_arena_strdup(&bt->arena, object);
		out->flags = flags ? kp_arena_strdup(&bt->arena, flags) : NULL;
		out->expected = im->expected ? kp_arena_strdup(&bt->arena, im->expected) : NULL;
		out->apart = built_apart(object);
		if (flags && im->expected && strcmp(flags, im->expected)) {
			out->difference = difference(bt, flags, im->expected);
			find_makefile_line(bt, object, out);
		}
	}
	pthread_mutex_unlock(&bt->lock);
	return found;
}
