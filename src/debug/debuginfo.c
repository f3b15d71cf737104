// SPDX-License-Identifier: GPL-2.0-only
/*
 * Debug data through libdwfl, which applies an object's relocations to its
 * own copy of the DWARF (so modules and objects are looked up like a
 * vmlinux). kprefix's image is not touched: libdwfl reads its own view of
 * the same bytes (the file kprefix opened, or the bytes it decompressed).
 *
 * Which files: the image's own DWARF; for a module, its unstripped copy under
 * --debug-dir; else the file its build-id names under --debug-dir or
 * /usr/lib/debug (.build-id/xx/rest.debug), else the file its .gnu_debuglink
 * names beside it, in .debug/ beside it, or under those directories. kprefix
 * searches itself rather than through dwfl_standard_find_debuginfo, which
 * opens without O_NONBLOCK (a FIFO hangs it), hashes whatever it opened to
 * check a debuglink's CRC (/dev/zero or a sparse terabyte: forever) and may
 * ask a debuginfod server. Here every candidate is opened without blocking
 * and taken only when it is a regular file of at most KP_MAX_DEBUG_FILE bytes
 * of this build: its build-id equal to the image's when both have one, else
 * its CRC equal to the debuglink's. A --debug-dir copy with another build-id
 * is not used, and kp_debuginfo_note() says so.
 *
 * Addresses: kprefix lays out an object's sections one after the other
 * (KP_REL_BASE); libdwfl lays them out its own way. A function is found by
 * its section's name and its offset in it, which both agree on.
 */
#include <dwarf.h>
#include <endian.h>
#include <elfutils/libdwfl.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "dieskip.h"
#include "kprefix/debuginfo.h"
#include "kprefix/util.h"

#ifndef DW_LANG_Rust
#define DW_LANG_Rust 0x1c
#endif
#ifndef DW_LANG_Mips_Assembler
#define DW_LANG_Mips_Assembler 0x8001
#endif

/* The longest build-id kept: GNU ld's are 20 bytes (sha1), some 16 (md5) or 8. */
#define MAX_BUILD_ID 64

struct unit_range {
	Dwarf_Addr lo, hi;
	Dwarf_Off die;
};

struct kp_debuginfo {
	Dwfl *dwfl;
	Dwfl_Module *module;
	Dwarf *dwarf;
	Dwarf_Addr bias;
	Elf *elf;            /* libdwfl's copy, with its section addresses */
	Dwarf_Addr elf_bias; /* where libdwfl put that file: module address - file address */
	char *path;          /* the file the DWARF came from */
	const char *image_path;
	const char *debug_dir;
	char *note;
	/* The section of the function dwfl_address() was asked for last, and where libdwfl put it. */
	const struct kp_image *sec_image;
	size_t sec_index;
	bool sec_found;
	Dwarf_Addr sec_base;
	/* Units by address, for DWARF without .debug_aranges (clang emits none):
	 * built once, at the first address .debug_aranges does not cover. */
	struct unit_range *ranges;
	size_t nranges;
	bool ranges_built;
	/* One unit's subprograms by entry address (kp_debuginfo_subprogram), its
	 * top-level DIEs walked as far as the lookups so far needed. */
	Dwarf_Off sub_unit;
	struct pc_die *subs;
	size_t nsubs, subs_cap;
	Dwarf_Die sub_next; /* the next top-level DIE to look at */
	bool sub_more;      /* whether there is one */
	/* The unit's DIEs stepped over without libdw (dieskip.c), where it can: sub_at is
	 * then the next top-level DIE, sub_die_off its offset minus its address. */
	struct kp_dieskip *skip;
	const unsigned char *sub_at;
	Dwarf_Off sub_die_off;
	/* The unit's subprograms that start with their entry address (find_entry), and its
	 * .debug_addr contribution: read once per unit. */
	Dwarf_Off entry_unit;
	struct entry_abbrev *entry_abbrevs;
	size_t nentry_abbrevs, entry_cap;
	const unsigned char *unit_start, *unit_end; /* the unit's DIEs */
	Dwarf_Off unit_die_off;                     /* the offset of unit_start */
	uint8_t code_end[256];                      /* bit per form: an entry code of it ends in this byte */
	const unsigned char *addrs;                 /* its .debug_addr entries, or NULL */
	size_t naddrs;
	uint8_t addr_size;
	/* The unit of the last subprogram looked up, its abbreviations read raw: the
	 * ones its DIEs use are told to libdw one by one (kp_debuginfo_prime). */
	struct kp_dieskip *uskip;
	struct Dwarf_CU *uskip_cu;
	uint8_t *primed; /* per abbreviation code: told */
	size_t nprimed;
	/* The tag of the DIE raw_die() made last: most are asked it next (kp_debuginfo_tag). */
	const void *tag_addr;
	int tag;
	/* The raw .debug_abbrev and .debug_addr, looked up once. */
	bool raw_looked;
	const unsigned char *abbrev_sec, *addr_sec;
	size_t abbrev_sec_size, addr_sec_size;
};

/* A subprogram abbreviation whose first attribute is DW_AT_low_pc, and that one's form. */
struct entry_abbrev {
	uint64_t code;
	unsigned form;
	unsigned char uleb[10]; /* the code as a DIE starts with it */
	size_t len;
};

/* "x.ko.xz" -> "x.ko": Debian's debug copies of modules are uncompressed. */
static char *strip_compression(const char *name)
{
	static const char *const suffixes[] = { ".xz", ".gz", ".zst" };
	size_t len = strlen(name);

	for (size_t i = 0; i < ARRAY_SIZE(suffixes); i++) {
		size_t sl = strlen(suffixes[i]);

		if (len > sl && !strcmp(name + len - sl, suffixes[i]))
			len -= sl;
	}
	char *out = xmalloc(len + 1);

	memcpy(out, name, len);
	out[len] = '\0';
	return out;
}

static void set_note(struct kp_debuginfo *di, const char *path, const char *why)
{
	if (di->note)
		return;
	if (asprintf(&di->note, "%s: %s: not used", path, why) < 0)
		di->note = NULL;
}

/*
 * path opened without blocking, when it is a regular file of a size worth
 * reading; -1 otherwise, with why (NULL when it does not exist: nothing to say).
 */
