// SPDX-License-Identifier: GPL-2.0-only
/*
 * The types of the Rust functions whose v0 symbol does not say theirs,
 * from DWARF: each hashed Rust function not yet reproduced is found among
 * its unit's subprograms (nested in the namespaces of its path), its
 * return and parameter types written as v0 types, and encoded as rustc
 * encodes a function type for kCFI (src/analysis/mangle_rust.c). rustc
 * encodes the function's ABI: a parameter of a zero-sized type is not
 * passed, so not encoded; a function that does not return returns !. A
 * struct, enum or union is its definition's path, the namespaces around it
 * in its unit, its crate's disambiguator the one the image's v0 symbols
 * give that crate.
 *
 * DWARF does not say everything rustc encodes: which structs are
 * #[repr(transparent)] (rustc encodes one as its field), how many
 * lifetimes a type takes, whether a function is extern "C" (bindgen's
 * types then by their C name) or #[track_caller] (a hidden &Location), a
 * trait method's self as rustc erases it (&dyn Trait, *mut dyn Trait by
 * value, with the trait's arguments and its Output, Target or Item
 * binding; a self of a type not encoded, a closure's, then too). Those readings are
 * tried, a bounded number per function, and only one whose hash is the
 * hash word is taken; what it chose is learnt for the next functions.
 * What no reading reproduces stays in class rust. A hashed function of a
 * Rust unit with a C name (#[no_mangle], #[export_name]: extern "C"
 * functions, rustc's __rust_* builtins) has no v0 symbol, so no class rust,
 * but is read so all the same.
 */
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "kprefix/analysis.h"
#include "kprefix/ctypes.h"
#include "kprefix/debuginfo.h"
#include "kprefix/dwarf_rust.h"
#include "kprefix/util.h"

#ifndef DW_LANG_Rust
#define DW_LANG_Rust 0x1c
#endif

#define MAX_V0 1024
#define MAX_DEPTH 24 /* of v0_type()'s recursion */
#define MAX_BORROW_DEPTH 12 /* of may_borrow()'s */
#define MAX_PARAMS 16

/* A definition's namespaces ("kernel::sync::arc"), by the DIE offset of the definition. */
struct scoped {
	Dwarf_Off die;
	size_t ns;
};

struct sub_at {
	Dwarf_Addr pc;
	Dwarf_Off die;
};

/* One Rust unit, walked once: its subprograms by address, its types' namespaces. */
struct rust_unit {
	Dwarf_Off cu;
	struct sub_at *subs;
	size_t nsubs, subs_cap;
	struct scoped *types; /* in DIE order, so sorted */
	size_t ntypes, types_cap;
	char **ns;
	size_t nns, ns_cap;
};

/* A crate's v0 root, "Cs<disambiguator>_<len><name>", from the image's symbols. */
struct crate_root {
	char name[64];
	size_t len; /* of name: compared before its bytes, which most crates' differ from */
	char root[96];
};

/* How many lifetimes a type's generic arguments begin with, by its name, from the image's v0 symbols. */
struct lifetimes {
	char name[64];
	int count; /* -1: names seen with different counts */
};

struct unknown;

/* An iterator's Item, by its type (v0), from its next() whose hash a reading reproduced. */
struct iter_item {
	char self[256];
	char item[256];
};

/* may_borrow()'s answer for a struct, by where its DIE is: see borrows_memo() */
struct borrow_memo {
	const void *die; /* Dwarf_Die.addr, NULL: an empty slot */
	bool borrows;
};

/* A choice() made while converting a type, with its answer: see v0_type() */
struct choice_made {
	char key[160];
	unsigned radix, answer;
};

/* v0_type()'s conversion of a DIE, to replay where it would come out the same: see v0_type() */
struct type_memo {
	const void *die; /* Dwarf_Die.addr, NULL: an empty slot */
	Dwarf_Off cu;    /* the unit scope_of() read */
	bool repr_c, ok, has_c;
	int height;      /* how much deeper than the DIE's own depth the conversion went */
	size_t at, len;  /* its bytes in memo_bytes */
	size_t first, nchoices; /* its choices in memo_choices, in the order made */
};

/* may_borrow_walk() of a struct (or variant), to replay: see may_borrow() */
struct borrow_part {
	const void *die; /* Dwarf_Die.addr, NULL: an empty slot */
	bool borrows;
	unsigned took;   /* the budget it took */
	int height;      /* how much deeper than its own depth it went */
};

struct rust_ctx {
	struct kp_debuginfo *di; /* its DIEs walked with kp_debuginfo_child() and the like */
	struct unknown *learnt; /* choices a reproduced hash confirmed, radix the choice */
	size_t nlearnt, learnt_cap;
	size_t *learnt_index; /* by key: open addressing, a power of two slots; k + 1, 0 an empty slot */
	size_t learnt_index_cap;
	char location[160]; /* &core::panic::location::Location<'_> as a v0 type */
	struct lifetimes *lt;
	size_t nlt, lt_cap;
	struct rust_unit *units;
	size_t nunits, units_cap;
	struct crate_root *crates;
	size_t ncrates, crates_cap;
	struct iter_item *items;
	size_t nitems, items_cap;
	struct borrow_memo *borrows; /* open addressing, a power of two slots */
	size_t nborrows, borrows_cap;
	struct borrow_part *parts; /* open addressing, a power of two slots */
	size_t nparts, parts_cap;
	int borrow_reach;  /* while may_borrow() walks: the deepest depth reached, */
	bool borrow_cut;   /* whether its depth or its budget cut the walk short */
	struct type_memo *memo; /* open addressing, a power of two slots */
	size_t nmemo, memo_cap;
	char *memo_bytes;
	size_t nmemo_bytes, memo_bytes_cap;
	struct choice_made *memo_choices;
	size_t nmemo_choices, memo_choices_cap;
	/* while v0_type() converts: the choices made, the deepest depth reached, whether its limit was */
	struct choice_made *made;
	size_t nmade, made_cap;
	int converting, reach;
	bool too_deep;
};

struct vbuf {
	char s[MAX_V0];
	size_t n;
	bool over;
};

/*
 * An empty buffer. Not "(struct vbuf){ .n = 0 }", which zeroes all MAX_V0 bytes:
 * signature() empties MAX_PARAMS of them for every reading of every function.
 * vput() keeps s NUL-terminated at n, so s[0] is all to set.
 */
static void vb_init(struct vbuf *b)
{
	b->n = 0;
	b->over = false;
	b->s[0] = 0;
}

