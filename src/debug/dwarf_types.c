// SPDX-License-Identifier: GPL-2.0-only
/*
 * The C types BTF does not give, from DWARF: a kernel built without
 * CONFIG_DEBUG_INFO_BTF, and the functions its BTF leaves out or keeps one
 * prototype of (static functions that share a name, functions pahole
 * skips). Each hashed function that is not yet explained is found by its
 * address (so a static function of a shared name is itself), its
 * prototype rebuilt as BTF in a BTF of our own (libbpf's btf__add_*), and
 * mangled and hashed by the same code as the image's BTF (analysis/
 * mangle.c): one mangler, whatever the source of the type.
 */
#include <bpf/btf.h>
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <linux/btf.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/analysis.h"
#include "kprefix/ctypes.h"
#include "kprefix/debuginfo.h"
#include "kprefix/dwarf_rust.h"
#include "kprefix/dwarf_types.h"
#include "kprefix/hashmap.h"
#include "kprefix/util.h"

#ifndef DW_LANG_Rust
#define DW_LANG_Rust 0x1c
#endif

struct dwarf_btf {
	struct btf *btf;
	struct kp_debuginfo *di; /* its DIEs' children stepped over raw where it can */
	struct kp_hashmap converted; /* a type DIE's offset to its BTF id: many prototypes share their types */
	uint32_t index_type;     /* "unsigned int", an array's index */
	int fate;                /* KP_TYPE_UNSUPPORTED once a type cannot be said in BTF */
};

static int64_t ok_id(struct dwarf_btf *db, int id)
{
	if (id <= 0) {
		db->fate = KP_TYPE_UNSUPPORTED;
		return 0;
	}
	return id;
}

static uint32_t type_of(struct dwarf_btf *db, Dwarf_Die *die, int depth);

/* The DIE's DW_AT_type as BTF, 0 (void) when it has none. */
static uint32_t referenced(struct dwarf_btf *db, Dwarf_Die *die, int depth)
{
	Dwarf_Attribute attr;
	Dwarf_Die t;

	if (!dwarf_attr_integrate(die, DW_AT_type, &attr) || !dwarf_formref_die(&attr, &t))
		return 0;
	return type_of(db, &t, depth + 1);
}

static Dwarf_Word byte_size(Dwarf_Die *die, Dwarf_Word dflt)
{
	Dwarf_Attribute attr;
	Dwarf_Word v;

	return dwarf_attr_integrate(die, DW_AT_byte_size, &attr) && !dwarf_formudata(&attr, &v) ? v : dflt;
}

static uint32_t base_type(struct dwarf_btf *db, Dwarf_Die *die)
{
	const char *name = dwarf_diename(die);
	Dwarf_Attribute attr;
	Dwarf_Word enc = 0, size = byte_size(die, 0);

	if (!name || !*name)
		return (uint32_t)ok_id(db, -1);
	if (dwarf_attr(die, DW_AT_encoding, &attr))
		dwarf_formudata(&attr, &enc);
	switch (enc) {
	case DW_ATE_float:
		return (uint32_t)ok_id(db, btf__add_float(db->btf, name, size));
	case DW_ATE_boolean:
		return (uint32_t)ok_id(db, btf__add_int(db->btf, name, size, BTF_INT_BOOL));
	case DW_ATE_signed:
	case DW_ATE_signed_char:
		return (uint32_t)ok_id(db, btf__add_int(db->btf, name, size, BTF_INT_SIGNED));
	case DW_ATE_unsigned:
	case DW_ATE_unsigned_char:
		return (uint32_t)ok_id(db, btf__add_int(db->btf, name, size, 0));
	default: /* complex, decimal float, ... */
		return (uint32_t)ok_id(db, -1);
	}
}

/* int a[2][3]: one DWARF array of two subranges, BTF arrays of arrays. */
static uint32_t array_type(struct dwarf_btf *db, Dwarf_Die *die, int depth)
{
	uint32_t elem = referenced(db, die, depth), counts[8];
	int n = 0;
	Dwarf_Die sub;

	if (!db->index_type)
		db->index_type = (uint32_t)ok_id(db, btf__add_int(db->btf, "unsigned int", 4, 0));
	if (!kp_debuginfo_child(db->di, die, &sub)) {
		do {
			Dwarf_Attribute attr;
			Dwarf_Word v;

			if (kp_debuginfo_tag(db->di, &sub) != DW_TAG_subrange_type || n == 8)
				continue;
			if (dwarf_attr(&sub, DW_AT_count, &attr) && !dwarf_formudata(&attr, &v))
				counts[n++] = (uint32_t)v;
			else if (dwarf_attr(&sub, DW_AT_upper_bound, &attr) && !dwarf_formudata(&attr, &v))
				counts[n++] = (uint32_t)(v + 1);
			else
				counts[n++] = 0; /* a flexible array */
		} while (!kp_debuginfo_sibling(db->di, &sub, &sub));
	}
	if (!n)
		counts[n++] = 0;
	while (n-- > 0)
		elem = (uint32_t)ok_id(db, btf__add_array(db->btf, db->index_type, elem, counts[n]));
	return elem;
}

