// SPDX-License-Identifier: GPL-2.0-only
/*
 * A kCFI type id as clang makes it (CodeGenModule::CreateKCFITypeId): the
 * function's canonical type mangled by the Itanium rules
 * (mangleCanonicalTypeName: "_ZTS" + the type), with
 * -fsanitize-cfi-icall-experimental-normalize-integers every integer as
 * "u<len>[iu]<bits>" and ".normalized" after it, hashed by xxHash64 (its low
 * 32 bits) or, from clang 22 with -fsanitize-kcfi-hash=FNV-1a, 32-bit
 * FNV-1a. Here from a BTF FUNC_PROTO:
 *
 *   typedefs and BTF type tags resolve to what they name; a parameter's
 *   top-level qualifiers drop (the return type's stay), an array parameter decays to a pointer (so
 *   does a function); qualifiers on an array qualify its element;
 *   struct/union/enum mangle by tag as <length><name>, an anonymous one by
 *   the typedef that names it for linkage; AArch64's va_list (struct
 *   __va_list) is std::__va_list, St9__va_list; no parameters is "v",
 *   variadic "z"; long double is "e" (AArch64 and RISC-V alike).
 *
 * Substitutions (S_, S0_, S1_, ...): every component but an unqualified
 * builtin type is a candidate, numbered in the order its mangling ends; a
 * repeat is written as its number. A normalized integer is a candidate too,
 * one per signedness and width (long and long long share "u3i64").
 * Candidates are compared by their full mangling without normalization,
 * which for C types is the type's identity: normalized, char * and unsigned
 * char * are both Pu2u8, but clang substitutes types, not strings, so the
 * second is PS0_ (clang 21, CONFIG_RUST: bunzip2's unsigned char * and
 * char *, ring_buffer_peek's u64 * and unsigned long *).
 *
 * From clang 22 (llvm-project #158193, "Generalize transparent union
 * parameters"), a parameter or the return of a transparent union type
 * mangles as the union's first member: top-level parameters only, not those
 * of a function pointer among them; a parameter's qualifiers drop, the
 * return keeps its member's. BTF does not say which unions are transparent:
 * kp_mangle_proto_tunion() mangles every union by value so, and the hash
 * word says which clang made it (release_pages_arg: _ZTSFvPP4pageiE).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <xxhash.h>

#include "kprefix/ctypes.h"
#include "kprefix/util.h"

/* A type as the mangler sees it: a BTF id with typedefs and tags resolved, and its qualifiers. */
enum { Q_CONST = 1, Q_VOLATILE = 2, Q_RESTRICT = 4 };

struct canon {
	uint32_t id;            /* 0: void */
	unsigned quals;
	/* The name's offset of the typedef naming an anonymous tag for linkage, or 0: stable
	 * while a BTF grows, as pointers into it are not. */
	uint32_t linkage_off;
};

struct sbuf {
	char *s;
	size_t len, cap;
	bool overflow;
};

static inline void sb_put(struct sbuf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		b->overflow = true;
		return;
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}

static void sb_str(struct sbuf *b, const char *s)
{
	sb_put(b, s, strlen(s));
}

/* A string literal, its length known: the mangler writes a few of them for every prototype. */
#define sb_lit(b, lit) sb_put((b), "" lit, sizeof(lit) - 1)

#define MAX_SUBS 256
#define MAX_DEPTH 32

/*
 * A component's full mangling (its identity as a substitution candidate),
 * computed once per type of one BTF: with thousands of prototypes sharing
 * their parameters' types, mangling each component again for every
 * prototype, and twice per prototype for its candidates, was most of a
 * types check. The strings are interned, so candidates compare as pointers.
 */
struct memo {
	uint32_t id;
	uint32_t linkage;       /* the typedef's name offset, 0: none */
	const char *full;       /* interned; NULL: an empty slot */
	uint32_t len;           /* of full */
	uint8_t quals;
	uint8_t fate;
	bool overflow;          /* longer than a mangling may be */
	uint8_t height;         /* how much deeper than its start the mangling went */
};

/*
 * A component's mangling where none of its substitution candidates is one
 * yet (where the prototype mangled so far has none of them): always the
 * same text, adding the same candidates in the same order. Most
 * components of a prototype are such (a struct's pointer met the first
 * time), and with 10,000 prototypes sharing their parameters' types,
 * walking each again was most of the mangling: so each is walked once per
 * normalization, and replayed where none of its candidates is taken.
 */
struct fresh {
	uint32_t id, linkage;
	uint8_t key;            /* its qualifiers, FRESH_NORM when integers are normalized */
	uint8_t ncands;
	uint8_t depth;          /* made at this depth: the same at any shallower one */
	uint16_t len;           /* of the text */
	const char **cands;     /* its candidates, the text after them; NULL: an empty slot */
};

#define FRESH_NORM 8

struct resolved {
	uint32_t id, linkage_off;
	uint32_t member;        /* union_member() */
	uint8_t quals;
	bool known;
	bool array, decays;     /* an ARRAY; an ARRAY or FUNC_PROTO (a parameter decays): param_type() */
};

struct kp_mangle_cache {
	const struct btf *btf;
	bool aarch64;
	struct memo *slots;
	size_t cap, count;
	/* The interned strings, by xxHash3 of their bytes (open addressing); they and the
	 * fresh manglings' texts in one arena. */
	struct interned *strings;
	size_t strings_cap, nstrings;
	struct kp_arena text;
	/* resolve()'s answer by id (its linkage by offset only: a growing BTF's strings move) */
	struct resolved *resolved;
	size_t nresolved;
	/* An INT's builtin code and normalized form (interned), by id: made once each. A
	 * kernel has a few dozen INTs among 100,000 types: open addressing, not an array. */
	struct int_forms *ints;
	size_t ints_cap, nints;
	/* The fresh manglings, by id, qualifiers, linkage and normalization (open addressing). */
	struct fresh *fresh;
	size_t fresh_cap, nfresh;
};

struct interned {
	const char *s;          /* NULL: an empty slot */
	uint32_t len, hash;
};

struct int_forms {
	uint32_t id;
	bool known;             /* a used slot */
	const char *code;       /* builtin_code() of its name, or NULL */
	const char *norm;       /* its normalized form, "u3i32", once made */
};

