/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The ELF layer: an arm64 image as sections, function symbols, mapping
 * symbols and the ftrace record table. It knows nothing of checks.
 */
#ifndef KPREFIX_ELF_H
#define KPREFIX_ELF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct kp_section {
	const char *name;
	size_t index;
	uint32_t type;
	uint64_t flags;
	uint64_t addr;
	uint64_t size;
	uint64_t offset; /* sh_offset: where its bytes are in the (decompressed) file */
	const uint8_t *data; /* NULL for SHT_NOBITS */
	uint32_t link, info; /* sh_link, sh_info */
};

struct kp_func {
	const char *name; /* of its aliases: global first, then the shortest */
	uint64_t addr;
	uint64_t size;
	size_t section; /* index into kp_image.sections */
	/* All its names: kp_image.names_by_addr[first_name .. first_name + nnames) */
	size_t first_name, nnames;
};

enum kp_mapping_kind { KP_MAP_CODE = 'x', KP_MAP_DATA = 'd' };

struct kp_mapsym {
	uint64_t addr;
	char kind; /* enum kp_mapping_kind */
};

/* Symbols the kernel's linker script defines and the checks need. */
enum kp_marker {
	KP_START_MCOUNT_LOC,
	KP_STOP_MCOUNT_LOC,
	KP_STEXT,
	KP_ETEXT,
	KP_SINITTEXT,
	KP_EINITTEXT,
	KP_KERNEL_CONFIG_DATA,     /* IKCONFIG's gzip, after "IKCFG_ST" (kernel/configs.c) */
	KP_KERNEL_CONFIG_DATA_END, /* ... and its end, before "IKCFG_ED" */
	KP_LINUX_BANNER,           /* "Linux version RELEASE ..." (init/version-timestamp.c) */
	/* The code that consumes the layout, run by src/analysis/ftrace_code.c. */
	KP_FTRACE_CALLER,          /* the trampoline: reads the ops slot */
	KP_FTRACE_CALL_ADJUST,     /* record -> patch site (arm64, riscv64 ftrace.c) */
	KP_FTRACE_INIT_NOP,        /* the first write: the nop ops into the slot */
	KP_OPS_WRITER,             /* the slot's writer: the backend's kp_arch.ops_writer */
	KP_FTRACE_DIRECT_TRAMP,    /* ftrace_stub_direct_tramp: DYNAMIC_FTRACE_WITH_DIRECT_CALLS */
	KP_NR_MARKERS,
};

struct kp_marker_sym {
	bool found;
	uint64_t value;
	uint64_t size; /* st_size: the extent of a code symbol, NOTYPE ones included */
	/*
	 * For the code kprefix runs or stops at (ftrace_caller .. the ops writer):
	 * found only for one GLOBAL (or WEAK) definition of non-zero size in an
	 * executable section, STT_FUNC (ftrace_caller, a SYM_CODE symbol: NOTYPE
	 * too), or without one the one LOCAL definition (LTO internalises them);
	 * a symbol of the name that is not that leaves found false and says why
	 * here ("has size 0", "is defined more than once", ...). NULL: no symbol
	 * of the name.
	 */
	const char *not_code;
};

/* Whether marker is code kprefix runs or stops at, held to kp_marker_sym.not_code's rules. */
static inline bool kp_marker_is_code(int marker)
{
	return marker >= KP_FTRACE_CALLER && marker <= KP_OPS_WRITER;
}


/* Where the record values came from. */
enum kp_record_source {
	KP_RECORDS_NONE,
	KP_RECORDS_RELA,    /* R_AARCH64_RELATIVE addends, words in place are 0 */
	KP_RECORDS_RELR,    /* words in place, RELR packs the relocations */
	KP_RECORDS_IN_PLACE, /* ET_EXEC: words in place */
	KP_RECORDS_OBJECT,   /* ET_REL: R_AARCH64_ABS64 in __patchable_function_entries */
};