/* A prototype: the return type, then each parameter's; DW_TAG_unspecified_parameters is "...". */
static uint32_t proto_type(struct dwarf_btf *db, Dwarf_Die *die, int depth)
{
	uint32_t ret = referenced(db, die, depth), *params = NULL;
	size_t n = 0, cap = 0;
	bool variadic = false;
	Dwarf_Die child;

	if (!kp_debuginfo_child(db->di, die, &child)) {
		do {
			int tag = kp_debuginfo_tag(db->di, &child);

			if (tag == DW_TAG_unspecified_parameters) {
				variadic = true;
			} else if (tag == DW_TAG_formal_parameter) {
				uint32_t id = referenced(db, &child, depth);

				grow_array((void **)&params, &cap, n + 1, sizeof(*params));
				params[n++] = id;
			}
		} while (!kp_debuginfo_sibling(db->di, &child, &child));
	}
	/* The parameters follow their prototype in the BTF: their types first. */
	uint32_t proto = (uint32_t)ok_id(db, btf__add_func_proto(db->btf, ret));

	for (size_t i = 0; i < n && proto; i++)
		if (btf__add_func_param(db->btf, "", params[i]))
			db->fate = KP_TYPE_UNSUPPORTED;
	if (variadic && proto && btf__add_func_param(db->btf, "", 0))
		db->fate = KP_TYPE_UNSUPPORTED;
	free(params);
	return proto;
}

static uint32_t type_of(struct dwarf_btf *db, Dwarf_Die *die, int depth)
{
	Dwarf_Off off = dwarf_dieoffset(die);
	uint32_t id;
	long known;

	if (depth > 64 || db->fate)
		return (uint32_t)ok_id(db, -1);
	if (kp_hashmap_find(&db->converted, (long)off, &known))
		return (uint32_t)known;
	kp_debuginfo_prime(db->di, die);
	switch (kp_debuginfo_tag(db->di, die)) {
	case DW_TAG_base_type:
		id = base_type(db, die);
		break;
	case DW_TAG_pointer_type:
		id = (uint32_t)ok_id(db, btf__add_ptr(db->btf, referenced(db, die, depth)));
		break;
	case DW_TAG_const_type:
		id = (uint32_t)ok_id(db, btf__add_const(db->btf, referenced(db, die, depth)));
		break;
	case DW_TAG_volatile_type:
		id = (uint32_t)ok_id(db, btf__add_volatile(db->btf, referenced(db, die, depth)));
		break;
	case DW_TAG_restrict_type:
		id = (uint32_t)ok_id(db, btf__add_restrict(db->btf, referenced(db, die, depth)));
		break;
	case DW_TAG_typedef: {
		const char *name = dwarf_diename(die);

		id = name ? (uint32_t)ok_id(db, btf__add_typedef(db->btf, name, referenced(db, die, depth)))
			  : (uint32_t)ok_id(db, -1);
		break;
	}
	/* By tag alone, as the mangler names them: no members needed. */
	case DW_TAG_structure_type:
	case DW_TAG_class_type:
		id = (uint32_t)ok_id(db, btf__add_struct(db->btf, dwarf_diename(die), (uint32_t)byte_size(die, 0)));
		break;
	case DW_TAG_union_type:
		id = (uint32_t)ok_id(db, btf__add_union(db->btf, dwarf_diename(die), (uint32_t)byte_size(die, 0)));
		break;
	case DW_TAG_enumeration_type: {
		Dwarf_Word size = byte_size(die, 4);

		id = (uint32_t)ok_id(db, btf__add_enum(db->btf, dwarf_diename(die),
							(uint32_t)(size == 1 || size == 2 || size == 8 ? size : 4)));
		break;
	}
	case DW_TAG_array_type:
		id = array_type(db, die, depth);
		break;
	case DW_TAG_subroutine_type:
		id = proto_type(db, die, depth);
		break;
	default: /* _Atomic, vectors, ...: not said here */
		id = (uint32_t)ok_id(db, -1);
		break;
	}
	if (!db->fate)
		kp_hashmap_add(&db->converted, (long)off, id, NULL);
	return id;
}

