/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What each function looks like: its record, prefix NOPs, kCFI hash, entry
 * sequence and ops slot. Facts only; the checks judge them. The steps that
 * gather them are called by kp_analyse() (analysis.h), in its order.
 */
#ifndef KPREFIX_FUNCS_H
#define KPREFIX_FUNCS_H

#include <stdbool.h>
#include <stdint.h>

#include "kprefix/elf.h"

struct kp_analysis;
struct kp_name_index;

/* Beyond this many NOPs before an entry, a record is not taken for a prefix. */
#define KP_MAX_PREFIX_NOPS 16

struct kp_site_class;

/*
 * Which one check reports what is wrong with a traced function's prefix,
 * decided once (kp_decide_defects): a function whose record says another
 * prefix than the layout's has no slot or patch site worth judging; one
 * whose ops slot is outside the prefix is not also held to its patch site
 * (ops-slot says what ftrace_init then does). Each check reports the
 * functions whose defect is its own and looks at no other check's rule.
 */
enum kp_defect {
	KP_DEFECT_NONE,
	/* Its record says another prefix and, under kCFI, its hash is off the
	 * layout's offset too: the crash, which hash-offset reports. */
	KP_DEFECT_HASH_OFFSET,
	/* Its record says another number of prefix NOPs than the layout (prefix-nops). */
	KP_DEFECT_PREFIX_NOPS,
	/* The layout's prefix, all NOPs, and its ops slot, read or written, not wholly in it (ops-slot). */
	KP_DEFECT_OPS_SLOT,
	/* The layout's prefix, all NOPs, and ftrace_call_adjust() rejects its record or
	 * moves its patch site off the entry NOP (patch-site). */
	KP_DEFECT_PATCH_SITE,
};

/*
 * Ordered by size, the 8-byte fields first, so that no padding is left: 128
 * bytes, two cache lines, for each of a vmlinux's 58,000 functions.
 */
struct kp_func_facts {
	const struct kp_func *func;
	uint64_t prev_end;      /* end of the code before it: bounds the prefix and hash */

	/* ftrace record that names this function's prefix (or, for M=0, its entry):
	 * valid when traced. */
	uint64_t record;
	/* An object's .discard.patchable_function_entries record: the prefix of
	 * an untraced function, as the RFC builds them (has_prefix_record). */
	uint64_t prefix_record;
	long layout_prefix_nops; /* the prefix the layout gives it: M, its island's, 0 notrace */
	uint64_t hash_addr;     /* valid when has_hash */

	/* Decided once the layout and the ftrace code are known (kp_decide_defects). */
	/* The class of its record the image's ftrace_call_adjust() was run on, or NULL. */
	const struct kp_site_class *site_class;
	/* Traced, where the trampoline reads its ops pointer and ftrace_init_nop()
	 * writes it, and whether both lie wholly inside its prefix NOPs (ops_inside). */
	uint64_t ops_read, ops_written;

	int record_prefix_nops; /* (func - record) / 4, -1 after bti c with M=0 */
	int prefix_record_nops;
	unsigned nop_run;       /* NOPs right before the entry, within prev_end */
	/* nop_run split (kp_split_prefixes): the last prefix_nops are the function's
	 * prefix, the padding_nops before them alignment fill. */
	unsigned prefix_nops, padding_nops;
	uint32_t hash;
	int hash_offset;        /* hash_addr - func */
	int island;             /* index into kp_analysis.islands, -1: the main image */
	unsigned landing_pad;   /* its size in bytes */
	unsigned entry_nops;    /* NOPs after the optional bti, up to 2 */
	enum kp_defect defect;

	bool traced;
	bool record_prefix_all_nops; /* the words from record to the entry are NOPs */
	bool has_prefix_record;
	bool has_hash;
	bool address_taken;     /* its entry is stored in data (a dynamic relocation) */
	/* Every return goes through a register other than the link register: an
	 * ftrace direct trampoline, never called through a pointer (only set
	 * for address-taken functions). */
	bool returns_off_link;
	bool reached_wrong;     /* a call site of its type loads the hash elsewhere */
	bool bti;               /* a landing pad (bti c / bti jc) at func+0 */
	bool traced_layout;     /* entry NOPs present, whether or not a record names it */
	bool ops_inside;
	/* ftrace keeps its ops pointer in its prefix: traced, and the image has an
	 * ops slot (kp_analysis.ops_slot). */
	bool ops_slot;
	/* KP_DEFECT_PATCH_SITE: the word ftrace_call_adjust() gives, and the one
	 * before it, are NOPs (ftrace patches the wrong NOPs rather than failing). */
	bool site_nops;
};