struct kp_mangle_cache *kp_mangle_cache_new(const struct btf *btf, bool aarch64)
{
	struct kp_mangle_cache *mc = xcalloc(1, sizeof(*mc));

	mc->btf = btf;
	mc->aarch64 = aarch64;
	return mc;
}

void kp_mangle_cache_free(struct kp_mangle_cache *mc)
{
	if (!mc)
		return;
	free(mc->slots);
	free(mc->resolved);
	free(mc->ints);
	free(mc->fresh);
	free(mc->strings);
	kp_arena_free(&mc->text);
	free(mc);
}

static size_t memo_hash(uint32_t id, unsigned quals, uint32_t linkage)
{
	uint64_t h = ((uint64_t)id << 3 | quals) ^ (uint64_t)linkage << 35;

	h *= 0x9e3779b97f4a7c15ull;
	return (size_t)(h >> 17);
}

static inline struct memo *memo_slot(struct kp_mangle_cache *mc, uint32_t id, unsigned quals, uint32_t linkage)
{
	size_t mask = mc->cap - 1, i = memo_hash(id, quals, linkage) & mask;

	while (mc->slots[i].full &&
	       (mc->slots[i].id != id || mc->slots[i].quals != quals || mc->slots[i].linkage != linkage))
		i = (i + 1) & mask;
	return &mc->slots[i];
}

static const struct memo *memo_find(struct kp_mangle_cache *mc, uint32_t id, unsigned quals, uint32_t linkage)
{
	const struct memo *e = mc->cap ? memo_slot(mc, id, quals, linkage) : NULL;

	return e && e->full ? e : NULL;
}

static void memo_add(struct kp_mangle_cache *mc, const struct memo *e)
{
	if ((mc->count + 1) * 2 > mc->cap) {
		struct memo *old = mc->slots;
		size_t oldcap = mc->cap;

		mc->cap = oldcap ? oldcap * 2 : 64;
		mc->slots = xcalloc(mc->cap, sizeof(*mc->slots));
		for (size_t i = 0; i < oldcap; i++)
			if (old[i].full)
				*memo_slot(mc, old[i].id, old[i].quals, old[i].linkage) = old[i];
		free(old);
	}
	struct memo *slot = memo_slot(mc, e->id, e->quals, e->linkage);

	if (!slot->full)
		mc->count++;
	*slot = *e;
}

static struct interned *interned_slot(struct interned *set, size_t cap, const char *s, size_t len, uint32_t h)
{
	size_t i = h & (cap - 1);

	while (set[i].s && (set[i].hash != h || set[i].len != len || memcmp(set[i].s, s, len)))
		i = (i + 1) & (cap - 1);
	return &set[i];
}

/* The cache's one copy of s[0, len) (no NUL in it), NUL-terminated. */
static const char *intern_n(struct kp_mangle_cache *mc, const char *s, size_t len)
{
	uint32_t h = (uint32_t)XXH3_64bits(s, len);

	if ((mc->nstrings + 1) * 2 > mc->strings_cap) {
		struct interned *old = mc->strings;
		size_t oldcap = mc->strings_cap;

		mc->strings_cap = oldcap ? 2 * oldcap : 1024;
		mc->strings = xcalloc(mc->strings_cap, sizeof(*mc->strings));
		for (size_t i = 0; i < oldcap; i++)
			if (old[i].s)
				*interned_slot(mc->strings, mc->strings_cap, old[i].s, old[i].len, old[i].hash) = old[i];
		free(old);
	}
	struct interned *e = interned_slot(mc->strings, mc->strings_cap, s, len, h);

	if (!e->s) {
		char *copy = kp_arena_alloc(&mc->text, len + 1);

		memcpy(copy, s, len);
		copy[len] = 0;
		*e = (struct interned){ copy, (uint32_t)len, h };
		mc->nstrings++;
	}
	return e->s;
}

static const char *intern(struct kp_mangle_cache *mc, const char *s)
{
	return intern_n(mc, s, strlen(s));
}

struct mangler {
	const struct btf *btf;
	struct kp_mangle_cache *cache;
	bool normalize, aarch64;
	bool tunion;            /* a top-level union by value is its first member (clang 22) */
	bool unions;            /* the return or a parameter is a union by value: takes_union() */
	int fate;               /* 0, or what stopped it */
	struct sbuf out;
	/* Candidates by their full mangling (interned: compared as pointers), in order. */
	const char **subs;      /* MAX_SUBS of them: not zeroed, only the first nsubs are read */
	size_t nsubs;
	int depth, maxdepth;
	bool expanding;         /* the full form: no candidates, no substitutions */
	unsigned hits;          /* substitutions written */
};

static struct canon resolve(const struct btf *btf, uint32_t id)
{
	struct canon c = { id, 0, 0 };

	for (int guard = 0; guard < 64 && c.id; guard++) {
		const struct btf_type *t = btf__type_by_id(btf, c.id);

		if (!t)
			break;
		switch (btf_kind(t)) {
		case BTF_KIND_TYPEDEF:
			c.linkage_off = t->name_off;
			c.id = t->type;
			continue;
		case BTF_KIND_TYPE_TAG:
			c.id = t->type;
			continue;
		case BTF_KIND_CONST:
			c.quals |= Q_CONST;
			c.id = t->type;
			continue;
		case BTF_KIND_VOLATILE:
			c.quals |= Q_VOLATILE;
			c.id = t->type;
			continue;
		case BTF_KIND_RESTRICT:
			c.quals |= Q_RESTRICT;
			c.id = t->type;
			continue;
		default:
			break;
		}
		break;
	}
	/* The typedef names the tag for linkage only when it names it directly. */
	if (c.id) {
		const struct btf_type *t = btf__type_by_id(btf, c.id);

		if (!t || t->name_off || !(btf_is_composite(t) || btf_is_any_enum(t)))
			c.linkage_off = 0;
	}
	return c;
}

/*
 * Type id's entry of the cache of resolve()'s answers, made. The array is
 * as long as the BTF has types (growing with a BTF that grows), allocated
 * zeroed once rather than doubled from 1024 and cleared each time.
 */
