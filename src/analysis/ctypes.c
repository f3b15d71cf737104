// SPDX-License-Identifier: GPL-2.0-only
/*
 * The type behind every kCFI hash: each hashed function's prototype from the
 * image's .BTF (a module's split against its vmlinux's, parsed once and
 * lent), its hash recomputed under every scheme a compiler uses
 * (src/analysis/mangle.c), the image's scheme the one that reproduces most,
 * and every hash not reproduced put in a class that says why. Only hashed
 * functions are mangled; every other prototype only when a call site or
 * typeid names a hash no function explains.
 */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <xxhash.h>

#include "kprefix/model.h"
#include "kprefix/ctypes.h"
#include "kprefix/util.h"

struct kp_btf_ref {
	struct btf *btf;
	struct btf *distilled; /* an external module's .BTF.base, btf's base, or NULL */
	unsigned refs;
};

const char *kp_type_fate_id(enum kp_type_fate f)
{
	static const char *const id[KP_NR_TYPE_FATES] = {
		"reproduced", "other_scheme", "no_type", "compiler_made",
		"anonymous", "unsupported", "ambiguous", "array", "kfunc", "differs", "rust",
	};

	return (unsigned)f < KP_NR_TYPE_FATES ? id[f] : "unknown";
}

const char *kp_type_fate_text(enum kp_type_fate f)
{
	static const char *const text[KP_NR_TYPE_FATES] = {
		"reproduced",
		"another scheme's hash (hash-scheme)",
		"no prototype in the BTF or DWARF (assembly, or left out by pahole without DWARF)",
		"a name the compiler made (.cfi_jt, .llvm.N): typed by what it stands for",
		"an anonymous struct, union or enum without a typedef name",
		"a type the mangler does not encode",
		"several functions of that name (pahole leaves them out, or keeps one prototype), none hashes to it",
		"a pointer to an array, which BTF flattens when it has several dimensions",
		"a BPF kfunc, whose BTF prototype is the BPF program's view of it",
		"its prototype hashes to something else under every scheme",
		"a Rust function whose type neither its v0 symbol nor its DWARF gives as rustc encodes it",
	};

	return (unsigned)f < KP_NR_TYPE_FATES ? text[f] : "unknown";
}

static const struct kp_section *btf_section(const struct kp_image *image, const char *name)
{
	for (size_t i = 0; i < image->nsections; i++) {
		const struct kp_section *s = &image->sections[i];

		if (s->name && !strcmp(s->name, name) && s->data && s->size && s->type != SHT_NOBITS)
			return s;
	}
	return NULL;
}

/* By hash; within one, texts written before those not yet, each once. */
static int cmp_named(const void *a, const void *b)
{
	const struct kp_named_type *x = a, *y = b;

	if (x->hash != y->hash)
		return x->hash < y->hash ? -1 : 1;
	if (!x->ctype != !y->ctype)
		return x->ctype ? -1 : 1;
	if (x->ctype)
		return strcmp(x->ctype, y->ctype);
	return x->proto < y->proto ? -1 : x->proto > y->proto;
}

/* cmp_named's order for entries without a text: by hash, then prototype. */
static uint64_t named_key(const void *a)
{
	const struct kp_named_type *e = a;

	return (uint64_t)e->hash << 32 | e->proto;
}

static uint64_t named_hash(const void *a)
{
	return ((const struct kp_named_type *)a)->hash;
}

/*
 * n entries with texts in cmp_named's order: by hash (a stable radix sort),
 * then each run of one hash by cmp_named, stably as qsort's merge sort
 * does (so the same order as one qsort): few hashes have two texts, and
 * comparing by text was most of sorting a vmlinux's names for its modules.
 */
static void sort_named_texts(struct kp_named_type *named, size_t n)
{
	kp_radix_sort(named, n, sizeof(*named), named_hash);
	for (size_t i = 0, end; i < n; i = end) {
		for (end = i + 1; end < n && named[end].hash == named[i].hash; end++)
			;
		if (end - i > 1)
			qsort(named + i, end - i, sizeof(*named), cmp_named);
	}
}

/* named[from, to) in cmp_named's order: where none has its text yet (the BTF's), by hash and prototype. */
static void sort_named_range(struct kp_named_type *named, size_t from, size_t to)
{
	bool texts = false;

	for (size_t i = from; i < to && !texts; i++)
		texts = named[i].ctype != NULL;
	if (texts)
		sort_named_texts(named + from, to - from);
	else
		kp_radix_sort(named + from, to - from, sizeof(*named), named_key);
}

/*
 * Sorted by hash, each (hash, prototype) once: which hashes are named is
 * known without their texts. The entries before from are sorted already
 * (by hash: within one, kp_type_name() may have reordered them): only the
 * rest is sorted, then merged in.
 */
static void sort_named(struct kp_types *ty, size_t from)
{
	size_t n = 0, total = ty->nnamed;

	if (from > total)
		from = total;
	if (total - from > 1)
		sort_named_range(ty->named, from, total);
	if (from && from < total) {
		/*
		 * Merged in place from the end: the added ones (fewer) set aside, the
		 * others moved up only past where the first added one lands; on a tie
		 * those sorted already come first, as a forward merge had them.
		 */
		size_t nnew = total - from, a = from, b = nnew, k = total;
		struct kp_named_type *added = xmalloc_array(nnew, sizeof(*added));

		memcpy(added, ty->named + from, nnew * sizeof(*added));
		while (b)
			ty->named[--k] = a && ty->named[a - 1].hash > added[b - 1].hash ? ty->named[--a]
											   : added[--b];
		free(added);
	}
	for (size_t i = 0; i < total; i++) {
		struct kp_named_type *e = &ty->named[i];

		e->first = false;
		if (n && !e->ctype && e->proto && ty->named[n - 1].hash == e->hash && ty->named[n - 1].proto == e->proto)
			continue;
		ty->named[n++] = *e;
	}
	ty->nnamed = n;
}

/*
 * The image's FUNCs by name: a hash table, each name's entries chained by
 * their prototype's id (the order its candidates are tried in, as sorted
 * by name and prototype they were). Sorting 17,000 names to binary-search
 * them for 15,000 was a sixth of a BTF check; nothing walks the table.
 */
