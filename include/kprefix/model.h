/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What one analysis knows of one image: the model every step of
 * src/analysis/ fills, in the order analysis.c runs them, and checks and
 * reporters then read const. The steps include this, never analysis.h, the
 * API of the one that runs them.
 */
#ifndef KPREFIX_MODEL_H
#define KPREFIX_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kprefix/arch.h"
#include "kprefix/ctypes.h"
#include "kprefix/elf.h"
#include "kprefix/funcs.h"
#include "kprefix/layout.h"

/*
 * What the image's own ftrace code says of the layout (src/analysis/ftrace_code.c):
 * where its trampoline reads the ops pointer, where ftrace_call_adjust() puts
 * each class of record's patch site, and where ftrace_init_nop() writes the
 * ops pointer; or, where the image lacks that code or kprefix lacks the
 * emulator, that the documented formula stands in, and why.
 */
#define KP_SLOT_CLASSES 8       /* the return address mod 16, in 2-byte steps */
#define KP_MAX_SITE_CLASSES 16  /* kinds of record ftrace_call_adjust() is run on */

/* How far from its function a patch site may be and still be a word of it. */
#define KP_SITE_REACH 4096

struct kp_site_class {
	/* What ftrace_call_adjust() reads: the record's alignment, where it is
	 * before the entry, and whether a landing pad follows the entry. */
	unsigned record_mod8;
	int record_offset;        /* record - func */
	unsigned landing_pad;
	size_t functions;         /* traced functions of this class */
	const char *example;      /* the first of them */
	uint64_t example_addr;
	/* Its result: 0 (rejected) or the patch site, relative to the function;
	 * far: the site is not within KP_SITE_REACH bytes of it. */
	bool rejected, far;
	int site;
	uint64_t site_off; /* the site - the function, mod 2^64 */
	int expected;             /* the entry NOP the call goes to */
	/* Where ftrace_init_nop() writes the ops pointer and the trampoline then
	 * reads it, relative to the function; writer_run says the first was run. */
	bool writer_run;
	long long written, read;
	size_t warnings, stubbed; /* WARN()s passed and calls stubbed in the run */
};

struct kp_ftrace_code {
	/* The ops slot: slot = return address + slot_delta[(ret % 16) / 2]. */
	bool slot_run;
	/* The code is in the image but was not run: no emulator, or the run failed. */
	bool slot_unrun, adjust_unrun;
	/* ftrace_init_nop() is in the image and was not run (to its writer) on every class. */
	bool writer_unrun;
	long long slot_delta[KP_SLOT_CLASSES];
	char slot_how[192];
	/* The patch sites, per class of record. */
	bool adjust_run;
	struct kp_site_class classes[KP_MAX_SITE_CLASSES];
	size_t nclasses;
	/* Traced functions of classes past the table, or (a module) of classes its vmlinux's
	 * code was not run on: judged by the formula; unclassed_example names one. */
	size_t unclassed;
	const char *unclassed_example;
	char adjust_how[192];
	/* The writer of the ops slot. */
	char writer_how[192];
	/* How a BPF trampoline attaches: "call-ops", "direct", "ops-list", "none". */
	const char *attach;
	char attach_how[192];
	/*
	 * A module's: the name of the vmlinux whose code this is (it lives as
	 * long as the module's analysis), NULL for an image's own. Its slot,
	 * patch site and writer are said as "VMLINUX's: how" (kp_ftrace_how),
	 * the name whole, never cut to a buffer.
	 */
	const char *of;
	uint64_t text_span;        /* _stext.._etext, 0 when unknown */
	/* What that span is held against: arm64 "BL's 128 MB"; NULL where a direct call's reach
	 * does not depend on it (riscv64: a jalr within 2 KB of ftrace_caller's auipc). */
	const char *reach;
};

/* What a module's analysis borrows from its vmlinux's. */
struct kp_vmlinux_facts {
	char *name;
	char *release;  /* from its banner, NULL when it has none */
	const char *release_why; /* when it has none: why (kp_image_release_why) */
	struct kp_layout layout;
	struct kp_hash_table hashes;
	/* CALL_OPS as its config (--config or IKCONFIG) says: 1, 0, or -1 when it says nothing. */
	int config_call_ops;
	/* Its ftrace code's verdicts: a module is patched and traced by them. */
	struct kp_ftrace_code ftrace;
	bool ftrace_known;
	/* Its parsed .BTF, the base of its modules' split BTF; NULL when it has none. */
	struct kp_btf_ref *btf;
	/* Its prototypes by hash, for the types its modules' call sites check. */
	struct kp_type_names type_names;
};

/* Everything an analysis depends on besides the image. */
struct kp_analysis_input {
	const struct kp_kconfig *config;  /* --config FILE, or NULL */
	const char *config_name;          /* how messages name it: the path given */
	bool read_ikconfig;               /* without config, read the image's IKCONFIG (a config wins) */
	struct kp_layout_options layout;  /* forced by options (-1: not given) */
	const char *islands;              /* comma-separated symbol prefixes; NULL: the default */
	const struct kp_vmlinux_facts *vmlinux; /* for a module or object, or NULL */
	/* The kernel build tree the image is in (src/debug/buildtree.c), or NULL:
	 * what findings are attributed to (object, flags, Makefile line). */
	struct kp_buildtree *build;
};

/* Traced versus untraced: the table printed after the findings. */
struct kp_summary {
	size_t functions;
	size_t traced, traced_hashed, traced_prefixed;
	size_t untraced, untraced_hashed, untraced_prefixed;
	size_t traced_layout_unrecorded;
	size_t bti;
	/* What the layout costs: the bytes of .text (and .text.*), of the prefix NOPs, of the hashes. */
	uint64_t text_bytes, prefix_nop_bytes, hash_bytes;
};