static int open_debug_file(const char *path, const char **why)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);

	*why = NULL;
	if (fd < 0) {
		if (errno != ENOENT && errno != ENOTDIR)
			*why = "cannot be opened";
		return -1;
	}
	if (fstat(fd, &st) || !S_ISREG(st.st_mode))
		*why = S_ISDIR(st.st_mode) ? "a directory" : "not a regular file";
	else if ((uint64_t)st.st_size > KP_MAX_DEBUG_FILE)
		*why = "larger than 4 GiB";
	else if (!st.st_size)
		*why = "empty";
	if (*why) {
		close(fd);
		return -1;
	}
	return fd;
}

/* The GNU build-id note of elf into id; its length, 0 when none. */
static size_t elf_build_id(Elf *elf, uint8_t id[MAX_BUILD_ID])
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr shdr;
		Elf_Data *data;
		GElf_Nhdr nhdr;
		size_t off = 0, name_off, desc_off;

		if (!gelf_getshdr(scn, &shdr) || shdr.sh_type != SHT_NOTE ||
		    !(data = elf_getdata(scn, NULL)))
			continue;
		while ((off = gelf_getnote(data, off, &nhdr, &name_off, &desc_off)) > 0) {
			if (nhdr.n_type != NT_GNU_BUILD_ID || nhdr.n_namesz != 4 ||
			    memcmp((const char *)data->d_buf + name_off, "GNU", 4) ||
			    !nhdr.n_descsz || nhdr.n_descsz > MAX_BUILD_ID)
				continue;
			memcpy(id, (const uint8_t *)data->d_buf + desc_off, nhdr.n_descsz);
			return nhdr.n_descsz;
		}
	}
	return 0;
}

/* The build-id of the ELF file fd (and its e_type, when type); -1 when fd is no ELF file. */
static long file_build_id_type(int fd, uint8_t id[MAX_BUILD_ID], unsigned *type)
{
	Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	GElf_Ehdr ehdr;
	long len = -1;

	if (elf && elf_kind(elf) == ELF_K_ELF && gelf_getehdr(elf, &ehdr)) {
		len = (long)elf_build_id(elf, id);
		if (type)
			*type = ehdr.e_type;
	}
	elf_end(elf);
	return len;
}

static long file_build_id(int fd, uint8_t id[MAX_BUILD_ID])
{
	return file_build_id_type(fd, id, NULL);
}

/* Whether the file fd (at most KP_MAX_DEBUG_FILE bytes) has the CRC a .gnu_debuglink names. */
static bool crc_matches(int fd, uint32_t want)
{
	static const size_t chunk = 1 << 20;
	uint8_t *buf = xmalloc(chunk);
	uLong crc = crc32(0, NULL, 0);
	off_t off = 0;
	ssize_t n;

	while ((n = pread(fd, buf, chunk, off)) > 0) {
		crc = crc32(crc, buf, (uInt)n);
		off += n;
	}
	free(buf);
	return !n && crc == want;
}

struct wanted {
	const uint8_t *id; /* the image's build-id */
	size_t id_len;     /* 0: it has none */
	bool by_build_id;  /* the path was made from that build-id */
	bool has_crc;
	uint32_t crc;      /* of a .gnu_debuglink */
};

/* path when it is a debug file of this build (see the top of this file), else -1. */
static int take_candidate(struct kp_debuginfo *di, const char *path, const struct wanted *w)
{
	const char *why;
	uint8_t id[MAX_BUILD_ID];
	int fd = open_debug_file(path, &why);
	long len;

	if (fd < 0) {
		if (why)
			set_note(di, path, why);
		return -1;
	}
	len = file_build_id(fd, id);
	if (len < 0) {
		why = "not an ELF file";
	} else if (w->id_len && len) {
		if ((size_t)len != w->id_len || memcmp(id, w->id, w->id_len))
			why = "its build-id is another build's";
	} else if (w->by_build_id) {
		why = "it has no build-id";
	} else if (!w->has_crc || !crc_matches(fd, w->crc)) {
		why = "its CRC is not the one .gnu_debuglink names";
	}
	if (why) {
		set_note(di, path, why);
		close(fd);
		return -1;
	}
	return fd;
}

/* The candidate a b c d (concatenated). */
static int try_path(struct kp_debuginfo *di, const struct wanted *w, char **found,
		    const char *a, const char *b, const char *c, const char *d)
{
	char *path;
	int fd;

	if (asprintf(&path, "%s%s%s%s", a, b, c, d) < 0)
		return -1;
	fd = take_candidate(di, path, w);
	if (fd >= 0)
		*found = path;
	else
		free(path);
	return fd;
}

/* "ab/cdef..." of a build-id. */
static void build_id_path(const uint8_t *id, size_t len, char *buf)
{
	static const char hex[] = "0123456789abcdef";
	char *p = buf;

	for (size_t i = 0; i < len; i++) {
		*p++ = hex[id[i] >> 4];
		*p++ = hex[id[i] & 15];
		if (!i)
			*p++ = '/';
	}
	*p = '\0';
}

/* libdwfl's find_debuginfo: the search described at the top of this file. */
static int find_debuginfo(Dwfl_Module *mod, void **userdata, const char *modname,
			  Dwarf_Addr base, const char *file_name, const char *debuglink,
			  GElf_Word debuglink_crc, char **debuginfo_file_name)
{
	struct kp_debuginfo *di = *userdata;
	const unsigned char *bits = NULL;
	GElf_Addr vaddr;
	int bits_len = dwfl_module_build_id(mod, &bits, &vaddr);
	const char *dirs[2] = { di ? di->debug_dir : NULL, "/usr/lib/debug" };
	struct wanted w = { .id = bits, .id_len = bits_len > 0 ? (size_t)bits_len : 0 };
	int fd = -1;

	(void)modname;
	(void)base;
	(void)file_name;
	if (!di)
		return -1;
	if (w.id_len && w.id_len <= MAX_BUILD_ID) {
		char rest[2 * MAX_BUILD_ID + 2];

		build_id_path(bits, w.id_len, rest);
		w.by_build_id = true;
		for (size_t i = 0; i < 2 && fd < 0; i++)
			if (dirs[i])
				fd = try_path(di, &w, debuginfo_file_name, dirs[i], "/.build-id/",
					      rest, ".debug");
		w.by_build_id = false;
	}
	if (fd >= 0 || !debuglink || strchr(debuglink, '/'))
		return fd;
	w.has_crc = true;
	w.crc = debuglink_crc;

	/* Beside the image, in .debug/ beside it, and under the debug directories by its directory. */
	const char *slash = strrchr(di->image_path, '/');
	size_t dir_len = slash ? (size_t)(slash - di->image_path) : 0;
	char *dir = xmalloc(dir_len + 2), *abs;

	if (slash)
		memcpy(dir, di->image_path, dir_len);
	strcpy(dir + dir_len, slash ? (dir_len ? "" : "/") : ".");
	abs = realpath(dir, NULL);
	if (strcmp(di->image_path, "-")) {
		fd = try_path(di, &w, debuginfo_file_name, dir, "/", debuglink, "");
		if (fd < 0)
			fd = try_path(di, &w, debuginfo_file_name, dir, "/.debug/", debuglink, "");
	}
	for (size_t i = 0; i < 2 && fd < 0; i++) {
		if (!dirs[i])
			continue;
		if (abs && strcmp(di->image_path, "-"))
			fd = try_path(di, &w, debuginfo_file_name, dirs[i], abs, "/", debuglink);
		if (fd < 0)
			fd = try_path(di, &w, debuginfo_file_name, dirs[i], "/", debuglink, "");
	}
	free(abs);
	free(dir);
	return fd;
}