struct fn_entry {
	const char *name;
	uint32_t proto;
	uint32_t next;          /* the next of its name, index + 1; 0: the last */
};

struct fn_index {
	struct fn_entry *entries;
	size_t n, cap;
	uint64_t *slots;        /* the name's hash << 32 | its first entry's index + 1; 0: empty */
	size_t mask;
};

static uint32_t name_hash(const char *name, size_t len)
{
	return (uint32_t)XXH3_64bits(name, len);
}

/* The slot of name (of hash h): its own, or the empty one it would take. */
static uint64_t *fn_slot(const struct fn_index *ix, const char *name, uint32_t h)
{
	for (size_t i = h & ix->mask;; i = (i + 1) & ix->mask) {
		uint64_t v = ix->slots[i];

		if (!v || ((uint32_t)(v >> 32) == h && !strcmp(ix->entries[(uint32_t)v - 1].name, name)))
			return &ix->slots[i];
	}
}

/* The table over the entries, each after those of its name with a lower or the same prototype. */
static void fn_index_build(struct fn_index *ix)
{
	size_t cap = 16;

	/* At most three quarters full: half was 512 KB of slots for a kernel's 17,000 FUNCs. */
	while (4 * ix->n > 3 * cap)
		cap *= 2;
	ix->mask = cap - 1;
	ix->slots = xcalloc(cap, sizeof(*ix->slots));
	for (size_t k = 0; k < ix->n; k++) {
		struct fn_entry *e = &ix->entries[k];
		uint32_t h = name_hash(e->name, strlen(e->name));
		uint64_t *slot = fn_slot(ix, e->name, h);
		uint32_t *link = NULL;

		if (!*slot) {
			*slot = (uint64_t)h << 32 | (uint32_t)(k + 1);
			continue;
		}
		/* A name several FUNCs have: a short chain. */
		uint32_t first = (uint32_t)*slot;

		if (e->proto < ix->entries[first - 1].proto) {
			e->next = first;
			*slot = (uint64_t)h << 32 | (uint32_t)(k + 1);
			continue;
		}
		for (link = &ix->entries[first - 1].next; *link && ix->entries[*link - 1].proto <= e->proto;
		     link = &ix->entries[*link - 1].next)
			;
		e->next = *link;
		*link = (uint32_t)(k + 1);
	}
}

/* The first entry of name (of length len), index + 1; 0: none. */
static uint32_t fn_first(const struct fn_index *ix, const char *name, size_t len)
{
	return ix->n ? (uint32_t)*fn_slot(ix, name, name_hash(name, len)) : 0;
}

/*
 * s, kept with the types. Copied, not interned: nothing compares them as
 * pointers, and a kp_strset's byte-at-a-time hash of every Rust offer's
 * text (hundreds of bytes each) cost more than writing the text.
 */
static const char *keep_string(struct kp_types *ty, const char *s)
{
	return kp_arena_strdup(&ty->strings, s);
}

/*
 * grow_array() only where the array is full: analyse_btf() adds its
 * entries one at a time (every FUNC, FUNC_PROTO and candidate of an
 * image), and a call for each was 53,000 calls on a kernel.
 */
static inline void reserve(void *array, size_t *cap, size_t need, size_t size)
{
	if (need > *cap)
		grow_array((void **)array, cap, need, size);
}

/*
 * Per prototype: its manglings and hashes, each made once and only when
 * asked. A mangling's two hashes (xxHash64 and FNV-1a of one string) are
 * each made when first asked: most functions' hash is the image's
 * scheme's, and nothing asks the other (an FNV-1a over every prototype
 * was 6,600 hashes). The other normalization is mangled only when the
 * first reproduces nothing.
 */
struct proto_cache {
	bool tu_wanted;         /* it takes a union by value: clang 22's form too */
	uint8_t made;           /* bit n: mangled with integers normalized (1) or not (0) */
	uint8_t hashed;         /* bit s: hash[s] and hash_tu[s] made (a mangling that could be) */
	int8_t nfate[2];        /* 0, or why that mangling could not be made */
	bool tu[2];             /* clang 22's form made, per normalization */
	bool named[2];          /* its hash (plain, clang 22's form) is in ty->named */
	uint32_t hash[KP_NR_SCHEMES];
	uint32_t hash_tu[KP_NR_SCHEMES];
};

static bool scheme_norm(int s)
{
	return s == KP_SCHEME_XXHASH_NORM || s == KP_SCHEME_FNV_NORM;
}

/* The last mangling made (its two forms), kept for the hash a scheme asks next. */
struct proto_text {
	uint32_t proto;         /* 0: none */
	int norm;
	char plain[4096], tu[4096];
};

struct types_ctx {
	struct kp_types *ty;
	const struct btf *btf;
	bool aarch64;
	/* The prototypes asked about, by BTF id: slot[id] - 1 indexes cache (a
	 * kernel's BTF has ~130,000 types, a few thousand of them asked). */
	uint32_t *slot;
	struct proto_cache *cache;
	size_t ncache, cache_cap;
	uint32_t ntypes;
	struct kp_mangle_cache *mc;
	struct proto_text text;
};

static inline struct proto_cache *proto_slot(struct types_ctx *cx, uint32_t proto)
{
	if (!cx->slot[proto]) {
		reserve(&cx->cache, &cx->cache_cap, cx->ncache + 1, sizeof(*cx->cache));
		cx->cache[cx->ncache] = (struct proto_cache){ 0 };
		cx->slot[proto] = (uint32_t)++cx->ncache;
	}
	return &cx->cache[cx->slot[proto] - 1];
}

/*
 * The prototype mangled with (norm) or without integers normalized, its
 * texts left in cx->text: made again if another mangling came since (the
 * same bytes: a mangling depends on the prototype and normalization alone).
 */
static void proto_mangle(struct types_ctx *cx, uint32_t proto, struct proto_cache *pc, int norm)
{
	struct proto_text *t = &cx->text;

	pc->made |= (uint8_t)(1u << norm);
	t->proto = proto;
	t->norm = norm;
	pc->nfate[norm] = (int8_t)kp_mangle_cached_unions(cx->mc, proto, norm, t->plain, sizeof(t->plain),
							  &pc->tu_wanted);
	/* clang 22 mangles a transparent union as its first member; BTF does not say which are. */
	pc->tu[norm] = !pc->nfate[norm] && pc->tu_wanted &&
		       !kp_mangle_cached(cx->mc, proto, norm, true, t->tu, sizeof(t->tu));
}

