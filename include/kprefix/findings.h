/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_FINDINGS_H
#define KPREFIX_FINDINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kprefix/hashmap.h"
#include "kprefix/util.h"

enum kp_severity { KP_NOTE, KP_WARNING, KP_ERROR };

const char *kp_severity_name(enum kp_severity severity);
/* The severity a report names ("error", "warning", or SARIF's level of the same names); a note otherwise. */
enum kp_severity kp_severity_parse(const char *name);

/*
 * Every check kprefix has, in the order they run. Each is one entry of the
 * catalogue (kp_checks[] in src/findings/catalogue.c) with its name, severity,
 * summary and man page section; a finding names its check by this id only.
 */
enum kp_check_id {
	KP_CHECK_MODULE_LAYOUT,
	KP_CHECK_TYPE_OFFSET,
	KP_CHECK_ISLAND,
	KP_CHECK_RECORDS_ZEROED,
	KP_CHECK_PREFIX_NOPS,
	KP_CHECK_HASH_OFFSET,
	KP_CHECK_OPS_SLOT,
	KP_CHECK_PATCH_SITE,
	KP_CHECK_ENTRY_NOPS,
	KP_CHECK_RECORD_TARGET,
	KP_CHECK_RECORD_ORPHAN,
	KP_CHECK_CALLSITE_OFFSET,
	KP_CHECK_HASH_MISMATCH,
	KP_CHECK_HASH_MISSING,
	KP_CHECK_HASH_SCHEME,
	KP_CHECK_CONFIG_MISMATCH,
	KP_NR_CHECKS,
};

/* The check's stable name, e.g. "hash-offset". */
const char *kp_check_name(enum kp_check_id id);

/* What the catalogue says of one check. */
struct kp_check_info {
	enum kp_check_id id;
	const char *name;              /* "hash-offset" */
	enum kp_severity severity;     /* its findings' usual severity */
	const char *summary;           /* one line */
	const char *man_section;       /* the subsection of CHECKS in kprefix(1) that explains it */
};

/* Indexed by enum kp_check_id, in the order the checks run. */
extern const struct kp_check_info kp_checks[KP_NR_CHECKS];

/* The check's paragraph of kprefix(1), CHECKS, as plain text; NULL when none. */
const char *kp_check_help(const char *name);

/* The check called name, NULL when none. */
const struct kp_check_info *kp_check_by_name(const char *name);

/* Which checks run: a bit per enum kp_check_id. */
typedef unsigned long long kp_check_set;
#define KP_ALL_CHECKS ((1ull << KP_NR_CHECKS) - 1)

/*
 * Parse "id,id,..." into *set: set the bits (enable) or clear them. Returns
 * 0, or -1 with the unknown id in err.
 */
int kp_check_set_parse(kp_check_set *set, const char *list, bool enable, char *err, size_t errlen);

/* FNV-1a, the hash fingerprints and causes are made of: start from KP_HASH_INIT. */
#define KP_HASH_INIT 0xcbf29ce484222325ull
/* h and the string s with its terminating byte, so that "ab","c" differs from "a","bc". */
uint64_t kp_hash_str(uint64_t h, const char *s);

/* 16 hex digits of a 64-bit hash (src/findings/fingerprint.c). */
#define KP_FINGERPRINT_LEN 16

/*
 * What a baseline says of a finding: nothing (no baseline), new, or known;
 * absent: the baseline had it and this run does not (SARIF's "absent").
 */
enum kp_baseline_state { KP_BASELINE_NONE, KP_BASELINE_NEW, KP_BASELINE_KNOWN, KP_BASELINE_ABSENT };

/* A growing string: s is "" or the text so far, len its length. */
struct kp_buf {
	char *s;
	size_t len, cap;
};

/* Findings are data until a reporter formats them. */
struct kp_finding {
	enum kp_check_id check;
	enum kp_severity severity;
	const char *function;   /* NULL when no function is involved */
	int64_t func_offset;    /* address - function */
	uint64_t address;
	/*
	 * The message, rendered once: by kp_report from its check's template,
	 * and again only to put in the origins of the functions it names once
	 * debug data said them (kp_findings_place_origins). Every format reads it.
	 */
	const char *text;
	/* Shown by text only with --verbose: a note, or a detail another finding sums up. */
	bool folded;
	/* Findings sort by rank, then address: the type report leads. */
	int rank;