static struct resolved *resolved_make(struct kp_mangle_cache *mc, const struct btf *btf, uint32_t id)
{
	if (id >= mc->nresolved) {
		size_t n = btf__type_cnt(btf);

		if (n < 2 * mc->nresolved)
			n = 2 * mc->nresolved;
		if (n <= id)
			n = (size_t)id + 1;
		if (!mc->nresolved) {
			mc->resolved = xcalloc(n, sizeof(*mc->resolved));
		} else {
			mc->resolved = xrealloc(mc->resolved, n * sizeof(*mc->resolved));
			memset(mc->resolved + mc->nresolved, 0, (n - mc->nresolved) * sizeof(*mc->resolved));
		}
		mc->nresolved = n;
	}
	struct resolved *r = &mc->resolved[id];
	struct canon c = resolve(btf, id);
	const struct btf_type *t = c.id ? btf__type_by_id(btf, c.id) : NULL;

	*r = (struct resolved){ .id = c.id, .linkage_off = c.linkage_off, .quals = (uint8_t)c.quals, .known = true };
	/* A union by value's first member: takes_union() asks it of every parameter. */
	r->member = t && btf_is_union(t) && btf_vlen(t) ? btf_members(t)[0].type : 0;
	r->array = t && btf_is_array(t);
	r->decays = t && (btf_is_array(t) || btf_is_func_proto(t));
	return r;
}

/* Type id's entry, made if not yet: asked for every parameter of every prototype, so inline. */
static inline struct resolved *resolved_at(struct kp_mangle_cache *mc, const struct btf *btf, uint32_t id)
{
	if (id < mc->nresolved && mc->resolved[id].known)
		return &mc->resolved[id];
	return resolved_make(mc, btf, id);
}

/* resolve(), each id's once per cache (mc may be NULL: not kept). */
static inline struct canon resolve_c(struct kp_mangle_cache *mc, const struct btf *btf, uint32_t id)
{
	if (!mc)
		return resolve(btf, id);
	const struct resolved *r = resolved_at(mc, btf, id);

	return (struct canon){ r->id, r->quals, r->linkage_off };
}

/* The builtin's Itanium code, or NULL: by the name the compiler gave it. */
static const char *builtin_code(const char *name)
{
	static const struct {
		const char *name, *code;
	} map[] = {
		{ "_Bool", "b" }, { "bool", "b" },
		{ "char", "c" }, { "signed char", "a" }, { "unsigned char", "h" },
		{ "short", "s" }, { "short int", "s" }, { "signed short", "s" },
		{ "unsigned short", "t" }, { "short unsigned int", "t" }, { "unsigned short int", "t" },
		{ "int", "i" }, { "signed int", "i" }, { "signed", "i" },
		{ "unsigned int", "j" }, { "unsigned", "j" },
		{ "long", "l" }, { "long int", "l" }, { "signed long", "l" },
		{ "unsigned long", "m" }, { "long unsigned int", "m" }, { "unsigned long int", "m" },
		{ "long long", "x" }, { "long long int", "x" }, { "signed long long", "x" },
		{ "unsigned long long", "y" }, { "long long unsigned int", "y" },
		{ "unsigned long long int", "y" },
		{ "__int128", "n" }, { "__int128_t", "n" },
		{ "unsigned __int128", "o" }, { "__int128 unsigned", "o" }, { "__uint128_t", "o" },
		{ "float", "f" }, { "double", "d" }, { "long double", "e" },
		{ "_Float16", "DF16_" }, { "__fp16", "Dh" }, { "__bf16", "DF16b" },
		{ "wchar_t", "w" },
	};

	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (map[i].name[0] == name[0] && !strcmp(map[i].name, name))
			return map[i].code;
	return NULL;
}

static inline bool subst(struct mangler *m, const char *key)
{
	if (m->expanding)
		return false;
	for (size_t i = 0; i < m->nsubs; i++) {
		if (m->subs[i] != key)
			continue;
		char buf[16];

		m->hits++;
		/* S_ is the first; then S0_, S1_, ... in base 36, digits then capitals. */
		if (i == 0) {
			sb_lit(&m->out, "S_");
			return true;
		}
		size_t n = i - 1, at = sizeof(buf) - 1;

		buf[at] = 0;
		buf[--at] = '_';
		do {
			unsigned d = n % 36;

			buf[--at] = (char)(d < 10 ? '0' + d : 'A' + d - 10);
			n /= 36;
		} while (n);
		buf[--at] = 'S';
		sb_str(&m->out, buf + at);
		return true;
	}
	return false;
}

static void add_subst(struct mangler *m, const char *key)
{
	if (m->expanding)
		return;
	if (m->nsubs < MAX_SUBS)
		m->subs[m->nsubs++] = key;
	else
		m->fate = KP_TYPE_UNSUPPORTED;
}

static void mangle_type(struct mangler *m, struct canon c);
static void mangle_component(struct mangler *m, struct canon c);

/*
 * A component's full mangling, substitutions expanded (its identity,
 * interned), as a walk from depth (before its own) writes it: its memo,
 * made if not yet. Where the walk went past MAX_DEPTH it is not kept.
 */
static struct memo full_form(struct mangler *m, struct canon c, int depth)
{
	struct kp_mangle_cache *mc = m->cache;
	const struct memo *e = memo_find(mc, c.id, c.quals, c.linkage_off);

	/* Made at another depth: the same, unless this one would go past MAX_DEPTH. */
	if (e && depth + e->height <= MAX_DEPTH)
		return *e;
	struct mangler sub = { .btf = m->btf, .cache = mc, .normalize = false, .aarch64 = m->aarch64,
			       .depth = depth, .maxdepth = depth, .expanding = true };
	char buf[4096];

	sub.out = (struct sbuf){ buf, 0, sizeof(buf), false };
	buf[0] = 0;
	mangle_component(&sub, c);
	struct memo n = { c.id, c.linkage_off, intern_n(mc, buf, sub.out.len), (uint32_t)sub.out.len, (uint8_t)c.quals,
			  (uint8_t)sub.fate, sub.out.overflow, (uint8_t)(sub.maxdepth - depth) };