/* The prototype's mangling under normalization norm: made if not yet; its fate. */
static inline int proto_made(struct types_ctx *cx, uint32_t proto, int norm)
{
	struct proto_cache *pc = proto_slot(cx, proto);

	if (!(pc->made >> norm & 1))
		proto_mangle(cx, proto, pc, norm);
	return pc->nfate[norm];
}

/* pc's hashes under scheme s, not made yet: from the last mangling if it is pc's. */
static void proto_hash_make(struct types_ctx *cx, uint32_t proto, struct proto_cache *pc, int s)
{
	int norm = scheme_norm(s);

	if (!(pc->made >> norm & 1) ||
	    (!pc->nfate[norm] && (cx->text.proto != proto || cx->text.norm != norm)))
		proto_mangle(cx, proto, pc, norm);
	if (pc->nfate[norm])
		return;
	pc->hashed |= (uint8_t)(1u << s);
	pc->hash[s] = kp_kcfi_hash((enum kp_kcfi_scheme)s, cx->text.plain);
	if (pc->tu[norm])
		pc->hash_tu[s] = kp_kcfi_hash((enum kp_kcfi_scheme)s, cx->text.tu);
}

/* The prototype's hashes under scheme s (of its normalization, mangled if not yet). */
static struct proto_cache *proto_hash(struct types_ctx *cx, uint32_t proto, int s)
{
	struct proto_cache *pc = proto_slot(cx, proto);

	if (!(pc->hashed >> s & 1))
		proto_hash_make(cx, proto, pc, s);
	return pc;
}

/*
 * Does the prototype hash to h under scheme s, in either form? Asked only
 * of a normalization it was mangled with (the hash made if not yet).
 */
static inline bool proto_hits(struct types_ctx *cx, uint32_t proto, int s, uint32_t h)
{
	struct proto_cache *pc = proto_slot(cx, proto);
	int n = scheme_norm(s);

	if (!(pc->made >> n & 1) || pc->nfate[n])
		return false;
	if (!(pc->hashed >> s & 1))
		proto_hash_make(cx, proto, pc, s);
	return pc->hash[s] == h || (pc->tu[n] && pc->hash_tu[s] == h);
}

/* Why the prototype cannot be mangled, 0 when it can: without normalization first. */
static int proto_fate(struct types_ctx *cx, uint32_t proto)
{
	int fate = proto_made(cx, proto, 0);

	return fate ? fate : proto_made(cx, proto, 1);
}

/*
 * The name the BTF knows a symbol by: without an island's prefix and a
 * compiler's suffix. Its length (for the lookup's hash), 0: none.
 */
static size_t btf_name(const char *sym, const char *island, char *out, size_t len, bool *made)
{
	*made = false;
	if (island && !strncmp(sym, island, strlen(island)))
		sym += strlen(island);
	if (sym[0] == '_' && !strncmp(sym, "__cfi_", 6)) {
		*made = true;
		sym += 6;
	}
	/* Asked for every name of every hashed function: strchrnul, not strcspn's general set. */
	size_t n = (size_t)(strchrnul(sym, '.') - sym);

	if (sym[n])
		*made = true;
	if (!n || n >= len)
		return 0;
	memcpy(out, sym, n);
	out[n] = 0;
	return n;
}

/*
 * A module's split BTF on its vmlinux's. Bookworm's libbpf (1.1) reads split
 * BTF from a file only (btf__new_split came in 1.3): the section, decompressed
 * with the module, goes through an anonymous memory file.
 */
static struct btf *split_btf(const struct kp_section *sec, struct btf *base)
{
	int fd = memfd_create("kprefix-btf", MFD_CLOEXEC);
	struct btf *btf = NULL;

	if (fd < 0)
		return NULL;
	size_t done = 0;

	while (done < sec->size) {
		ssize_t n = write(fd, sec->data + done, sec->size - done);

		if (n <= 0)
			break;
		done += (size_t)n;
	}
	if (done == sec->size) {
		char path[64];

		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
		btf = btf__parse_raw_split(path, base);
		if (libbpf_get_error(btf))
			btf = NULL;
	}
	close(fd);
	return btf;
}

static bool is_kfunc(const struct btf *btf, const uint32_t *kfuncs, size_t n, uint32_t proto)
{
	(void)btf;
	for (size_t i = 0; i < n; i++)
		if (kfuncs[i] == proto)
			return true;
	return false;
}

/* Another function of the image has fn's name (static functions pahole drops or keeps one
 * prototype of). */
static bool name_shared(struct kp_analysis *an, const struct kp_func *fn)
{
	const struct kp_symname *names = an->image->names_by_addr;

	for (size_t i = kp_name_first(an, fn->name); i != SIZE_MAX; i = kp_name_next(an, i))
		if (names[i].addr != fn->addr)
			return true;
	return false;
}

/* An array under a pointer anywhere in type id (a multi-dimensional one, BTF has flattened). */
static bool has_array(const struct btf *btf, uint32_t id, int depth)
{
	const struct btf_type *t = id ? btf__type_by_id(btf, id) : NULL;

	if (!t || depth > 16)
		return false;
	if (btf_is_array(t))
		return depth > 0;
	if (btf_is_func_proto(t)) {
		const struct btf_param *p = btf_params(t);

		for (unsigned i = 0; i < btf_vlen(t); i++)
			if (has_array(btf, p[i].type, depth + 1))
				return true;
		return has_array(btf, t->type, depth + 1);
	}
	if (btf_is_ptr(t) || btf_is_mod(t) || btf_is_typedef(t) || btf_is_type_tag(t))
		return has_array(btf, t->type, depth + 1);
	return false;
}

void kp_types_free(struct kp_types *ty)
{
	struct kp_btf_ref *ref = ty->ref;

	kp_btf_ref_put(ref);
	kp_arena_free(&ty->strings);
	free(ty->funcs);
	free(ty->named);
	*ty = (struct kp_types){ .scheme = -1 };
}

struct kp_btf_ref *kp_types_lend(const struct kp_types *ty)
{
	struct kp_btf_ref *ref = ty->ref;

	if (ref && !ty->borrowed)
		ref->refs++;
	return ty->borrowed ? NULL : ref;
}