/* The image's own file is reported with what kprefix opened: never a second open by path. */
static int no_elf(Dwfl_Module *mod, void **userdata, const char *modname, Dwarf_Addr base,
		  char **file_name, Elf **elfp)
{
	(void)mod;
	(void)userdata;
	(void)modname;
	(void)base;
	(void)file_name;
	(void)elfp;
	return -1;
}

/* A descriptor of the image's bytes: its file, or a memory file of what kprefix decompressed. */
static int image_fd(const struct kp_image *image)
{
	size_t size;
	const char *raw;
	int fd;

	if (image->fd >= 0)
		return fcntl(image->fd, F_DUPFD_CLOEXEC, 0);
	raw = elf_rawfile(image->elf, &size);
	if (!raw || (fd = memfd_create("kprefix-image", MFD_CLOEXEC)) < 0)
		return -1;
	for (size_t done = 0; done < size;) {
		ssize_t n = write(fd, raw + done, size - done);

		if (n <= 0) {
			close(fd);
			return -1;
		}
		done += (size_t)n;
	}
	return fd;
}

/*
 * The module's debug copy under debug_dir (its path in the tree, or its base
 * name), when it is a regular file of sane size with the module's build-id
 * (when both have one); its descriptor, -1 when none.
 */
static int debug_copy(struct kp_debuginfo *di, const struct kp_image *image, const char *display)
{
	const char *names[2] = { display, strrchr(display, '/') };
	uint8_t want[MAX_BUILD_ID], have[MAX_BUILD_ID];
	size_t want_len = elf_build_id(image->elf, want);

	for (size_t i = 0; i < 2; i++) {
		char *stripped, *path;
		const char *why;
		long len;
		int fd;

		if (!names[i])
			continue;
		stripped = strip_compression(names[i] + (i == 1));
		if (asprintf(&path, "%s/%s", di->debug_dir, stripped) < 0)
			path = NULL;
		free(stripped);
		if (!path)
			continue;
		fd = open_debug_file(path, &why);
		if (fd >= 0) {
			unsigned type = ET_NONE;

			/*
			 * A module's debug copy is a relocatable object of the module's own
			 * build: a vmlinux, or a copy of another build, named like the module
			 * would attribute the module's findings to other code. One build-id
			 * without the other is another build too.
			 */
			len = file_build_id_type(fd, have, &type);
			why = len < 0 ? "not an ELF file"
			      : type != ET_REL ? (type == ET_EXEC || type == ET_DYN
							  ? "an executable image (a vmlinux?), not a module's debug copy"
							  : "not a relocatable object, as a module's debug copy is")
			      : len && want_len && ((size_t)len != want_len || memcmp(have, want, want_len))
				      ? "its build-id is another build's"
			      : len && !want_len ? "it has a build-id and the module none: another build's"
			      : !len && want_len ? "it has no build-id and the module has one: another build's"
				      : NULL;
		}
		if (!why && fd >= 0) {
			di->path = path;
			return fd;
		}
		if (fd >= 0)
			close(fd);
		if (why)
			set_note(di, path, why);
		free(path);
	}
	return -1;
}

struct kp_debuginfo *kp_debuginfo_open(const struct kp_image *image, const char *display,
				       const char *debug_dir)
{
	static const Dwfl_Callbacks callbacks = {
		.find_elf = no_elf,
		.find_debuginfo = find_debuginfo,
		.section_address = dwfl_offline_section_address,
	};
	struct kp_debuginfo *di = xcalloc(1, sizeof(*di));
	void **userdata = NULL;
	int fd = -1;

	di->image_path = image->path;
	di->debug_dir = debug_dir;
	if (image->elf_type == ET_REL && debug_dir && display)
		fd = debug_copy(di, image, display);
	if (fd < 0) {
		fd = image_fd(image);
		free(di->path);
		di->path = xstrdup(image->path);
	}
	di->dwfl = fd >= 0 ? dwfl_begin(&callbacks) : NULL;
	if (!di->dwfl) {
		if (fd >= 0)
			close(fd);
		goto none;
	}
	/* libdwfl owns fd from here. */
	di->module = dwfl_report_offline(di->dwfl, "image", di->path, fd);
	dwfl_report_end(di->dwfl, NULL, NULL);
	if (!di->module)
		goto none;
	dwfl_module_info(di->module, &userdata, NULL, NULL, NULL, NULL, NULL, NULL);
	if (userdata)
		*userdata = di;
	di->dwarf = dwfl_module_getdwarf(di->module, &di->bias);
	di->elf = dwfl_module_getelf(di->module, &di->elf_bias);
	if (!di->elf)
		di->dwarf = NULL;
none:
	return di;
}

void kp_debuginfo_close(struct kp_debuginfo *di)
{
	if (!di)
		return;
	if (di->dwfl)
		dwfl_end(di->dwfl);
	free(di->path);
	free(di->note);
	free(di->ranges);
	free(di->subs);
	free(di->entry_abbrevs);
	kp_dieskip_free(di->skip);
	kp_dieskip_free(di->uskip);
	free(di->primed);
	free(di);
}