	/* What a fingerprint reads besides its check, image and function
	 * (src/findings/fingerprint.c): never an address. */
	const char *island;     /* the island's symbol prefix ("__pi_"), NULL: none said */
	bool has_type;
	uint32_t type_hash;     /* the kCFI type it is about (type-offset, hash-mismatch) */
	/* In C, from the image's BTF (src/analysis/ctypes.c), NULL when not known: the type
	 * type_hash is, and the prototype of the function the finding is on where that is
	 * another (hash-mismatch: the definition against the declaration). Never fingerprinted. */
	const char *type_c;
	const char *function_type_c;
	int variant;            /* tells findings of one check on one function apart: a load offset, a kind */
	/* type-offset: 1 + the index of its type class in the analysis (its call
	 * sites and targets, which JSON lists); 0: none. */
	unsigned type_class;
	/* A function it is about that is not in this image (a module's typeid
	 * naming a vmlinux function): JSON names it, text locates nothing. */
	const char *about;
	/* The functions the message names whose origin explains the layout
	 * (kp_message_origin): findings->origin_slots[origin_slot ...
	 * origin_slot + norigin_slots); kp_attribute_findings finds each
	 * origin, kp_findings_place_origins puts it into the text. */
	size_t origin_slot;
	unsigned norigin_slots;
	/* Stable across rebuilds: set by kp_findings_fingerprint(). */
	char fingerprint[KP_FINGERPRINT_LEN + 1];
};

/*
 * Where a function that findings are in came from, when debug data says
 * (kp_attribute_findings): beside the findings, one for every finding of
 * the function, never in them.
 */
struct kp_attribution {
	uint64_t func_addr;      /* with function, what it is of */
	const char *function;
	const char *unit;        /* its compile unit: the object to fix */
	const char *unit_flags;  /* the unit's layout flags */
	const char *file;        /* the function's source file and line */
	unsigned line;
	/* What it was written in when that explains the layout: "Rust", "assembly", NULL. */
	const char *origin;
	/* From a kernel build tree (src/debug/buildtree.c): the flags of the
	 * objects that are right, what differs, and the Makefile statement that
	 * made the difference (relative to the source tree; NULL: none found). */
	const char *expected_flags;
	const char *flag_difference;
	const char *makefile;
	unsigned makefile_line;
	const char *makefile_text;
	bool built_apart;        /* code built apart on purpose (its own flags) */
};

struct kp_findings {
	struct kp_finding *items;
	size_t count, capacity;
	size_t per_severity[3];
	size_t known_per_severity[3]; /* of those, how many a baseline knows */
	/* Under --baseline, what it says of each item, by index (the gate's,
	 * after suppressions): a known finding is kept in every report but
	 * gives no exit status. NULL: no baseline. */
	enum kp_baseline_state *baseline;
	/* A filter took every finding that sums the details up: they are shown (kp_finding_folded). */
	bool details_shown;
	/* The messages' arguments and texts, made once per finding, freed with the findings. */
	struct kp_arena arena;
	/* The attributions' strings (functions, units, flags, files, Makefile lines), each once. */
	struct kp_strset strings;
	/* Units of the image that disagree on a layout flag, as one line, or NULL. */
	const char *flag_disagreement;
	/* What the attribution could not use (a --debug-dir file for another build), or NULL. */
	const char *debug_note;
	struct kp_origin_slot *origin_slots;
	size_t norigin_slots, origin_slots_cap;
	/* One per function, in the order said: kp_finding_attribution. */
	struct kp_attribution *attributions;
	size_t nattributions, attributions_cap;
	/* Their index by (address, name): the key in the arena, the value the attribution's index. */
	struct kp_hashmap attribution_index;
	/* What a build tree says of a module as a whole (its objects' flags and
	 * Makefile line), for its module-layout finding, which names no
	 * function; NULL when it said nothing. */
	struct kp_attribution *image_attribution;
	/* A view of findings from several containers (kprefix diff's): each
	 * item's attribution by its index, from its own container, instead. */
	const struct kp_attribution *const *attribution_of;
};

/* Whether text leaves f to -v: a note, or a detail a finding still here sums up. */
bool kp_finding_folded(const struct kp_findings *findings, const struct kp_finding *f);

/* What a baseline says of f: KP_BASELINE_NONE without one. */
enum kp_baseline_state kp_finding_baseline(const struct kp_findings *findings, const struct kp_finding *f);

/* What the attribution says of f's function; every field NULL when it said nothing. */
const struct kp_attribution *kp_finding_attribution(const struct kp_findings *findings,
						    const struct kp_finding *f);
/* Say a of f's function (strings kept by findings); a function said of once keeps what was said. */
void kp_findings_attribute(struct kp_findings *findings, const struct kp_finding *f,
			   const struct kp_attribution *a);

/* Say a of the image as a whole: what its module-layout finding is attributed to. */
void kp_findings_attribute_image(struct kp_findings *findings, const struct kp_attribution *a);

/*
 * Where a message names a function's origin: " (Rust)" after a name, or
 * "Rust, " opening a parenthesis; or nowhere, for a function the finding is
 * about that only its data names (a type class's targets in JSON).
 */
enum kp_origin_form { KP_ORIGIN_PAREN, KP_ORIGIN_LEAD, KP_ORIGIN_DATA };

struct kp_origin_slot {
	uint64_t func_addr; /* the function named */
	/* Where in the finding's text its origin goes: after the text the
	 * message had when it was named (kp_message_origin). */
	size_t at;
	enum kp_origin_form form;
	const char *origin; /* once attributed: "Rust", "assembly" or NULL */
};

/* The origin f's slots found for the function at func_addr, NULL when none. */
const char *kp_finding_origin_of(const struct kp_findings *findings, const struct kp_finding *f,
				 uint64_t func_addr);