void kp_btf_ref_put(struct kp_btf_ref *ref)
{
	if (ref && !--ref->refs) {
		btf__free(ref->btf);
		btf__free(ref->distilled);
		free(ref);
	}
}

/*
 * The hashes call sites want that nothing named yet (a few hundred), sorted,
 * and a bit for each one's low 16 bits: every prototype of the image is
 * asked, and nearly all are not wanted, which the bit says without a search.
 */
struct want_set {
	const uint32_t *want;
	size_t n;
	uint64_t bits[65536 / 64];
};

static void want_set_init(struct want_set *ws, const uint32_t *want, size_t n)
{
	ws->want = want;
	ws->n = n;
	memset(ws->bits, 0, sizeof(ws->bits));
	for (size_t i = 0; i < n; i++)
		ws->bits[(want[i] & 0xffff) >> 6] |= 1ull << (want[i] & 63);
}

static bool wanted(const struct want_set *ws, uint32_t h)
{
	const uint32_t *want = ws->want;
	size_t a = 0, b = ws->n, nwant = ws->n;

	if (!(ws->bits[(h & 0xffff) >> 6] >> (h & 63) & 1))
		return false;

	while (a < b) {
		size_t mid = a + (b - a) / 2;

		if (want[mid] < h)
			a = mid + 1;
		else
			b = mid;
	}
	return a < nwant && want[a] == h;
}

static uint64_t u32_key(const void *a)
{
	return *(const uint32_t *)a;
}