const char *kp_debuginfo_path(const struct kp_debuginfo *di)
{
	return di->path;
}

bool kp_debuginfo_found(const struct kp_debuginfo *di)
{
	return di->dwarf != NULL;
}

const char *kp_debuginfo_note(const struct kp_debuginfo *di)
{
	return di->note;
}

/* Where libdwfl put the section of image's sections[index]: its address there, the first of that name. */
static bool dwfl_section(const struct kp_debuginfo *di, const struct kp_image *image, size_t index,
			 Dwarf_Addr *base)
{
	const struct kp_section *sec = &image->sections[index];
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getshdrstrndx(di->elf, &shstrndx))
		return false;
	while ((scn = elf_nextscn(di->elf, scn))) {
		GElf_Shdr shdr;
		const char *name;

		if (!gelf_getshdr(scn, &shdr) || !(shdr.sh_flags & SHF_ALLOC))
			continue;
		name = elf_strptr(di->elf, shstrndx, shdr.sh_name);
		if (!name || strcmp(name, sec->name))
			continue;
		*base = shdr.sh_addr + di->elf_bias;
		return true;
	}
	return false;
}

/*
 * The address libdwfl gives func: the same offset in the section of the
 * same name. The section last asked for is kept: functions are looked up
 * in address order, so most in the section before, and its search by name
 * through libdwfl's sections was most of the cost of a function's unit.
 */
static bool dwfl_address(struct kp_debuginfo *di, const struct kp_image *image, const struct kp_func *func,
			 Dwarf_Addr *addr)
{
	if (di->sec_image != image || di->sec_index != func->section) {
		di->sec_image = image;
		di->sec_index = func->section;
		di->sec_found = dwfl_section(di, image, func->section, &di->sec_base);
	}
	if (!di->sec_found)
		return false;
	*addr = di->sec_base + (func->addr - image->sections[func->section].addr);
	return true;
}

static uint64_t range_lo(const void *r)
{
	return ((const struct unit_range *)r)->lo;
}

/* Every unit's address ranges, sorted: one walk of the unit headers, whatever the number of lookups. */
static void build_ranges(struct kp_debuginfo *di)
{
	Dwarf_Off off = 0, next;
	size_t hsize, cap = 0;

	di->ranges_built = true;
	while (!dwarf_nextcu(di->dwarf, off, &next, &hsize, NULL, NULL, NULL)) {
		Dwarf_Die cu;
		Dwarf_Addr base, lo, hi;
		ptrdiff_t it = 0;

		if (dwarf_offdie(di->dwarf, off + hsize, &cu)) {
			while ((it = dwarf_ranges(&cu, it, &base, &lo, &hi)) > 0) {
				grow_array((void **)&di->ranges, &cap, di->nranges + 1, sizeof(*di->ranges));
				di->ranges[di->nranges++] = (struct unit_range){ lo, hi, off + hsize };
			}
		}
		off = next;
	}
	/* by start, stable as glibc's qsort (a merge sort) was: the lookup takes the last that holds */
	kp_radix_sort(di->ranges, di->nranges, sizeof(*di->ranges), range_lo);
}