/*
 * A message as a check composes it (kp_message_add), with the functions it
 * names whose origin goes into it, each where it was named
 * (kp_message_origin): kp_report_message makes it a finding's. Plain
 * messages need none of this: kp_report takes their template.
 */
struct kp_message {
	struct kp_buf text;
	struct kp_origin_slot *names;
	size_t nnames, names_cap;
};

__attribute__((format(printf, 2, 3)))
void kp_message_add(struct kp_message *m, const char *fmt, ...);
/*
 * The function at func_addr, named by the text added so far (or the one the
 * finding is about): its origin goes here, as form says, once known.
 */
void kp_message_origin(struct kp_message *m, uint64_t func_addr, enum kp_origin_form form);
void kp_message_free(struct kp_message *m);

/*
 * Put the origins kp_attribute_findings found into the texts of the
 * findings that name them: once, after attribution.
 */
void kp_findings_place_origins(struct kp_findings *findings);

/*
 * Make text, rendered already, f's message (a report read back, a copy into
 * another container), kept in arena.
 */
void kp_finding_set_text(struct kp_arena *arena, struct kp_finding *f, const char *text);

/*
 * What a check says of one finding, in one initialiser: where it is, what
 * names it across rebuilds (src/findings/fingerprint.c) and how it is shown.
 * Fields left out are "none"; strings that are not the image's are copied.
 */
struct kp_finding_info {
	enum kp_check_id check;
	enum kp_severity severity;
	const char *function;    /* NULL when no function is involved */
	uint64_t func_addr;      /* the function's address: func_offset is address - func_addr */
	uint64_t address;
	bool leads;              /* sorts before every other finding (rank 0): the type report */
	bool shown;              /* a note text shows without --verbose */
	bool detail;             /* a detail another finding sums up: shown with --verbose */
	const char *island;      /* as struct kp_finding says of each of these */
	bool has_type;
	uint32_t type_hash;
	const char *type_c;
	const char *function_type_c;
	int variant;
	unsigned type_class;
	const char *about;
};

/* Keep s (xstrdup'd) as long as the findings; returns the copy. */
const char *kp_findings_keep(struct kp_findings *findings, const char *s);

/* Report the finding info says, its message fmt rendered now. */
__attribute__((format(printf, 3, 4)))
const struct kp_finding *kp_report(struct kp_findings *findings, const struct kp_finding_info *info,
				   const char *fmt, ...);
/* The same with a composed message, whose text and names the finding takes (m is emptied). */
const struct kp_finding *kp_report_message(struct kp_findings *findings,
					   const struct kp_finding_info *info, struct kp_message *m);
void kp_findings_sort(struct kp_findings *findings);
size_t kp_findings_count_check(const struct kp_findings *findings, enum kp_check_id check);
void kp_findings_free(struct kp_findings *findings);

/* Remove the findings keep() refuses, keeping the counts right; returns how many went.
 * Folded details outlive no type-offset finding: with none left they are shown. */
size_t kp_findings_filter(struct kp_findings *findings,
			  bool (*keep)(const struct kp_finding *f, void *ctx), void *ctx);

/*
 * Every finding's fingerprint, computed once for JSON, SARIF, baselines and
 * diff alike: a hash of the check id, the image's scope ("vmlinux", or a
 * module's file name: kp_fingerprint_scope_of), the island, the function (or
 * the function it is about), the kCFI type, the variant, and how many
 * findings before it in report order had all of these the same. Never an
 * address or a count, so that a rebuild that moves code keeps them.
 * Findings must be sorted.
 */
void kp_findings_fingerprint(struct kp_findings *findings, const char *scope);
/* "vmlinux" unless module (ET_REL); a module or object by its file name without .xz, .gz or .zst. */
void kp_fingerprint_scope_of(const char *name, bool module, char *buf, size_t len);

/* Whether s is a fingerprint (16 lowercase hex digits, nothing else), and its value. */
bool kp_fingerprint_parse(const char *s, uint64_t *value);

/* Fingerprints: appended, then sealed (sorted, unique: n log n) before they are asked. */
struct kp_fingerprint_set {
	uint64_t *items;
	size_t count, capacity;
	bool sealed;
};

/* False (and nothing added) when fingerprint is not one. */
bool kp_fingerprint_set_add(struct kp_fingerprint_set *set, const char *fingerprint);
void kp_fingerprint_set_seal(struct kp_fingerprint_set *set);
bool kp_fingerprint_set_has(const struct kp_fingerprint_set *set, const char *fingerprint);
void kp_fingerprint_set_free(struct kp_fingerprint_set *set);

/* 0 clean, 1 errors (or warnings when werror) a baseline does not know: the exit status findings give. */
int kp_findings_status(const struct kp_findings *findings, bool werror);

/*
 * "func+0x10", "func-0x4", "0xffff...": how text locates a finding; "" when
 * nothing locates it. Whole, however long the name: the caller frees it.
 */
char *kp_location(const char *function, int64_t func_offset, uint64_t address);
char *kp_finding_location(const struct kp_finding *f);

#endif