	/* One cut short by MAX_DEPTH is not its type's: made again where asked. */
	if (sub.maxdepth <= MAX_DEPTH)
		memo_add(mc, &n);
	return n;
}

/* A component's full mangling, substitutions expanded: its identity, interned. */
static const char *expand(struct mangler *m, struct canon c)
{
	struct memo e = full_form(m, c, m->depth);

	if (e.fate && !m->fate)
		m->fate = e.fate;
	if (e.overflow)
		m->fate = KP_TYPE_UNSUPPORTED;
	return e.full;
}

/*
 * Where a full form is being written, a component's own full form: each
 * made once, not walked again inside every full form it is part of. Where
 * it did not come out whole (a fate, an overflow, no room left here), the
 * walk writes it as it always did.
 */
static bool expand_inner(struct mangler *m, struct canon c)
{
	struct memo e = full_form(m, c, m->depth);

	if (e.fate || e.overflow || m->out.len + e.len + 1 > m->out.cap)
		return false;
	sb_put(&m->out, e.full, e.len);
	if (m->depth + e.height > m->maxdepth)
		m->maxdepth = m->depth + e.height;
	return true;
}

/*
 * Is this component a candidate at all? Unqualified builtins are not
 * (unless normalized integers). t: c's type, looked up by the caller.
 */
static bool is_builtin(const struct btf_type *t, struct canon c)
{
	if (c.quals)
		return false;
	if (!c.id)
		return true;
	return t && (btf_is_int(t) || btf_is_float(t));
}

/* n in decimal, ending just before buf[at]; where it starts. */
static size_t put_decimal(char *buf, size_t at, size_t n)
{
	do {
		buf[--at] = (char)('0' + n % 10);
		n /= 10;
	} while (n);
	return at;
}

static void mangle_name(struct mangler *m, const char *name);

/* Type id's slot of the INT cache: its own, or the empty one it takes. */
static struct int_forms *int_slot(struct int_forms *ints, size_t cap, uint32_t id)
{
	size_t i = (id * 0x9e3779b9u) & (cap - 1);

	while (ints[i].known && ints[i].id != id)
		i = (i + 1) & (cap - 1);
	return &ints[i];
}

static struct int_forms *int_forms(struct kp_mangle_cache *mc, uint32_t id)
{
	if ((mc->nints + 1) * 2 > mc->ints_cap) {
		struct int_forms *old = mc->ints;
		size_t oldcap = mc->ints_cap;

		mc->ints_cap = oldcap ? 2 * oldcap : 64;
		mc->ints = xcalloc(mc->ints_cap, sizeof(*mc->ints));
		for (size_t i = 0; i < oldcap; i++)
			if (old[i].known)
				*int_slot(mc->ints, mc->ints_cap, old[i].id) = old[i];
		free(old);
	}
	return int_slot(mc->ints, mc->ints_cap, id);
}

static void mangle_int(struct mangler *m, uint32_t id, const struct btf_type *t, const char *name)
{
	struct int_forms *f = int_forms(m->cache, id);

	if (!f->known) {
		*f = (struct int_forms){ .id = id, .known = true, .code = builtin_code(name) };
		m->cache->nints++;
	}
	const char *code = f->code;

	if (!m->normalize) {
		if (!code && m->expanding) {
			/* an identity only: a name the plain mangling has no code for */
			sb_lit(&m->out, "?");
			mangle_name(m, name);
			return;
		}
		if (!code) {
			m->fate = KP_TYPE_UNSUPPORTED;
			return;
		}
		sb_str(&m->out, code);
		return;
	}
	/* clang normalizes every integer type, _Bool and char included: by size and signedness.
	 * Plain char is unsigned on arm64 and riscv64. */
	bool is_signed = (btf_int_encoding(t) & BTF_INT_SIGNED) != 0;

	if (code && strchr("fde", code[0]) && !code[1]) {
		/* pahole may give floating types as INT: never normalized. */
		sb_str(&m->out, code);
		return;
	}

	if (code && (!strcmp(code, "a") || !strcmp(code, "s") || !strcmp(code, "i") ||
		     !strcmp(code, "l") || !strcmp(code, "x") || !strcmp(code, "n")))
		is_signed = true;
	else if (code)
		is_signed = false;
	/* u<length><i|u><bits>, as "u3i32", written without snprintf(); interned once per type. */
	if (!f->norm) {
		char full[40];
		size_t at = sizeof(full) - 1;

		full[at] = '\0';
		at = put_decimal(full, at, t->size * 8);
		full[--at] = is_signed ? 'i' : 'u';
		at = put_decimal(full, at, sizeof(full) - 1 - at);
		full[--at] = 'u';
		f->norm = intern(m->cache, full + at);
	}
	const char *key = f->norm;

	if (!m->expanding && subst(m, key))
		return;
	sb_str(&m->out, key);
	if (!m->expanding)
		add_subst(m, key);
}

/* <length><name>: written without snprintf(), which was a tenth of a BTF check. */
static void mangle_name(struct mangler *m, const char *name)
{
	char len[24];
	size_t at = sizeof(len) - 1;

	len[at] = '\0';
	at = put_decimal(len, at, strlen(name));
	sb_str(&m->out, len + at);
	sb_str(&m->out, name);
}

static void mangle_proto_body(struct mangler *m, const struct btf_type *t, bool top);

/*
 * A parameter's type as its signature has it: top-level qualifiers
 * dropped, arrays and functions decayed. Asked of every parameter of
 * every prototype: from the resolved entry, without a BTF lookup.
 */
static struct canon param_type(struct kp_mangle_cache *mc, const struct btf *btf, uint32_t id,
			       uint32_t *decay_to)
{
	const struct resolved *r = resolved_at(mc, btf, id);

	*decay_to = r->decays ? r->id : 0;
	return (struct canon){ r->id, r->array ? r->quals : 0, r->linkage_off };
}