static void vput(struct vbuf *b, const char *s, size_t n)
{
	if (b->over || b->n + n >= sizeof(b->s)) {
		b->over = true;
		return;
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}

static void vputs(struct vbuf *b, const char *s)
{
	vput(b, s, strlen(s));
}

/*
 * How many of v0's base-62 digits (0-9a-zA-Z) s starts with, as strspn()
 * would say: not strspn() itself, which builds a table of its set on every
 * call (some 480 Ir for a crate's 11 digits, 6,213 calls on the Rust boot
 * kernel).
 */
static size_t b62_span(const char *s)
{
	static const bool digit[256] = { ['0' ... '9'] = true, ['a' ... 'z'] = true, ['A' ... 'Z'] = true };
	size_t n = 0;

	while (digit[(unsigned char)s[n]])
		n++;
	return n;
}

/*
 * The decimal number c starts with (a digit), *end past its digits, as
 * strtoul(c, end, 10), but no more than cap: every caller refuses a number
 * from cap on, so a larger (or overflowing) one gives the same. Not
 * strtoul(), whose locale and base handling cost 123 Ir per call, in
 * 37,469 calls on the Rust boot kernel.
 */
static unsigned long decimal(const char *c, const char **end, unsigned long cap)
{
	unsigned long n = 0;

	for (; *c >= '0' && *c <= '9'; c++)
		n = n < cap ? n * 10 + (unsigned long)(*c - '0') : cap;
	*end = c;
	return n < cap ? n : cap;
}

/* Every "Cs<base-62>_<len><ident>" in the image's v0 symbols: each crate's root, the first seen. */
static void find_crates(struct rust_ctx *rc, const struct kp_image *image)
{
	for (size_t i = 0; i < image->nfunc_names; i++) {
		const char *name = image->names_by_addr[i].name, *c = name;

		if (strncmp(name, "_R", 2))
			continue;
		while ((c = strstr(c + 1, "Cs"))) {
			const char *e = c + 2 + b62_span(c + 2), *end;

			if (*e != '_' || !(e[1] >= '1' && e[1] <= '9'))
				continue;
			unsigned long len = decimal(e + 1, &end, sizeof(rc->crates[0].name));

			if (!len || len >= sizeof(rc->crates[0].name) || strnlen(end, len) < len ||
			    (size_t)(end + len - c) >= sizeof(rc->crates[0].root))
				continue;
			bool seen = false;

			for (size_t k = 0; k < rc->ncrates && !seen; k++)
				seen = rc->crates[k].len == len && !memcmp(rc->crates[k].name, end, len);
			if (seen)
				continue;
			grow_array((void **)&rc->crates, &rc->crates_cap, rc->ncrates + 1, sizeof(*rc->crates));
			struct crate_root *cr = &rc->crates[rc->ncrates++];

			snprintf(cr->name, sizeof(cr->name), "%.*s", (int)len, end);
			cr->len = len;
			snprintf(cr->root, sizeof(cr->root), "%.*s", (int)(end + len - c), c);
		}
	}
}

/*
 * Every "<len><ident>" in a v0 symbol followed by lifetimes ("L<base-62>"):
 * a path in generic arguments "I<path>L_..E", whose first arguments are
 * those lifetimes (DWARF names a type's type arguments, not its lifetimes).
 */
static void find_lifetimes(struct rust_ctx *rc, const struct kp_image *image)
{
	for (size_t i = 0; i < image->nfunc_names; i++) {
		const char *name = image->names_by_addr[i].name, *last_l;

		/*
		 * What is found is a <len><ident> followed by an 'L': so none in
		 * a symbol without one, and none whose <len> begins at or after
		 * the last 'L' (its identifier would end past that 'L'). The scan
		 * stops there.
		 */
		if (strncmp(name, "_R", 2) || !(last_l = strrchr(name + 2, 'L')))
			continue;
		/*
		 * A <len> is a run of digits whose first is 1-9: each run is read
		 * once from its first digit and stepped over, so no byte needs
		 * its predecessor checked; and whether its identifier fits before
		 * that last 'L' is told without strnlen() (35,866 calls on the
		 * Rust boot kernel).
		 */
		for (const char *c = name + 2; c < last_l; c++) {
			const char *first = c, *end;

			if (!(*c >= '0' && *c <= '9'))
				continue;
			unsigned long len = decimal(c, &end, sizeof(rc->lt[0].name));

			c = end - 1;
			if (*first == '0')
				continue;
			if (*end == '_')
				end++;
			if (!len || len >= sizeof(rc->lt[0].name) || (size_t)(last_l - end) < len || end[len] != 'L')
				continue;
			int count = 0;
			const char *l = end + len;

			while (*l == 'L') {
				l++;
				l += b62_span(l);
				if (*l++ != '_')
					break;
				count++;
			}
			size_t k;

			for (k = 0; k < rc->nlt; k++)
				if (strlen(rc->lt[k].name) == len && !memcmp(rc->lt[k].name, end, len))
					break;
			if (k == rc->nlt) {
				grow_array((void **)&rc->lt, &rc->lt_cap, rc->nlt + 1, sizeof(*rc->lt));
				snprintf(rc->lt[k].name, sizeof(rc->lt[k].name), "%.*s", (int)len, end);
				rc->lt[k].count = count;
				rc->nlt++;
			} else if (rc->lt[k].count != count) {
				rc->lt[k].count = -1;
			}
		}
	}
}

static int lifetimes_of(const struct rust_ctx *rc, const char *name, size_t len)
{
	for (size_t k = 0; k < rc->nlt; k++)
		if (strlen(rc->lt[k].name) == len && !memcmp(rc->lt[k].name, name, len))
			return rc->lt[k].count;
	return -1;
}

/* core's types that hold a lifetime only behind a pointer (what may_borrow() does not follow). */
static int known_lifetimes(const char *scope, const char *name, size_t len)
{
	static const struct {
		const char *scope, *name;
		int count;
	} known[] = {
		{ "core::fmt", "Arguments", 1 },          { "core::fmt", "Formatter", 1 },
		{ "core::fmt::rt", "Argument", 1 },       { "core::panic::location", "Location", 1 },
		{ "core::fmt::builders", "DebugStruct", 2 }, { "core::fmt::builders", "DebugTuple", 2 },
		{ "core::fmt::builders", "DebugList", 2 },   { "core::fmt::builders", "DebugSet", 2 },
		{ "core::fmt::builders", "DebugMap", 2 },    { "core::fmt::builders", "DebugInner", 2 },
		{ "core::panic::panic_info", "PanicInfo", 1 },
	};

	for (size_t k = 0; k < ARRAY_SIZE(known); k++)
		if (!strcmp(scope, known[k].scope) && strlen(known[k].name) == len && !memcmp(known[k].name, name, len))
			return known[k].count;
	return -1;
}

static const char *crate_root(const struct rust_ctx *rc, const char *name, size_t len)
{
	for (size_t k = 0; k < rc->ncrates; k++)
		if (rc->crates[k].len == len && !memcmp(rc->crates[k].name, name, len))
			return rc->crates[k].root;
	return NULL;
}

/*
 * die's children into u; where they end (past their list's 0) when every
 * step was raw, else NULL. die's next sibling starts there: a namespace
 * is not stepped over again once walked (each DIE of a crate was read
 * once per namespace around it).
 */
static const void *walk_unit(struct kp_debuginfo *di, struct rust_unit *u, Dwarf_Die *die, size_t ns, int depth)
{
	struct kp_die_walk walk;
	Dwarf_Die child;

	if (depth > 48 || kp_debuginfo_first(di, die, &child, &walk))
		return NULL;
	do {
		int tag = kp_debuginfo_tag(di, &child);
		Dwarf_Addr pc;

		switch (tag) {
		case DW_TAG_subprogram:
			if (!dwarf_lowpc(&child, &pc)) {
				grow_array((void **)&u->subs, &u->subs_cap, u->nsubs + 1, sizeof(*u->subs));
				u->subs[u->nsubs++] = (struct sub_at){ pc, dwarf_dieoffset(&child) };
			}
			break;
		case DW_TAG_namespace: {
			const char *name = dwarf_diename(&child);
			size_t inner = ns;

			if (name) {
				/* "outer::name", or "name" at the top: one per namespace of the unit (thousands) */
				const char *outer = ns < u->nns ? u->ns[ns] : "";
				size_t lo = strlen(outer), sep = lo ? 2 : 0, ln = strlen(name);
				char *path = xmalloc(lo + sep + ln + 1);

				memcpy(path, outer, lo);
				memcpy(path + lo, "::", sep);
				memcpy(path + lo + sep, name, ln + 1);
				grow_array((void **)&u->ns, &u->ns_cap, u->nns + 1, sizeof(*u->ns));
				u->ns[u->nns] = path;
				inner = u->nns++;
			}
			walk.past = walk_unit(di, u, &child, inner, depth + 1);
			break;
		}
		case DW_TAG_structure_type:
		case DW_TAG_union_type:
		case DW_TAG_enumeration_type:
			grow_array((void **)&u->types, &u->types_cap, u->ntypes + 1, sizeof(*u->types));
			u->types[u->ntypes++] = (struct scoped){ dwarf_dieoffset(&child), ns };
			break;
		default:
			break;
		}
	} while (!kp_debuginfo_next(di, &child, &child, &walk));
	return walk.end;
}

static int cmp_sub(const void *a, const void *b)
{
	const struct sub_at *x = a, *y = b;

	return (x->pc > y->pc) - (x->pc < y->pc);
}

static struct rust_unit *unit_of(struct rust_ctx *rc, Dwarf_Die *cu)
{
	Dwarf_Off off = dwarf_dieoffset(cu);

	for (size_t k = 0; k < rc->nunits; k++)
		if (rc->units[k].cu == off)
			return &rc->units[k];
	grow_array((void **)&rc->units, &rc->units_cap, rc->nunits + 1, sizeof(*rc->units));
	struct rust_unit *u = &rc->units[rc->nunits++];

	*u = (struct rust_unit){ .cu = off };
	walk_unit(rc->di, u, cu, (size_t)-1, 0);
	if (u->nsubs > 1)
		qsort(u->subs, u->nsubs, sizeof(*u->subs), cmp_sub);
	return u;
}

/* The namespaces around a struct, enum or union of u: "kernel::sync::arc", or NULL. */
static const char *scope_of(const struct rust_unit *u, Dwarf_Off die)
{
	size_t a = 0, b = u->ntypes;

	while (a < b) {
		size_t mid = a + (b - a) / 2;

		if (u->types[mid].die < die)
			a = mid + 1;
		else
			b = mid;
	}
	if (a == u->ntypes || u->types[a].die != die || u->types[a].ns >= u->nns)
		return NULL;
	return u->ns[u->types[a].ns];
}

#define MAX_UNKNOWNS 12
#define MAX_VARIANTS 64

/*
 * What DWARF does not say, by a key: "T<path>" whether a struct is
 * #[repr(transparent)], "L<path>" how many lifetimes a type has, "D<path>"
 * whether a struct behind a fat pointer is.
 */
struct unknown {
	char key[160];
	unsigned radix;
	bool used; /* by this reading */
};

/* One way to read DWARF's types, where it does not say what rustc encodes. */
struct conv {
	struct rust_ctx *rc;
	struct rust_unit *u;
	bool repr_c;      /* an extern "C" function: bindgen's types by their C name */
	bool has_c;       /* a type of bindgen's met */
	bool self;        /* the first parameter is self */
	bool opaque_self; /* and its type not encoded: only erased to dyn Trait it may be */
	bool rust_call;   /* Fn*::call*: the arguments' tuple is passed spread */
	unsigned long variant; /* the choice for each unknown not learnt, in mixed radix */
	struct unknown unk[MAX_UNKNOWNS];
	size_t nunk;
};

/*
 * What was learnt of key, the first learnt if twice, as a scan of the list
 * would find it; NULL if nothing. By a hash of the key: choose() is asked
 * for each transparent-looking struct and each borrowing one of every
 * conversion and replay, and the list grows to a hundred and more.
 */
static const struct unknown *learnt_of(const struct rust_ctx *rc, const char *key)
{
	if (!rc->learnt_index_cap)
		return NULL;
	for (size_t h = (size_t)XXH3_64bits(key, strlen(key)) & (rc->learnt_index_cap - 1); rc->learnt_index[h];
	     h = (h + 1) & (rc->learnt_index_cap - 1))
		if (!strcmp(rc->learnt[rc->learnt_index[h] - 1].key, key))
			return &rc->learnt[rc->learnt_index[h] - 1];
	return NULL;
}

static void learnt_insert(struct rust_ctx *rc, size_t k)
{
	const char *key = rc->learnt[k].key;
	size_t h = (size_t)XXH3_64bits(key, strlen(key)) & (rc->learnt_index_cap - 1);

	for (; rc->learnt_index[h]; h = (h + 1) & (rc->learnt_index_cap - 1))
		if (!strcmp(rc->learnt[rc->learnt_index[h] - 1].key, key))
			return; /* the first learnt stays the one found */
	rc->learnt_index[h] = k + 1;
}

/* rc->learnt[nlearnt - 1], just learnt, indexed by its key. */
static void learnt_indexed(struct rust_ctx *rc)
{
	if (2 * rc->nlearnt <= rc->learnt_index_cap) {
		learnt_insert(rc, rc->nlearnt - 1);
		return;
	}
	free(rc->learnt_index);
	rc->learnt_index_cap = rc->learnt_index_cap ? 2 * rc->learnt_index_cap : 256;
	rc->learnt_index = xcalloc(rc->learnt_index_cap, sizeof(*rc->learnt_index));
	for (size_t k = 0; k < rc->nlearnt; k++)
		learnt_insert(rc, k);
}

/* The variant's choice for an unknown, first met now or before: 0 .. radix - 1; what a reproduced hash taught, if it did. */
static unsigned choose(struct conv *cv, const char *key, unsigned radix)
{
	const struct unknown *taught = learnt_of(cv->rc, key);
	unsigned long v = cv->variant;
	size_t k;

	if (taught)
		return taught->radix; /* the choice taught */
	for (k = 0; k < cv->nunk; k++) {
		if (!strcmp(cv->unk[k].key, key))
			break;
		v /= cv->unk[k].radix;
	}
	if (k == cv->nunk) {
		if (k == MAX_UNKNOWNS)
			return 0;
		snprintf(cv->unk[k].key, sizeof(cv->unk[k].key), "%s", key);
		cv->unk[k].radix = radix;
		cv->nunk++;
	}
	cv->unk[k].used = true;
	return (unsigned)(v % radix);
}

/* choose(), noted while v0_type() converts: the choices a conversion's replay must meet again */
static unsigned choice_of(struct conv *cv, const char *key, unsigned radix)
{
	struct rust_ctx *rc = cv->rc;
	unsigned answer = choose(cv, key, radix);

	if (rc->converting) {
		grow_array((void **)&rc->made, &rc->made_cap, rc->nmade + 1, sizeof(*rc->made));
		struct choice_made *c = &rc->made[rc->nmade++];

		memcpy(c->key, key, strlen(key) + 1);
		c->radix = radix;
		c->answer = answer;
	}
	return answer;
}

/* The choice for the unknown "<kind><scope>::<name>" (kind: see struct unknown). */
static unsigned choice(struct conv *cv, const char *kind, const char *scope, const char *name, size_t len,
		       unsigned radix)
{
	char key[160];

	snprintf(key, sizeof(key), "%s%s::%.*s", kind, scope ? scope : "?", (int)len, name);
	return choice_of(cv, key, radix);
}

/* A reproduced hash's reading: its choices are what those types are. */
static void learn(struct conv *cv)
{
	unsigned long v = cv->variant;

	for (size_t k = 0; k < cv->nunk; v /= cv->unk[k].radix, k++) {
		struct rust_ctx *rc = cv->rc;

		/* only what this reading asked: another choice would not have changed its hash */
		if (!cv->unk[k].used)
			continue;
		grow_array((void **)&rc->learnt, &rc->learnt_cap, rc->nlearnt + 1, sizeof(*rc->learnt));
		rc->learnt[rc->nlearnt] = cv->unk[k];
		rc->learnt[rc->nlearnt++].radix = (unsigned)(v % cv->unk[k].radix);
		learnt_indexed(rc);
	}
}

static bool v0_type(struct conv *cv, Dwarf_Die *die, struct vbuf *out, int depth);

static bool type_attr(Dwarf_Die *die, Dwarf_Die *t)
{
	Dwarf_Attribute attr;

	return dwarf_attr_integrate(die, DW_AT_type, &attr) && dwarf_formref_die(&attr, t);
}

/* The type DW_AT_type of die names, "u" (unit) when it names none. */
static bool v0_referenced(struct conv *cv, Dwarf_Die *die, struct vbuf *out, int depth)
{
	Dwarf_Die t;

	if (!dwarf_hasattr_integrate(die, DW_AT_type)) {
		vputs(out, "u");
		return true;
	}
	return type_attr(die, &t) && v0_type(cv, &t, out, depth + 1);
}

static const struct {
	const char *rust, *v0;
} basics[] = {
	{ "i8", "a" },    { "u8", "h" },     { "i16", "s" },  { "u16", "t" },   { "i32", "l" },
	{ "u32", "m" },   { "i64", "x" },    { "u64", "y" },  { "i128", "n" },  { "u128", "o" },
	{ "isize", "i" }, { "usize", "j" },  { "bool", "b" }, { "char", "c" },  { "f32", "f" },
	{ "f64", "d" },   { "()", "u" },     { "str", "e" },  { "!", "z" },
};

static void v0_ident(struct vbuf *out, const char *id, size_t n)
{
	char len[24];
	size_t k = sizeof(len), m = n;

	/* its length in decimal, as snprintf's "%zu", without its cost: a call for every path component */
	do {
		len[--k] = (char)('0' + m % 10);
		m /= 10;
	} while (m);
	vput(out, len + k, sizeof(len) - k);
	if (n && ((id[0] >= '0' && id[0] <= '9') || id[0] == '_'))
		vputs(out, "_");
	vput(out, id, n);
}

/* The first member's DW_AT_type: a fat pointer's data pointer. */
static bool first_member(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *member)
{
	if (kp_debuginfo_child(di, die, member))
		return false;
	do
		if (kp_debuginfo_tag(di, member) == DW_TAG_member)
			return true;
	while (!kp_debuginfo_sibling(di, member, member));
	return false;
}


/* A path written "core::ffi::c_str::CStr" as a v0 path, its crate's root from the symbols. */
static bool text_path(struct conv *cv, const char *text, struct vbuf *out)
{
	const char *c = strstr(text, "::"), *root = c ? crate_root(cv->rc, text, (size_t)(c - text)) : NULL;

	if (!root)
		return false;
	for (const char *s = c; s; s = strstr(s + 2, "::"))
		vputs(out, "Nt");
	vputs(out, root);
	while (c) {
		const char *id = c + 2, *next = strstr(id, "::");

		v0_ident(out, id, next ? (size_t)(next - id) : strlen(id));
		c = next;
	}
	return !out->over;
}

/* &[T], &mut [T], &str, *const [T]: a struct of a data pointer and a length. */
static bool fat_pointer(struct conv *cv, Dwarf_Die *die, const char *name, struct vbuf *out, int depth)
{
	static const struct {
		const char *prefix, *v0;
	} kinds[] = { { "&mut ", "Q" }, { "&", "R" }, { "*const ", "P" }, { "*mut ", "O" } };
	Dwarf_Die member, ptr, elem;

	for (size_t k = 0; k < ARRAY_SIZE(kinds); k++) {
		size_t pl = strlen(kinds[k].prefix);

		if (strncmp(name, kinds[k].prefix, pl))
			continue;
		const char *rest = name + pl;

		vputs(out, kinds[k].v0);
		if (!strcmp(rest, "str")) {
			vputs(out, "e");
			return true;
		}
		if (!first_member(cv->rc->di, die, &member) || !type_attr(&member, &ptr) || kp_debuginfo_tag(cv->rc->di, &ptr) != DW_TAG_pointer_type ||
		    !type_attr(&ptr, &elem))
			return false;
		if (!strncmp(rest, "dyn ", 4)) {
			/* &dyn Trait: a data pointer and a vtable */
			if (strpbrk(rest, "<+{"))
				return false;
			vputs(out, "D");
			if (!text_path(cv, rest + 4, out))
				return false;
			vputs(out, "EL_");
			return true;
		}
		if (rest[0] != '[') {
			/* &BStr: its data pointer is to the struct, which ends in a slice ([T] an array without a count) */
			if (kp_debuginfo_tag(cv->rc->di, &elem) == DW_TAG_structure_type)
				return v0_type(cv, &elem, out, depth + 1);
			/* &CStr: a struct that ends in a slice, by its path (no generics), or #[repr(transparent)] the slice */
			if (strchr(rest, '<') || strchr(rest, '{') || !strstr(rest, "::") || !strncmp(rest, "dyn ", 4))
				return false;
			if (choice(cv, "D", NULL, rest, strlen(rest), 2)) {
				vputs(out, "S");
				return v0_type(cv, &elem, out, depth + 1);
			}
			return text_path(cv, rest, out);
		}
		vputs(out, "S");
		return v0_type(cv, &elem, out, depth + 1);
	}
	return false;
}

/* (A, B): members __0, __1, ... */
static bool tuple(struct conv *cv, Dwarf_Die *die, struct vbuf *out, int depth)
{
	Dwarf_Die member;

	vputs(out, "T");
	if (!kp_debuginfo_child(cv->rc->di, die, &member)) {
		do {
			if (kp_debuginfo_tag(cv->rc->di, &member) != DW_TAG_member)
				continue;
			if (!v0_referenced(cv, &member, out, depth))
				return false;
		} while (!kp_debuginfo_sibling(cv->rc->di, &member, &member));
	}
	vputs(out, "E");
	return true;
}

/*
 * Whether a struct (or its variants) holds a reference, so may have
 * lifetime parameters: its fields followed 12 structs deep (str's
 * EscapeDebug<'a> holds its &u8 in Chain, FlatMap, Chars, Iter, ...), at
 * most *budget fields in all.
 */
static bool may_borrow(struct rust_ctx *rc, Dwarf_Die *die, int depth, unsigned *budget);

static bool may_borrow_walk(struct rust_ctx *rc, Dwarf_Die *die, int depth, unsigned *budget)
{
	struct kp_debuginfo *di = rc->di;
	Dwarf_Die m, t;

	if (depth > MAX_BORROW_DEPTH) {
		rc->borrow_cut = true;
		return false;
	}
	if (kp_debuginfo_child(di, die, &m))
		return false;
	do {
		int tag = kp_debuginfo_tag(di, &m);

		if (!*budget) {
			rc->borrow_cut = true;
			return false;
		}
		--*budget;
		if (tag == DW_TAG_variant_part || tag == DW_TAG_variant) {
			if (may_borrow(rc, &m, depth, budget))
				return true;
			continue;
		}
		if (tag != DW_TAG_member || !type_attr(&m, &t))
			continue;
		const char *tn = dwarf_diename(&t);

		if (tn && strchr(tn, '&'))
			return true;
		if ((kp_debuginfo_tag(di, &t) == DW_TAG_structure_type || kp_debuginfo_tag(di, &t) == DW_TAG_union_type) &&
		    may_borrow(rc, &t, depth + 1, budget))
			return true;
	} while (!kp_debuginfo_sibling(di, &m, &m));
	return false;
}

/*
 * The tables of what was worked out for a DIE (rc->borrows, rc->parts,
 * rc->memo) are open addressing over slots whose first member is the DIE's
 * address (Dwarf_Die.addr; NULL: an empty slot), a power of two of them,
 * grown before they pass half full.
 */
static size_t die_hash(const void *die, size_t cap)
{
	return (size_t)(((uint64_t)(uintptr_t)die * 0x9e3779b97f4a7c15ull) >> 32) & (cap - 1);
}

static const void *slot_die(const void *slots, size_t size, size_t h)
{
	const void *die;

	memcpy(&die, (const char *)slots + h * size, sizeof(die));
	return die;
}

/* The first empty slot of die's probe sequence. */
static void *empty_slot(void *slots, size_t cap, size_t size, const void *die)
{
	size_t h = die_hash(die, cap);

	while (slot_die(slots, size, h))
		h = (h + 1) & (cap - 1);
	return (char *)slots + h * size;
}

_Static_assert(offsetof(struct borrow_memo, die) == 0 && offsetof(struct borrow_part, die) == 0 &&
		       offsetof(struct type_memo, die) == 0,
	       "a DIE table's slot begins with its DIE");

/* Where a new slot for die goes, counted in *n; the table grown first where it would pass half full. */
static void *die_slot_new(void **slots, size_t *n, size_t *cap, size_t size, const void *die)
{
	if (2 * (*n + 1) > *cap) {
		char *old = *slots;
		size_t oldcap = *cap;

		*cap = oldcap ? 2 * oldcap : 1024;
		*slots = xcalloc(*cap, size);
		for (size_t k = 0; k < oldcap; k++)
			if (slot_die(old, size, k))
				memcpy(empty_slot(*slots, *cap, size, slot_die(old, size, k)), old + k * size, size);
		free(old);
	}
	++*n;
	return empty_slot(*slots, *cap, size, die);
}

static struct borrow_part *part_of(const struct rust_ctx *rc, const void *die)
{
	if (!rc->parts_cap)
		return NULL;
	for (size_t h = die_hash(die, rc->parts_cap); rc->parts[h].die; h = (h + 1) & (rc->parts_cap - 1))
		if (rc->parts[h].die == die)
			return &rc->parts[h];
	return NULL;
}

static void part_keep(struct rust_ctx *rc, const struct borrow_part *p)
{
	*(struct borrow_part *)die_slot_new((void **)&rc->parts, &rc->nparts, &rc->parts_cap, sizeof(*p), p->die) = *p;
}

/*
 * may_borrow_walk(), each struct's (and variant's) walk kept and replayed:
 * std's and the kernel's structs hold the same structs again and again.
 * A walk reads nothing but the DIEs, its depth (the limit) and *budget;
 * its effects are its answer and the budget it takes. One that neither
 * limit cut short (no call of it met depth > MAX_BORROW_DEPTH nor an empty
 * budget) and that went height deeper than its own depth and took took,
 * comes out the same, taking the same, from any depth where depth + height
 * <= MAX_BORROW_DEPTH and any budget >= took: every check of the budget
 * (one before each decrement) then sees it not empty, and no call meets
 * the depth limit.
 */
static bool may_borrow(struct rust_ctx *rc, Dwarf_Die *die, int depth, unsigned *budget)
{
	const struct borrow_part *p = part_of(rc, die->addr);
	int reach = rc->borrow_reach;
	bool cut = rc->borrow_cut, borrows;
	unsigned before = *budget;

	if (p && depth + p->height <= MAX_BORROW_DEPTH && *budget >= p->took) {
		*budget -= p->took;
		if (rc->borrow_reach < depth + p->height)
			rc->borrow_reach = depth + p->height;
		return p->borrows;
	}
	rc->borrow_reach = depth;
	rc->borrow_cut = false;
	borrows = may_borrow_walk(rc, die, depth, budget);
	if (!p && !rc->borrow_cut)
		part_keep(rc, &(struct borrow_part){ die->addr, borrows, before - *budget, rc->borrow_reach - depth });
	rc->borrow_cut |= cut;
	if (rc->borrow_reach < reach)
		rc->borrow_reach = reach;
	return borrows;
}

/*
 * may_borrow() from the top (its whole budget), remembered for each DIE: the
 * same std and kernel types recur in thousands of functions' signatures and in
 * every reading of each, and the answer depends on the DIE alone. Keyed by the
 * DIE's address in the mapped DWARF rather than its offset, which a
 * supplementary file's DIEs would share with the main file's.
 */
static bool borrows_memo(struct rust_ctx *rc, Dwarf_Die *die)
{
	if (rc->borrows_cap)
		for (size_t h = die_hash(die->addr, rc->borrows_cap); rc->borrows[h].die; h = (h + 1) & (rc->borrows_cap - 1))
			if (rc->borrows[h].die == die->addr)
				return rc->borrows[h].borrows;
	unsigned budget = 512;
	struct borrow_memo m = { die->addr, may_borrow(rc, die, 0, &budget) };

	*(struct borrow_memo *)die_slot_new((void **)&rc->borrows, &rc->nborrows, &rc->borrows_cap, sizeof(m), m.die) = m;
	return m.borrows;
}

/* What adt() needs of a DIE's children, from one walk of them (each step over a child's own children costs). */
struct children {
	Dwarf_Die params[MAX_PARAMS]; /* its DW_TAG_template_type_parameter children, in order */
	size_t nparams;
	bool fits;     /* no more of them than MAX_PARAMS, no DW_TAG_template_value_parameter */
	bool variants; /* a DW_TAG_variant_part: an enum */
	bool has_struct;
	Dwarf_Die first_struct; /* its first DW_TAG_structure_type child (an enum's first variant) */
};

static void children_of(struct kp_debuginfo *di, Dwarf_Die *die, struct children *c)
{
	Dwarf_Die child;

	c->nparams = 0;
	c->fits = true;
	c->variants = c->has_struct = false;
	if (kp_debuginfo_child(di, die, &child))
		return;
	do {
		switch (kp_debuginfo_tag(di, &child)) {
		case DW_TAG_template_type_parameter:
			if (c->nparams == MAX_PARAMS)
				c->fits = false;
			else
				c->params[c->nparams++] = child;
			break;
		case DW_TAG_template_value_parameter:
			c->fits = false;
			break;
		case DW_TAG_variant_part:
			c->variants = true;
			break;
		case DW_TAG_structure_type:
			if (!c->has_struct)
				c->first_struct = child;
			c->has_struct = true;
			break;
		default:
			break;
		}
	} while (!kp_debuginfo_sibling(di, &child, &child));
}

/* How a character of a type's name nests: strchr() on each one's a call per character of every name. */
static int nesting(char c)
{
	switch (c) {
	case '<':
	case '(':
	case '[':
		return 1;
	case '>':
	case ')':
	case ']':
		return -1;
	default:
		return 0;
	}
}

/* A struct, enum or union by its path and type arguments: I<path><args>E, or the path. */
static bool adt(struct conv *cv, Dwarf_Die *die, const char *name, struct vbuf *out, int depth)
{
	const char *scope = scope_of(cv->u, dwarf_dieoffset(die)), *lt = strchr(name, '<');
	size_t namelen = lt ? (size_t)(lt - name) : strlen(name), ncomp = 1;
	struct vbuf path, args;

	vb_init(&path);
	vb_init(&args);
	if (!scope || !namelen || memchr(name, '{', namelen))
		return false;
	const char *c = strstr(scope, "::"), *root = crate_root(cv->rc, scope, c ? (size_t)(c - scope) : strlen(scope));

	if (!root)
		return false;
	for (const char *s = c; s; s = strstr(s + 2, "::"))
		ncomp++;
	for (size_t k = 0; k < ncomp; k++)
		vputs(&path, "Nt");
	vputs(&path, root);
	while (c) {
		const char *id = c + 2, *next = strstr(id, "::");
		size_t n = next ? (size_t)(next - id) : strlen(id);

		if (memchr(id, '{', n))
			return false; /* {impl#0}, {closure#0}: not a module's */
		v0_ident(&path, id, n);
		c = next;
	}
	v0_ident(&path, name, namelen);
	bool c_type = (!strncmp(scope, "bindings", 8) || !strncmp(scope, "uapi", 4)) && !lt;

	cv->has_c |= c_type;
	if (cv->repr_c && c_type) {
		vputs(out, "Z");
		v0_ident(out, name, namelen);
		return true;
	}
	int nlt = known_lifetimes(scope, name, namelen);

	if (nlt < 0)
		nlt = lifetimes_of(cv->rc, name, namelen);

	/* not seen in a symbol: none, or (one that holds a reference) one or two */
	if (nlt < 0)
		nlt = borrows_memo(cv->rc, die) ? (int)choice(cv, "L", scope, name, namelen, 3) : 0;
	for (int k = 0; k < nlt; k++)
		vputs(&args, "L_");
	/* Its type arguments: DW_TAG_template_type_parameter children (lifetimes are not said); an enum's are its variants'. */
	struct children kids;

	children_of(cv->rc->di, die, &kids);
	if (kids.variants && !kids.nparams && kids.has_struct) {
		Dwarf_Die variant = kids.first_struct;

		children_of(cv->rc->di, &variant, &kids);
	}
	if (!kids.fits)
		return false;
	Dwarf_Die *params = kids.params;
	size_t nparams = kids.nparams, ntypes = 0, nconsts = 0;
	/* Its const arguments only its name says ("EscapeIterInner<10, core::escape::AlwaysEscaped>"), taken as usize or bool */
	for (const char *a = lt ? lt + 1 : NULL; a && *a;) {
		size_t len = 0;
		int nest = 0;

		while (a[len] && (nest || (a[len] != ',' && a[len] != '>'))) {
			nest += nesting(a[len]);
			len++;
		}
		if (!a[len])
			return false;
		if (len && strspn(a, "0123456789") == len) {
			char hex[32];

			snprintf(hex, sizeof(hex), "Kj%llx_", strtoull(a, NULL, 10));
			vputs(&args, hex);
			nconsts++;
		} else if ((len == 4 && !strncmp(a, "true", 4)) || (len == 5 && !strncmp(a, "false", 5))) {
			vputs(&args, len == 4 ? "Kb1_" : "Kb0_");
			nconsts++;
		} else {
			if (ntypes == nparams || !v0_referenced(cv, &params[ntypes], &args, depth))
				return false;
			ntypes++;
		}
		if (a[len] == '>')
			break;
		a += len + 1;
		a += strspn(a, " ");
	}
	if (ntypes != nparams)
		return false; /* arguments its name does not say as the DIE does */
	if (args.n) {
		vputs(out, "I");
		vput(out, path.s, path.n);
		vput(out, args.s, args.n);
		vputs(out, "E");
	} else {
		if (lt)
			return false; /* arguments the DIE does not list (a const) */
		vput(out, path.s, path.n);
	}
	return !path.over && !args.over;
}

static Dwarf_Word size_of(Dwarf_Die *die)
{
	Dwarf_Attribute attr;
	Dwarf_Word size;

	return dwarf_attr_integrate(die, DW_AT_byte_size, &attr) && !dwarf_formudata(&attr, &size) ? size : (Dwarf_Word)-1;
}

/*
 * A struct whose one field not zero-sized is as large as it (1), with
 * fields all zero-sized (2), or one that ends in a slice (3, DWARF says
 * its element): what a #[repr(transparent)] struct is (and a struct that
 * only looks like one).
 */
static int transparent_field(struct kp_debuginfo *di, Dwarf_Die *die, Dwarf_Die *field)
{
	Dwarf_Die m, t;
	int n = 0, zst = 0;

	if (kp_debuginfo_child(di, die, &m))
		return 0;
	do {
		if (kp_debuginfo_tag(di, &m) == DW_TAG_variant_part)
			return 0;
		if (kp_debuginfo_tag(di, &m) != DW_TAG_member || !type_attr(&m, &t))
			continue;
		if (size_of(&t) == 0) {
			zst++;
			continue;
		}
		*field = m;
		n++;
	} while (!kp_debuginfo_sibling(di, &m, &m));
	if (!n)
		return zst ? 2 : 0;
	if (n != 1 || !type_attr(field, &t))
		return 0;
	/* a struct that ends in a slice (BStr): zero-sized, its field the slice's element */
	if (size_of(die) == 0)
		return 3;
	/* a struct that ends in a slice (CStr, BStr): sizes are not said */
	Dwarf_Die sub;

	if (kp_debuginfo_tag(di, &t) == DW_TAG_array_type && !kp_debuginfo_child(di, &t, &sub) && !dwarf_hasattr(&sub, DW_AT_count) &&
	    !dwarf_hasattr(&sub, DW_AT_upper_bound))
		return 1;
	return size_of(&t) == size_of(die);
}

/*
 * core's structs whose field is a pattern type, which DWARF writes as its
 * base type: NonNull<T>'s "*const T is !null", NonZero's "uN is 1.." or
 * "iN is ..0 | 1..". As "W<kind><type>" (src/analysis/mangle_rust.c); 1
 * when written, 0 when it is one not written, -1 when not one of them.
 */
static int pattern_type(struct conv *cv, Dwarf_Die *die, const char *name, struct vbuf *out, int depth)
{
	const char *scope = scope_of(cv->u, dwarf_dieoffset(die));
	Dwarf_Die child;
	size_t n = strlen(name);

	if (!scope || kp_debuginfo_child(cv->rc->di, die, &child))
		return -1;
	if (!strcmp(scope, "core::ptr::non_null") && !strncmp(name, "NonNull<", 8)) {
		do
			if (kp_debuginfo_tag(cv->rc->di, &child) == DW_TAG_template_type_parameter) {
				vputs(out, "WnP");
				return v0_referenced(cv, &child, out, depth);
			}
		while (!kp_debuginfo_sibling(cv->rc->di, &child, &child));
		return 0;
	}
	if (!strcmp(scope, "core::num::niche_types") && !strncmp(name, "NonZero", 7) && n > 12 &&
	    !strcmp(name + n - 5, "Inner")) {
		if (name[7] != 'U' && name[7] != 'I')
			return 0; /* NonZeroCharInner: a char's range */
		do
			if (kp_debuginfo_tag(cv->rc->di, &child) == DW_TAG_member) {
				vputs(out, name[7] == 'U' ? "Wp" : "Ws");
				return v0_referenced(cv, &child, out, depth);
			}
		while (!kp_debuginfo_sibling(cv->rc->di, &child, &child));
		return 0;
	}
	return -1;
}

static bool v0_convert(struct conv *cv, Dwarf_Die *die, struct vbuf *out, int depth)
{
	const char *name = dwarf_diename(die);
	Dwarf_Die field;

	if (depth > MAX_DEPTH) {
		cv->rc->too_deep = true;
		return false;
	}
	switch (kp_debuginfo_tag(cv->rc->di, die)) {
	case DW_TAG_base_type:
		for (size_t k = 0; name && k < ARRAY_SIZE(basics); k++)
			if (!strcmp(name, basics[k].rust)) {
				vputs(out, basics[k].v0);
				return true;
			}
		return false;
	case DW_TAG_pointer_type:
		if (!name)
			return false;
		if (!strncmp(name, "&mut ", 5))
			vputs(out, "Q");
		else if (name[0] == '&')
			vputs(out, "R");
		else if (!strncmp(name, "*const ", 7))
			vputs(out, "P");
		else if (!strncmp(name, "*mut ", 5))
			vputs(out, "O");
		else
			return false; /* fn pointers, Box */
		return v0_referenced(cv, die, out, depth);
	case DW_TAG_structure_type:
	case DW_TAG_union_type:
	case DW_TAG_enumeration_type:
		if (!name)
			return false;
		if (name[0] == '&' || name[0] == '*')
			return fat_pointer(cv, die, name, out, depth);
		if (name[0] == '(')
			return tuple(cv, die, out, depth);
		int pt = kp_debuginfo_tag(cv->rc->di, die) == DW_TAG_structure_type ? pattern_type(cv, die, name, out, depth) : -1;

		if (pt >= 0)
			return pt;
		int tr = kp_debuginfo_tag(cv->rc->di, die) == DW_TAG_structure_type ? transparent_field(cv->rc->di, die, &field) : 0;

		/* rustc encodes a #[repr(transparent)] struct as its field, () when zero-sized: DWARF does not say which are */
		const char *lt = strchr(name, '<');

		if (tr && choice(cv, "T", scope_of(cv->u, dwarf_dieoffset(die)), name, lt ? (size_t)(lt - name) : strlen(name), 2)) {
			if (tr == 2) {
				vputs(out, "u");
				return true;
			}
			if (tr == 3)
				vputs(out, "S");
			return v0_referenced(cv, &field, out, depth);
		}
		return adt(cv, die, name, out, depth);
	case DW_TAG_array_type: {
		/* [T; N]: A<T>j<N in hex>_ */
		Dwarf_Die sub;
		Dwarf_Attribute attr;
		Dwarf_Word count;
		char len[32];

		if (kp_debuginfo_child(cv->rc->di, die, &sub) || kp_debuginfo_tag(cv->rc->di, &sub) != DW_TAG_subrange_type)
			return false;
		if (!dwarf_hasattr(&sub, DW_AT_count) && !dwarf_hasattr(&sub, DW_AT_upper_bound)) {
			/* [T], a struct's last field */
			vputs(out, "S");
			return v0_referenced(cv, die, out, depth);
		}
		if (!dwarf_attr(&sub, DW_AT_count, &attr) || dwarf_formudata(&attr, &count))
			return false;
		vputs(out, "A");
		if (!v0_referenced(cv, die, out, depth))
			return false;
		snprintf(len, sizeof(len), "j%llx_", (unsigned long long)count);
		vputs(out, len);
		return true;
	}
	default:
		return false;
	}
}

/*
 * A type's conversion is replayed rather than made again: the same std
 * and kernel types recur in thousands of functions' signatures and in
 * every reading of each. v0_convert() of a DIE reads nothing but the DIE
 * (and the DIEs it refers to), the unit whose namespaces scope_of()
 * reads, cv->repr_c, the crates' roots and lifetimes found once in the
 * symbols, may_borrow()'s answers (a function of the DIE), whether out
 * has overflowed (text_path()) and, through choice_of(), cv->variant,
 * cv->unk and rc->learnt. Its effects are bytes appended to out (vput()),
 * cv->has_c set, choose()'s on cv->unk. So a conversion of the same DIE,
 * unit and repr_c, where
 *   - out had not overflowed before it nor did during it: every vput()
 *     wrote, and text_path() saw no overflow; a replay appends the same
 *     len bytes only where out->n + len < MAX_V0, so every vput() of the
 *     conversion would have written too;
 *   - the depth limit was not met: the conversion went height deeper than
 *     its own depth, and a replay is made only where depth + height <=
 *     MAX_DEPTH, so no call of the conversion would meet it either;
 *   - each choice it made, in order, comes out the same now: the
 *     conversion is deterministic between two choices, so it would ask the
 *     same keys in the same order and take the same path;
 * comes out byte for byte the same, the same bool, has_c set alike. The
 * replay asks those choices again through choice_of(), so cv->unk gets
 * the same unknowns in the same order, used alike (choose() is idempotent
 * for a key: where a replay's choice differs, the keys asked so far are
 * the first ones the conversion made again asks, and it is made again).
 * repr_c is read only where a bindgen type is met (adt(), which sets
 * has_c), so a conversion that met none serves either repr_c. A DIE keeps
 * up to MEMO_WAYS conversions (different choices: a probe's, a variant's,
 * a learnt one). Keyed by the DIE's address in the mapped
 * DWARF, as borrows_memo(); the unit by its offset (rc->units moves).
 */
#define MEMO_WAYS 4

/* A conversion of die kept for this unit and, if it met a bindgen type, this repr_c. */
static bool memo_matches(const struct type_memo *m, const struct conv *cv, Dwarf_Die *die)
{
	return m->die == die->addr && m->cu == cv->u->cu && (m->repr_c == cv->repr_c || !m->has_c);
}

/* Whether each of m's choices comes out the same now, asked again in order. */
static bool same_choices(struct conv *cv, const struct type_memo *m)
{
	struct rust_ctx *rc = cv->rc;
	size_t made = rc->nmade;

	for (size_t k = 0; k < m->nchoices; k++) {
		const struct choice_made *c = &rc->memo_choices[m->first + k];

		if (choice_of(cv, c->key, c->radix) != c->answer) {
			rc->nmade = made; /* the conversion made again notes them */
			return false;
		}
	}
	return true;
}

/* A conversion of die replayed into out, its result in *ok; *ways: how many the DIE has. */
static bool memo_replay(struct conv *cv, Dwarf_Die *die, struct vbuf *out, int depth, bool *ok, size_t *ways)
{
	struct rust_ctx *rc = cv->rc;

	if (!rc->memo_cap)
		return false;
	for (size_t h = die_hash(die->addr, rc->memo_cap); rc->memo[h].die; h = (h + 1) & (rc->memo_cap - 1)) {
		const struct type_memo *m = &rc->memo[h];

		if (!memo_matches(m, cv, die))
			continue;
		++*ways;
		if (depth + m->height > MAX_DEPTH || out->n + m->len >= sizeof(out->s) || !same_choices(cv, m))
			continue;
		vput(out, rc->memo_bytes + m->at, m->len);
		cv->has_c |= m->has_c;
		if (rc->reach < depth + m->height)
			rc->reach = depth + m->height;
		*ok = m->ok;
		return true;
	}
	return false;
}

static void memo_store(struct rust_ctx *rc, const struct type_memo *m)
{
	*(struct type_memo *)die_slot_new((void **)&rc->memo, &rc->nmemo, &rc->memo_cap, sizeof(*m), m->die) = *m;
}

/* A conversion just made, its bytes out->s[n..], its choices rc->made[made..], kept for replay. */
static void memo_keep(struct conv *cv, Dwarf_Die *die, const struct vbuf *out, size_t n, size_t made, bool ok,
		      int height)
{
	struct rust_ctx *rc = cv->rc;
	struct type_memo m = { .die = die->addr, .cu = cv->u->cu, .repr_c = cv->repr_c, .ok = ok, .has_c = cv->has_c,
			       .height = height, .at = rc->nmemo_bytes, .len = out->n - n,
			       .first = rc->nmemo_choices, .nchoices = rc->nmade - made };

	grow_array((void **)&rc->memo_bytes, &rc->memo_bytes_cap, rc->nmemo_bytes + m.len + 1, 1);
	memcpy(rc->memo_bytes + m.at, out->s + n, m.len);
	rc->nmemo_bytes += m.len;
	if (m.nchoices) {
		grow_array((void **)&rc->memo_choices, &rc->memo_choices_cap, rc->nmemo_choices + m.nchoices,
			   sizeof(*rc->memo_choices));
		memcpy(rc->memo_choices + m.first, rc->made + made, m.nchoices * sizeof(*rc->made));
		rc->nmemo_choices += m.nchoices;
	}
	memo_store(rc, &m);
}

/* The type die as a v0 type, appended to out; false when not one rustc would encode so. */
static bool v0_type(struct conv *cv, Dwarf_Die *die, struct vbuf *out, int depth)
{
	struct rust_ctx *rc = cv->rc;
	bool ok, has_c = cv->has_c, too_deep = rc->too_deep, over = out->over;
	int reach = rc->reach;
	size_t n = out->n, made = rc->nmade, ways = 0;

	if (!over && memo_replay(cv, die, out, depth, &ok, &ways))
		return ok;
	/* this conversion's own has_c, depth and choices: the enclosing one's restored after */
	cv->has_c = false;
	rc->too_deep = false;
	rc->reach = depth;
	rc->converting++;
	ok = v0_convert(cv, die, out, depth);
	rc->converting--;
	if (!over && !out->over && !rc->too_deep && ways < MEMO_WAYS)
		memo_keep(cv, die, out, n, made, ok, rc->reach - depth);
	cv->has_c |= has_c;
	rc->too_deep |= too_deep;
	if (rc->reach < reach)
		rc->reach = reach;
	if (!rc->converting)
		rc->nmade = 0;
	return ok;
}

static bool zero_size(Dwarf_Die *type)
{
	Dwarf_Attribute attr;
	Dwarf_Word size;

	return dwarf_attr_integrate(type, DW_AT_byte_size, &attr) && !dwarf_formudata(&attr, &size) && !size;
}

static bool zero_sized(Dwarf_Die *param)
{
	Dwarf_Die t;

	return type_attr(param, &t) && zero_size(&t);
}

/*
 * v0_referenced() of a parameter whose type type_attr() has looked up
 * (typed, into t), without looking it up again: where type_attr() found
 * DW_AT_type, dwarf_hasattr_integrate() finds it too and type_attr()
 * finds t again. Where it did not, v0_referenced() says what it is.
 */
static bool v0_param(struct conv *cv, Dwarf_Die *param, bool typed, const Dwarf_Die *t, struct vbuf *out)
{
	Dwarf_Die type;

	if (!typed)
		return v0_referenced(cv, param, out, 0);
	type = *t;
	return v0_type(cv, &type, out, 1);
}

/* The subprogram at func's entry in its Rust unit, its types' origin followed. */
static bool rust_subprogram(struct rust_ctx *rc, struct kp_debuginfo *di, const struct kp_image *image,
			    const struct kp_func *func, Dwarf_Die *sub, struct rust_unit **unit)
{
	Dwarf_Die cu;
	Dwarf_Addr addr;

	if (!kp_debuginfo_unit_at(di, image, func, &cu, &addr) || dwarf_srclang(&cu) != DW_LANG_Rust)
		return false;
	/* its types are (nearly all) in its own unit: walked raw, as libdw would step over each DIE's children */
	kp_debuginfo_walk_unit(di, &cu);
	struct rust_unit *u = unit_of(rc, &cu);
	size_t a = 0, b = u->nsubs;

	while (a < b) {
		size_t mid = a + (b - a) / 2;

		if (u->subs[mid].pc < addr)
			a = mid + 1;
		else
			b = mid;
	}
	if (a == u->nsubs || u->subs[a].pc != addr || !dwarf_offdie(dwarf_cu_getdwarf(cu.cu), u->subs[a].die, sub))
		return false;
	for (int depth = 0; depth < 4; depth++) {
		Dwarf_Attribute attr;
		Dwarf_Die next;

		if (!dwarf_attr(sub, DW_AT_abstract_origin, &attr) && !dwarf_attr(sub, DW_AT_specification, &attr))
			break;
		if (!dwarf_formref_die(&attr, &next))
			break;
		*sub = next;
	}
	*unit = u;
	return true;
}

/* How many readings the unknowns met make (those past MAX_VARIANTS stay at their first choice). */
static unsigned long variants_of(const struct conv *cv)
{
	unsigned long n = 1;

	for (size_t k = 0; k < cv->nunk && n * cv->unk[k].radix <= MAX_VARIANTS; k++)
		n *= cv->unk[k].radix;
	return n;
}

/* The function's return type and its passed parameters' as v0 types, into types[0..*n]. */
static bool signature(struct conv *cv, Dwarf_Die *sub, struct vbuf *types, size_t *n)
{
	Dwarf_Die child;

	*n = 0;
	for (size_t k = 0; k < MAX_PARAMS; k++)
		vb_init(&types[k]);
	/* fn() -> !: no DW_AT_type, but DW_AT_noreturn */
	if (!dwarf_hasattr_integrate(sub, DW_AT_type) && dwarf_hasattr_integrate(sub, DW_AT_noreturn))
		vputs(&types[(*n)++], "z");
	else if (!v0_referenced(cv, sub, &types[(*n)++], 0))
		return false;
	if (kp_debuginfo_child(cv->rc->di, sub, &child))
		return true;
	do {
		Dwarf_Die t, m;
		const char *tn;
		bool typed;

		if (kp_debuginfo_tag(cv->rc->di, &child) != DW_TAG_formal_parameter)
			continue;
		/* its type looked up once: whether it is zero-sized (zero_sized()), then converted (v0_param()) */
		typed = type_attr(&child, &t);
		if (typed && zero_size(&t))
			continue;
		if (*n == 1) {
			const char *pn = dwarf_diename(&child);

			cv->self = pn && !strcmp(pn, "self");
		}
		if (cv->rust_call && typed && kp_debuginfo_tag(cv->rc->di, &t) == DW_TAG_structure_type &&
		    (tn = dwarf_diename(&t)) && tn[0] == '(') {
			/* extern "rust-call": each of the tuple's elements passed (a zero-sized one not) */
			if (kp_debuginfo_child(cv->rc->di, &t, &m))
				continue;
			do {
				if (kp_debuginfo_tag(cv->rc->di, &m) != DW_TAG_member || zero_sized(&m))
					continue;
				if (*n == MAX_PARAMS || !v0_referenced(cv, &m, &types[(*n)++], 0) || types[*n - 1].over)
					return false;
			} while (!kp_debuginfo_sibling(cv->rc->di, &m, &m));
			continue;
		}
		if (*n == 1 && cv->self) {
			/* self, whatever its type (a closure's): a trait method erases it */
			if (!v0_param(cv, &child, typed, &t, &types[1]) || types[1].over) {
				tn = typed ? dwarf_diename(&t) : NULL;
				vb_init(&types[1]);
				vputs(&types[1], !tn ? "Ou" : !strncmp(tn, "&mut ", 5) ? "Qu" : tn[0] == '&' ? "Ru" : "Ou");
				cv->opaque_self = true;
			}
			*n = 2;
			continue;
		}
		if (*n == MAX_PARAMS || !v0_param(cv, &child, typed, &t, &types[(*n)++]) || types[*n - 1].over)
			return false;
	} while (!kp_debuginfo_sibling(cv->rc->di, &child, &child));
	return true;
}

/* <F as FnOnce<A>>::call_once, FnMut's call_mut, Fn's call (the trait's path often a backref) */
static bool fn_trait_call(const char *sym)
{
	return (strstr(sym, "6FnOnce") && strstr(sym, "9call_once")) || (strstr(sym, "5FnMut") && strstr(sym, "8call_mut")) ||
	       (strstr(sym, "2Fn") && strstr(sym, "4call"));
}

/* A method of Iterator, DoubleEndedIterator or ExactSizeIterator: dyn of them binds Iterator's Item */
static bool iterator_method(const char *sym)
{
	return strstr(sym, "8Iterator") || strstr(sym, "19DoubleEndedIterator") || strstr(sym, "17ExactSizeIterator");
}

/*
 * An offer's manglings, by normalization (1 normalized), and their hashes:
 * each made once for both calls of offer_of() on the same reading, the
 * scheme's and then, when its hash matched, every scheme's. Cleared (made[]
 * false, hashed 0) before the first.
 */
struct manglings {
	char mangled[2][2400];
	bool made[2];
	uint32_t hash[KP_NR_SCHEMES]; /* of the manglings made, under the schemes in hashed (bits) */
	unsigned hashed;
};

/*
 * The hashes of fn(types[1..n]) -> types[0] under scheme only, or every
 * scheme (-1), into o; with sym a trait method's self as dyn Trait, item an
 * iterator's Item where the return type does not say it. The Item bound
 * into *item_out (MAX_V0 bytes) when it is. False when not encoded. The
 * manglings are taken from mg where made already, and kept there.
 */
static bool offer_of(struct vbuf *types, size_t n, const char *sym, const char *core, const char *item, int scheme,
		     struct kp_type_offer *o, char *rust, size_t rustlen, char *item_out, struct manglings *mg)
{
	const char *v0[MAX_PARAMS + 1];
	char (*mangled)[2400] = mg->mangled;
	bool *made = mg->made;
	/* the Rust text of a non-normalized mangling made after the normalized one: not kept */
	char scratch[1024];

	for (size_t k = 0; k < n; k++)
		v0[k] = types[k].s;
	/* The associated type a dyn Deref or Iterator binds, from the return type (&Target, Option<Item>). */
	char proj[320], proj_type[2 * MAX_V0 + 4];
	const char *op, *it;
	size_t ol = core ? strlen(core) : 0;

	/* emptied, not zeroed: read as strings only (2.4 KB to clear per call otherwise) */
	proj[0] = proj_type[0] = 0;

	if (sym && core && (strstr(sym, "5deref5Deref5deref") || strstr(sym, "5deref8DerefMut9deref_mut")) &&
	    (types[0].s[0] == 'R' || types[0].s[0] == 'Q')) {
		snprintf(proj, sizeof(proj), "NtNtNtNt%s3ops5deref5Deref6Target", core);
		snprintf(proj_type, sizeof(proj_type), "%s", types[0].s + 1);
	} else if (sym && core && (strstr(sym, "8iterator8Iterator4next") || strstr(sym, "19DoubleEndedIterator9next_back")) &&
		   !strncmp(types[0].s, "INtNt", 5) && !strncmp(types[0].s + 5, core, ol) &&
		   !strncmp(types[0].s + 5 + ol, "6option6Option", 14) && types[0].n > 5 + ol + 15) {
		snprintf(proj, sizeof(proj), "NtNtNtNtNt%s4iter6traits8iterator8Iterator4Item", core);
		snprintf(proj_type, sizeof(proj_type), "%.*s", (int)(types[0].n - 5 - ol - 14 - 1), types[0].s + 5 + ol + 14);
	} else if (sym && core && fn_trait_call(sym)) {
		/* dyn FnOnce<Args, Output = R> (FnMut's and Fn's Output their supertrait's) */
		snprintf(proj, sizeof(proj), "NtNtNtNt%s3ops8function6FnOnce6Output", core);
		snprintf(proj_type, sizeof(proj_type), "%s", types[0].s);
	} else if (sym && core && n > 1 && types[1].s[0] != 'R' && types[1].s[0] != 'Q' &&
		   ((op = strstr(sym, "3ops5arith")) || (op = strstr(sym, "3ops3bit")))) {
		/* Add::add(self, Rhs) -> Self::Output: dyn Add<Rhs, Output = R>, the *_assign ones without */
		const char *id = op + (op[4] == '5' ? 10 : 8);
		char *end;
		unsigned long len = strtoul(id, &end, 10);

		if (len && len < 32 && strlen(end) >= len && (len < 6 || strncmp(end + len - 6, "Assign", 6))) {
			snprintf(proj, sizeof(proj), "NtNtNtNt%s%.*s%.*s6Output", core, (int)(id - op), op, (int)(end + len - id), id);
			snprintf(proj_type, sizeof(proj_type), "%s", types[0].s);
		}
	} else if (sym && core && strstr(sym, "12IntoIterator9into_iter") && types[0].s[0] == 'I' &&
		   ((it = strstr(types[0].s, "4IterL_")) || (it = strstr(types[0].s, "7IterMutL_")))) {
		/*
		 * <&[T] as IntoIterator>::into_iter: dyn IntoIterator<IntoIter =
		 * slice::Iter<T>, Item = &T>, the two bindings in the order of their
		 * definitions' hashes, which item "~" swaps
		 */
		const char *elem = strstr(it, "L_") + 2, *ii, *im;
		char path[2][128];

		snprintf(path[0], sizeof(path[0]), "NtNtNtNtNt%s4iter6traits7collect12IntoIterator8IntoIter", core);
		snprintf(path[1], sizeof(path[1]), "NtNtNtNtNt%s4iter6traits7collect12IntoIterator4Item", core);
		ii = item && !strcmp(item, "~") ? path[1] : path[0];
		im = ii == path[0] ? path[1] : path[0];
		snprintf(proj, sizeof(proj), "%s|%s", ii, im);
		if (ii == path[0])
			snprintf(proj_type, sizeof(proj_type), "%s|%c%.*s", types[0].s, it[0] == '4' ? 'R' : 'Q',
				 (int)(types[0].n - (size_t)(elem - types[0].s) - 1), elem);
		else
			snprintf(proj_type, sizeof(proj_type), "%c%.*s|%s", it[0] == '4' ? 'R' : 'Q',
				 (int)(types[0].n - (size_t)(elem - types[0].s) - 1), elem, types[0].s);
	} else if (sym && core && item && iterator_method(sym)) {
		/* size_hint, len, advance_by, ...: Item not in their signature */
		snprintf(proj, sizeof(proj), "NtNtNtNtNt%s4iter6traits8iterator8Iterator4Item", core);
		snprintf(proj_type, sizeof(proj_type), "%s", item);
	}
	if (item_out) {
		/* as snprintf(item_out, MAX_V0, "%.*s", MAX_V0 - 1, ...) would, which cost more than the rest here */
		const char *bound = strstr(proj, "8Iterator4Item") ? proj_type : "";
		size_t bl = strnlen(bound, MAX_V0 - 1);

		memcpy(item_out, bound, bl);
		item_out[bl] = 0;
	}
	/*
	 * The mangling depends only on normalization, not on the hash function:
	 * made once for each and hashed under each scheme asked. The Rust text
	 * is the one last made, but of the normalized mangling when both are
	 * (as when each was made for each scheme, the normalized one last).
	 * Where normalization changes only the suffix (and no Rust text), the
	 * other is made with the first, from its bytes: the types are parsed
	 * once (a matched offer's every hash needs both).
	 */
	for (int s = 0; s < KP_NR_SCHEMES; s++) {
		bool norm = s == KP_SCHEME_XXHASH_NORM || s == KP_SCHEME_FNV_NORM, plain;
		char *m = mangled[norm];
		char *text = !norm && made[1] ? scratch : rust;
		size_t textlen = text == scratch ? sizeof(scratch) : rustlen;

		if (scheme >= 0 && s != scheme)
			continue;
		if (!made[norm]) {
			if (sym ? kp_mangle_rust_method(sym, v0, n, types[1].s[0] == 'Q', *proj ? proj : NULL, proj_type,
							norm, m, sizeof(mangled[0]), text, textlen, &plain)
				: kp_mangle_rust_fn(v0, n, norm, m, sizeof(mangled[0]), text, textlen, &plain))
				return false;
			/* not made when it would not fit: left to fail as the mangler would */
			made[!norm] = made[!norm] ||
				      (plain && kp_mangle_rust_renorm(m, !norm, mangled[!norm], sizeof(mangled[0])));
		}
		made[norm] = true;
		if (!(mg->hashed & 1u << s))
			mg->hash[s] = kp_kcfi_hash((enum kp_kcfi_scheme)s, m);
		mg->hashed |= 1u << s;
		o->hash[s] = mg->hash[s];
	}
	return true;
}

/*
 * The offers tried for one function, by all that offer_of() reads that
 * changes between them: whether self is erased (a method), the Item given,
 * and the types. Another unknown's choice often changes none of the types
 * (408 of 2,963 offer_of() calls in the Rust boot kernel's check): such a
 * reading would be mangled and hashed the same again, which gave no offer
 * the first time (or try_readings() would have returned), so it is not
 * tried again.
 * Records: a size_t length, then [method][item given][n] item NUL, each
 * type NUL (C strings, none with a NUL of its own: the key says it all).
 * One that does not fit is not recorded, so only tried again.
 */
struct tried {
	char rec[8192];
	size_t len;
};

/* Appends s and its NUL at *at in t->rec: false when they do not fit. */
static bool tried_put(struct tried *t, size_t *at, const char *s)
{
	size_t l = strlen(s) + 1;

	if (l > sizeof(t->rec) - *at)
		return false;
	memcpy(t->rec + *at, s, l);
	*at += l;
	return true;
}

/* True when offer_of() was given these inputs before for this function; recorded if not. */
static bool tried_before(struct tried *t, const struct vbuf *types, size_t n, bool method, const char *item)
{
	size_t start = t->len + sizeof(size_t), at = start + 3, klen;
	const char *key = t->rec + start;

	if (at > sizeof(t->rec) || !tried_put(t, &at, item ? item : ""))
		return false;
	for (size_t k = 0; k < n; k++)
		if (!tried_put(t, &at, types[k].s))
			return false;
	t->rec[start] = (char)method;
	t->rec[start + 1] = (char)(item != NULL);
	t->rec[start + 2] = (char)n;
	klen = at - start;
	for (size_t p = 0, rl; p < t->len; p += sizeof(rl) + rl) {
		memcpy(&rl, t->rec + p, sizeof(rl));
		if (rl == klen && !memcmp(t->rec + p + sizeof(rl), key, klen))
			return true;
	}
	memcpy(t->rec + t->len, &klen, sizeof(klen));
	t->len = at;
	return false;
}

/*
 * Try the readings of the function's DWARF (sub) that what DWARF does not
 * say makes: which structs are #[repr(transparent)], how many lifetimes a
 * type has, an extern "C" function's bindgen types by their C name, a
 * #[track_caller] function's hidden &Location, a trait method's self as
 * &dyn Trait. Only one whose hash is the hash word is offered, and what it
 * chose learnt. False when none is.
 */
static bool try_readings(struct kp_analysis *an, struct rust_ctx *rc, size_t i, struct rust_unit *u, Dwarf_Die *sub,
			 const char *core, struct kp_type_offer **offers, size_t *noffers, size_t *cap)
{
	const struct kp_image *image = an->image;
	const struct kp_types *ty = &an->types;
	struct vbuf types[MAX_PARAMS + 1];
	const char *sym = image->funcs[i].name;
	/* <F as FnOnce<A>>::call_once and the like, their arguments a tuple */
	bool rust_call = fn_trait_call(sym);
	struct conv probe = { .rc = rc, .u = u, .rust_call = rust_call };
	char rust[1024];
	struct manglings mg;
	struct tried tried;
	size_t n;
	int scheme = ty->scheme >= 0 ? ty->scheme : KP_SCHEME_XXHASH_NORM;

	if (!signature(&probe, sub, types, &n))
		return false;
	tried.len = 0;
	unsigned long nvariants = variants_of(&probe);

	for (unsigned long v = 0; v < nvariants; v++) {
		for (int c = 0; c < 1 + probe.has_c; c++) {
			struct conv cv = { .rc = rc, .u = u, .repr_c = c, .variant = v, .rust_call = rust_call };
			struct kp_type_offer o = { .func = i };
			bool ok = true;

			/*
			 * The first reading (variant 0, Rust's types) is the probe's own: each
			 * unknown's choice 0, met in the same order, nothing learnt since. Its
			 * conv and types are what signature() would make again, so kept.
			 */
			if (!v && !c) {
				cv = probe;
			} else {
				memcpy(cv.unk, probe.unk, sizeof(cv.unk));
				cv.nunk = probe.nunk;
				for (size_t k = 0; k < cv.nunk; k++)
					cv.unk[k].used = false;
				ok = signature(&cv, sub, types, &n);
			}

			/* unknowns this reading met first (a transparent struct's field): enumerated too */
			if (cv.nunk > probe.nunk) {
				memcpy(probe.unk, cv.unk, sizeof(cv.unk));
				probe.nunk = cv.nunk;
				nvariants = variants_of(&probe);
			}
			if (!ok)
				continue;
			size_t n0 = n;

			for (int tc = 0; tc < 3; tc++) {
				/* 1: a hidden &Location last; 2: a trait method's self (&T, &mut T) erased to &dyn Trait */
				const char *method = tc == 2 ? sym : NULL;

				n = n0;
				if (tc == 1) {
					if (n == MAX_PARAMS + 1 || !*rc->location)
						continue;
					vb_init(&types[n]);
					vputs(&types[n], rc->location);
					n++;
				}
				if (tc == 2 ? !cv.self : cv.opaque_self)
					continue;
				/* an iterator's Item, where its signature does not say it: its next()'s, or a usual one */
				const char *items[5] = { NULL }, *key = types[1].s + (types[1].s[0] == 'R' || types[1].s[0] == 'Q');
				size_t nitems = 1, it;
				char item[MAX_V0];

				if (tc == 2 && iterator_method(sym)) {
					for (size_t k = 0; k < rc->nitems && nitems == 1; k++)
						if (!strcmp(rc->items[k].self, key))
							items[nitems++] = rc->items[k].item;
					items[nitems++] = "c";
					items[nitems++] = "h";
					items[nitems++] = "j";
				} else if (tc == 2 && strstr(sym, "12IntoIterator9into_iter")) {
					items[nitems++] = "~";
				}
				/* the matching reading's every hash: its mangling under the scheme kept, the other made */
				for (it = 0; it < nitems; it++) {
					if (tried_before(&tried, types, n, method, items[it]))
						continue;
					mg.made[0] = mg.made[1] = false;
					mg.hashed = 0;
					if (offer_of(types, n, method, core, items[it], scheme, &o, rust, sizeof(rust), item, &mg) &&
					    o.hash[scheme] == an->facts[i].hash)
						break;
				}
				if (it == nitems ||
				    !offer_of(types, n, method, core, items[it], -1, &o, rust, sizeof(rust), NULL, &mg))
					continue;
				if (*item && strlen(key) < sizeof(rc->items[0].self) && strlen(item) < sizeof(rc->items[0].item)) {
					grow_array((void **)&rc->items, &rc->items_cap, rc->nitems + 1, sizeof(*rc->items));
					snprintf(rc->items[rc->nitems].self, sizeof(rc->items[0].self), "%.*s",
						 (int)sizeof(rc->items[0].self) - 1, key);
					snprintf(rc->items[rc->nitems++].item, sizeof(rc->items[0].item), "%.*s",
						 (int)sizeof(rc->items[0].item) - 1, item);
				}
				learn(&cv);
				o.ctype = xstrdup(rust);
				grow_array((void **)offers, cap, *noffers + 1, sizeof(**offers));
				(*offers)[(*noffers)++] = o;
				return true;
			}
		}
	}
	return false;
}

void kp_dwarf_rust_types(struct kp_analysis *an, struct kp_debuginfo *di)
{
	const struct kp_image *image = an->image;
	struct kp_types *ty = &an->types;
	struct rust_ctx rc = { .di = di };
	struct kp_type_offer *offers = NULL;
	size_t noffers = 0, cap = 0, before;
	bool any = false;

	for (size_t i = 0; ty->funcs && i < image->nfuncs && !any; i++)
		any = kp_type_unexplained(ty, i) && ty->funcs[i].fate == KP_TYPE_RUST;
	/* #[no_mangle] and #[export_name] functions are Rust's too, though no v0 symbol says so */
	for (size_t i = 0; ty->funcs && i < image->nfuncs && !any; i++)
		any = kp_type_unexplained(ty, i) && ty->funcs[i].fate == KP_TYPE_NO_TYPE;
	if (!any)
		return;
	find_crates(&rc, image);
	find_lifetimes(&rc, image);
	const char *core = crate_root(&rc, "core", 4);

	if (core)
		snprintf(rc.location, sizeof(rc.location), "RINtNtNt%s5panic8location8LocationL_E", core);
	bool *done = xcalloc(image->nfuncs, sizeof(*done));

	/* Again while a pass learns: a type one function's hash confirmed is one reading fewer for the next. */
	for (int pass = 0; pass < 3; pass++) {
		before = noffers;
		for (size_t i = 0; i < image->nfuncs; i++) {
			struct rust_unit *u;
			Dwarf_Die sub;

			if (done[i] || !kp_type_unexplained(ty, i) ||
			    (ty->funcs[i].fate != KP_TYPE_RUST && ty->funcs[i].fate != KP_TYPE_NO_TYPE) ||
			    !rust_subprogram(&rc, di, image, &image->funcs[i], &sub, &u))
				continue;
			done[i] = try_readings(an, &rc, i, u, &sub, core, &offers, &noffers, &cap);
		}
		if (noffers == before)
			break;
	}
	free(done);
	kp_types_settle_offers(an, offers, noffers, "DWARF");
	for (size_t k = 0; k < noffers; k++)
		free((char *)offers[k].ctype);
	free(offers);
	for (size_t k = 0; k < rc.nunits; k++) {
		for (size_t j = 0; j < rc.units[k].nns; j++)
			free(rc.units[k].ns[j]);
		free(rc.units[k].ns);
		free(rc.units[k].subs);
		free(rc.units[k].types);
	}
	free(rc.units);
	free(rc.crates);
	free(rc.items);
	free(rc.lt);
	free(rc.learnt);
	free(rc.learnt_index);
	free(rc.borrows);
	free(rc.parts);
	free(rc.memo);
	free(rc.memo_bytes);
	free(rc.memo_choices);
	free(rc.made);
}