static void analyse_btf(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	struct kp_types *ty = &an->types;
	const struct kp_btf_ref *base = an->input->vmlinux ? an->input->vmlinux->btf : NULL;
	const struct kp_section *sec = btf_section(image, ".BTF");
	/*
	 * An external module (M=) of a kernel since 6.11 carries the base its
	 * .BTF is split on, distilled to what it names (pahole's distilled_base):
	 * its types resolve without the vmlinux, whose ids may differ.
	 */
	const struct kp_section *distilled_sec = image->elf_type == ET_REL ? btf_section(image, ".BTF.base") : NULL;
	struct btf *distilled = NULL;

	*ty = (struct kp_types){ .scheme = -1 };
	ty->funcs = xcalloc(image->nfuncs ? image->nfuncs : 1, sizeof(*ty->funcs));
	for (size_t i = 0; i < image->nfuncs; i++) {
		ty->funcs[i].hashed = an->facts[i].has_hash;
		ty->funcs[i].scheme = -1;
		ty->funcs[i].fate = KP_TYPE_NO_TYPE;
		ty->hashed += an->facts[i].has_hash;
	}
	if (!sec) {
		snprintf(ty->why, sizeof(ty->why), "no .BTF section");
		ty->per_fate[KP_TYPE_NO_TYPE] = ty->hashed;
		return;
	}
	struct btf *btf;

	/* A module's is split on its vmlinux's; an object's (pahole -J on a .o) stands alone. */
	if (distilled_sec) {
		distilled = btf__new(distilled_sec->data, (uint32_t)distilled_sec->size);
		if (libbpf_get_error(distilled))
			distilled = NULL;
	}
	struct btf *on = distilled ? distilled : base ? base->btf : NULL;
	bool split = image->elf_type == ET_REL && on;

	btf = split ? split_btf(sec, on) : btf__new(sec->data, (uint32_t)sec->size);
	if (libbpf_get_error(btf))
		btf = NULL;
	if (!btf) {
		btf__free(distilled);
		snprintf(ty->why, sizeof(ty->why),
			 image->elf_type == ET_REL && !base
				 ? "its .BTF does not parse alone (a module's is split against its vmlinux's: none given)"
				 : "its .BTF does not parse");
		ty->per_fate[KP_TYPE_NO_TYPE] = ty->hashed;
		return;
	}
	struct kp_btf_ref *ref = xcalloc(1, sizeof(*ref));

	ref->btf = btf;
	ref->distilled = distilled;
	ref->refs = 1;
	ty->ref = ref;
	ty->btf = btf;
	ty->source = "BTF";
	ty->first_id = split ? btf__type_cnt(on) : 1;

	/*
	 * One pass over the image's own types: every FUNC by name, the
	 * prototypes of BPF kfuncs (a "bpf_kfunc" decl tag on their FUNC), and
	 * every FUNC_PROTO (for the hashes call sites check).
	 */
	uint32_t ntypes = btf__type_cnt(btf);
	struct fn_index fns = { 0 };
	uint32_t *kfuncs = NULL, *protos = NULL;
	size_t nkfuncs = 0, kcap = 0, nprotos = 0, pcap = 0;

	for (uint32_t id = ty->first_id; id < ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id), *f;

		if (!t)
			continue;
		if (btf_is_func_proto(t)) {
			reserve(&protos, &pcap, nprotos + 1, sizeof(*protos));
			protos[nprotos++] = id;
		} else if (btf_is_func(t)) {
			/* A malformed .BTF: a FUNC without a name, or of a type it does not hold. */
			const char *name = btf__name_by_offset(btf, t->name_off);

			if (!name || !*name || !t->type || t->type >= ntypes)
				continue;
			reserve(&fns.entries, &fns.cap, fns.n + 1, sizeof(*fns.entries));
			fns.entries[fns.n++] = (struct fn_entry){ name, t->type, 0 };
		} else if (btf_is_decl_tag(t)) {
			const char *tag = btf__name_by_offset(btf, t->name_off);

			if (!tag || strcmp(tag, "bpf_kfunc"))
				continue;
			f = btf__type_by_id(btf, t->type);
			if (!f || !btf_is_func(f))
				continue;
			reserve(&kfuncs, &kcap, nkfuncs + 1, sizeof(*kfuncs));
			kfuncs[nkfuncs++] = f->type;
		}
	}
	fn_index_build(&fns);
	struct types_ctx cx = { .ty = ty, .btf = btf, .aarch64 = an->arch->va_list_in_std,
				.slot = xcalloc(ntypes, sizeof(uint32_t)), .ntypes = ntypes,
				.mc = kp_mangle_cache_new(btf, an->arch->va_list_in_std) };

	/* Most of the image's prototypes are asked about: room for them all, not grown by copies. */
	reserve(&cx.cache, &cx.cache_cap, nprotos, sizeof(*cx.cache));
	/* Candidates per hashed function, then the scheme that reproduces most. */
	/* Function i's candidates: pool[cfirst[i] .. cfirst[i] + ncands[i]) */
	uint32_t *pool = NULL;
	size_t npool = 0, poolcap = 0;
	size_t *cfirst = xcalloc(image->nfuncs ? image->nfuncs : 1, sizeof(*cfirst));
	unsigned *ncands = xcalloc(image->nfuncs ? image->nfuncs : 1, sizeof(*ncands));
	bool *made = xcalloc(image->nfuncs ? image->nfuncs : 1, sizeof(*made));
	/* Function i's first candidate hashing to its hash under its least scheme, where every
	 * candidate was mangled for that scheme: the one that scheme reproduces; 0: none. */
	uint32_t *hit = xmalloc_array(image->nfuncs ? image->nfuncs : 1, sizeof(*hit));

	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		if (!ff->has_hash)
			continue;
		const char *island = kp_island_prefix(an, ff->island);
		const struct kp_func *fn = ff->func;

		cfirst[i] = npool;
		hit[i] = 0;
		for (size_t k = 0; k < fn->nnames; k++) {
			char name[512];
			bool m;
			uint32_t first;
			size_t n = btf_name(image->names_by_addr[fn->first_name + k].name, island, name,
					    sizeof(name), &m);

			if (!n)
				continue;
			first = fn_first(&fns, name, n);
			if (!first)
				continue;
			made[i] = made[i] || m;
			for (uint32_t c = first; c; c = fns.entries[c - 1].next) {
				uint32_t proto = fns.entries[c - 1].proto;
				bool dup = false;

				for (unsigned d = 0; d < ncands[i]; d++)
					dup = dup || pool[cfirst[i] + d] == proto;
				if (dup)
					continue;
				reserve(&pool, &poolcap, npool + 1, sizeof(*pool));
				pool[npool++] = proto;
				ncands[i]++;
			}
		}
		/* The normalization most hashes so far were made with first; the other if that misses. */
		int first = ty->per_scheme[KP_SCHEME_XXHASH_NORM] + ty->per_scheme[KP_SCHEME_FNV_NORM] >
			    ty->per_scheme[KP_SCHEME_XXHASH] + ty->per_scheme[KP_SCHEME_FNV];

		for (int pass = 0; pass < 2 && ncands[i] && ty->funcs[i].scheme < 0; pass++) {
			int norm = pass ? !first : first;

			/* Its least scheme any candidate hashes to ff->hash under (of a normalization
			 * it was mangled with): a hash made only where no lesser scheme hits. */
			for (unsigned c = 0; c < ncands[i]; c++)
				proto_made(&cx, pool[cfirst[i] + c], norm);
			for (int s = 0; s < KP_NR_SCHEMES && ty->funcs[i].scheme < 0; s++)
				for (unsigned c = 0; c < ncands[i] && ty->funcs[i].scheme < 0; c++)
					if (proto_hits(&cx, pool[cfirst[i] + c], s, ff->hash)) {
						ty->funcs[i].scheme = s;
						hit[i] = scheme_norm(s) == norm ? pool[cfirst[i] + c] : 0;
					}
		}
		if (ty->funcs[i].scheme >= 0)
			ty->per_scheme[ty->funcs[i].scheme]++;
	}
	/* The image's scheme: the one most hashes are, xxHash64 first on a tie. */
	int best = -1;

	for (int s = 0; s < KP_NR_SCHEMES; s++)
		if (ty->per_scheme[s] && (best < 0 || ty->per_scheme[s] > ty->per_scheme[best]))
			best = s;
	ty->scheme = best;
	int scheme = best >= 0 ? best : KP_SCHEME_XXHASH;

	/* Each hashed function's fate, under that scheme. */

	for (size_t i = 0; i < image->nfuncs; i++) {
		struct kp_func_type *ft = &ty->funcs[i];
		const struct kp_func_facts *ff = &an->facts[i];

		if (!ff->has_hash)
			continue;
		ft->fate = KP_TYPE_NO_TYPE;
		if (ncands[i]) {
			int worst = 0;
			bool reproduced = false;
			int other = -1;
			uint32_t other_proto = 0;

			/*
			 * Its least scheme the image's: the candidates before hit[i] were mangled
			 * for it and missed, so the search below would find hit[i] again.
			 */
			if (hit[i] && ft->scheme == scheme) {
				reproduced = true;
				ft->proto = hit[i];
			}
			for (unsigned c = 0; c < ncands[i] && !reproduced; c++) {
				proto_made(&cx, pool[cfirst[i] + c], scheme_norm(scheme));
				if (proto_hits(&cx, pool[cfirst[i] + c], scheme, ff->hash)) {
					reproduced = true;
					ft->proto = pool[cfirst[i] + c];
				}
			}
			/* Not reproduced: every form of every candidate, and why none. */
			for (unsigned c = 0; c < ncands[i] && !reproduced; c++) {
				int fate = proto_fate(&cx, pool[cfirst[i] + c]);

				if (fate) {
					worst = worst ? worst : fate;
					continue;
				}
				for (int s = 0; s < KP_NR_SCHEMES && other < 0; s++)
					if (s != scheme && proto_hits(&cx, pool[cfirst[i] + c], s, ff->hash)) {
						other = s;
						other_proto = pool[cfirst[i] + c];
					}
			}
			if (reproduced) {
				ft->fate = KP_TYPE_REPRODUCED;
			} else if (other >= 0) {
				ft->fate = KP_TYPE_OTHER_SCHEME;
				ft->proto = other_proto;
				ft->scheme = other;
			} else if (made[i]) {
				ft->fate = KP_TYPE_COMPILER_MADE;
			} else if (worst) {
				ft->fate = worst;
			} else {
				ft->fate = is_kfunc(btf, kfuncs, nkfuncs, pool[cfirst[i]]) ? KP_TYPE_KFUNC
					   : ncands[i] > 1 || name_shared(an, ff->func) ? KP_TYPE_AMBIGUOUS
					   : has_array(btf, pool[cfirst[i]], 0)       ? KP_TYPE_ARRAY
										  : KP_TYPE_DIFFERS;
			}
			if (!ft->proto && ncands[i] == 1)
				ft->proto = pool[cfirst[i]];
			if (ft->proto) {
				struct proto_cache *pc = proto_hash(&cx, ft->proto, scheme);

				ft->computed = pc->tu[scheme_norm(scheme)] && pc->hash_tu[scheme] == ff->hash
						       ? pc->hash_tu[scheme]
						       : pc->hash[scheme];
			}
			if (ft->fate != KP_TYPE_REPRODUCED && ft->fate != KP_TYPE_OTHER_SCHEME)
				ft->scheme = -1;
			else if (ft->fate == KP_TYPE_REPRODUCED)
				ft->scheme = scheme;
		} else if (kp_symbol_origin(ff->func->name)) {
			/* pahole leaves Rust out of BTF, and its types are not C's to mangle. */
			ft->fate = KP_TYPE_RUST;
		} else if (made[i]) {
			ft->fate = KP_TYPE_COMPILER_MADE;
		} else if (name_shared(an, ff->func)) {
			/* pahole leaves out static functions that share a name and disagree. */
			ft->fate = KP_TYPE_AMBIGUOUS;
		}
		ty->per_fate[ft->fate]++;
	}
	/* The prototypes of address-taken functions without a hash (hash-missing names them). */
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];
		char name[512];
		bool m;
		uint32_t first;
		size_t n;

		if (ff->has_hash || !ff->address_taken)
			continue;
		n = btf_name(ff->func->name, kp_island_prefix(an, ff->island), name, sizeof(name), &m);
		if (!n)
			continue;
		first = fn_first(&fns, name, n);
		if (first && !fns.entries[first - 1].next)
			ty->funcs[i].proto = fns.entries[first - 1].proto; /* its C text written when asked */
	}
	free(pool);
	free(cfirst);
	free(ncands);
	free(made);
	free(hit);

	/* Hashes named in C: the reproduced functions'. */
	size_t ncap = 0;

	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_type *ft = &ty->funcs[i];

		if (ft->fate != KP_TYPE_REPRODUCED)
			continue;
		/* Each prototype's hash (in either form) once: hundreds of functions share void (void). */
		struct proto_cache *pc = proto_slot(&cx, ft->proto);
		bool tu = pc->hash[scheme] != an->facts[i].hash;

		if (pc->named[tu])
			continue;
		pc->named[tu] = true;
		reserve(&ty->named, &ncap, ty->nnamed + 1, sizeof(*ty->named));
		ty->named[ty->nnamed++] = (struct kp_named_type){ an->facts[i].hash, NULL, ft->proto, false };
	}
	/* Hashes call sites and typeids check that no function here explains: every prototype's. */
	uint32_t *want = NULL;
	size_t nwant = 0, wcap = 0;

	sort_named(ty, 0);
	for (size_t s = 0; s < an->nkcfi_sites + image->ntypeids; s++) {
		uint32_t h = s < an->nkcfi_sites ? an->kcfi_sites[s].type_hash
						 : image->typeids[s - an->nkcfi_sites].value;

		if (kp_type_known(an, h))
			continue;
		reserve(&want, &wcap, nwant + 1, sizeof(*want));
		want[nwant++] = h;
	}
	if (nwant) {
		size_t from = ty->nnamed;

		struct want_set ws;

		kp_radix_sort(want, nwant, sizeof(*want), u32_key);
		want_set_init(&ws, want, nwant);
		/* A module's own prototypes only: its vmlinux's would be mangled again for every module. */
		for (size_t k = 0; k < nprotos; k++) {
			uint32_t id = protos[k];
			int norm = scheme_norm(scheme);

			/* The image's scheme only, and the C text only for a hash wanted. */
			const struct proto_cache *pc = proto_hash(&cx, id, scheme);

			if (pc->nfate[norm] ||
			    (!wanted(&ws, pc->hash[scheme]) && !(pc->tu[norm] && wanted(&ws, pc->hash_tu[scheme]))))
				continue;
			reserve(&ty->named, &ncap, ty->nnamed + 2, sizeof(*ty->named));
			ty->named[ty->nnamed++] = (struct kp_named_type){ pc->hash[scheme], NULL, id, false };
			if (pc->tu[norm])
				ty->named[ty->nnamed++] = (struct kp_named_type){ pc->hash_tu[scheme], NULL, id, false };
		}
		ty->all_protos = true;
		sort_named(ty, from);
	}
	free(want);
	free(kfuncs);
	free(protos);
	free(cx.cache);
	free(cx.slot);
	kp_mangle_cache_free(cx.mc);
	free(fns.entries);
	free(fns.slots);
}