/* The unit that holds addr (a DWARF address): .debug_aranges, else the units' own ranges. */
static bool unit_at(struct kp_debuginfo *di, Dwarf_Addr addr, Dwarf_Die *cu)
{
	size_t lo = 0, hi;

	if (dwarf_addrdie(di->dwarf, addr, cu))
		return true;
	if (!di->ranges_built)
		build_ranges(di);
	hi = di->nranges;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (di->ranges[mid].lo <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* Ranges may nest or overlap across units: look back a little. */
	for (size_t i = lo; i-- > 0 && lo - i <= 16;)
		if (addr >= di->ranges[i].lo && addr < di->ranges[i].hi)
			return dwarf_offdie(di->dwarf, di->ranges[i].die, cu) != NULL;
	return false;
}

/* The unit of func and its DWARF address. */
static bool func_unit(struct kp_debuginfo *di, const struct kp_image *image,
		      const struct kp_func *func, Dwarf_Die *cu, Dwarf_Addr *addr)
{
	if (!dwfl_address(di, image, func, addr))
		return false;
	/* libdwfl's module address, back into the DWARF's own. */
	*addr -= di->bias;
	return unit_at(di, *addr, cu);
}

/* The origin the unit's language tells, else the symbol's mangling. */
static const char *unit_origin(Dwarf_Die *cu, const char *name)
{
	int lang = cu ? dwarf_srclang(cu) : -1;

	if (lang == DW_LANG_Rust)
		return "Rust";
	if (lang == DW_LANG_Mips_Assembler)
		return "assembly";
	if (lang >= 0)
		return NULL;
	return kp_symbol_origin(name);
}

const char *kp_debuginfo_origin(struct kp_debuginfo *di, const struct kp_image *image,
				const struct kp_func *func)
{
	Dwarf_Die cu;
	Dwarf_Addr addr;

	return unit_origin(di && di->dwarf && func_unit(di, image, func, &cu, &addr) ? &cu : NULL, func->name);
}

bool kp_debuginfo_function(struct kp_debuginfo *di, const struct kp_image *image,
			   const struct kp_func *func, struct kp_func_source *src)
{
	Dwarf_Addr addr;
	Dwarf_Die cu;
	Dwarf_Attribute attr;

	*src = (struct kp_func_source){ 0 };
	if (!di->dwarf || !func_unit(di, image, func, &cu, &addr))
		return false;
	src->unit = dwarf_diename(&cu);
	src->producer = dwarf_formstring(dwarf_attr(&cu, DW_AT_producer, &attr));
	src->origin = unit_origin(&cu, func->name);
	/* The line table at its entry: one lookup in a table libdw keeps per
	 * unit, for C and assembly alike (a walk of the unit's DIEs for each of
	 * 48,000 functions took 26 s on Debian's vmlinux). */
	Dwarf_Line *line = dwarf_getsrc_die(&cu, addr);
	int lineno;

	if (line) {
		src->file = dwarf_linesrc(line, NULL, NULL);
		if (!dwarf_lineno(line, &lineno) && lineno > 0)
			src->line = (unsigned)lineno;
	}
	return true;
}

struct pc_die {
	Dwarf_Addr pc;
	Dwarf_Off die;
};

static void look_raw(struct kp_debuginfo *di);

static bool little_endian(const struct kp_debuginfo *di)
{
	GElf_Ehdr eh;

	return di->elf && gelf_getehdr(di->elf, &eh) && eh.e_ident[EI_DATA] == ELFDATA2LSB;
}

/*
 * The unit's first subprogram, in the order of its DIEs, whose entry is
 * addr. Its top-level DIEs are walked only until that one: clang gives
 * them no DW_AT_sibling, so stepping over one reads all its children,
 * and the units of a kernel's few functions BTF misses were most of a
 * types check's DWARF. What was walked is kept for the unit's next
 * lookup (functions come in address order, a unit's usually in its own).
 */
static bool unit_subprogram(struct kp_debuginfo *di, Dwarf_Die *cu, Dwarf_Addr addr, Dwarf_Off *die)
{
	if (di->sub_unit != dwarf_dieoffset(cu)) {
		di->sub_unit = dwarf_dieoffset(cu);
		di->nsubs = 0;
		di->sub_more = !dwarf_child(cu, &di->sub_next);
		kp_dieskip_free(di->skip);
		look_raw(di);
		di->skip = di->sub_more ? kp_dieskip_new(di->dwarf, cu, little_endian(di), di->abbrev_sec,
							 di->abbrev_sec_size)
					: NULL;
		di->sub_at = di->sub_next.addr;
		di->sub_die_off = dwarf_dieoffset(&di->sub_next) - (Dwarf_Off)(uintptr_t)di->sub_at;
	}
	for (size_t i = 0; i < di->nsubs; i++)
		if (di->subs[i].pc == addr) {
			*die = di->subs[i].die;
			return true;
		}
	while (di->sub_more && di->skip) {
		int tag = kp_dieskip_tag(di->skip, di->sub_at);
		const unsigned char *next = tag > 0 ? kp_dieskip_over(di->skip, di->sub_at) : NULL;
		Dwarf_Off off = di->sub_die_off + (Dwarf_Off)(uintptr_t)di->sub_at;
		Dwarf_Addr pc;
		bool found = false;

		if (!tag) {
			di->sub_more = false;
			break;
		}
		if (!next) { /* not understood: libdw from this DIE on */
			kp_dieskip_free(di->skip);
			di->skip = NULL;
			di->sub_more = dwarf_offdie(di->dwarf, off, &di->sub_next) != NULL;
			break;
		}
		if (tag == DW_TAG_subprogram) {
			Dwarf_Die sub;

			if (dwarf_offdie(di->dwarf, off, &sub) && !dwarf_lowpc(&sub, &pc)) {
				grow_array((void **)&di->subs, &di->subs_cap, di->nsubs + 1, sizeof(*di->subs));
				di->subs[di->nsubs++] = (struct pc_die){ pc, off };
				found = pc == addr;
			}
		}
		di->sub_at = next;
		if (found) {
			*die = off;
			return true;
		}
	}
	while (di->sub_more) {
		Dwarf_Die *child = &di->sub_next;
		Dwarf_Addr pc;
		bool found = false;

		if (dwarf_tag(child) == DW_TAG_subprogram && !dwarf_lowpc(child, &pc)) {
			grow_array((void **)&di->subs, &di->subs_cap, di->nsubs + 1, sizeof(*di->subs));
			di->subs[di->nsubs++] = (struct pc_die){ pc, dwarf_dieoffset(child) };
			found = pc == addr;
		}
		di->sub_more = !dwarf_siblingof(child, child);
		if (found) {
			*die = di->subs[di->nsubs - 1].die;
			return true;
		}
	}
	return false;
}

/*
 * Finding a subprogram without walking its unit. A unit's DIEs carry no
 * DW_AT_sibling (clang), so the walk above reads every DIE before the one
 * asked for, and the few functions a kCFI kernel's BTF lacks sit in units
 * of thousands. A defined function's DIE starts with its abbreviation's
 * code and, where that abbreviation's first attribute is DW_AT_low_pc, the
 * function's entry: its index in the unit's .debug_addr (DW_FORM_addrx*,
 * clang) or the address itself (DW_FORM_addr, GCC). Those bytes are
 * searched for in the unit; a match is taken only where libdw, reading a
 * DIE there, finds a subprogram of that entry named as one of the
 * function's symbols are. Anything else (no such abbreviation, another
 * layout, no match) is left to the walk.
 */
static const unsigned char *raw_section(Dwarf *dwarf, const char *name, size_t *size)
{
	Elf *elf = dwarf_getelf(dwarf);
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	*size = 0;
	if (!elf || elf_getshdrstrndx(elf, &shstrndx))
		return NULL;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr shdr;
		const char *n;
		Elf_Data *data;

		if (!gelf_getshdr(scn, &shdr) || !(n = elf_strptr(elf, shstrndx, shdr.sh_name)) || strcmp(n, name))
			continue;
		/* libdw decompresses what it reads in place; a section still compressed is not read here. */
		if ((shdr.sh_flags & SHF_COMPRESSED) || shdr.sh_type == SHT_NOBITS || !(data = elf_getdata(scn, NULL)) ||
		    !data->d_buf)
			return NULL;
		*size = data->d_size;
		return data->d_buf;
	}
	return NULL;
}

static void look_raw(struct kp_debuginfo *di)
{
	if (di->raw_looked)
		return;
	di->raw_looked = true;
	di->abbrev_sec = raw_section(di->dwarf, ".debug_abbrev", &di->abbrev_sec_size);
	di->addr_sec = raw_section(di->dwarf, ".debug_addr", &di->addr_sec_size);
}

/* The unit's abbreviations read raw, for kp_debuginfo_prime() and the walks of kp_debuginfo_child(). */
static void raw_unit(struct kp_debuginfo *di, Dwarf_Die *cu)
{
	kp_dieskip_free(di->uskip);
	free(di->primed);
	di->primed = NULL;
	di->nprimed = 0;
	di->tag_addr = NULL;
	di->uskip_cu = cu->cu;
	di->uskip = kp_dieskip_new(di->dwarf, cu, little_endian(di), di->abbrev_sec, di->abbrev_sec_size);
	if (di->uskip) {
		di->nprimed = kp_dieskip_ncodes(di->uskip);
		di->primed = xcalloc(di->nprimed, 1);
	}
}