/* t: c's type, looked up by the caller (NULL where c.id is 0 or not a type). */
static void mangle_unqualified(struct mangler *m, struct canon c, const struct btf_type *t)
{
	if (!c.id) {
		sb_lit(&m->out, "v");
		return;
	}
	if (!t) {
		m->fate = KP_TYPE_UNSUPPORTED;
		return;
	}
	const char *name = btf__name_by_offset(m->btf, t->name_off);

	switch (btf_kind(t)) {
	case BTF_KIND_INT:
		mangle_int(m, c.id, t, name ? name : "");
		return;
	case BTF_KIND_FLOAT: {
		const char *code = builtin_code(name ? name : "");

		if (!code)
			m->fate = KP_TYPE_UNSUPPORTED;
		else
			sb_str(&m->out, code);
		return;
	}
	case BTF_KIND_PTR: {
		sb_lit(&m->out, "P");
		mangle_type(m, resolve_c(m->cache, m->btf, t->type));
		return;
	}
	case BTF_KIND_ARRAY: {
		const struct btf_array *a = btf_array(t);
		char dim[32];

		if (a->nelems)
			snprintf(dim, sizeof(dim), "A%u_", a->nelems);
		else
			snprintf(dim, sizeof(dim), "A_");
		sb_str(&m->out, dim);
		mangle_type(m, resolve_c(m->cache, m->btf, a->type));
		return;
	}
	case BTF_KIND_FUNC_PROTO:
		mangle_proto_body(m, t, false);
		return;
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION:
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
	case BTF_KIND_FWD: {
		const char *linkage = c.linkage_off ? btf__name_by_offset(m->btf, c.linkage_off) : NULL;

		if (name && *name) {
			if (m->aarch64 && !strcmp(name, "__va_list") && btf_kind(t) != BTF_KIND_ENUM) {
				/* AAPCS64: va_list is std::__va_list. */
				sb_lit(&m->out, "St9__va_list");
				return;
			}
			mangle_name(m, name);
		} else if (linkage && *linkage) {
			mangle_name(m, linkage);
		} else {
			m->fate = KP_TYPE_ANONYMOUS;
		}
		return;
	}
	default:
		m->fate = KP_TYPE_UNSUPPORTED;
		return;
	}
}

static void mangle_quals(struct mangler *m, unsigned quals)
{
	/* Itanium 5.1.5: restrict, volatile, const. */
	if (quals & Q_RESTRICT)
		sb_lit(&m->out, "r");
	if (quals & Q_VOLATILE)
		sb_lit(&m->out, "V");
	if (quals & Q_CONST)
		sb_lit(&m->out, "K");
}

/* A component the long way: its candidates' substitutions checked, its parts walked. */
static void mangle_component(struct mangler *m, struct canon c)
{
	if (m->fate)
		return;
	if (++m->depth > m->maxdepth)
		m->maxdepth = m->depth;
	if (m->depth > MAX_DEPTH) {
		m->fate = KP_TYPE_UNSUPPORTED;
		m->depth--;
		return;
	}
	/* C's qualifiers on an array qualify its element. */
	const struct btf_type *t = c.id ? btf__type_by_id(m->btf, c.id) : NULL;

	if (c.quals && t && btf_is_array(t)) {
		/* The element carries them: mangle the array with a qualified element. */
		unsigned q = c.quals;
		const struct btf_array *a = btf_array(t);
		const char *key = m->expanding ? NULL : expand(m, c);

		if (!key || !subst(m, key)) {
			char dim[32];
			struct canon el = resolve_c(m->cache, m->btf, a->type);

			snprintf(dim, sizeof(dim), a->nelems ? "A%u_" : "A_", a->nelems);
			sb_str(&m->out, dim);
			el.quals |= q;
			mangle_type(m, el);
			if (key)
				add_subst(m, key);
		}
		m->depth--;
		return;
	}
	if (is_builtin(t, c)) {
		mangle_unqualified(m, c, t);
		m->depth--;
		return;
	}
	const char *key = !m->expanding && m->nsubs < MAX_SUBS ? expand(m, c) : NULL;

	if (!key || !subst(m, key)) {
		if (c.quals) {
			struct canon u = c;

			mangle_quals(m, c.quals);
			u.quals = 0;
			mangle_type(m, u);
		} else {
			mangle_unqualified(m, c, t);
		}
		if (key)
			add_subst(m, key);
	}
	m->depth--;
}

static size_t fresh_hash(uint32_t id, unsigned key, uint32_t linkage)
{
	uint64_t h = ((uint64_t)id << 4 | key) ^ (uint64_t)linkage << 36;

	h *= 0x9e3779b97f4a7c15ull;
	return (size_t)(h >> 17);
}

/* Component c's slot (normalized or not): its fresh mangling, or an empty one. */
static inline struct fresh *fresh_slot(struct kp_mangle_cache *mc, struct canon c, bool normalize)
{
	unsigned key = c.quals | (normalize ? FRESH_NORM : 0);
	size_t mask = mc->fresh_cap - 1, i = fresh_hash(c.id, key, c.linkage_off) & mask;

	while (mc->fresh[i].cands &&
	       (mc->fresh[i].id != c.id || mc->fresh[i].key != key || mc->fresh[i].linkage != c.linkage_off))
		i = (i + 1) & mask;
	return &mc->fresh[i];
}

/*
 * A component some of whose candidates are taken: where its own is (its
 * last: its full form, or a normalized integer's form), the substitution
 * mangle_component() would find and write alone; else it is walked. With
 * normalized integers, every repeated int of a prototype was walked to
 * write "S_". c's full form is clean (no fate, no overflow) down to
 * f->depth, as the walk that made f found it.
 */
static bool taken(struct mangler *m, const struct fresh *f)
{
	return m->nsubs < MAX_SUBS && subst(m, f->cands[f->ncands - 1]);
}

/*
 * Written where none of its candidates is taken yet, and where the mangling
 * has room: c's fresh text. Where c itself is taken, its substitution.
 */
static bool replay(struct mangler *m, struct canon c)
{
	const struct fresh *f = m->cache->fresh_cap ? fresh_slot(m->cache, c, m->normalize) : NULL;

	if (!f || !f->cands || m->depth > f->depth)
		return false;
	for (unsigned k = 0; k < f->ncands; k++)
		for (size_t i = 0; i < m->nsubs; i++)
			if (m->subs[i] == f->cands[k])
				return taken(m, f);
	if (m->nsubs + f->ncands > MAX_SUBS || m->out.len + f->len + 1 > m->out.cap)
		return false;
	memcpy(m->out.s + m->out.len, (const char *)(f->cands + f->ncands), f->len + 1u);
	m->out.len += f->len;
	/* One to three pointers most often: a loop, not memcpy()'s general copy. */
	for (unsigned k = 0; k < f->ncands; k++)
		m->subs[m->nsubs + k] = f->cands[k];
	m->nsubs += f->ncands;
	return true;
}