/*
 * The Rust functions whose v0 symbol says their type (src/analysis/
 * mangle_rust.c), offered as a type from DWARF is: reproduced only where
 * rustc's encoding of it hashes to the hash word.
 */
static void rust_types(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	struct kp_types *ty = &an->types;
	struct kp_type_offer *offers = NULL;
	size_t noffers = 0, cap = 0;
	char core[64] = "";

	/* The core crate's v0 root, "Cs<disambiguator>_4core", as any Rust symbol names it. */
	for (size_t i = 0; i < image->nfunc_names && !*core; i++) {
		const char *name = image->names_by_addr[i].name, *c = name, *e;

		while (!strncmp(name, "_R", 2) && (c = strstr(c, "Cs")) && !*core) {
			e = c + 2 + strspn(c + 2, "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ");
			if (!strncmp(e, "_4core", 6) && (size_t)(e + 6 - c) < sizeof(core))
				snprintf(core, sizeof(core), "%.*s", (int)(e + 6 - c), c);
			c += 2;
		}
	}

	for (size_t i = 0; ty->funcs && i < image->nfuncs; i++) {
		const struct kp_func *fn = &image->funcs[i];
		struct kp_func_type *ft = &ty->funcs[i];

		if (!ft->hashed || (ft->fate != KP_TYPE_RUST && ft->fate != KP_TYPE_NO_TYPE))
			continue;
		/* Without BTF nothing classed it yet: a Rust symbol's type is Rust's, not a C one's. */
		if (ft->fate == KP_TYPE_NO_TYPE && kp_symbol_origin(fn->name)) {
			ty->per_fate[KP_TYPE_NO_TYPE]--;
			ft->fate = KP_TYPE_RUST;
			ty->per_fate[KP_TYPE_RUST]++;
		}
		for (size_t k = 0; k < fn->nnames; k++) {
			const char *name = image->names_by_addr[fn->first_name + k].name;
			char mangled[2][2400], rust[1024];
			struct kp_type_offer o = { .func = i, .from_symbol = true };
			const char *c = *core ? core : NULL;
			bool plain;

			/*
			 * The mangling depends only on normalization, not on the hash function:
			 * made once for each (the normalized one last, whose Rust text is kept)
			 * and hashed under both functions. Where normalization changes only the
			 * suffix (the Rust text none), the normalized one is the other's with
			 * it: the symbol is parsed once, not once for each.
			 */
			if (kp_mangle_rust(name, c, false, mangled[0], sizeof(mangled[0]), rust, sizeof(rust), &plain))
				continue;
			if (plain ? !kp_mangle_rust_renorm(mangled[0], true, mangled[1], sizeof(mangled[1]))
				  : kp_mangle_rust(name, c, true, mangled[1], sizeof(mangled[1]), rust, sizeof(rust), NULL))
				continue;
			for (int s = 0; s < KP_NR_SCHEMES; s++)
				o.hash[s] = kp_kcfi_hash((enum kp_kcfi_scheme)s, mangled[scheme_norm(s)]);
			o.ctype = xstrdup(rust);
			grow_array((void **)&offers, &cap, noffers + 1, sizeof(*offers));
			offers[noffers++] = o;
			break;
		}
	}
	kp_types_settle_offers(an, offers, noffers, "Rust symbols");
	for (size_t k = 0; k < noffers; k++)
		free((char *)offers[k].ctype);
	free(offers);
}