struct kp_records {
	enum kp_record_source source;
	uint64_t table_addr; /* __start_mcount_loc */
	uint64_t *values;
	size_t count;
	/* Objects built for the RFC: records of untraced functions, which have
	 * the prefix but no ftrace entry (.discard.patchable_function_entries). */
	uint64_t *prefix_values;
	size_t prefix_count;
};

struct kp_symname;
struct kp_typeid;

/* Where kprefix lays out an object's sections (ET_REL has no addresses). */
#define KP_REL_BASE 0x10000

struct kp_image {
	char *path;
	char *display_name; /* how findings name the file; the path when NULL */
	int fd;
	void *buffer; /* decompressed bytes of a .ko.xz, .ko.gz, .ko.zst */
	size_t size;  /* the ELF's bytes: the file's, or decompressed (0: unknown) */
	void *elf; /* Elf *, kept opaque so users need not include libelf.h */
	uint16_t elf_type; /* ET_EXEC, ET_DYN, or ET_REL for modules and objects */
	uint16_t e_machine; /* EM_AARCH64, EM_RISCV: with e_flags, selects the backend (src/arch/) and its relocation types */
	uint32_t e_flags;   /* EF_RISCV_RVC selects the riscv64 variant */

	struct kp_section *sections;
	size_t nsections;
	/* SHF_ALLOC sections with an address, sorted by address. */
	struct kp_section **by_addr;
	size_t nby_addr;

	/* STT_FUNC symbols in executable sections, sorted by address, aliases collapsed. */
	struct kp_func *funcs;
	size_t nfuncs;
	size_t nfunc_symbols; /* before collapsing aliases */

	/* $x/$d mapping symbols (also with an objcopy prefix: __pi_$d), sorted,
	 * one per address: where several share one, code wins (what executes). */
	struct kp_mapsym *mapsyms;
	size_t nmapsyms;

	struct kp_marker_sym markers[KP_NR_MARKERS];

	struct kp_records records;

	/* Every function symbol name (aliases too), by address. */
	size_t nfunc_names;
	struct kp_symname *names_by_addr;

	/* __kcfi_typeid_<name>: the type hash of <name>'s declaration. */
	struct kp_typeid *typeids;
	size_t ntypeids;
	/* The typeid names built by dropping the prefix from a prefixed symbol
	 * (__pi___kcfi_typeid_f -> __pi_f), one per distinct string table
	 * entry; the others point into the string table. */
	char **typeid_names;
	size_t ntypeid_names;
};

struct kp_symname {
	const char *name;
	uint64_t addr;
	unsigned char bind; /* STB_LOCAL, STB_GLOBAL, STB_WEAK, ... */
};

struct kp_typeid {
	const char *name; /* <name>, without the __kcfi_typeid_ prefix */
	uint32_t value;
};


/*
 * Call fn for every address stored in allocated, non-executable data through
 * a dynamic relocation: R_AARCH64_RELATIVE addends and R_AARCH64_ABS64
 * (symbol + addend) in SHT_RELA sections, the words RELR covers, and, in an
 * ET_EXEC image without dynamic relocations, nothing (it has no record of
 * where addresses are). where is the relocated word's address.
 */
typedef void (*kp_reloc_fn)(void *ctx, const struct kp_section *where_section, uint64_t where,
			    uint64_t target);
int kp_for_each_data_reloc(const struct kp_image *image, kp_reloc_fn fn, void *ctx, char *err,
			   size_t errlen);

/*
 * Open and map an arm64 ET_EXEC, ET_DYN or ET_REL file. On failure returns
 * NULL and writes a one-line reason (without the file name) to err.
 * path is a regular file, or "-" or "/dev/stdin" for standard input (read
 * into memory, compressed or not); anything else (a FIFO, a device) is
 * refused without blocking. Safe to call from several threads.
 */
struct kp_image *kp_image_open(const char *path, char *err, size_t errlen);
void kp_image_close(struct kp_image *image);