/*
 * c was mangled from out[at] and candidates from subs[from], at this depth,
 * substituting nothing: what any mangling without its candidates writes.
 * Without a substitution, nothing it wrote depended on those before it;
 * and nothing cut it short (a fate, an overflow, MAX_SUBS), which at a
 * shallower depth would not cut it either.
 */
static void remember(struct mangler *m, struct canon c, size_t at, size_t from, int depth)
{
	struct kp_mangle_cache *mc = m->cache;
	size_t len = m->out.len - at, ncands = m->nsubs - from;

	if (len > UINT16_MAX || ncands > UINT8_MAX || depth < 0 || depth > MAX_DEPTH)
		return;
	if ((mc->nfresh + 1) * 2 > mc->fresh_cap) {
		struct fresh *old = mc->fresh;
		size_t oldcap = mc->fresh_cap;

		mc->fresh_cap = oldcap ? oldcap * 2 : 256;
		mc->fresh = xcalloc(mc->fresh_cap, sizeof(*mc->fresh));
		for (size_t i = 0; i < oldcap; i++) {
			if (!old[i].cands)
				continue;
			struct canon k = { old[i].id, old[i].key & ~FRESH_NORM, old[i].linkage };

			*fresh_slot(mc, k, old[i].key & FRESH_NORM) = old[i];
		}
		free(old);
	}
	struct fresh *f = fresh_slot(mc, c, m->normalize);

	if (f->cands) {
		/* Seen before only deeper than its first: it holds down to here. */
		if (depth > f->depth)
			f->depth = (uint8_t)depth;
		return;
	}
	const char **cands = kp_arena_alloc(&mc->text, ncands * sizeof(*cands) + len + 1);

	memcpy(cands, m->subs + from, ncands * sizeof(*cands));
	memcpy((char *)(cands + ncands), m->out.s + at, len + 1);
	*f = (struct fresh){ c.id, c.linkage_off, (uint8_t)(c.quals | (m->normalize ? FRESH_NORM : 0)),
			     (uint8_t)ncands, (uint8_t)depth, (uint16_t)len, cands };
	mc->nfresh++;
}

/* c the long way, kept as its fresh mangling where it substituted nothing. */
static __attribute__((noinline)) void walk_fresh(struct mangler *m, struct canon c)
{
	size_t at = m->out.len, from = m->nsubs;
	unsigned hits = m->hits;
	int depth = m->depth;

	mangle_component(m, c);
	if (!m->fate && !m->out.overflow && m->hits == hits && m->nsubs < MAX_SUBS)
		remember(m, c, at, from, depth);
}

/*
 * Mostly a replay (36,209 of the 40,239 parameters and returns of a Rust
 * kernel's prototypes): the walk kept apart, so that this call saves and
 * restores few registers.
 */
static void mangle_type(struct mangler *m, struct canon c)
{
	if (m->fate)
		return;
	if (m->expanding) {
		if (!expand_inner(m, c))
			mangle_component(m, c);
		return;
	}
	if (!replay(m, c))
		walk_fresh(m, c);
}

/* A union by value's first member, or 0: what clang 22 mangles a transparent union as. */
static inline uint32_t union_member(struct kp_mangle_cache *mc, const struct btf *btf, uint32_t id)
{
	if (mc)
		return resolved_at(mc, btf, id)->member;
	struct canon c = resolve(btf, id);
	const struct btf_type *t = c.id ? btf__type_by_id(btf, c.id) : NULL;

	return t && btf_is_union(t) && btf_vlen(t) ? btf_members(t)[0].type : 0;
}

/* "P" and the full form of what a decayed parameter points to, interned. */
static const char *pointer_key(struct mangler *m, struct canon to)
{
	struct memo e = full_form(m, to, m->depth);
	char stack[512], *buf = e.len + 2 <= sizeof(stack) ? stack : xmalloc(e.len + 2);
	const char *key;

	if (e.fate && !m->fate)
		m->fate = e.fate;
	if (e.overflow)
		m->fate = KP_TYPE_UNSUPPORTED;
	buf[0] = 'P';
	memcpy(buf + 1, e.full, e.len);
	key = intern_n(m->cache, buf, e.len + 1);
	if (buf != stack)
		free(buf);
	return key;
}

static void mangle_proto_body(struct mangler *m, const struct btf_type *t, bool top)
{
	const struct btf_param *p = btf_params(t);
	unsigned n = btf_vlen(t);
	bool variadic = n && !p[n - 1].type && !p[n - 1].name_off;
	bool tu = top && m->tunion;
	/* Each top-level type's union member asked once, for clang 22's form and for takes_union(). */
	uint32_t um = top ? union_member(m->cache, m->btf, t->type) : 0;
	uint32_t ret = tu && um ? um : t->type;

	m->unions |= um != 0;

	sb_lit(&m->out, "F");
	/* The return type keeps its qualifiers (clang 19: "const int f(void)" is FKivE). */
	mangle_type(m, resolve_c(m->cache, m->btf, ret));
	if (variadic)
		n--;
	if (!n && !variadic)
		sb_lit(&m->out, "v");
	for (unsigned i = 0; i < n; i++) {
		uint32_t decay, pum = top ? union_member(m->cache, m->btf, p[i].type) : 0;
		uint32_t pt = tu && pum ? pum : p[i].type;
		struct canon c = param_type(m->cache, m->btf, pt, &decay);

		m->unions |= pum != 0;

		if (decay) {
			const struct btf_type *dt = btf__type_by_id(m->btf, decay);

			if (btf_is_array(dt)) {
				/* T[N] is T *; const T[N] is const T *. */
				struct canon el = resolve_c(m->cache, m->btf, btf_array(dt)->type);

				el.quals |= c.quals;
				/* The pointer is a candidate of its own, keyed by its full form. */
				const char *key = pointer_key(m, el);

				if (!subst(m, key)) {
					sb_lit(&m->out, "P");
					mangle_type(m, el);
					add_subst(m, key);
				}
				continue;
			}
			/* A function parameter is a pointer to it. */
			const char *key = pointer_key(m, (struct canon){ decay, 0, 0 });

			if (!subst(m, key)) {
				sb_lit(&m->out, "P");
				mangle_type(m, (struct canon){ decay, 0, 0 });
				add_subst(m, key);
			}
			continue;
		}
		mangle_type(m, c);
	}
	if (variadic)
		sb_lit(&m->out, "z");
	sb_lit(&m->out, "E");
}