void kp_analyse_types(struct kp_analysis *an)
{
	analyse_btf(an);
	rust_types(an);
}

/* The first of hash's entries in the image's own names, or nnamed. */
static size_t named_at(const struct kp_types *ty, uint32_t hash)
{
	size_t a = 0, b = ty->nnamed;

	while (a < b) {
		size_t mid = a + (b - a) / 2;

		if (ty->named[mid].hash < hash)
			a = mid + 1;
		else
			b = mid;
	}
	return a < ty->nnamed && ty->named[a].hash == hash ? a : ty->nnamed;
}

/* The C text of a BTF prototype, written once. */
static const char *write_proto(struct kp_types *ty, uint32_t proto)
{
	char c[1024];

	if (!ty->btf)
		return NULL;
	kp_btf_c_decl(ty->btf, proto, "", c, sizeof(c));
	return keep_string(ty, c);
}

/*
 * The text a hash is said by: the least of its entries' (one hash, one
 * canonical type, but typedefs the texts may differ by), made the first.
 * The analysis is const to its readers; the texts are its cache.
 */
static const char *named_text(struct kp_types *ty, size_t a)
{
	struct kp_named_type *g = &ty->named[a];
	size_t best = 0;

	if (g->first)
		return g->ctype;
	for (size_t k = 0; a + k < ty->nnamed && g[k].hash == g->hash; k++) {
		if (!g[k].ctype && g[k].proto)
			g[k].ctype = write_proto(ty, g[k].proto);
		if (g[k].ctype && (!g[best].ctype || strcmp(g[k].ctype, g[best].ctype) < 0))
			best = k;
	}
	struct kp_named_type least = g[best];

	g[best] = g[0];
	g[0] = least;
	g[0].first = true;
	return g[0].ctype;
}

bool kp_type_known(const struct kp_analysis *an, uint32_t hash)
{
	const struct kp_types *ty = &an->types;
	const struct kp_type_names *vn = an->input && an->input->vmlinux ? &an->input->vmlinux->type_names : NULL;

	if (named_at(ty, hash) < ty->nnamed)
		return true;
	if (!vn || !vn->count || ty->scheme != vn->scheme)
		return false;
	for (size_t a = 0, b = vn->count; a < b;) {
		size_t mid = a + (b - a) / 2;

		if (vn->items[mid].hash < hash)
			a = mid + 1;
		else if (vn->items[mid].hash > hash)
			b = mid;
		else
			return true;
	}
	return false;
}

const char *kp_type_name(const struct kp_analysis *an, uint32_t hash)
{
	struct kp_types *ty = (struct kp_types *)&an->types;
	size_t a = named_at(ty, hash), b;

	if (a < ty->nnamed)
		return named_text(ty, a);
	const struct kp_type_names *vn = an->input && an->input->vmlinux ? &an->input->vmlinux->type_names : NULL;

	if (!vn || !vn->count || ty->scheme != vn->scheme)
		return NULL;
	for (a = 0, b = vn->count; a < b;) {
		size_t mid = a + (b - a) / 2;

		if (vn->items[mid].hash < hash)
			a = mid + 1;
		else
			b = mid;
	}
	return a < vn->count && vn->items[a].hash == hash ? vn->items[a].ctype : NULL;
}

void kp_type_names_build(const struct kp_analysis *an, struct kp_type_names *names)
{
	const struct kp_types *ty = &an->types;
	size_t cap = 0;

	*names = (struct kp_type_names){ .scheme = ty->scheme };
	if (!ty->btf || ty->scheme < 0)
		return;
	uint32_t ntypes = btf__type_cnt(ty->btf);
	bool norm = ty->scheme == KP_SCHEME_XXHASH_NORM || ty->scheme == KP_SCHEME_FNV_NORM;
	struct kp_mangle_cache *mc = kp_mangle_cache_new(ty->btf, an->arch->va_list_in_std);

	for (uint32_t id = 1; id < ntypes; id++) {
		const struct btf_type *t = btf__type_by_id(ty->btf, id);
		char mangled[4096], c[1024];

		if (!t || !btf_is_func_proto(t) || kp_mangle_cached(mc, id, norm, false, mangled, sizeof(mangled)))
			continue;
		kp_btf_c_decl(ty->btf, id, "", c, sizeof(c));
		grow_array((void **)&names->items, &cap, names->count + 2, sizeof(*names->items));
		names->items[names->count++] =
			(struct kp_named_type){ kp_kcfi_hash(ty->scheme, mangled), xstrdup(c), 0, false };
		/* clang 22's form of a transparent union, too */
		if (kp_mangle_takes_union(mc, id) && !kp_mangle_cached(mc, id, norm, true, mangled, sizeof(mangled)))
			names->items[names->count++] =
				(struct kp_named_type){ kp_kcfi_hash(ty->scheme, mangled), xstrdup(c), 0, false };
	}
	kp_mangle_cache_free(mc);
	sort_named_texts(names->items, names->count);
}