/* What happened to each record of the table. */
enum kp_record_fate {
	KP_REC_OWNED,        /* prefix start (or entry) of a function */
	KP_REC_ZERO,         /* dropped: zero */
	KP_REC_OUTSIDE_TEXT, /* dropped: outside kernel and init text */
	KP_REC_IN_BODY,      /* points into a function's body */
	KP_REC_BAD_PREFIX,   /* before a function, but the words up to it are not NOPs */
	KP_REC_DUPLICATE,    /* a second record for a function */
	KP_REC_ORPHAN,       /* in text, no function owns it */
};

struct kp_record_facts {
	uint64_t value;
	const struct kp_func *func; /* owner, or the function it points into or before */
	enum kp_record_fate fate;
	/* An orphan whose words still hold the prefix and entry NOPs: ftrace patches dead code. */
	bool intact;
};

/*
 * One kCFI type T and one offset X its call sites load from, within an
 * island (or the main image), with the functions of hash T those sites can
 * reach whose hash is not at X: each of those calls is a CFI panic.
 */
struct kp_type_class {
	uint32_t type_hash;
	int island;             /* of the call sites */
	int site_offset;
	size_t nsites, ncallers;
	size_t first_site;      /* index into kcfi_sites */
	size_t *failing;        /* indices into image->funcs, by address */
	size_t nfailing;
};

/* A vmlinux's hashed functions by name (aliases too), for its modules' typeids. */
struct kp_named_hash {
	char *name;
	uint32_t hash;
	int offset;
	bool global; /* a global or weak name: what a module can link to */
};

struct kp_hash_table {
	struct kp_named_hash *items;
	size_t count;
};

void kp_hash_table_build(const struct kp_analysis *an, struct kp_hash_table *table);
const struct kp_named_hash *kp_hash_table_find(const struct kp_hash_table *table, const char *name);
void kp_hash_table_free(struct kp_hash_table *table);

/* Index into image->funcs of the function at addr exactly, or SIZE_MAX. */
size_t kp_func_index_at(const struct kp_image *image, uint64_t addr);

/*
 * Code linked into vmlinux under an objcopy symbol prefix (__pi_, __efistub_,
 * __kvm_nvhe_): built apart on purpose, type-matched on its own.
 */
struct kp_island {
	const char *prefix;
	size_t nfuncs, nhashed, nsites;
	int hash_offset;        /* the offset most of its hashes and sites use */
	bool consistent;        /* every hash and every site at hash_offset */
};

#define KP_DEFAULT_ISLANDS "__pi_,__efistub_,__kvm_nvhe_"

/* The steps of kp_analyse(), in its order. */
/* Entries, NOP runs, records, kCFI call sites. */
void kp_gather_facts(struct kp_analysis *an);
/* Mark functions whose address is stored in data. */
int kp_find_address_taken(struct kp_analysis *an, char *err, size_t errlen);
/* Which island each function and call site belongs to; prefixes comma-separated. */
void kp_assign_islands(struct kp_analysis *an, const char *prefixes);
/* Once M and kCFI are known: the hash word of every function. */
void kp_find_hashes(struct kp_analysis *an, int prefix_nops, bool cfi);
/* Each island's offset and whether it agrees with itself. */
void kp_measure_islands(struct kp_analysis *an);
/* Which call sites reach a function of their type at another offset. */
void kp_match_types(struct kp_analysis *an);
/* Whether each orphan record's words still hold the layout's prefix and entry NOPs. */
void kp_judge_orphans(struct kp_analysis *an);
/* Each __kcfi_typeid_ symbol against the hash of the function it names. */
void kp_resolve_typeids(struct kp_analysis *an);
/*
 * The image's function names of one name, by address: the first's index in
 * image->names_by_addr (SIZE_MAX: none), then each next's. The index is
 * built once, when typeids or types first ask.
 */
size_t kp_name_first(struct kp_analysis *an, const char *name);
size_t kp_name_next(const struct kp_analysis *an, size_t i);
void kp_name_index_free(struct kp_name_index *ix);
/* Each function's NOP run split into its prefix and the padding before it. */
void kp_split_prefixes(struct kp_analysis *an);
/* Each function's ops slot and the one defect of its prefix, and so which check reports it. */
void kp_decide_defects(struct kp_analysis *an);
/* Counts for the table and the JSON. */
void kp_summarise(struct kp_analysis *an);

#endif
