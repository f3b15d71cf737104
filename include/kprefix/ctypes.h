/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The C type behind every kCFI hash (src/analysis/ctypes.c): each hashed
 * function's prototype from the image's .BTF (a module's split BTF against
 * its vmlinux's), mangled as clang's CodeGenModule::CreateKCFITypeId mangles
 * it (Itanium, "_ZTS" + the canonical function type; with integer
 * normalization its "u3i32" encoding and the ".normalized" suffix), hashed
 * under each scheme a compiler uses (xxHash64's low 32 bits; FNV-1a, clang
 * 22's -fsanitize-kcfi-hash=FNV-1a), and the hash word compared. The scheme
 * of an image is the one that reproduces most of its hashes.
 */
#ifndef KPREFIX_CTYPES_H
#define KPREFIX_CTYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kprefix/hashmap.h"

struct btf;
struct kp_analysis;
/* A parsed BTF with a count of who holds it: a vmlinux's, lent to its modules. */
struct kp_btf_ref;

enum kp_kcfi_scheme {
	KP_SCHEME_XXHASH,       /* clang's default: xxHash64 of the mangled type, low 32 bits */
	KP_SCHEME_XXHASH_NORM,  /* CONFIG_CFI_ICALL_NORMALIZE_INTEGERS (Rust) */
	KP_SCHEME_FNV,          /* clang 22+ -fsanitize-kcfi-hash=FNV-1a, GCC's kCFI series */
	KP_SCHEME_FNV_NORM,
	KP_NR_SCHEMES,
};

/* "xxHash64 of the mangled type", ... : how -v and messages say it. */
const char *kp_scheme_text(enum kp_kcfi_scheme s);
/* "xxhash64", "xxhash64-normalized", "fnv1a", "fnv1a-normalized": JSON's. */
const char *kp_scheme_id(enum kp_kcfi_scheme s);

/* What became of a hashed function's hash, reproduced or why not. */
enum kp_type_fate {
	KP_TYPE_REPRODUCED,    /* its type's hash under the image's scheme */
	KP_TYPE_OTHER_SCHEME,  /* its type's hash under another scheme (hash-scheme) */
	KP_TYPE_NO_TYPE,       /* no prototype of that name: assembly, left out of BTF */
	KP_TYPE_COMPILER_MADE, /* a name the compiler made (.cfi_jt, .llvm.N, __cfi_): its source type is not its name's */
	KP_TYPE_ANONYMOUS,     /* a struct, union or enum without a name for linkage */
	KP_TYPE_UNSUPPORTED,   /* a type the mangler does not encode (vector, ...) */
	KP_TYPE_AMBIGUOUS,     /* several prototypes (or functions) of that name, none reproduces it */
	KP_TYPE_ARRAY,         /* a pointer to an array in its prototype: BTF flattens multi-dimensional ones */
	KP_TYPE_KFUNC,         /* a BPF kfunc: its BTF prototype is what BPF programs see */
	KP_TYPE_DIFFERS,       /* a prototype that hashes to something else under every scheme */
	KP_TYPE_RUST,          /* a Rust function whose type its symbol does not say (or one rustc transforms) */
	KP_NR_TYPE_FATES,
};

/* "reproduced", "other-scheme", "no-type", ...: the JSON name of a fate. */
const char *kp_type_fate_id(enum kp_type_fate f);
/* "no prototype", ...: -v's. */
const char *kp_type_fate_text(enum kp_type_fate f);

/* One hashed function's type. */
struct kp_func_type {
	bool hashed;               /* the function has a hash word */
	enum kp_type_fate fate;
	uint32_t proto;            /* its BTF FUNC_PROTO id, 0: none */
	int scheme;                /* the scheme its hash matched, -1: none */
	uint32_t computed;         /* its type's hash under the image's scheme */
	/* its prototype in C, NULL when none; a BTF prototype's is written when
	 * first asked: read it with kp_func_type_c() */
	const char *ctype;
	bool from_dwarf;           /* that prototype came from DWARF, not the BTF */
	bool from_symbol;          /* that type came from its Rust (v0) symbol */
};

/* Where one function's type came from: "DWARF", "BTF" or "Rust symbol". */
const char *kp_func_type_source(const struct kp_func_type *ft);

/* A type hash named in C: from a hashed function, or any prototype in the BTF. */
struct kp_named_type {
	uint32_t hash;
	const char *ctype;         /* NULL until asked, for proto's: kp_type_name() writes it */
	uint32_t proto;            /* the BTF prototype it is the text of, 0: none */
	bool first;                /* the first of its hash's, and its ctype the one to say */
};

struct kp_types {
	/* Where the types came from: "BTF", "DWARF", "BTF and DWARF", or NULL with why none. */
	const char *source;
	size_t from_dwarf;         /* functions reproduced from DWARF, where BTF did not */
	char why[160];
	struct btf *btf;           /* this image's (a module's split on its vmlinux's), or NULL */
	struct kp_btf_ref *ref;    /* the hold on it */
	bool borrowed;
	uint32_t first_id;         /* the first type id of this image's own BTF (split) */
	int scheme;                /* the image's scheme, -1: nothing hashed with a type */
	size_t hashed;             /* hashed functions */
	size_t per_fate[KP_NR_TYPE_FATES];
	size_t per_scheme[KP_NR_SCHEMES]; /* functions whose hash each scheme reproduces */
	struct kp_func_type *funcs; /* parallel to image->funcs */
	/* Hashes named in C, under the image's scheme, sorted by hash: the
	 * reproduced functions' first, then (once asked) every prototype's. The
	 * C text is written only for the hashes a message, show or a report
	 * names (kp_type_name()): for the least of a hash's texts, all of its. */
	struct kp_named_type *named;
	size_t nnamed;
	bool all_protos;           /* every FUNC_PROTO of the BTF is in named */
	/* Strings (C and Rust types, where they came from), freed with the types. */
	struct kp_arena strings;
};

/* Fill an->types (kp_analyse's step, after the hashes and call sites are known). */
void kp_analyse_types(struct kp_analysis *an);
void kp_types_free(struct kp_types *ty);
/* A hold on ty's BTF for a module's split BTF, or NULL; released by kp_btf_ref_put(). */
struct kp_btf_ref *kp_types_lend(const struct kp_types *ty);
void kp_btf_ref_put(struct kp_btf_ref *ref);
/* Every prototype of a vmlinux's BTF by its hash under the vmlinux's scheme: what its
 * modules' call sites check is mostly a vmlinux type, absent from their split BTF. */
struct kp_type_names {
	struct kp_named_type *items; /* sorted by hash; each ctype malloc'd */
	size_t count;
	int scheme;                  /* the vmlinux's, -1: none */
};
void kp_type_names_build(const struct kp_analysis *an, struct kp_type_names *names);
void kp_type_names_free(struct kp_type_names *names);

/*
 * A prototype found outside the image's BTF (DWARF: src/debug/dwarf_types.c)
 * for the hashed function image->funcs[func]: its hashes under every scheme,
 * or the fate that kept it from being mangled, and its C text.
 */
struct kp_type_offer {
	size_t func;
	int fate;                     /* 0, KP_TYPE_ANONYMOUS or KP_TYPE_UNSUPPORTED */
	uint32_t hash[KP_NR_SCHEMES];
	const char *ctype;            /* copied */
	bool from_symbol;             /* a Rust function's type, from its v0 symbol */
};
/*
 * Take the offers for functions the BTF left unreproduced (or all, with no
 * BTF): the image's scheme chosen from them when the BTF chose none, each
 * offer's function reproduced, of another scheme, or of a type that hashes
 * otherwise, its C type named; source says where they came from ("DWARF",
 * "Rust symbols"). A Rust function's offer that hashes otherwise leaves it
 * KP_TYPE_RUST.
 */
void kp_types_settle_offers(struct kp_analysis *an, const struct kp_type_offer *offers, size_t n,
			    const char *source);
/* Name hash (under the image's scheme) as ctype (copied): a type a call site checks, from DWARF. */
void kp_types_add_name(struct kp_analysis *an, uint32_t hash, const char *ctype);
/* Whether a hashed function's hash is still unexplained: neither reproduced nor of another scheme. */
bool kp_type_unexplained(const struct kp_types *ty, size_t func);

/* The C type whose hash under the image's scheme is hash (a module's: or its vmlinux's), or NULL. */
const char *kp_type_name(const struct kp_analysis *an, uint32_t hash);
/* Is hash named (kp_type_name() would say it), without writing its text? */
bool kp_type_known(const struct kp_analysis *an, uint32_t hash);
size_t kp_types_reproduced(const struct kp_types *ty);
/* The prototype in C of the function image->funcs[idx] (hashed, or address-taken), or NULL. */
const char *kp_func_type_c(const struct kp_analysis *an, size_t idx);
/* " (C)" for a type known in C, else "": what messages put after a hash. */
const char *kp_type_paren(const char *c, char *buf, size_t len);

/*
 * The low-level pieces, for tests and for the analysis: mangle the BTF
 * function prototype proto into out ("_ZTSFvvE"; with normalize the
 * ".normalized" suffix too). Returns 0, or the fate that stopped it
 * (KP_TYPE_ANONYMOUS, KP_TYPE_UNSUPPORTED) with out holding what was made.
 * aarch64 says how va_list's struct mangles (St9__va_list).
 */
int kp_mangle_proto(const struct btf *btf, uint32_t proto, bool normalize, bool aarch64,
		    char *out, size_t outlen);
/*
 * The same, for many prototypes of one BTF: each type's mangling made once
 * (kp_mangle_cached() with tunion mangles as kp_mangle_proto_tunion()).
 * A cache is one thread's.
 */
struct kp_mangle_cache;
struct kp_mangle_cache *kp_mangle_cache_new(const struct btf *btf, bool aarch64);
void kp_mangle_cache_free(struct kp_mangle_cache *mc);
int kp_mangle_cached(struct kp_mangle_cache *mc, uint32_t proto, bool normalize, bool tunion, char *out,
		     size_t outlen);
/*
 * kp_mangle_cached() without tunion, and *takes_union what
 * kp_mangle_takes_union() says of proto: found by the mangling's walk,
 * not by a second one.
 */
int kp_mangle_cached_unions(struct kp_mangle_cache *mc, uint32_t proto, bool normalize, char *out, size_t outlen,
			    bool *takes_union);
/* kp_proto_takes_union() of the cache's BTF. */
bool kp_mangle_takes_union(struct kp_mangle_cache *mc, uint32_t proto);
/* Does proto take or return a union by value (what clang 22 may generalize)? */
bool kp_proto_takes_union(const struct btf *btf, uint32_t proto);
/* The same as clang 22 and later mangle it, were its unions by value transparent:
 * each the type of its first member. */
int kp_mangle_proto_tunion(const struct btf *btf, uint32_t proto, bool normalize, bool aarch64,
			   char *out, size_t outlen);
/* The 32-bit kCFI type id of a mangled name under scheme s (the ".normalized" suffix already in it). */
uint32_t kp_kcfi_hash(enum kp_kcfi_scheme s, const char *mangled);
/*
 * rustc's encoding of the type of the Rust function whose v0 symbol is sym,
 * where the symbol says it (src/analysis/mangle_rust.c): "_ZTSF..E" (with
 * normalize its ".normalized" suffix) into out, the signature in Rust
 * ("fn() -> bindings::file") into rust. core is the image's v0 root of the
 * core crate ("Cs<disambiguator>_4core", from any of its symbols), or NULL.
 * Returns 0, or KP_TYPE_RUST when the symbol does not say the type. With
 * plain (may be NULL), *plain says on success whether normalization changes
 * nothing but the suffix (no isize, usize, bool or char met): the other
 * normalization's mangling is then kp_mangle_rust_renorm()'s and its Rust
 * text the same, which saves parsing the symbol again.
 */
int kp_mangle_rust(const char *sym, const char *core, bool normalize, char *out, size_t outlen, char *rust,
		   size_t rustlen, bool *plain);
/*
 * The other normalization's mangling of from, one made under !normalize
 * with *plain set: from with ".normalized" put on (normalize) or taken off,
 * into to, as the mangler would have written it. False where the mangler
 * would have failed (no room in tolen) or from is no such mangling.
 */
bool kp_mangle_rust_renorm(const char *from, bool normalize, char *to, size_t tolen);
/*
 * rustc's encoding of fn(types[1], ..) -> types[0], each a v0 <type> without
 * backrefs (a path's crate root "Cs<disambiguator>_<name>" as v0 writes it):
 * what src/debug/dwarf_rust.c makes of a Rust function's DWARF. Into out,
 * rust and plain as kp_mangle_rust(); KP_TYPE_RUST when a type is not encoded.
 */
int kp_mangle_rust_fn(const char *const *types, size_t n, bool normalize, char *out, size_t outlen, char *rust,
		      size_t rustlen, bool *plain);
/*
 * The same for the trait method whose v0 symbol is sym, its self (types[1])
 * as rustc erases it for a call through a vtable: &dyn Trait (&mut with mut
 * or a &mut types[1]), *mut dyn Trait for a self taken by value (a type not
 * a reference, or FnOnce::call_once's, IntoIterator::into_iter's, Add::add's
 * whatever its type), the trait's path and generic arguments from the
 * symbol (a Rhs = Self that v0 leaves out from types[1], AsRef's T from the
 * return type), with proj_path (a v0 path, or NULL) an associated type's
 * binding to proj_type (a v0 type): &dyn Deref<Target = T>, *mut dyn
 * Add<A, Output = A>; several bindings with "|" between paths and types, in
 * rustc's order. KP_TYPE_RUST when the symbol is no trait method's.
 */
int kp_mangle_rust_method(const char *sym, const char *const *types, size_t n, bool mut, const char *proj_path,
			  const char *proj_type, bool normalize, char *out, size_t outlen, char *rust, size_t rustlen,
			  bool *plain);
/* A BTF type as C, with name as its declarator ("" for the type alone). */
void kp_btf_c_decl(const struct btf *btf, uint32_t id, const char *name, char *out, size_t outlen);

#endif