static size_t put_uleb(unsigned char *out, uint64_t v)
{
	size_t n = 0;

	do {
		unsigned char b = v & 0x7f;

		v >>= 7;
		out[n++] = (unsigned char)(b | (v ? 0x80 : 0));
	} while (v);
	return n;
}

/* The forms of an entry, each a bit of code_end. */
static unsigned form_bit(unsigned form)
{
	switch (form) {
	case DW_FORM_addrx:
		return 0;
	case DW_FORM_addrx1:
		return 1;
	case DW_FORM_addrx2:
		return 2;
	case DW_FORM_addrx3:
		return 3;
	case DW_FORM_addrx4:
		return 4;
	default:
		return 5;
	}
}

static void add_entry_abbrev(struct kp_debuginfo *di, uint64_t code, unsigned form)
{
	grow_array((void **)&di->entry_abbrevs, &di->entry_cap, di->nentry_abbrevs + 1, sizeof(*di->entry_abbrevs));
	struct entry_abbrev *ea = &di->entry_abbrevs[di->nentry_abbrevs++];

	*ea = (struct entry_abbrev){ .code = code, .form = form };
	ea->len = put_uleb(ea->uleb, code);
	di->code_end[ea->uleb[ea->len - 1]] |= (uint8_t)(1u << form_bit(form));
}

static bool entry_form(uint64_t form)
{
	return form == DW_FORM_addr || form == DW_FORM_addrx || form == DW_FORM_addrx1 || form == DW_FORM_addrx2 ||
	       form == DW_FORM_addrx3 || form == DW_FORM_addrx4;
}

/* The subprogram abbreviations that start with DW_AT_low_pc, from those raw_unit() read. */
static bool entry_abbrevs_of(struct kp_debuginfo *di)
{
	for (size_t i = 0; i < kp_dieskip_count(di->uskip); i++) {
		uint64_t code;
		unsigned tag, name, form;

		kp_dieskip_nth(di->uskip, i, &code, &tag, &name, &form);
		if (tag == DW_TAG_subprogram && name == DW_AT_low_pc && entry_form(form))
			add_entry_abbrev(di, code, form);
	}
	return true;
}

/* The same, read from the unit's table at abbrev_off where kp_dieskip_new() did not understand it. */
static bool entry_abbrevs_read(struct kp_debuginfo *di, Dwarf_Off abbrev_off)
{
	/* code, tag, children, then (attribute, form[, implicit value]) pairs up to 0, 0; a 0 code ends. */
	const unsigned char *p = di->abbrev_sec + abbrev_off, *end = di->abbrev_sec + di->abbrev_sec_size;
	uint64_t code, tag, name, form, value;

	while (kp_dwarf_uleb(&p, end, &code) && code) {
		bool first = true;

		if (!kp_dwarf_uleb(&p, end, &tag) || p >= end)
			return false;
		p++; /* DW_CHILDREN_* */
		for (;;) {
			if (!kp_dwarf_uleb(&p, end, &name) || !kp_dwarf_uleb(&p, end, &form))
				return false;
			if (!name && !form)
				break;
			if (form == DW_FORM_implicit_const && !kp_dwarf_uleb(&p, end, &value))
				return false;
			if (first && tag == DW_TAG_subprogram && name == DW_AT_low_pc && entry_form(form))
				add_entry_abbrev(di, code, (unsigned)form);
			first = false;
		}
	}
	return true;
}

/* The unit's subprogram abbreviations that start with DW_AT_low_pc, and its .debug_addr. */
static bool entry_unit(struct kp_debuginfo *di, Dwarf_Die *cu)
{
	Dwarf_Off cu_die = dwarf_dieoffset(cu), unit = cu_die - dwarf_cuoffset(cu), next, abbrev_off;
	size_t hsize;
	Dwarf_Half version;
	uint8_t addr_size, offset_size;

	if (di->entry_unit == cu_die + 1)
		return di->nentry_abbrevs > 0;
	di->entry_unit = cu_die + 1;
	di->nentry_abbrevs = 0;
	memset(di->code_end, 0, sizeof(di->code_end));
	di->addrs = NULL;
	di->naddrs = 0;
	look_raw(di);
	raw_unit(di, cu);
	if (!di->abbrev_sec || !little_endian(di) ||
	    dwarf_next_unit(di->dwarf, unit, &next, &hsize, &version, &abbrev_off, &addr_size, &offset_size, NULL,
			    NULL) ||
	    unit + hsize != cu_die || version < 2 || version > 5 || addr_size > 8 || abbrev_off >= di->abbrev_sec_size)
		return false;
	di->unit_start = cu->addr;
	di->unit_end = (const unsigned char *)cu->addr + (next - cu_die);
	di->unit_die_off = cu_die;
	di->addr_size = addr_size;

	if (!(di->uskip ? entry_abbrevs_of(di) : entry_abbrevs_read(di, abbrev_off)))
		return false;
	/* DWARF 5: the unit's addresses from DW_AT_addr_base, in a contribution whose header says its length. */
	Dwarf_Attribute attr;
	Dwarf_Word base;

	if (di->addr_sec && dwarf_attr(cu, DW_AT_addr_base, &attr) && !dwarf_formudata(&attr, &base) && base >= 8 &&
	    base <= di->addr_sec_size && addr_size) {
		uint32_t len = (uint32_t)di->addr_sec[base - 8] | (uint32_t)di->addr_sec[base - 7] << 8 |
			       (uint32_t)di->addr_sec[base - 6] << 16 | (uint32_t)di->addr_sec[base - 5] << 24;
		size_t avail = di->addr_sec_size - base;

		/* the length counts from after itself: version (2), sizes (2), then the entries */
		if (len >= 4 && len - 4 <= avail)
			avail = len - 4;
		di->addrs = di->addr_sec + base;
		di->naddrs = avail / addr_size;
	}
	return di->nentry_abbrevs > 0;
}

static uint64_t raw_addr(const unsigned char *p, unsigned n)
{
	uint64_t v = 0;

	while (n--)
		v = v << 8 | p[n];
	return v;
}