static bool is_c(Dwarf_Die *die)
{
	Dwarf_Die cu;

	if (!dwarf_diecu(die, &cu, NULL, NULL))
		return false;
	switch (dwarf_srclang(&cu)) {
	case DW_LANG_C:
	case DW_LANG_C89:
	case DW_LANG_C99:
	case DW_LANG_C11:
#ifdef DW_LANG_C17
	case DW_LANG_C17:
#endif
		return true;
	default:
		return false;
	}
}

/*
 * "_ZTSFivE" as "_ZTSFiE": a function type without a prototype has no
 * parameter list at all in clang's Itanium mangling (mangleType of a
 * FunctionNoProtoType), where (void) has "v".
 */
static void drop_empty_params(char *mangled)
{
	char *e = strstr(mangled, ".normalized");
	size_t end = e ? (size_t)(e - mangled) : strlen(mangled);

	if (end >= 2 && mangled[end - 1] == 'E' && mangled[end - 2] == 'v')
		memmove(mangled + end - 2, mangled + end - 1, strlen(mangled + end - 1) + 1);
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

static bool in_set(const uint32_t *set, size_t n, uint32_t h)
{
	return n && bsearch(&h, set, n, sizeof(*set), cmp_u32);
}

/* Every function type a unit's DIEs declare (a cast's typedef, a local pointer's), one by one. */
static void walk_subroutine_types(struct dwarf_btf *db, Dwarf_Die *die, int depth,
				  void (*fn)(void *ctx, uint32_t proto), void *ctx)
{
	Dwarf_Die child;

	if (depth > 32 || dwarf_child(die, &child))
		return;
	do {
		if (dwarf_tag(&child) == DW_TAG_subroutine_type) {
			db->fate = 0;
			uint32_t proto = type_of(db, &child, 0);

			if (proto && !db->fate)
				fn(ctx, proto);
		}
		walk_subroutine_types(db, &child, depth + 1, fn, ctx);
	} while (!dwarf_siblingof(&child, &child));
}

struct site_names {
	struct kp_analysis *an;
	struct dwarf_btf *db;
	uint32_t *want;
	size_t nwant;
	bool aarch64;
};

static void name_if_wanted(void *ctx, uint32_t proto)
{
	struct site_names *sn = ctx;
	int scheme = sn->an->types.scheme;
	bool norm = scheme == KP_SCHEME_XXHASH_NORM || scheme == KP_SCHEME_FNV_NORM;
	char mangled[4096], c[1024];

	if (kp_mangle_proto(sn->db->btf, proto, norm, sn->aarch64, mangled, sizeof(mangled)))
		return;
	uint32_t h = kp_kcfi_hash(scheme, mangled);

	if (!in_set(sn->want, sn->nwant, h) || kp_type_known(sn->an, h))
		return;
	kp_btf_c_decl(sn->db->btf, proto, "", c, sizeof(c));
	kp_types_add_name(sn->an, h, c);
}

/*
 * The types call sites check that no function here has and no prototype
 * of the BTF is: a pointer cast to another type (the bug kCFI exists to
 * catch) has its type only in the unit that casts. Only the units of those
 * call sites are walked.
 */
static void name_site_types(struct kp_analysis *an, struct kp_debuginfo *di, struct dwarf_btf *db)
{
	const struct kp_image *image = an->image;
	struct site_names sn = { .an = an, .db = db, .aarch64 = an->arch->va_list_in_std };
	size_t cap = 0;
	Dwarf_Off *walked = NULL;
	size_t nwalked = 0, wcap = 0;

	if (an->types.scheme < 0)
		return;
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		if (kp_type_known(an, an->kcfi_sites[s].type_hash))
			continue;
		grow_array((void **)&sn.want, &cap, sn.nwant + 1, sizeof(*sn.want));
		sn.want[sn.nwant++] = an->kcfi_sites[s].type_hash;
	}
	if (!sn.nwant)
		return;
	qsort(sn.want, sn.nwant, sizeof(*sn.want), cmp_u32);
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		const struct kp_func *fn = kp_func_containing(image, an->kcfi_sites[s].addr);
		Dwarf_Die cu;
		bool seen = false;

		if (!fn || kp_type_known(an, an->kcfi_sites[s].type_hash) || !kp_debuginfo_unit(di, image, fn, &cu) ||
		    !is_c(&cu))
			continue;
		for (size_t k = 0; k < nwalked && !seen; k++)
			seen = walked[k] == dwarf_dieoffset(&cu);
		if (seen)
			continue;
		grow_array((void **)&walked, &wcap, nwalked + 1, sizeof(*walked));
		walked[nwalked++] = dwarf_dieoffset(&cu);
		walk_subroutine_types(db, &cu, 0, name_if_wanted, &sn);
	}
	free(walked);
	free(sn.want);
}