/* The Elf * for path: plain ELF mapped, .xz/.gz/.zst decompressed in memory
 * (no larger than the ELF its header describes, see src/elf/open.c). */
void *kp_open_elf(struct kp_image *image, const char *path, char *err, size_t errlen);

/* Internal steps of kp_image_open, exposed for the unit tests. */
int kp_image_read_symbols(struct kp_image *image, char *err, size_t errlen);
int kp_image_read_records(struct kp_image *image, char *err, size_t errlen);

/* The section that holds addr, or NULL. */
const struct kp_section *kp_section_at(const struct kp_image *image, uint64_t addr);
/* Where addr's byte is in the (decompressed) ELF file: false when no section with data holds it. */
bool kp_file_offset(const struct kp_image *image, uint64_t addr, uint64_t *offset);

/*
 * Copy len bytes at addr into buf. Bytes of SHT_NOBITS sections read as 0.
 * Returns false when [addr, addr+len) is not inside one section.
 */
bool kp_read_bytes(const struct kp_image *image, uint64_t addr, void *buf, size_t len);

/* The 32-bit instruction word at addr, false when it is not in an executable section. */
bool kp_read_insn(const struct kp_image *image, uint64_t addr, uint32_t *word);

/* Index of the first function whose address is >= addr (nfuncs when none). */
size_t kp_func_lower_bound(const struct kp_image *image, uint64_t addr);
/* The same searched in funcs[lo, hi) alone, hi when none there (an index bounds the answer). */
size_t kp_func_lower_bound_in(const struct kp_image *image, uint64_t addr, size_t lo, size_t hi);

/* "Rust" when name is Rust-mangled (v0 or legacy), else NULL. */
const char *kp_symbol_origin(const char *name);

/* The function whose [addr, addr+size) contains addr, or NULL. */
const struct kp_func *kp_func_containing(const struct kp_image *image, uint64_t addr);

/* The mapping symbol kind in force at addr ('x', 'd'), 0 when none. */
char kp_mapping_at(const struct kp_image *image, uint64_t addr, uint64_t *sym_addr);
/*
 * Whether a data mapping symbol ($d) marks addr itself. *cursor starts at 0;
 * asked in rising address order (one per function), each answer is a step
 * or two from the one before rather than a binary search.
 */
bool kp_data_mark_at(const struct kp_image *image, uint64_t addr, size_t *cursor);

/* Whether addr lies in kernel text (_stext.._etext, _sinittext.._einittext), or
 * in any executable section when the image has no such markers. */
bool kp_in_kernel_text(const struct kp_image *image, uint64_t addr);
/*
 * An executable or shared library of user space, not a kernel: every
 * loadable segment in the lower half of the address space, and none of the
 * symbols a kernel's linker script defines (_stext, __start_mcount_loc,
 * ...). what says which kind, for a message.
 */
bool kp_image_user_space(const struct kp_image *image, char *what, size_t len);

/* How findings name the file: the path as given, or a module's path in its tree. */
const char *kp_image_name(const struct kp_image *image);

/*
 * The kernel release the image was built for, into buf: a vmlinux's from
 * its banner ("Linux version RELEASE ..."), a module's from the vermagic of
 * its .modinfo ("vermagic=RELEASE SMP ..."). False when it does not say.
 */
bool kp_image_release(const struct kp_image *image, char *buf, size_t len);
/*
 * The same; NULL when it says, or for an object without a .modinfo (buf
 * empty), else why not ("has no vermagic in its .modinfo", "names a release
 * with a control or non-ASCII byte", ...).
 */
const char *kp_image_release_why(const struct kp_image *image, char *buf, size_t len);
/* Two of its reasons: a release that is there, and is no kernel's readable release. */
#define KP_RELEASE_OVERLONG "names a release longer than a kernel's (kprefix reads 127 characters)"
#define KP_RELEASE_UNPRINTABLE "names a release with a control or non-ASCII byte"

#endif