/* Is the DIE named as one of func's symbols: the same, or that with an island's prefix or a compiler's suffix? */
static bool named_as(struct kp_debuginfo *di, Dwarf_Die *die, const struct kp_image *image,
		     const struct kp_func *func)
{
	Dwarf_Attribute attr;
	Dwarf_Die origin;

	/*
	 * An out-of-line copy of an inline function is named by its abstract
	 * origin: libdw told that one's abbreviation first (kp_debuginfo_prime),
	 * it does not read the unit's table up to it to find the name.
	 */
	if (!dwarf_hasattr(die, DW_AT_name) && dwarf_attr(die, DW_AT_abstract_origin, &attr) &&
	    dwarf_formref_die(&attr, &origin))
		kp_debuginfo_prime(di, &origin);
	const char *name = dwarf_formstring(dwarf_attr_integrate(die, DW_AT_name, &attr));
	size_t len = name ? strlen(name) : 0;

	for (size_t k = 0; len && k < func->nnames; k++) {
		const char *sym = image->names_by_addr[func->first_name + k].name;

		for (const char *at = strstr(sym, name); at; at = strstr(at + 1, name))
			if ((at == sym || at[-1] == '_') && (!at[len] || at[len] == '.'))
				return true;
	}
	return false;
}

static bool find_entry(struct kp_debuginfo *di, Dwarf_Die *cu, Dwarf_Addr addr, const struct kp_image *image,
		       const struct kp_func *func, Dwarf_Off *die)
{
	const unsigned char *best = NULL;

	if (!image || !func || !entry_unit(di, cu))
		return false;
	/* The entry's indices among the unit's addresses: usually one. */
	size_t idx[8], nidx = 0;

	if (di->addr_size == 8) {
		for (size_t i = 0; i < di->naddrs && nidx < 8; i++) {
			uint64_t v;

			memcpy(&v, di->addrs + i * 8, 8);
			if (le64toh(v) == addr)
				idx[nidx++] = i;
		}
	} else {
		for (size_t i = 0; i < di->naddrs && nidx < 8; i++)
			if (raw_addr(di->addrs + i * di->addr_size, di->addr_size) == addr)
				idx[nidx++] = i;
	}
	/*
	 * Per form of the entry, the bytes that follow the code: searched for by
	 * one of them (memchr), the rarest kind (one with its top bit set, as a
	 * ULEB128's leading bytes), then the code before them checked against
	 * every abbreviation of that form.
	 */
	for (size_t k = 0; k < nidx + 1 && !best; k++) {
		static const unsigned forms[] = { DW_FORM_addrx, DW_FORM_addrx1, DW_FORM_addrx2, DW_FORM_addrx3,
						  DW_FORM_addrx4, DW_FORM_addr };

		for (size_t f = 0; f < sizeof(forms) / sizeof(forms[0]) && !best; f++) {
			unsigned form = forms[f];
			unsigned char enc[16];
			size_t n = 0, key = 0, w;
			bool used = false;

			/* the address itself once (k == nidx), an index for each k < nidx */
			if ((form == DW_FORM_addr) != (k == nidx))
				continue;
			for (size_t a = 0; a < di->nentry_abbrevs; a++)
				used = used || di->entry_abbrevs[a].form == form;
			if (!used)
				continue;
			if (form == DW_FORM_addr) {
				for (w = 0; w < di->addr_size; w++)
					enc[n++] = (unsigned char)(addr >> (8 * w));
			} else if (form == DW_FORM_addrx) {
				n = put_uleb(enc, idx[k]);
			} else {
				w = form - DW_FORM_addrx1 + 1;
				if (w < 4 && idx[k] >> (8 * w))
					continue;
				for (; n < w; n++)
					enc[n] = (unsigned char)(idx[k] >> (8 * n));
			}
			for (size_t b = 0; b < n; b++)
				if (enc[b] & 0x80) {
					key = b;
					break;
				}
			const unsigned char *from = di->unit_start + key, *end = di->unit_end;

			while (from < end && !best) {
				const unsigned char *hit = memchr(from, enc[key], (size_t)(end - from)), *at;

				if (!hit)
					break;
				from = hit + 1;
				at = hit - key;
				/* most hits are other bytes: the code's last byte before them first */
				if (at <= di->unit_start || !(di->code_end[at[-1]] & (1u << form_bit(form))) ||
				    (size_t)(end - at) < n || (n > 1 && at[n - 1] != enc[n - 1]) || memcmp(at, enc, n))
					continue;
				for (size_t a = 0; a < di->nentry_abbrevs && !best; a++) {
					const struct entry_abbrev *ea = &di->entry_abbrevs[a];
					size_t cn = ea->len;
					Dwarf_Die d;
					Dwarf_Addr pc;

					if (ea->form != form || (size_t)(at - di->unit_start) < cn ||
					    at[-1] != ea->uleb[cn - 1] || memcmp(at - cn, ea->uleb, cn))
						continue;
					if (dwarf_offdie(di->dwarf, di->unit_die_off + (Dwarf_Off)(at - cn - di->unit_start), &d) &&
					    (kp_debuginfo_prime(di, &d), dwarf_tag(&d)) == DW_TAG_subprogram && !dwarf_lowpc(&d, &pc) && pc == addr &&
					    named_as(di, &d, image, func))
						best = at - cn;
				}
			}
		}
	}
	if (best)
		*die = di->unit_die_off + (Dwarf_Off)(best - di->unit_start);
	return best != NULL;
}

bool kp_debuginfo_unit(struct kp_debuginfo *di, const struct kp_image *image, const struct kp_func *func,
		       Dwarf_Die *cu)
{
	Dwarf_Addr addr;

	return di->dwarf && func_unit(di, image, func, cu, &addr);
}

bool kp_debuginfo_unit_at(struct kp_debuginfo *di, const struct kp_image *image, const struct kp_func *func,
			  Dwarf_Die *cu, Dwarf_Addr *addr)
{
	return di->dwarf && func_unit(di, image, func, cu, addr);
}

bool kp_debuginfo_subprogram(struct kp_debuginfo *di, const struct kp_image *image,
			     const struct kp_func *func, Dwarf_Die *out)
{
	Dwarf_Addr addr;
	Dwarf_Die cu;
	Dwarf_Off die;

	if (!di->dwarf || !func_unit(di, image, func, &cu, &addr))
		return false;
	if ((!find_entry(di, &cu, addr, image, func, &die) && !unit_subprogram(di, &cu, addr, &die)) ||
	    !dwarf_offdie(di->dwarf, die, out))
		return false;
	kp_debuginfo_prime(di, out);
	/* An out-of-line copy of an inline function, or a definition of a declaration: the type is there. */
	for (int depth = 0; depth < 4; depth++) {
		Dwarf_Attribute attr;
		Dwarf_Die next;

		if (!dwarf_attr(out, DW_AT_abstract_origin, &attr) && !dwarf_attr(out, DW_AT_specification, &attr))
			break;
		if (!dwarf_formref_die(&attr, &next))
			break;
		*out = next;
		kp_debuginfo_prime(di, out);
	}
	return true;
}