void kp_type_names_free(struct kp_type_names *names)
{
	for (size_t i = 0; i < names->count; i++)
		free((char *)names->items[i].ctype);
	free(names->items);
	*names = (struct kp_type_names){ .scheme = -1 };
}

size_t kp_types_reproduced(const struct kp_types *ty)
{
	return ty->per_fate[KP_TYPE_REPRODUCED];
}

void kp_types_add_name(struct kp_analysis *an, uint32_t hash, const char *ctype)
{
	struct kp_types *ty = &an->types;
	size_t cap = ty->nnamed;

	grow_array((void **)&ty->named, &cap, ty->nnamed + 1, sizeof(*ty->named));
	ty->named[ty->nnamed++] = (struct kp_named_type){ hash, keep_string(ty, ctype), 0, false };
	sort_named(ty, ty->nnamed - 1);
}

const char *kp_func_type_source(const struct kp_func_type *ft)
{
	return ft->from_symbol ? "Rust symbol" : ft->from_dwarf ? "DWARF" : "BTF";
}

bool kp_type_unexplained(const struct kp_types *ty, size_t func)
{
	const struct kp_func_type *ft = ty->funcs ? &ty->funcs[func] : NULL;

	return ft && ft->hashed && ft->fate != KP_TYPE_REPRODUCED && ft->fate != KP_TYPE_OTHER_SCHEME;
}

static void set_fate(struct kp_types *ty, struct kp_func_type *ft, enum kp_type_fate fate)
{
	ty->per_fate[ft->fate]--;
	ft->fate = fate;
	ty->per_fate[fate]++;
}

void kp_types_settle_offers(struct kp_analysis *an, const struct kp_type_offer *offers, size_t n,
			    const char *source)
{
	struct kp_types *ty = &an->types;
	size_t reproduced = 0, ncap = ty->nnamed, from = ty->nnamed;

	if (!n || !ty->funcs)
		return;
	/* No scheme from the BTF (none, or nothing reproduced): the one most offers reproduce. */
	if (ty->scheme < 0) {
		size_t count[KP_NR_SCHEMES] = { 0 };

		for (size_t k = 0; k < n; k++)
			for (int s = 0; s < KP_NR_SCHEMES; s++)
				count[s] += !offers[k].fate && offers[k].hash[s] == an->facts[offers[k].func].hash;
		for (int s = 0; s < KP_NR_SCHEMES; s++)
			if (count[s] && (ty->scheme < 0 || count[s] > count[ty->scheme]))
				ty->scheme = s;
	}
	for (size_t k = 0; k < n; k++) {
		const struct kp_type_offer *o = &offers[k];
		struct kp_func_type *ft = &ty->funcs[o->func];
		uint32_t hash = an->facts[o->func].hash;
		int other = -1;

		if (!kp_type_unexplained(ty, o->func))
			continue;
		if (o->fate) {
			/* Only a function the BTF knew nothing of: a BTF class says more. */
			if (ft->fate == KP_TYPE_NO_TYPE)
				set_fate(ty, ft, o->fate);
			continue;
		}
		for (int s = 0; s < KP_NR_SCHEMES && other < 0; s++)
			if (s != ty->scheme && o->hash[s] == hash)
				other = s;
		if (ty->scheme >= 0 && o->hash[ty->scheme] == hash) {
			set_fate(ty, ft, KP_TYPE_REPRODUCED);
			ft->scheme = ty->scheme;
			ty->per_scheme[ty->scheme]++;
			reproduced++;
		} else if (other >= 0) {
			set_fate(ty, ft, KP_TYPE_OTHER_SCHEME);
			ft->scheme = other;
			ty->per_scheme[other]++;
		} else if (!o->from_symbol && (ft->fate == KP_TYPE_NO_TYPE || ft->fate == KP_TYPE_COMPILER_MADE)) {
			/* The function's own type, from its definition: it hashes to something else. */
			set_fate(ty, ft, KP_TYPE_DIFFERS);
		} else {
			continue;
		}
		ft->proto = 0; /* not an id of ty->btf */
		ft->from_dwarf = !o->from_symbol;
		ft->from_symbol = o->from_symbol;
		ft->ctype = keep_string(ty, o->ctype);
		ft->computed = ty->scheme >= 0 ? o->hash[ty->scheme] : o->hash[KP_SCHEME_XXHASH];
		if (ft->fate == KP_TYPE_REPRODUCED) {
			grow_array((void **)&ty->named, &ncap, ty->nnamed + 1, sizeof(*ty->named));
			ty->named[ty->nnamed++] = (struct kp_named_type){ hash, ft->ctype, 0, false };
		}
	}
	if (!strcmp(source, "DWARF"))
		ty->from_dwarf += reproduced;
	if (!ty->source) {
		ty->source = source;
	} else if (reproduced && !strstr(ty->source, source)) {
		/* "BTF" and "DWARF": "BTF and DWARF"; a third: "BTF, Rust symbols and DWARF" */
		const char *and = strstr(ty->source, " and ");
		char both[160];

		if (and)
			snprintf(both, sizeof(both), "%.*s, %s and %s", (int)(and - ty->source), ty->source,
				 and + 5, source);
		else
			snprintf(both, sizeof(both), "%s and %s", ty->source, source);
		ty->source = keep_string(ty, both);
	}
	sort_named(ty, from);
}

const char *kp_func_type_c(const struct kp_analysis *an, size_t idx)
{
	/* Written when first asked: the analysis's cache, as kp_type_name()'s. */
	struct kp_types *ty = (struct kp_types *)&an->types;
	struct kp_func_type *ft = ty->funcs && idx < an->image->nfuncs ? &ty->funcs[idx] : NULL;

	if (ft && !ft->ctype && ft->proto)
		ft->ctype = write_proto(ty, ft->proto);
	return ft ? ft->ctype : NULL;
}

const char *kp_type_paren(const char *c, char *buf, size_t len)
{
	if (!c)
		return "";
	snprintf(buf, len, " (%s)", c);
	return buf;
}