/*
 * Whether func's code is in a Rust unit. Such a function's subprogram is that
 * unit's (its abstract origin and specification too: rustc's), so not C, and
 * kp_dwarf_rust_types() finds it its own way: not searched for here, where the
 * search scans the unit's bytes for the function's address, and a Rust unit
 * (a whole crate) is large.
 */
static bool rust_unit(struct kp_debuginfo *di, const struct kp_image *image, const struct kp_func *func)
{
	Dwarf_Die cu;

	return kp_debuginfo_unit(di, image, func, &cu) && dwarf_srclang(&cu) == DW_LANG_Rust;
}

void kp_dwarf_types(struct kp_analysis *an, const char *display, const char *debug_dir)
{
	const struct kp_image *image = an->image;
	struct kp_types *ty = &an->types;
	size_t want = 0;

	for (size_t i = 0; ty->funcs && i < image->nfuncs; i++)
		want += kp_type_unexplained(ty, i);
	for (size_t s = 0; s < an->nkcfi_sites && !want; s++)
		want += !kp_type_known(an, an->kcfi_sites[s].type_hash);
	if (!want)
		return;
	struct kp_debuginfo *di = kp_debuginfo_open(image, display, debug_dir);

	if (!kp_debuginfo_found(di)) {
		kp_debuginfo_close(di);
		return;
	}
	struct dwarf_btf db = { .btf = btf__new_empty(), .di = di };
	struct kp_type_offer *offers = NULL;
	size_t noffers = 0, cap = 0;
	bool aarch64 = an->arch->va_list_in_std;
	/* Types here are added as they are met: the cache keys them by id and name offset, which stay. */
	struct kp_mangle_cache *mc = db.btf ? kp_mangle_cache_new(db.btf, aarch64) : NULL;

	/* DIE offsets are numbers: hashed and compared as pointers are. */
	kp_hashmap_init(&db.converted, kp_hashmap_ptr_hash, kp_hashmap_ptr_equal, NULL);
	for (size_t i = 0; db.btf && i < image->nfuncs; i++) {
		Dwarf_Die sub;
		char mangled[4096], c[1024];

		if (!kp_type_unexplained(ty, i) || rust_unit(di, image, &image->funcs[i]) ||
		    !kp_debuginfo_subprogram(di, image, &image->funcs[i], &sub))
			continue;
		/* C only: assembly has no prototype (SYM_TYPED_FUNC_START takes a C declaration's), and
		 * Rust's types are not C's (rustc hashes its own encoding of them). */
		if (!is_c(&sub))
			continue;
		/* int f() (or a K&R definition): clang hashes a type without a prototype, "FiE". */
		bool prototyped = dwarf_hasattr_integrate(&sub, DW_AT_prototyped);

		db.fate = 0;
		uint32_t proto = prototyped ? proto_type(&db, &sub, 0)
					    : (uint32_t)ok_id(&db, btf__add_func_proto(db.btf, referenced(&db, &sub, 0)));
		struct kp_type_offer o = { .func = i, .fate = db.fate };

		for (int norm = 0; norm < 2 && !o.fate && proto; norm++) {
			int fate = kp_mangle_cached(mc, proto, norm, false, mangled, sizeof(mangled));

			if (fate) {
				o.fate = fate;
				break;
			}
			if (!prototyped)
				drop_empty_params(mangled);
			o.hash[norm ? KP_SCHEME_XXHASH_NORM : KP_SCHEME_XXHASH] =
				kp_kcfi_hash(norm ? KP_SCHEME_XXHASH_NORM : KP_SCHEME_XXHASH, mangled);
			o.hash[norm ? KP_SCHEME_FNV_NORM : KP_SCHEME_FNV] =
				kp_kcfi_hash(norm ? KP_SCHEME_FNV_NORM : KP_SCHEME_FNV, mangled);
		}
		if (!proto)
			continue;
		kp_btf_c_decl(db.btf, proto, "", c, sizeof(c));
		/* "int (void)" is a prototype; int f() has none: "int ()". */
		size_t cl = strlen(c);

		if (!prototyped && cl >= 6 && !strcmp(c + cl - 6, "(void)"))
			strcpy(c + cl - 6, "()");
		o.ctype = xstrdup(c);
		grow_array((void **)&offers, &cap, noffers + 1, sizeof(*offers));
		offers[noffers++] = o;
	}
	kp_types_settle_offers(an, offers, noffers, "DWARF");
	/* Rust's, in rustc's encoding of Rust's types. */
	kp_dwarf_rust_types(an, di);
	if (db.btf)
		name_site_types(an, di, &db);
	for (size_t k = 0; k < noffers; k++)
		free((char *)offers[k].ctype);
	free(offers);
	kp_hashmap_free(&db.converted);
	kp_mangle_cache_free(mc);
	btf__free(db.btf);
	kp_debuginfo_close(di);
}