/*
 * libdw finds a DIE's abbreviation by reading the unit's table in order up
 * to its code, adding each to a table of its own under a lock: most of a
 * unit's, for a subprogram or a type late in it. Told it at its offset
 * first (dwarf_getabbrev adds that one alone), libdw reads no other.
 */
static void prime_code(struct kp_debuginfo *di, Dwarf_Die *die, uint64_t code)
{
	size_t offset, len;

	if ((code < di->nprimed && di->primed[code]) || !kp_dieskip_offset(di->uskip, code, &offset))
		return;
	di->primed[code] = 1; /* kp_dieskip_offset() knows no code past nprimed */
	dwarf_getabbrev(die, offset, &len);
}

void kp_debuginfo_prime(struct kp_debuginfo *di, Dwarf_Die *die)
{
	uint64_t code;

	if (di->uskip && die->cu == di->uskip_cu && kp_dieskip_code(di->uskip, die->addr, &code))
		prime_code(di, die, code);
}

int kp_debuginfo_tag(struct kp_debuginfo *di, Dwarf_Die *die)
{
	int tag = -1;

	if (di->uskip && die->cu == di->uskip_cu)
		tag = die->addr == di->tag_addr ? di->tag : kp_dieskip_tag(di->uskip, die->addr);
	return tag > 0 ? tag : dwarf_tag(die);
}

/* Whether die's unit is walked raw: libdw follows a DW_AT_sibling, and reads a code of 0x80 0x00 as a DIE. */
static bool walks_raw(const struct kp_debuginfo *di, const Dwarf_Die *die)
{
	return di->uskip && die->cu == di->uskip_cu && !kp_dieskip_siblings(di->uskip);
}

/*
 * The DIE at p in die's unit, as dwarf_child and dwarf_siblingof make one
 * (0); 1 at the end of the list; -1 where libdw is to tell.
 */
static int raw_die(struct kp_debuginfo *di, const Dwarf_Die *die, const unsigned char *p, Dwarf_Die *out)
{
	struct Dwarf_CU *cu = die->cu;
	uint64_t code;
	int tag = kp_dieskip_tag_code(di->uskip, p, &code);

	if (tag <= 0)
		return tag < 0 ? -1 : 1;
	memset(out, 0, sizeof(*out));
	out->addr = (void *)p;
	out->cu = cu;
	prime_code(di, out, code);
	di->tag_addr = p;
	di->tag = tag;
	return 0;
}

/*
 * Past the 0 at p that ends a list read raw (raw_die() said 1 there): where
 * kp_dieskip_over() of the list's parent ends. NULL at the unit's end,
 * where there is no 0 and kp_dieskip_over() would not understand.
 */
static const void *list_end(const struct kp_debuginfo *di, const unsigned char *p)
{
	uint64_t code;

	return kp_dieskip_code(di->uskip, p, &code) && !code ? p + 1 : NULL;
}

int kp_debuginfo_first(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *child, struct kp_die_walk *walk)
{
	const unsigned char *p;
	int r = walks_raw(di, die) ? kp_dieskip_children(di->uskip, die->addr, &p) : -1;

	/* no children by its abbreviation (1): no list, and no end of one */
	*walk = (struct kp_die_walk){ .raw = !r };
	if (!r)
		r = raw_die(di, die, p, child);
	if (r < 0) {
		walk->raw = false;
		return dwarf_child(die, child);
	}
	if (r && walk->raw)
		walk->end = list_end(di, p);
	return r;
}

/*
 * The DIE after die; where walk->past says where die's children end (their
 * walk made every step raw, up to their closing 0), it is there: the DIE
 * kp_dieskip_over() would come to, stepping over those same children
 * again by the same plans.
 */
int kp_debuginfo_next(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *next, struct kp_die_walk *walk)
{
	const unsigned char *p = NULL, *past = walk->past;
	int r;

	walk->past = NULL;
	if (walks_raw(di, die))
		p = past ? past : kp_dieskip_over(di->uskip, die->addr);
	r = p ? raw_die(di, die, p, next) : -1;
	if (r < 0) {
		walk->raw = false;
		return dwarf_siblingof(die, next);
	}
	if (r && walk->raw)
		walk->end = list_end(di, p);
	return r;
}

int kp_debuginfo_child(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *child)
{
	const unsigned char *p;
	int r = walks_raw(di, die) ? kp_dieskip_children(di->uskip, die->addr, &p) : -1;

	if (!r)
		r = raw_die(di, die, p, child);
	return r < 0 ? dwarf_child(die, child) : r;
}

int kp_debuginfo_sibling(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *next)
{
	const unsigned char *p = walks_raw(di, die) ? kp_dieskip_over(di->uskip, die->addr) : NULL;
	int r = p ? raw_die(di, die, p, next) : -1;

	return r < 0 ? dwarf_siblingof(die, next) : r;
}

void kp_debuginfo_walk_unit(struct kp_debuginfo *di, Dwarf_Die *cu)
{
	if (!di->dwarf || di->uskip_cu == cu->cu)
		return;
	look_raw(di);
	raw_unit(di, cu);
	/* entry_unit() set up the unit it last read, uskip with it: again when it is asked next */
	di->entry_unit = 0;
}

void kp_debuginfo_units(struct kp_debuginfo *di,
			void (*fn)(void *ctx, const char *unit, const char *producer), void *ctx)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	while (di->dwarf && !dwarf_nextcu(di->dwarf, off, &next, &hsize, NULL, NULL, NULL)) {
		Dwarf_Die cu;
		Dwarf_Attribute attr;

		if (dwarf_offdie(di->dwarf, off + hsize, &cu))
			fn(ctx, dwarf_diename(&cu),
			   dwarf_formstring(dwarf_attr(&cu, DW_AT_producer, &attr)));
		off = next;
	}
}