/* How many kCFI call sites load from one offset. */
struct kp_offset_count {
	int offset;
	size_t count;
};

/* One __kcfi_typeid_<name> resolved: the function it names here, or in the vmlinux. */
struct kp_typeid_fact {
	const struct kp_typeid *typeid;
	size_t func;                          /* index into image->funcs, SIZE_MAX: not here */
	const struct kp_named_hash *vmlinux;  /* <name>'s hash in the vmlinux, when not here */
};

struct kp_typeid_stats {
	size_t total, defined, hashed, mismatched;
	size_t ambiguous; /* names only local functions share: compared with none */
};

struct kp_analysis {
	const struct kp_image *image;
	const struct kp_arch *arch;
	const struct kp_analysis_input *input;

	/* The config the layout was compared with (--config or IKCONFIG), and where from. */
	struct kp_kconfig config;
	enum kp_source config_source;
	/* The layout, each value with its evidence; converged before anything below. */
	struct kp_layout layout;
	/* Whether ftrace CALL_OPS keeps an ops pointer in the prefix: what the
	 * config says (CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS), else assumed
	 * whenever there are prefix NOPs. Linux 7.2's riscv gives traced
	 * objects a prefix without CALL_OPS: there is no ops slot to check. */
	bool call_ops;
	/* Whether traced functions keep an ops pointer in their prefix: CALL_OPS
	 * with prefix NOPs. The one answer to "is there an ops slot" (kp_decide_defects). */
	bool ops_slot;

	struct kp_func_facts *facts; /* parallel to image->funcs */
	struct kp_record_facts *records; /* parallel to image->records.values */
	size_t nrecords;

	size_t nowned, nzero, noutside, nin_body, nbad_prefix, nduplicate, norphan;
	/* Histogram of record distances (func - record) / 4, index 0..KP_MAX_PREFIX_NOPS;
	 * records after bti c at func+4 count under bti_m0. */
	size_t distance_hist[KP_MAX_PREFIX_NOPS + 1];
	size_t distance_bti_m0;
	/* The same for prefix-only records (objects built for the RFC). */
	size_t prefix_hist[KP_MAX_PREFIX_NOPS + 1];
	size_t nprefix_records, nprefix_owned;

	size_t nmapsym_data;
	/* Type hashes that call sites, typeids or the vmlinux name, sorted, unique. */
	uint32_t *named_hashes;
	size_t nnamed_hashes;
	/* Functions with a $d word right before their NOPs: kCFI evidence without a call site. */
	size_t nmarked_hashes;

	/* kCFI check sequences found in executable sections, in address order. */
	struct kcfi_site *kcfi_sites;
	size_t nkcfi_sites;
	size_t *site_caller;    /* index into image->funcs, or SIZE_MAX */
	int *site_island;       /* like kp_func_facts.island */
	struct kp_offset_count *site_offsets; /* the most common offset first */
	size_t nsite_offsets;

	struct kp_island *islands;
	size_t nislands;
	size_t naddress_taken;
	bool address_taken_known; /* walked: a module, or an image under kCFI */

	/* Type matching: which calls really fail. */
	bool *site_fails;       /* parallel to kcfi_sites */
	size_t nfailing_sites;
	struct kp_type_class *type_classes;
	size_t ntype_classes;

	struct kp_typeid_fact *typeids; /* parallel to image->typeids */
	struct kp_typeid_stats typeid_stats;
	/* image->names_by_addr by name (src/analysis/types.c): NULL until kp_name_first() asks. */
	struct kp_name_index *names_by_name;

	struct kp_summary summary;

	/* The image's own ftrace code, run (or the formulas in its place). */
	struct kp_ftrace_code ftrace;

	/* The type behind each hash, and the scheme that reproduces them (src/analysis/ctypes.c). */
	struct kp_types types;
};

/* Questions of the model, each answered by the step that fills what it reads. */

/* The symbol prefix of island (-1: the main image, NULL). */
const char *kp_island_prefix(const struct kp_analysis *an, int island);

/* The hash offset expected of a function or site in island (-1: the main image). */
int kp_expected_hash_offset(const struct kp_analysis *an, int island);

/* Where the trampoline, run, reads the ops pointer for a call returning to ret (fc->slot_run). */
uint64_t kp_ftrace_slot(const struct kp_ftrace_code *fc, uint64_t ret);
/* Run the image's ftrace code (or take the vmlinux's); fills an->ftrace. */
void kp_run_ftrace_code(struct kp_analysis *an);
/* The class of ff's record in an->ftrace, or NULL. */
const struct kp_site_class *kp_site_class_of(const struct kp_analysis *an,
					     const struct kp_func_facts *ff);

/* Where ftrace keeps the ops pointer of ff: where the image's trampoline reads it, else the formula. */
uint64_t kp_func_ops_slot(const struct kp_analysis *an, const struct kp_func_facts *ff);

/* Where ftrace_init_nop() writes ff's ops pointer: its record class's run, else where it is read. */
uint64_t kp_func_ops_written(const struct kp_analysis *an, const struct kp_func_facts *ff);

/* One instruction at addr for people ("no instruction" when none); returns its size, 0 when none
 * (src/analysis/words.c). */
unsigned kp_describe_insn(const struct kp_analysis *an, uint64_t addr, char *buf, size_t len);
/* Whether the word at addr is a NOP of the image's instruction set. */
bool kp_nop_at(const struct kp_analysis *an, uint64_t addr);

/* how (one of fc's *_how) as said: "VMLINUX's: how" for a module; the caller frees it. */
char *kp_ftrace_how(const struct kp_ftrace_code *fc, const char *how);

#endif /* KPREFIX_MODEL_H */