static bool takes_union(struct kp_mangle_cache *mc, const struct btf *btf, uint32_t proto);

/* unions (may be NULL): what takes_union() says of proto, found by the mangling's own walk. */
static int mangle_proto(struct kp_mangle_cache *mc, uint32_t proto, bool normalize, bool tunion, char *out,
			size_t outlen, bool *unions)
{
	const struct btf *btf = mc->btf;
	const struct btf_type *t = btf__type_by_id(btf, proto);
	const char *subs[MAX_SUBS];
	struct mangler m = { .btf = btf, .cache = mc, .normalize = normalize, .aarch64 = mc->aarch64,
			     .tunion = tunion, .subs = subs };

	if (unions)
		*unions = false;
	if (!outlen) {
		if (unions)
			*unions = takes_union(mc, btf, proto);
		return KP_TYPE_UNSUPPORTED;
	}
	out[0] = 0;
	if (!t || !btf_is_func_proto(t))
		return KP_TYPE_UNSUPPORTED;
	m.out = (struct sbuf){ out, 0, outlen, false };
	sb_lit(&m.out, "_ZTS");
	/* The body visits the return and every parameter, even past a fate: m.unions is whole. */
	mangle_proto_body(&m, t, true);
	if (normalize)
		sb_lit(&m.out, ".normalized");
	if (m.out.overflow && !m.fate)
		m.fate = KP_TYPE_UNSUPPORTED;
	if (unions)
		*unions = m.unions;
	return m.fate;
}

int kp_mangle_cached(struct kp_mangle_cache *mc, uint32_t proto, bool normalize, bool tunion, char *out,
		     size_t outlen)
{
	return mangle_proto(mc, proto, normalize, tunion, out, outlen, NULL);
}

int kp_mangle_cached_unions(struct kp_mangle_cache *mc, uint32_t proto, bool normalize, char *out, size_t outlen,
			    bool *takes_union)
{
	return mangle_proto(mc, proto, normalize, false, out, outlen, takes_union);
}

/* One prototype alone: a cache of its own. */
static int mangle_once(const struct btf *btf, uint32_t proto, bool normalize, bool aarch64, bool tunion,
		       char *out, size_t outlen)
{
	struct kp_mangle_cache *mc = kp_mangle_cache_new(btf, aarch64);
	int fate = mangle_proto(mc, proto, normalize, tunion, out, outlen, NULL);

	kp_mangle_cache_free(mc);
	return fate;
}

int kp_mangle_proto(const struct btf *btf, uint32_t proto, bool normalize, bool aarch64,
		    char *out, size_t outlen)
{
	return mangle_once(btf, proto, normalize, aarch64, false, out, outlen);
}

int kp_mangle_proto_tunion(const struct btf *btf, uint32_t proto, bool normalize, bool aarch64,
			   char *out, size_t outlen)
{
	return mangle_once(btf, proto, normalize, aarch64, true, out, outlen);
}

static bool takes_union(struct kp_mangle_cache *mc, const struct btf *btf, uint32_t proto)
{
	const struct btf_type *t = btf__type_by_id(btf, proto);

	if (!t || !btf_is_func_proto(t))
		return false;
	if (union_member(mc, btf, t->type))
		return true;
	for (unsigned i = 0; i < btf_vlen(t); i++)
		if (btf_params(t)[i].type && union_member(mc, btf, btf_params(t)[i].type))
			return true;
	return false;
}

bool kp_proto_takes_union(const struct btf *btf, uint32_t proto)
{
	return takes_union(NULL, btf, proto);
}

bool kp_mangle_takes_union(struct kp_mangle_cache *mc, uint32_t proto)
{
	return takes_union(mc, mc->btf, proto);
}

uint32_t kp_kcfi_hash(enum kp_kcfi_scheme s, const char *mangled)
{
	size_t len = strlen(mangled);

	switch (s) {
	case KP_SCHEME_XXHASH:
	case KP_SCHEME_XXHASH_NORM:
		return (uint32_t)XXH64(mangled, len, 0);
	case KP_SCHEME_FNV:
	case KP_SCHEME_FNV_NORM:
	default: {
		/*
		 * 32-bit FNV-1a, as llvm/Support's (and GCC's kCFI series) over the same
		 * name. Four bytes a turn: the loop's own count and branch were as much as
		 * the hash's xor and multiply, for every Rust offer's two FNV-1a hashes.
		 */
		const unsigned char *p = (const unsigned char *)mangled;
		uint32_t h = 2166136261u;
		size_t i = 0;

		for (; i + 4 <= len; i += 4) {
			h = (h ^ p[i]) * 16777619u;
			h = (h ^ p[i + 1]) * 16777619u;
			h = (h ^ p[i + 2]) * 16777619u;
			h = (h ^ p[i + 3]) * 16777619u;
		}
		for (; i < len; i++)
			h = (h ^ p[i]) * 16777619u;
		return h;
	}
	}
}

const char *kp_scheme_text(enum kp_kcfi_scheme s)
{
	static const char *const text[KP_NR_SCHEMES] = {
		"xxHash64 of the mangled type",
		"xxHash64 of the mangled type, integers normalized",
		"FNV-1a of the mangled type",
		"FNV-1a of the mangled type, integers normalized",
	};

	return (unsigned)s < KP_NR_SCHEMES ? text[s] : "unknown";
}

const char *kp_scheme_id(enum kp_kcfi_scheme s)
{
	static const char *const id[KP_NR_SCHEMES] = {
		"xxhash64", "xxhash64-normalized", "fnv1a", "fnv1a-normalized",
	};

	return (unsigned)s < KP_NR_SCHEMES ? id[s] : "unknown";
}

