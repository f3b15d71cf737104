/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_FINDINGS_H
#define KPREFIX_FINDINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdint.h>

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

/*
 * One value a message was given (kp_report): an integer of any conversion
 * (kept as a long long, formatted as its conversion says), or a string,
 * copied, so that the check's buffers may go.
 */
enum kp_message_arg_kind { KP_ARG_SIGNED, KP_ARG_UNSIGNED, KP_ARG_STRING };
struct kp_message_arg {
	enum kp_message_arg_kind kind;
	union {
		unsigned long long u;
		const char *s;
	} v;
};

/* A growing string that rendering reuses: s is "" or the last text, len its length. */
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
	 * The message, as its check made it: a printf template (the check's
	 * string literal, or KP_MESSAGE_LITERAL for a text read back from a
	 * report) and its arguments. Formats render it last (kp_message_render).
	 */
	const char *template;
	const struct kp_message_arg *args;
	unsigned nargs;
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
	/* Where the message names functions whose origin explains the layout
	 * (kp_finding_origin_at): findings->origin_slots[origin_slot ...
	 * origin_slot + norigin_slots); kp_attribute_findings finds each
	 * origin, rendering puts it into the text. */
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
	/* The messages' arguments and the strings the attribution made, freed with the findings. */
	struct kp_arena arena;
	/* Units of the image that disagree on a layout flag, as one line, or NULL. */
	const char *flag_disagreement;
	/* What the attribution could not use (a --debug-dir file for another build), or NULL. */
	const char *debug_note;
	struct kp_origin_slot *origin_slots;
	size_t norigin_slots, origin_slots_cap;
	/* One per function, in the order said: kp_finding_attribution. */
	struct kp_attribution *attributions;
	size_t nattributions, attributions_cap;
	/* Their index by (address, name): open addressing, index + 1 (0: empty), a power of two. */
	size_t *attribution_index;
	size_t attribution_index_cap;
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
	/* Where: at bytes into the template (piece -1), or into the text of
	 * argument piece (a %s naming functions); SIZE_MAX for KP_ORIGIN_DATA. */
	int piece;
	size_t at;
	uint64_t func_addr; /* the function whose origin goes there */
	enum kp_origin_form form;
	const char *origin; /* once attributed: "Rust", "assembly" or NULL */
};

/* The origin f's slots found for the function at func_addr, NULL when none. */
const char *kp_finding_origin_of(const struct kp_findings *findings, const struct kp_finding *f,
				 uint64_t func_addr);

/*
 * Mark where f's message names the origin of the function at func_addr, if it
 * has one: at bytes into its template (piece -1) or into the text of its
 * argument number piece. Call right after kp_report(f), in the order of the text.
 */
void kp_finding_origin_at(struct kp_findings *findings, struct kp_finding *f, int piece, size_t at,
			  uint64_t func_addr, enum kp_origin_form form);

/* The template of a message read back as text: one string argument. */
#define KP_MESSAGE_LITERAL "%s"

/*
 * f's message as text, into b (reused): its template with its arguments and,
 * when findings is given, the origins attributed where its check marked them.
 * Every format renders it so; the cause fingerprint hashes this text.
 */
const char *kp_message_render(const struct kp_findings *findings, const struct kp_finding *f,
			      struct kp_buf *b);
/* The same, malloc'd. */
char *kp_message_text(const struct kp_findings *findings, const struct kp_finding *f);
/* Two messages by their text without origins: the order findings sort in. */
int kp_message_cmp(const struct kp_finding *a, const struct kp_finding *b);
/* Read a template's arguments (src/findings/message.c); returns how many. */
size_t kp_message_capture(struct kp_arena *arena, const char *template, va_list ap,
			  struct kp_message_arg **args);

/*
 * Make f's message text already rendered (a report read back, a copy into
 * another container), kept in arena: KP_MESSAGE_LITERAL with text its argument.
 */
void kp_finding_set_text(struct kp_arena *arena, struct kp_finding *f, const char *text);
/* The same in an initialiser, for text that outlives the finding (a string literal). */
#define KP_TEXT_MESSAGE(text)                                                                  \
	.template = KP_MESSAGE_LITERAL,                                                        \
	.args = &(const struct kp_message_arg){ .kind = KP_ARG_STRING, .v.s = (text) }, .nargs = 1

/* Keep s (xstrdup'd) as long as the findings; returns the copy. */
const char *kp_findings_keep(struct kp_findings *findings, const char *s);

__attribute__((format(printf, 7, 8)))
struct kp_finding *kp_report(struct kp_findings *findings, enum kp_check_id check,
			     enum kp_severity severity, const char *function, uint64_t func_addr,
			     uint64_t address, const char *fmt, ...);
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

#endif