/* ---- C declarations, for people ---- */

/*
 * The strings a, b, c, d (NULL ends them early) one after another in buf,
 * cut as snprintf() cuts: a C declaration longer than its buffer ends
 * short, never overruns. Without vsnprintf(), which was half of writing a
 * prototype's C text.
 */
static void cat(char *buf, size_t len, const char *a, const char *b, const char *c, const char *d)
{
	const char *parts[] = { a, b, c, d };
	size_t at = 0;

	for (size_t i = 0; i < 4 && parts[i]; i++)
		for (const char *s = parts[i]; *s && at + 1 < len; s++)
			buf[at++] = *s;
	buf[at] = 0;
}

static void c_decl(const struct btf *btf, uint32_t id, const char *decl, struct sbuf *out, int depth);

static void c_params(const struct btf *btf, const struct btf_type *t, struct sbuf *b, int depth)
{
	const struct btf_param *p = btf_params(t);
	unsigned n = btf_vlen(t);

	sb_str(b, "(");
	if (!n)
		sb_str(b, "void");
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_str(b, ", ");
		if (!p[i].type && !p[i].name_off) {
			sb_str(b, "...");
			continue;
		}
		char tmp[512];
		struct sbuf one = { tmp, 0, sizeof(tmp), false };

		tmp[0] = 0;
		c_decl(btf, p[i].type, "", &one, depth + 1);
		sb_str(b, tmp);
	}
	sb_str(b, ")");
}

static void c_base(struct sbuf *out, const char *base, const char *decl)
{
	sb_str(out, base);
	if (*decl) {
		if (*decl != '[' && *decl != ')')
			sb_str(out, " ");
		sb_str(out, decl);
	}
}

static void c_decl(const struct btf *btf, uint32_t id, const char *decl, struct sbuf *out, int depth)
{
	const struct btf_type *t = id ? btf__type_by_id(btf, id) : NULL;
	char buf[1024];

	if (depth > MAX_DEPTH) {
		sb_str(out, "...");
		return;
	}
	if (!id) {
		c_base(out, "void", decl);
		return;
	}
	if (!t) {
		c_base(out, "?", decl);
		return;
	}
	const char *name = btf__name_by_offset(btf, t->name_off);

	if (!name)
		name = "";
	switch (btf_kind(t)) {
	case BTF_KIND_INT:
	case BTF_KIND_FLOAT:
	case BTF_KIND_TYPEDEF:
		c_base(out, name, decl);
		return;
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION:
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
	case BTF_KIND_FWD: {
		const char *kw = btf_is_union(t) || (btf_is_fwd(t) && btf_kflag(t)) ? "union"
				 : btf_is_any_enum(t)                          ? "enum"
										 : "struct";

		cat(buf, sizeof(buf), kw, " ", *name ? name : "{...}", NULL);
		c_base(out, buf, decl);
		return;
	}
	case BTF_KIND_CONST:
	case BTF_KIND_VOLATILE:
	case BTF_KIND_RESTRICT: {
		const char *q = btf_is_const(t) ? "const" : btf_is_volatile(t) ? "volatile" : "restrict";
		struct canon under = resolve(btf, t->type);
		const struct btf_type *u = under.id ? btf__type_by_id(btf, t->type) : NULL;

		(void)under;
		if (u && btf_is_ptr(u)) {
			/* char *const p */
			cat(buf, sizeof(buf), q, *decl ? " " : "", decl, NULL);
			c_decl(btf, t->type, buf, out, depth + 1);
			return;
		}
		/* const char: the qualifier leads the base type. */
		sb_str(out, q);
		sb_str(out, " ");
		c_decl(btf, t->type, decl, out, depth + 1);
		return;
	}
	case BTF_KIND_TYPE_TAG:
		c_decl(btf, t->type, decl, out, depth + 1);
		return;
	case BTF_KIND_PTR: {
		const struct btf_type *p = t->type ? btf__type_by_id(btf, t->type) : NULL;

		while (p && btf_is_type_tag(p))
			p = p->type ? btf__type_by_id(btf, p->type) : NULL;
		if (p && (btf_is_array(p) || btf_is_func_proto(p)))
			cat(buf, sizeof(buf), "(*", decl, ")", NULL);
		else
			cat(buf, sizeof(buf), "*", decl, NULL, NULL);
		c_decl(btf, t->type, buf, out, depth + 1);
		return;
	}
	case BTF_KIND_ARRAY: {
		const struct btf_array *a = btf_array(t);

		char n[24];
		size_t at = sizeof(n) - 1;

		n[at] = 0;
		at = a->nelems ? put_decimal(n, at, a->nelems) : at;
		cat(buf, sizeof(buf), decl, "[", n + at, "]");
		c_decl(btf, a->type, buf, out, depth + 1);
		return;
	}
	case BTF_KIND_FUNC_PROTO: {
		char params[2048];
		struct sbuf pb = { params, 0, sizeof(params), false };

		params[0] = 0;
		c_params(btf, t, &pb, depth);
		cat(buf, sizeof(buf), decl, params, NULL, NULL);
		/* A function type alone: "int (int)". */
		if (!*decl) {
			char ret[512];
			struct sbuf rb = { ret, 0, sizeof(ret), false };

			ret[0] = 0;
			c_decl(btf, t->type, "", &rb, depth + 1);
			sb_str(out, ret);
			sb_str(out, " ");
			sb_str(out, params);
			return;
		}
		c_decl(btf, t->type, buf, out, depth + 1);
		return;
	}
	case BTF_KIND_FUNC:
		c_decl(btf, t->type, decl, out, depth + 1);
		return;
	default:
		c_base(out, "?", decl);
		return;
	}
}

void kp_btf_c_decl(const struct btf *btf, uint32_t id, const char *name, char *out, size_t outlen)
{
	struct sbuf b = { out, 0, outlen, false };

	if (!outlen)
		return;
	out[0] = 0;
	c_decl(btf, id, name ? name : "", &b, 0);
	if (b.overflow && outlen > 4)
		strcpy(out + outlen - 4, "...");
}
