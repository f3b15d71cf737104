// SPDX-License-Identifier: GPL-2.0-only
/*
 * rustc's kCFI type ids, where a Rust function's v0 symbol says its type.
 *
 * rustc (compiler/rustc_sanitizers, cfi/typeid/itanium_cxx_abi) hashes, as
 * clang does, the low 32 bits of xxHash64 over "_ZTS" + an Itanium-like
 * function type it writes itself: "F", the return type, each parameter's,
 * "E", and ".normalized" under -Zsanitizer-cfi-normalize-integers. Rust's
 * types are vendor extended types: u3i32, u5usize, u3refI..E (U3mut before
 * it for &mut), u5sliceI..E, u3str; a struct, enum or union of Rust ABI is
 * "u<len><name>[I<args>E]", name its definition's path written as the v0
 * mangling writes paths (N<ns>..C<crate>..<ident>), but with every
 * disambiguator one more ("s_" in a v0 symbol is "s0_" here). Repeated
 * components are substituted (S_, S0_, ...) as Itanium's are.
 *
 * A symbol says the types of a function whose signature is fixed by what
 * it is: <T as core::default::Default>::default is fn() -> T (bindgen
 * derives one for every C struct the kernel crate binds). Only those are
 * encoded here; every other Rust function stays KP_TYPE_RUST. A type that
 * rustc would transform (a #[repr(transparent)] struct becomes its field,
 * which the name does not say) hashes to something else: not reproduced,
 * never wrongly so, as only a hash equal to the hash word counts.
 */
#include <stdbool.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "kprefix/ctypes.h"

#define MAX_OUT 2048
#define MAX_DICT 64

struct sbuf {
	char s[MAX_OUT];
	size_t n;
	bool over;
};

/*
 * put() and puts_() are inlined wherever used: most calls put a string
 * literal, whose strlen() the compiler then counts, and a few bytes, for
 * which a call cost as much as the copy.
 */
static inline __attribute__((always_inline)) void put(struct sbuf *b, const char *s, size_t n)
{
	if (b->over || b->n + n >= sizeof(b->s)) {
		b->over = true;
		return;
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}

static inline __attribute__((always_inline)) void puts_(struct sbuf *b, const char *s)
{
	put(b, s, strlen(s));
}

/*
 * Empties each buffer of a NULL-terminated list. Not "= { .n = 0 }", which zeroes all
 * MAX_OUT bytes of each: a symbol's mangling declares dozens of buffers, nearly all
 * holding a few bytes. put() keeps s NUL-terminated at n, so s[0] is all to set.
 * The list is an array, not variadic arguments, so that the loop is inlined and
 * unrolled: walking a va_list cost more than the stores.
 */
static inline __attribute__((always_inline)) void sb_clear(struct sbuf *const *b)
{
	for (; *b; b++) {
		(*b)->n = 0;
		(*b)->over = false;
		(*b)->s[0] = 0;
	}
}

#define sb_init(...) sb_clear((struct sbuf *const[]){ __VA_ARGS__ })

/* *to = *from, but only the bytes up to from's NUL: "to = from" copies all MAX_OUT. */
static inline void sb_copy(struct sbuf *to, const struct sbuf *from)
{
	memcpy(to->s, from->s, from->n + 1);
	to->n = from->n;
	to->over = from->over;
}

/*
 * The strings of a NULL-terminated list one after another into out, as
 * snprintf(out, outlen, "%s%s...") would write them (truncated, NUL-terminated)
 * and its return: every mangling ends with one, and vfprintf cost more than
 * the rest of a short one.
 */
static int concat(char *out, size_t outlen, ...)
{
	va_list ap;
	size_t n = 0;

	va_start(ap, outlen);
	for (const char *str; (str = va_arg(ap, const char *));) {
		size_t len = strlen(str);

		if (n < outlen)
			memcpy(out + n, str, n + len < outlen ? len : outlen - n);
		n += len;
	}
	va_end(ap);
	if (outlen)
		out[n < outlen ? n : outlen - 1] = 0;
	return (int)n;
}

/*
 * "_ZTSF" <ret> <params> "E" [".normalized"] into out as concat() would
 * write it, and its return, but without strlen() of the two encodings,
 * whose lengths their buffers hold (they have no NUL before n).
 */
static int fn_type(char *out, size_t outlen, const struct sbuf *ret, const struct sbuf *params, bool normalize)
{
	const struct {
		const char *s;
		size_t n;
	} piece[] = { { "_ZTSF", 5 }, { ret->s, ret->n }, { params->s, params->n }, { "E", 1 },
		      { ".normalized", normalize ? 11 : 0 } };
	size_t n = 0;

	for (size_t i = 0; i < sizeof(piece) / sizeof(piece[0]); i++) {
		if (n < outlen)
			memcpy(out + n, piece[i].s, n + piece[i].n < outlen ? piece[i].n : outlen - n);
		n += piece[i].n;
	}
	if (outlen)
		out[n < outlen ? n : outlen - 1] = 0;
	return (int)n;
}

/* The substitution dictionary: each component's full encoding (its qualifier first), in order. */
struct dict {
	char *key[MAX_DICT];
	size_t len[MAX_DICT]; /* each key's strlen() after its qualifier: most differ, so compared first */
	size_t n;
	struct sbuf keys; /* their storage */
	/*
	 * An encoding met that normalization changes (basic()'s isize, usize, bool,
	 * char): without one, both normalizations write the same keys and bytes,
	 * all but fn_type()'s suffix (what kp_mangle_rust_renorm() relies on).
	 */
	bool varies;
};

/* As sb_init(): key[] is read below n only. */
static void dict_init(struct dict *d)
{
	d->n = 0;
	d->varies = false;
	sb_init(&d->keys, NULL);
}

struct v0 {
	const char *s;  /* after "_R" */
	size_t len, pos;
	int depth;      /* steps taken: nested backrefs stay bounded */
	int nest;       /* types and paths within each other: the stack stays bounded */
	bool err;
	bool normalize;
	struct dict *d;
};

static const char b62[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

static int peek(const struct v0 *v)
{
	return v->pos < v->len ? (unsigned char)v->s[v->pos] : 0;
}

static bool eat(struct v0 *v, int c)
{
	if (peek(v) != c)
		return false;
	v->pos++;
	return true;
}

/* <base-62-number>: "_" is 0, "<digits>_" the digits' value + 1. */
/* c's value as a digit of b62[], -1 for a byte that is none: strchr(b62, c) without its search. */
static int b62_digit(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 36;
	return -1;
}

static uint64_t base62(struct v0 *v)
{
	uint64_t x = 0;

	if (eat(v, '_'))
		return 0;
	while (peek(v) && peek(v) != '_') {
		int d = b62_digit(peek(v));

		if (d < 0) {
			v->err = true;
			return 0;
		}
		x = x * 62 + (uint64_t)d;
		v->pos++;
	}
	if (!eat(v, '_'))
		v->err = true;
	return x + 1;
}

/* [s<base-62-number>]: 0 without one, else the number + 1. */
static uint64_t disambiguator(struct v0 *v)
{
	return eat(v, 's') ? base62(v) + 1 : 0;
}

/* rustc's to_disambiguator(): "s" + (n - 1) in base 62 + "_", "s_" for 0. */
static void put_disambiguator(struct sbuf *b, uint64_t n)
{
	char tmp[16];
	size_t k = sizeof(tmp);

	puts_(b, "s");
	if (n) {
		n--;
		do {
			tmp[--k] = b62[n % 62];
			n /= 62;
		} while (n);
		put(b, tmp + k, sizeof(tmp) - k);
	}
	puts_(b, "_");
}

/* Whether a byte is a digit of b62[]: one load per byte where b62_run() scans a crate's 11. */
static const bool is_b62[256] = { ['0' ... '9'] = true, ['a' ... 'z'] = true, ['A' ... 'Z'] = true };

/* How many digits of b62[] v's next bytes are: b62_digit() >= 0 of each, in fewer steps. */
static size_t b62_run(const struct v0 *v)
{
	const char *p = v->s + v->pos, *end = v->s + v->len;

	while (p < end && is_b62[(unsigned char)*p])
		p++;
	return (size_t)(p - (v->s + v->pos));
}

/* Past [s<base-62-number>], as disambiguator() is, but without its value. */
static void skip_disambiguator(struct v0 *v)
{
	if (!eat(v, 's'))
		return;
	v->pos += b62_run(v);
	if (!eat(v, '_'))
		v->err = true;
}

/*
 * [s<base-62-number>] as rustc writes it, one more: put_disambiguator() of
 * disambiguator()'s value (with none, "s_" for a crate root, nothing else).
 * The digits are those of the number + 1, so incremented as a string, not
 * decoded and encoded again: a crate's is 11 digits, in nearly every path.
 * Decoded where that could differ: leading zeros, which encoding drops, and
 * a number that could wrap in 64 bits (11 digits, the first above 20: all
 * below it are below 21 * 62^10 < 2^64 - 2).
 */
static void next_disambiguator(struct v0 *v, struct sbuf *b, bool root)
{
	size_t at = v->pos, start, n;
	char tmp[12];

	/* put as put_disambiguator() puts them, "s", digits, "_": the same bytes where b fills up */
	if (!eat(v, 's')) {
		if (root) {
			puts_(b, "s");
			puts_(b, "_");
		}
		return;
	}
	start = v->pos;
	n = b62_run(v);
	v->pos += n;
	if (!eat(v, '_')) {
		v->err = true;
		return;
	}
	if (n > 11 || (n == 11 && b62_digit(v->s[start]) > 20) || (n > 1 && v->s[start] == '0')) {
		v->pos = at;
		put_disambiguator(b, disambiguator(v));
		return;
	}
	if (!n) {
		/* "s_": disambiguator() 1, written "s0_" */
		puts_(b, "s");
		puts_(b, "0");
		puts_(b, "_");
		return;
	}
	/* tmp[0] for a carry out of the first digit */
	memcpy(tmp + 1, v->s + start, n);
	size_t i = n;

	for (; i; i--) {
		int d = b62_digit(tmp[i]);

		if (d < 61) {
			tmp[i] = b62[d + 1];
			break;
		}
		tmp[i] = '0';
	}
	tmp[0] = '1';
	puts_(b, "s");
	put(b, i ? tmp + 1 : tmp, i ? n : n + 1);
	puts_(b, "_");
}

/* <undisambiguated-identifier>: its bytes in *id, *idlen (punycode is not taken). */
static bool identifier(struct v0 *v, const char **id, size_t *idlen)
{
	size_t n = 0;

	if (peek(v) == 'u' || !(peek(v) >= '0' && peek(v) <= '9'))
		return false;
	while (peek(v) >= '0' && peek(v) <= '9') {
		n = n * 10 + (size_t)(peek(v) - '0');
		if (n > 4096)
			return false;
		v->pos++;
	}
	eat(v, '_');
	if (v->pos + n > v->len)
		return false;
	*id = v->s + v->pos;
	*idlen = n;
	v->pos += n;
	return true;
}

/* n in decimal: what snprintf's "%zu" makes, without its cost on the hottest path. */
static void put_decimal(struct sbuf *b, size_t n)
{
	char tmp[24];
	size_t k = sizeof(tmp);

	/* an identifier's length, nearly always: one or two digits, each put as a constant size */
	if (n < 100) {
		tmp[0] = (char)('0' + n / 10);
		tmp[1] = (char)('0' + n % 10);
		if (n < 10)
			put(b, tmp + 1, 1);
		else
			put(b, tmp, 2);
		return;
	}
	do {
		tmp[--k] = (char)('0' + n % 10);
		n /= 10;
	} while (n);
	put(b, tmp + k, sizeof(tmp) - k);
}

/* rustc's identifier: length, "_" before one that starts with a digit or "_", the name. */
static void put_ident(struct sbuf *b, const char *id, size_t n)
{
	put_decimal(b, n);
	if (n && ((id[0] >= '0' && id[0] <= '9') || id[0] == '_'))
		puts_(b, "_");
	put(b, id, n);
}

/* Follow a backref: parse at its target with fn, then come back. */
static bool backref(struct v0 *v, size_t *saved)
{
	uint64_t to = base62(v);

	if (v->err || to >= v->pos || ++v->depth > 4096)
		return false;
	*saved = v->pos;
	v->pos = (size_t)to;
	return true;
}

/*
 * A definition's path (C, N of a type or value namespace) as rustc's
 * encode_ty_name() writes it into name, and as Rust into text. The
 * namespace tags come first, outermost last: N<tagN>..N<tag1>C..<ident1>..
 */
static bool def_path(struct v0 *v, struct sbuf *tags, struct sbuf *name, struct sbuf *text)
{
	const char *id;
	size_t idlen, saved;

	if (++v->depth > 4096 || v->nest > 24)
		return false;
	switch (peek(v)) {
	case 'C':
		v->pos++;
		puts_(name, "C");
		next_disambiguator(v, name, true);
		if (!identifier(v, &id, &idlen))
			return false;
		put_ident(name, id, idlen);
		put(text, id, idlen);
		return true;
	case 'N': {
		v->pos++;
		int ns = peek(v);

		if (ns != 't' && ns != 'v')
			return false;
		v->pos++;
		char tag[3] = { 'N', (char)ns, 0 };

		/* this component's tag before the inner ones' (what a failure leaves is not read) */
		puts_(tags, tag);
		v->nest++;
		bool ok = def_path(v, tags, name, text);

		v->nest--;
		if (!ok)
			return false;
		/* seldom one here: tested before the call */
		if (peek(v) == 's')
			next_disambiguator(v, name, false);
		if (!identifier(v, &id, &idlen) || !idlen)
			return false;
		put_ident(name, id, idlen);
		puts_(text, "::");
		put(text, id, idlen);
		return true;
	}
	case 'B': {
		v->pos++;
		if (!backref(v, &saved))
			return false;
		v->nest++;
		bool ok = def_path(v, tags, name, text);

		v->nest--;
		v->pos = saved;
		return ok;
	}
	default:
		return false;
	}
}

/* Substitute enc (whose full form is key, tagged by its qualifier q) when seen before. */
static void compress(struct v0 *v, char q, const char *key, struct sbuf *enc)
{
	struct dict *d = v->d;
	size_t len = strlen(key);

	for (size_t i = 0; i < d->n; i++)
		if (d->len[i] == len && d->key[i][0] == q && !memcmp(d->key[i] + 1, key, len)) {
			enc->n = 0;
			enc->over = false;
			if (!i) {
				puts_(enc, "S_");
			} else {
				char tmp[16];
				size_t k = sizeof(tmp), n = i - 1;

				do {
					tmp[--k] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[n % 36];
					n /= 36;
				} while (n);
				puts_(enc, "S");
				put(enc, tmp + k, sizeof(tmp) - k);
				puts_(enc, "_");
			}
			return;
		}
	if (d->n == MAX_DICT) {
		v->err = true;
		return;
	}
	size_t at = d->keys.n;

	put(&d->keys, &q, 1);
	put(&d->keys, key, len + 1);
	if (d->keys.over) {
		v->err = true;
		return;
	}
	d->keys.n = at + 1 + len + 1;
	d->len[d->n] = len;
	d->key[d->n++] = d->keys.s + at;
}

static bool type(struct v0 *v, struct sbuf *enc, struct sbuf *full, struct sbuf *text);

/*
 * An integer, under normalization the fixed-width one of its size (aarch64: 64-bit usize).
 * norm is NULL where normalization leaves the encoding as it is.
 */
static const char *basic(struct v0 *v, int c, const char **rust)
{
	static const struct {
		char c;
		const char *enc, *norm, *rust;
	} t[] = {
		{ 'a', "u2i8", NULL, "i8" },           { 'h', "u2u8", NULL, "u8" },
		{ 's', "u3i16", NULL, "i16" },         { 't', "u3u16", NULL, "u16" },
		{ 'l', "u3i32", NULL, "i32" },         { 'm', "u3u32", NULL, "u32" },
		{ 'x', "u3i64", NULL, "i64" },         { 'y', "u3u64", NULL, "u64" },
		{ 'n', "u4i128", NULL, "i128" },       { 'o', "u4u128", NULL, "u128" },
		{ 'i', "u5isize", "u3i64", "isize" },  { 'j', "u5usize", "u3u64", "usize" },
		{ 'b', "b", "u2u8", "bool" },          { 'c', "u4char", "u3u32", "char" },
		{ 'e', "u3str", NULL, "str" },         { 'z', "u5never", NULL, "!" },
		{ 'f', "f", NULL, "f32" },             { 'd', "d", NULL, "f64" },
		{ 'u', "v", NULL, "()" },
	};

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		if (t[i].c == c) {
			*rust = t[i].rust;
			if (!t[i].norm)
				return t[i].enc;
			v->d->varies = true;
			return v->normalize ? t[i].norm : t[i].enc;
		}
	return NULL;
}

/* Not substituted: Itanium's builtin types, and rustc's bool, floats and unit. */
static bool substitutable(const char *e)
{
	return strcmp(e, "b") && strcmp(e, "f") && strcmp(e, "d") && strcmp(e, "v");
}

/*
 * A const generic argument, v0's <type> then ["n"] <hex digits> "_", as
 * rustc's encode_const(): L<type>[n]<value in decimal>E, its type an integer
 * or bool (under normalization u8, so 1 or 0, not true or false).
 */
static bool const_arg(struct v0 *v, struct sbuf *enc, struct sbuf *full, struct sbuf *text)
{
	struct sbuf te, tfull, ttext, s, k;
	unsigned long long n = 0;
	bool neg, is_bool = peek(v) == 'b';
	char val[32];

	sb_init(&te, &tfull, &ttext, &s, &k, NULL);
	if (!strchr("ahstlmxynoijb", peek(v)) || !peek(v) || !type(v, &te, &tfull, &ttext))
		return false;
	neg = eat(v, 'n');
	while (peek(v) && strchr("0123456789abcdef", peek(v))) {
		if (n >> 59)
			return false;
		n = n * 16 + (unsigned long long)(peek(v) <= '9' ? peek(v) - '0' : peek(v) - 'a' + 10);
		v->pos++;
	}
	if (!eat(v, '_'))
		return false;
	if (is_bool && !v->normalize)
		snprintf(val, sizeof(val), "%s", n ? "true" : "false");
	else
		snprintf(val, sizeof(val), "%s%s%llu", neg ? "n-" : "", "", n);
	puts_(&s, "L");
	put(&s, te.s, te.n);
	puts_(&s, val);
	puts_(&s, "E");
	puts_(&k, "L");
	put(&k, tfull.s, tfull.n);
	puts_(&k, val);
	puts_(&k, "E");
	compress(v, 'k', k.s, &s);
	put(enc, s.s, s.n);
	put(full, k.s, k.n);
	put(text, val + (neg ? 1 : 0), strlen(val) - (neg ? 1 : 0));
	return !s.over && !k.over;
}

/* <generic-arg>s up to "E", as rustc's encode_args() "I..E". */
static bool generic_args(struct v0 *v, struct sbuf *enc, struct sbuf *full, struct sbuf *text)
{
	bool first = true;

	puts_(enc, "I");
	puts_(full, "I");
	puts_(text, "<");
	while (!eat(v, 'E')) {
		if (!peek(v) || v->err)
			return false;
		if (!first)
			puts_(text, ", ");
		first = false;
		if (eat(v, 'L')) {
			/* a lifetime: erased in a monomorphic instance */
			base62(v);
			struct sbuf r;

			sb_init(&r, NULL);
			puts_(&r, "u6region");
			compress(v, 'r', "u6region", &r);
			put(enc, r.s, r.n);
			puts_(full, "u6region");
			puts_(text, "'_");
		} else if (eat(v, 'K')) {
			if (!const_arg(v, enc, full, text))
				return false;
		} else if (!type(v, enc, full, text)) {
			return false;
		}
	}
	puts_(enc, "E");
	puts_(full, "E");
	puts_(text, ">");
	return true;
}

/* A struct, enum or union by its path (and generic arguments): "u<len><name>[I..E]". */
static bool adt(struct v0 *v, struct sbuf *enc, struct sbuf *full, struct sbuf *text)
{
	struct sbuf tags, name, t, args, fargs;
	struct sbuf e, f;
	bool generic = eat(v, 'I');

	sb_init(&tags, &name, &t, &args, &fargs, &e, &f, NULL);
	if (!def_path(v, &tags, &name, &t))
		return false;
	/* core::ffi::c_void is (): rustc's transform */
	if (!strcmp(t.s, "core::ffi::c_void") && !generic) {
		puts_(enc, "v");
		puts_(full, "v");
		puts_(text, "c_void");
		return true;
	}
	put(text, t.s, t.n);
	if (generic && !generic_args(v, &args, &fargs, text))
		return false;

	puts_(&e, "u");
	put_decimal(&e, tags.n + name.n);
	put(&e, tags.s, tags.n);
	put(&e, name.s, name.n);
	put(&f, e.s, e.n);
	put(&e, args.s, args.n);
	put(&f, fargs.s, fargs.n);
	if (e.over || f.over)
		return false;
	compress(v, 't', f.s, &e);
	put(enc, e.s, e.n);
	put(full, f.s, f.n);
	return true;
}

static bool type(struct v0 *v, struct sbuf *enc, struct sbuf *full, struct sbuf *text);

/* A v0 <type> as rustc's encode_ty() of it (after its transform), into enc. */
static bool type_(struct v0 *v, struct sbuf *enc, struct sbuf *full, struct sbuf *text)
{
	int c = peek(v);
	const char *rust, *e;

	if (v->err || ++v->depth > 4096)
		return false;
	if (c >= 'a' && c <= 'z') {
		if (!(e = basic(v, c, &rust)))
			return false;
		v->pos++;
		struct sbuf s;

		sb_init(&s, NULL);
		puts_(&s, e);
		if (substitutable(e))
			compress(v, 't', e, &s);
		put(enc, s.s, s.n);
		puts_(full, e);
		puts_(text, rust);
		return true;
	}
	switch (c) {
	case 'C':
	case 'N':
	case 'I':
		return adt(v, enc, full, text);
	case 'Z': {
		/* not v0: a #[repr(C)] type of an extern "C" function, "<len><name>" as C's */
		struct sbuf s;
		size_t idlen;

		sb_init(&s, NULL);
		v->pos++;
		if (!identifier(v, &e, &idlen) || !idlen)
			return false;
		put_ident(&s, e, idlen);
		put(full, s.s, s.n);
		put(text, e, idlen);
		compress(v, 't', s.s, &s);
		put(enc, s.s, s.n);
		return !s.over;
	}
	case 'W': {
		/*
		 * not v0: a pattern type, "W<kind><type>": n "*const T is !null"
		 * (NonNull's field), p "uN is 1..", s "iN is ..0 | 1.." (NonZero's
		 * field), as rustc writes its pattern: u3patI<type><pattern>E
		 */
		struct sbuf ie, ifull, itext, s, k;
		char pat[48];
		int kind;

		sb_init(&ie, &ifull, &itext, &s, &k, NULL);
		v->pos++;
		kind = peek(v);
		v->pos++;
		if (!type(v, &ie, &ifull, &itext))
			return false;
		if (kind == 'n') {
			snprintf(pat, sizeof(pat), "!null");
		} else if (kind == 'p') {
			snprintf(pat, sizeof(pat), "1..");
		} else if (kind == 's' && ifull.s[0] == 'u' && ifull.s[1] >= '1' && ifull.s[1] <= '9') {
			/* the (normalized) integer's name: u3i64 is i64 */
			snprintf(pat, sizeof(pat), "(%s::MIN..=-1 | 1..)", ifull.s + 2 + (ifull.s[2] >= '0' && ifull.s[2] <= '9'));
		} else {
			return false;
		}
		puts_(&s, "u3patI");
		put(&s, ie.s, ie.n);
		puts_(&s, pat);
		puts_(&s, "E");
		puts_(&k, "u3patI");
		put(&k, ifull.s, ifull.n);
		puts_(&k, pat);
		puts_(&k, "E");
		compress(v, 't', k.s, &s);
		put(enc, s.s, s.n);
		put(full, k.s, k.n);
		puts_(text, "pattern_type!(");
		put(text, itext.s, itext.n);
		puts_(text, kind == 'n' ? " is !null)" : kind == 'p' ? " is 1..)" : " is ..0 | 1..)");
		return !s.over && !k.over;
	}
	case 'B': {
		/* a backref to a type or a path: what it points at, then back */
		size_t saved;

		v->pos++;
		if (!backref(v, &saved))
			return false;
		bool ok = type(v, enc, full, text);

		v->pos = saved;
		return ok;
	}
	case 'R':
	case 'Q': {
		/* &T: u3refI<T>E; &mut T: U3mut before it */
		struct sbuf ie, ifull, s, k;

		sb_init(&ie, &ifull, &s, &k, NULL);
		v->pos++;
		if (eat(v, 'L'))
			base62(v);
		puts_(text, c == 'R' ? "&" : "&mut ");
		if (!type(v, &ie, &ifull, text))
			return false;
		puts_(&s, "u3refI");
		put(&s, ie.s, ie.n);
		puts_(&s, "E");
		puts_(&k, "u3refI");
		put(&k, ifull.s, ifull.n);
		puts_(&k, "E");
		compress(v, 't', k.s, &s);
		if (c == 'Q') {
			struct sbuf m;

			sb_init(&m, NULL);
			puts_(&m, "U3mut");
			put(&m, s.s, s.n);
			compress(v, 'm', k.s, &m);
			sb_copy(&s, &m);
			puts_(full, "U3mut");
		}
		put(enc, s.s, s.n);
		put(full, k.s, k.n);
		return !s.over && !k.over;
	}
	case 'P':
	case 'O': {
		/* *const T: PK<T>, *mut T: P<T> */
		struct sbuf ie, ifull, s, k;

		sb_init(&ie, &ifull, &s, &k, NULL);
		v->pos++;
		puts_(text, c == 'P' ? "*const " : "*mut ");
		if (!type(v, &ie, &ifull, text))
			return false;
		put(&s, ie.s, ie.n);
		put(&k, ifull.s, ifull.n);
		if (c == 'P') {
			struct sbuf q;

			sb_init(&q, NULL);
			puts_(&q, "K");
			put(&q, s.s, s.n);
			compress(v, 'c', k.s, &q);
			sb_copy(&s, &q);
			struct sbuf kq;

			sb_init(&kq, NULL);
			puts_(&kq, "K");
			put(&kq, k.s, k.n);
			sb_copy(&k, &kq);
		}
		struct sbuf p, kp;

		sb_init(&p, &kp, NULL);
		puts_(&p, "P");
		put(&p, s.s, s.n);
		puts_(&kp, "P");
		put(&kp, k.s, k.n);
		compress(v, 't', kp.s, &p);
		put(enc, p.s, p.n);
		put(full, kp.s, kp.n);
		return !p.over && !kp.over;
	}
	case 'S': {
		/* [T]: u5sliceI<T>E */
		struct sbuf ie, ifull, s, k;

		sb_init(&ie, &ifull, &s, &k, NULL);
		v->pos++;
		puts_(text, "[");
		if (!type(v, &ie, &ifull, text))
			return false;
		puts_(text, "]");
		puts_(&s, "u5sliceI");
		put(&s, ie.s, ie.n);
		puts_(&s, "E");
		puts_(&k, "u5sliceI");
		put(&k, ifull.s, ifull.n);
		puts_(&k, "E");
		compress(v, 't', k.s, &s);
		put(enc, s.s, s.n);
		put(full, k.s, k.n);
		return !s.over && !k.over;
	}
	case 'D': {
		/* dyn Trait, one trait without generic arguments or bindings: u3dynI<trait>u6regionE */
		struct sbuf tags, name, t, p, r;
		struct sbuf dyn, k;

		sb_init(&tags, &name, &t, &p, &r, &dyn, &k, NULL);
		v->pos++;
		if (eat(v, 'G'))
			base62(v);
		v->nest++;
		bool ok = def_path(v, &tags, &name, &t);

		v->nest--;
		if (!ok || !eat(v, 'E') || !eat(v, 'L'))
			return false;
		base62(v);
		puts_(&p, "u");
		put_decimal(&p, tags.n + name.n);
		put(&p, tags.s, tags.n);
		put(&p, name.s, name.n);
		puts_(&k, "u3dynI");
		put(&k, p.s, p.n);
		puts_(&k, "u6regionE");
		compress(v, 'p', p.s, &p);
		puts_(&r, "u6region");
		compress(v, 'r', "u6region", &r);
		puts_(&dyn, "u3dynI");
		put(&dyn, p.s, p.n);
		put(&dyn, r.s, r.n);
		puts_(&dyn, "E");
		compress(v, 't', k.s, &dyn);
		put(enc, dyn.s, dyn.n);
		put(full, k.s, k.n);
		puts_(text, "dyn ");
		put(text, t.s, t.n);
		return !dyn.over && !k.over;
	}
	case 'A': {
		/* [T; N], its length a usize const "j<hex>_": A<N><T> */
		struct sbuf ie, ifull, s, k;
		unsigned long long n = 0;
		char len[32];

		sb_init(&ie, &ifull, &s, &k, NULL);
		v->pos++;
		struct sbuf itext;

		sb_init(&itext, NULL);
		if (!type(v, &ie, &ifull, &itext) || !eat(v, 'j'))
			return false;
		while (strchr("0123456789abcdef", peek(v)) && peek(v)) {
			if (n >> 56)
				return false;
			n = n * 16 + (unsigned long long)(peek(v) <= '9' ? peek(v) - '0' : peek(v) - 'a' + 10);
			v->pos++;
		}
		if (!eat(v, '_'))
			return false;
		snprintf(len, sizeof(len), "A%llu", n);
		puts_(&s, len);
		put(&s, ie.s, ie.n);
		puts_(&k, len);
		put(&k, ifull.s, ifull.n);
		compress(v, 't', k.s, &s);
		put(enc, s.s, s.n);
		put(full, k.s, k.n);
		snprintf(len, sizeof(len), "; %llu]", n);
		puts_(text, "[");
		put(text, itext.s, itext.n);
		puts_(text, len);
		return !s.over && !k.over;
	}
	case 'T': {
		/* (A, B): u5tupleI<A><B>E */
		struct sbuf s, k;
		bool first = true;

		sb_init(&s, &k, NULL);
		v->pos++;
		puts_(&s, "u5tupleI");
		puts_(&k, "u5tupleI");
		puts_(text, "(");
		while (!eat(v, 'E')) {
			if (!peek(v) || v->err)
				return false;
			if (!first)
				puts_(text, ", ");
			first = false;
			if (!type(v, &s, &k, text))
				return false;
		}
		puts_(text, ")");
		if (first) {
			/* () is written "u", but an empty tuple is unit all the same */
			puts_(enc, "v");
			puts_(full, "v");
			return true;
		}
		puts_(&s, "E");
		puts_(&k, "E");
		compress(v, 't', k.s, &s);
		put(enc, s.s, s.n);
		put(full, k.s, k.n);
		return !s.over && !k.over;
	}
	default:
		/* arrays (a const), fn pointers, dyn, placeholders: not encoded here */
		return false;
	}
}

static bool type(struct v0 *v, struct sbuf *enc, struct sbuf *full, struct sbuf *text)
{
	if (++v->nest > 24) {
		v->err = true;
		return false;
	}
	bool ok = type_(v, enc, full, text);

	v->nest--;
	return ok;
}

static bool skip_type(struct v0 *v);

/* Past any v0 <path> (what the encodings here do not need the whole of). */
static bool skip_path(struct v0 *v)
{
	const char *id;
	size_t idlen, saved;
	bool ok;

	if (v->err || ++v->depth > 4096 || ++v->nest > 24)
		return false;
	switch (v->pos < v->len ? v->s[v->pos++] : 0) {
	case 'C':
		skip_disambiguator(v);
		ok = identifier(v, &id, &idlen);
		break;
	case 'N':
		ok = (peek(v) >= 'a' && peek(v) <= 'z') || (peek(v) >= 'A' && peek(v) <= 'Z');
		v->pos++;
		ok = ok && skip_path(v);
		skip_disambiguator(v);
		ok = ok && identifier(v, &id, &idlen);
		break;
	case 'M':
		skip_disambiguator(v);
		ok = skip_path(v) && skip_type(v);
		break;
	case 'X':
		skip_disambiguator(v);
		ok = skip_path(v) && skip_type(v) && skip_path(v);
		break;
	case 'Y':
		ok = skip_type(v) && skip_path(v);
		break;
	case 'I':
		ok = skip_path(v);
		while (ok && !eat(v, 'E')) {
			if (eat(v, 'L'))
				base62(v);
			else if (eat(v, 'K') && !eat(v, 'p'))
				ok = skip_type(v) && (eat(v, 'n') || true) &&
				     (v->pos += strspn(v->s + v->pos, "0123456789abcdef"), eat(v, '_'));
			else
				ok = skip_type(v);
			ok = ok && peek(v);
		}
		break;
	case 'B':
		ok = backref(v, &saved) && skip_path(v);
		v->pos = ok ? saved : v->pos;
		break;
	default:
		ok = false;
	}
	v->nest--;
	return ok && !v->err;
}

/* Past any v0 <type>. */
static bool skip_type(struct v0 *v)
{
	const char *rust;
	size_t saved;
	int c = peek(v);
	bool ok = true;

	if (v->err || ++v->depth > 4096 || ++v->nest > 24)
		return false;
	if (c >= 'a' && c <= 'z') {
		ok = basic(v, c, &rust) || c == 'p';
		v->pos++;
	} else if (c == 'C' || c == 'N' || c == 'M' || c == 'X' || c == 'Y' || c == 'I') {
		ok = skip_path(v);
	} else {
		v->pos++;
		switch (c) {
		case 'B':
			ok = backref(v, &saved) && skip_type(v);
			v->pos = ok ? saved : v->pos;
			break;
		case 'A':
			ok = skip_type(v) && skip_type(v) &&
			     (v->pos += strspn(v->s + v->pos, "0123456789abcdef"), eat(v, '_'));
			break;
		case 'S':
		case 'P':
		case 'O':
			ok = skip_type(v);
			break;
		case 'R':
		case 'Q':
			if (eat(v, 'L'))
				base62(v);
			ok = skip_type(v);
			break;
		case 'T':
			while (ok && !eat(v, 'E'))
				ok = peek(v) && skip_type(v);
			break;
		case 'D':
			/* dyn-bounds: [G binder] {path {p ident type}} E, then its lifetime */
			if (eat(v, 'G'))
				base62(v);
			while (ok && !eat(v, 'E')) {
				const char *id;
				size_t idlen;

				ok = peek(v) && skip_path(v);
				while (ok && eat(v, 'p'))
					ok = identifier(v, &id, &idlen) && skip_type(v);
			}
			ok = ok && eat(v, 'L');
			if (ok)
				base62(v);
			break;
		case 'F':
			/* fn-sig: [G binder] [U] [K abi] {type} E type */
			if (eat(v, 'G'))
				base62(v);
			eat(v, 'U');
			if (eat(v, 'K') && !eat(v, 'C')) {
				const char *id;
				size_t idlen;

				ok = identifier(v, &id, &idlen);
			}
			while (ok && !eat(v, 'E'))
				ok = peek(v) && skip_type(v);
			ok = ok && skip_type(v);
			break;
		default:
			ok = false;
		}
	}
	v->nest--;
	return ok && !v->err;
}

/* Encode the v0 type written in str (no backrefs) with v's dictionary. */
static bool synthetic(struct v0 *v, const char *str, struct sbuf *enc, struct sbuf *text)
{
	struct v0 w = { .s = str, .len = strlen(str), .normalize = v->normalize, .d = v->d };
	struct sbuf full;

	sb_init(&full, NULL);
	bool ok = type(&w, enc, &full, text) && !w.err && w.pos == w.len;

	v->err = v->err || w.err;
	return ok;
}

/* The end of a &dyn Trait: its region, u3dynI<trait>[<binding>]<region>E behind u3refI..E (and
 * U3mut), each part entering the dictionary under k, the key the trait was given; false
 * when the key of the reference overflowed. */
static bool dyn_ref_end(struct v0 *v, const struct sbuf *k, const struct sbuf *p, const struct sbuf *q,
			bool mut, struct sbuf *enc)
{
	struct sbuf r, dyn, ref, kr;

	sb_init(&r, &dyn, &ref, &kr, NULL);
	puts_(&r, "u6region");
	compress(v, 'r', "u6region", &r);
	puts_(&dyn, "u3dynI");
	put(&dyn, p->s, p->n);
	if (q)
		put(&dyn, q->s, q->n);
	put(&dyn, r.s, r.n);
	puts_(&dyn, "E");
	compress(v, 't', k->s, &dyn);
	puts_(&ref, "u3refI");
	put(&ref, dyn.s, dyn.n);
	puts_(&ref, "E");
	puts_(&kr, "u3refI");
	put(&kr, k->s, k->n);
	puts_(&kr, "E");
	compress(v, 't', kr.s, &ref);
	if (mut) {
		struct sbuf m;

		sb_init(&m, NULL);
		puts_(&m, "U3mut");
		put(&m, ref.s, ref.n);
		compress(v, 'm', kr.s, &m);
		sb_copy(&ref, &m);
	}
	put(enc, ref.s, ref.n);
	return !kr.over;
}

/* &dyn Trait (&mut: U3mut before), Trait a path without generic arguments: u3refIu3dynI<trait>u6regionEE. */
static void dyn_ref(struct v0 *v, const struct sbuf *name, bool mut, struct sbuf *enc)
{
	struct sbuf p, k;

	sb_init(&p, &k, NULL);
	puts_(&p, "u");
	put_decimal(&p, name->n);
	put(&p, name->s, name->n);
	puts_(&k, "u3dynI");
	put(&k, p.s, p.n);
	puts_(&k, "u6regionE");
	compress(v, 'p', p.s, &p);
	(void)dyn_ref_end(v, &k, &p, NULL, mut, enc);
}

/*
 * Vtable-safe methods of core's traits, whose signature the trait fixes:
 * rustc hashes them with self erased to &dyn Trait (&mut for a &mut self),
 * so one type for every impl. The return and other parameters are v0 types,
 * "%C" for the core crate's root.
 */
static const struct trait_method {
	const char *trait, *method;
	bool mut;
	const char *ret, *params;
} trait_methods[] = {
#define FMT_RESULT "INtNt%C6result6ResultuNtNt%C3fmt5ErrorE"
#define FMT_FORMATTER "QINtNt%C3fmt9FormatterL_E"
	{ "core::fmt::Debug", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "core::fmt::Display", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "core::fmt::LowerHex", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "core::fmt::UpperHex", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "core::fmt::Octal", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "core::fmt::Binary", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "core::fmt::LowerExp", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "core::fmt::UpperExp", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "core::fmt::Pointer", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "kernel::fmt::Display", "fmt", false, FMT_RESULT, FMT_FORMATTER },
	{ "core::fmt::Write", "write_str", true, FMT_RESULT, "Re" },
	{ "core::fmt::Write", "write_char", true, FMT_RESULT, "c" },
	{ "core::fmt::Write", "write_fmt", true, FMT_RESULT, "INtNt%C3fmt9ArgumentsL_E" },
#undef FMT_RESULT
#undef FMT_FORMATTER
};

/* A v0 type of the table with "%C" as core: false when it does not fit. */
static bool with_core(const char *t, const char *core, char *out, size_t len)
{
	size_t n = 0, cl = strlen(core);

	for (; *t; t++) {
		if (t[0] == '%' && t[1] == 'C') {
			if (n + cl >= len)
				return false;
			memcpy(out + n, core, cl);
			n += cl;
			t++;
		} else {
			if (n + 1 >= len)
				return false;
			out[n++] = *t;
		}
	}
	out[n] = 0;
	return true;
}

/* kp_mangle_rust() for a symbol that starts "_R" */
static int mangle_v0(const char *sym, const char *core, bool normalize, char *out, size_t outlen, char *rust,
		     size_t rustlen, bool *plain)
{
	struct dict d, scratch;
	struct v0 v = { .normalize = normalize, .d = &scratch };
	struct sbuf full;
	struct sbuf tags, name, trait, ret, params;
	const char *id;
	size_t idlen, at;

	dict_init(&d);
	dict_init(&scratch);
	sb_init(&full, &tags, &name, &trait, &ret, &params, NULL);
	v.s = sym + 2;
	v.len = strlen(v.s);
	/* <T as Trait>::method: Nv (X [dis] <impl-path> | Y) <T> <Trait> [dis] <method> [<instantiating-crate>] */
	if (!eat(&v, 'N') || !eat(&v, 'v'))
		return KP_TYPE_RUST;
	if (eat(&v, 'X')) {
		disambiguator(&v);
		/* the impl's own path (where it is written): skipped */
		if (!skip_path(&v))
			return KP_TYPE_RUST;
	} else if (!eat(&v, 'Y')) {
		/* Y: a method the trait provides, for that type */
		return KP_TYPE_RUST;
	}
	/* the type it is for: skipped for now */
	at = v.pos;
	if (!skip_type(&v))
		return KP_TYPE_RUST;
	if (!def_path(&v, &tags, &name, &trait) || disambiguator(&v) ||
	    !identifier(&v, &id, &idlen) || v.err)
		return KP_TYPE_RUST;
	/* a generic's instance says the crate it was made for: a path, usually a backref */
	if (v.pos != v.len && (!skip_path(&v) || v.pos != v.len))
		return KP_TYPE_RUST;
	v.d = &d;
	if (!strcmp(trait.s, "core::default::Default") && idlen == 7 && !memcmp(id, "default", 7)) {
		/* fn() -> Self, Self the type itself: no receiver, so never through a vtable */
		struct sbuf text;

		sb_init(&text, NULL);
		v.pos = at;
		if (!type(&v, &ret, &full, &text) || v.err)
			return KP_TYPE_RUST;
		puts_(&params, "v");
		concat(rust, rustlen, "fn() -> ", text.s, NULL);
	} else {
		const struct trait_method *m = NULL;

		for (size_t i = 0; i < sizeof(trait_methods) / sizeof(trait_methods[0]) && !m; i++)
			if (!strcmp(trait.s, trait_methods[i].trait) && strlen(trait_methods[i].method) == idlen &&
			    !memcmp(id, trait_methods[i].method, idlen))
				m = &trait_methods[i];
		if (!m || !core)
			return KP_TYPE_RUST;
		char res[256], more[256];
		struct sbuf rtext, ptext, tname;

		sb_init(&rtext, &ptext, &tname, NULL);
		put(&tname, tags.s, tags.n);
		put(&tname, name.s, name.n);
		if (!with_core(m->ret, core, res, sizeof(res)) || !with_core(m->params, core, more, sizeof(more)) ||
		    !synthetic(&v, res, &ret, &rtext))
			return KP_TYPE_RUST;
		dyn_ref(&v, &tname, m->mut, &params);
		if (!synthetic(&v, more, &params, &ptext))
			return KP_TYPE_RUST;
		concat(rust, rustlen, "fn(&", m->mut ? "mut " : "", "dyn ", trait.s, ", ", ptext.s, ") -> ", rtext.s, NULL);
	}
	int n = fn_type(out, outlen, &ret, &params, normalize);

	if (ret.over || params.over || v.err || n < 0 || (size_t)n >= outlen)
		return KP_TYPE_RUST;
	if (plain)
		*plain = !d.varies;
	return 0;
}

int kp_mangle_rust(const char *sym, const char *core, bool normalize, char *out, size_t outlen, char *rust,
		   size_t rustlen, bool *plain)
{
	/*
	 * Tested first: without BTF every hashed C function's names come here, and
	 * none of them starts "_R".
	 */
	if (strncmp(sym, "_R", 2))
		return KP_TYPE_RUST;
	return mangle_v0(sym, core, normalize, out, outlen, rust, rustlen, plain);
}

int kp_mangle_rust_fn(const char *const *types, size_t n, bool normalize, char *out, size_t outlen, char *rust,
		      size_t rustlen, bool *plain)
{
	struct dict d;
	struct v0 v = { .normalize = normalize, .d = &d };
	struct sbuf ret, params, rtext, ptext;

	dict_init(&d);
	sb_init(&ret, &params, &rtext, &ptext, NULL);
	if (!n || !synthetic(&v, types[0], &ret, &rtext))
		return KP_TYPE_RUST;
	for (size_t i = 1; i < n; i++) {
		if (i > 1)
			puts_(&ptext, ", ");
		if (!synthetic(&v, types[i], &params, &ptext))
			return KP_TYPE_RUST;
	}
	if (n == 1)
		puts_(&params, "v");
	int len = fn_type(out, outlen, &ret, &params, normalize);

	if (ret.over || params.over || ptext.over || rtext.over || v.err || len < 0 || (size_t)len >= outlen)
		return KP_TYPE_RUST;
	if (!strcmp(rtext.s, "()"))
		concat(rust, rustlen, "fn(", ptext.s, ")", NULL);
	else
		concat(rust, rustlen, "fn(", ptext.s, ") -> ", rtext.s, NULL);
	if (plain)
		*plain = !d.varies;
	return 0;
}

/*
 * A trait's generic arguments, I..E: those of v's symbol at args_at, or with
 * rhs (a v0 type) only that one (a Rhs = Self, which v0 leaves out).
 */
static bool trait_args(struct v0 *v, size_t args_at, const char *rhs, struct sbuf *enc, struct sbuf *full,
		       struct sbuf *text)
{
	size_t saved = v->pos;
	bool ok;

	if (rhs) {
		puts_(enc, "I");
		puts_(full, "I");
		puts_(text, "<");
		struct v0 w = { .s = rhs, .len = strlen(rhs), .normalize = v->normalize, .d = v->d };

		ok = type(&w, enc, full, text) && !w.err && w.pos == w.len;
		puts_(enc, "E");
		puts_(full, "E");
		puts_(text, ">");
		return ok;
	}
	v->pos = args_at;
	ok = generic_args(v, enc, full, text);
	v->pos = saved;
	return ok && !v->err;
}

/*
 * A trait method's self as rustc erases it: &dyn Trait (kind 'R'), &mut
 * dyn Trait ('Q') or, for a self taken by value, *mut dyn Trait ('O'). The
 * trait's predicate is its name, then its generic arguments (the v0 ones
 * at args_at in v's symbol, or none with SIZE_MAX), entering the
 * dictionary before the predicate does; then, with proj_path, the binding
 * of an associated type ("u<len><Trait::Assoc's path>", the trait's
 * arguments again, and proj_type, the bound type), as rustc's
 * encode_predicate() writes them; then the region.
 */
static bool dyn_self(struct v0 *v, const struct sbuf *name, size_t args_at, const char *rhs, int kind,
		     const char *proj_path, const char *proj_type, struct sbuf *enc, struct sbuf *text)
{
	struct sbuf p, kp, k, atext, q;

	sb_init(&p, &kp, &k, &atext, &q, NULL);
	puts_(&p, "u");
	put_decimal(&p, name->n);
	put(&p, name->s, name->n);
	put(&kp, p.s, p.n);
	if ((args_at != SIZE_MAX || rhs) && !trait_args(v, args_at, rhs, &p, &kp, &atext))
		return false;
	puts_(&k, "u3dynI");
	put(&k, kp.s, kp.n);
	compress(v, 'p', kp.s, &p);
	put(text, atext.s, atext.n);
	/* each binding, "|" between them: its name, the trait's arguments, then its type (whose parts enter the dictionary first) */
	for (const char *pp = proj_path, *pt = proj_type; pp && *pp && pt;) {
		const char *pe = strchr(pp, '|'), *tend = strchr(pt, '|');
		struct sbuf tags, pname, ptext, scratch;
		struct sbuf te, tfull, ttext, qq, kq;
		struct v0 w = { .s = pp, .len = pe ? (size_t)(pe - pp) : strlen(pp), .normalize = v->normalize, .d = v->d };
		struct v0 t = { .s = pt, .len = tend ? (size_t)(tend - pt) : strlen(pt), .normalize = v->normalize, .d = v->d };

		sb_init(&tags, &pname, &ptext, &scratch, &te, &tfull, &ttext, &qq, &kq, NULL);
		if (!def_path(&w, &tags, &pname, &ptext) || w.err || w.pos != w.len)
			return false;
		puts_(&qq, "u");
		put_decimal(&qq, tags.n + pname.n);
		put(&qq, tags.s, tags.n);
		put(&qq, pname.s, pname.n);
		put(&kq, qq.s, qq.n);
		if ((args_at != SIZE_MAX || rhs) && !trait_args(v, args_at, rhs, &qq, &kq, &scratch))
			return false;
		if (!type(&t, &te, &tfull, &ttext) || t.err || t.pos != t.len)
			return false;
		put(&kq, tfull.s, tfull.n);
		put(&qq, te.s, te.n);
		put(&k, kq.s, kq.n);
		compress(v, 'p', kq.s, &qq);
		put(&q, qq.s, qq.n);
		/* "<Target = T>" after the trait, ", Item = T" within its arguments */
		const char *assoc = strrchr(ptext.s, ':');

		if ((atext.n || pp != proj_path) && text->n && text->s[text->n - 1] == '>') {
			text->s[--text->n] = 0;
			puts_(text, ", ");
		} else {
			puts_(text, "<");
		}
		puts_(text, assoc ? assoc + 1 : ptext.s);
		puts_(text, " = ");
		put(text, ttext.s, ttext.n);
		puts_(text, ">");
		pp = pe ? pe + 1 : NULL;
		pt = tend ? tend + 1 : NULL;
	}
	if (q.over)
		return false;
	puts_(&k, "u6regionE");
	if (kind != 'O')
		return dyn_ref_end(v, &k, &p, q.n ? &q : NULL, kind == 'Q', enc) && !enc->over && !v->err;
	/* *mut dyn Trait: P<dyn> */
	struct sbuf r, dyn, ptr, kr;

	sb_init(&r, &dyn, &ptr, &kr, NULL);
	puts_(&r, "u6region");
	compress(v, 'r', "u6region", &r);
	puts_(&dyn, "u3dynI");
	put(&dyn, p.s, p.n);
	put(&dyn, q.s, q.n);
	put(&dyn, r.s, r.n);
	puts_(&dyn, "E");
	compress(v, 't', k.s, &dyn);
	puts_(&ptr, "P");
	put(&ptr, dyn.s, dyn.n);
	puts_(&kr, "P");
	put(&kr, k.s, k.n);
	compress(v, 't', kr.s, &ptr);
	put(enc, ptr.s, ptr.n);
	return !kr.over && !enc->over && !v->err;
}

int kp_mangle_rust_method(const char *sym, const char *const *types, size_t n, bool mut, const char *proj_path,
			  const char *proj_type, bool normalize, char *out, size_t outlen, char *rust, size_t rustlen,
			  bool *plain)
{
	struct dict d, scratch;
	struct v0 v = { .normalize = normalize, .d = &scratch };
	struct sbuf tags, name, trait, tname;
	struct sbuf ret, params, rtext, ptext;
	const char *id;
	size_t idlen, args_at = SIZE_MAX;
	const char *rhs = NULL;

	dict_init(&d);
	dict_init(&scratch);
	sb_init(&tags, &name, &trait, &tname, &ret, &params, &rtext, &ptext, NULL);

	/* self by reference, or by value (a pointer to it passed) */
	int kind = n < 2 ? 0 : types[1][0] == 'Q' || (mut && types[1][0] == 'R') ? 'Q' : types[1][0] == 'R' ? 'R' : 'O';

	/* <T as Trait>::method: Nv (X [dis] <impl-path> | Y) <T> <Trait> [dis] <method> [<instantiating-crate>] */
	if (strncmp(sym, "_R", 2) || n < 2)
		return KP_TYPE_RUST;
	v.s = sym + 2;
	v.len = strlen(v.s);
	if (!eat(&v, 'N') || !eat(&v, 'v'))
		return KP_TYPE_RUST;
	if (eat(&v, 'X')) {
		disambiguator(&v);
		if (!skip_path(&v))
			return KP_TYPE_RUST;
	} else if (!eat(&v, 'Y')) {
		return KP_TYPE_RUST;
	}
	/* the trait: a path, or I<path><generic args>E */
	if (!skip_type(&v))
		return KP_TYPE_RUST;
	bool generic = eat(&v, 'I');

	if (!def_path(&v, &tags, &name, &trait))
		return KP_TYPE_RUST;
	if (generic) {
		args_at = v.pos;
		while (!eat(&v, 'E')) {
			if (!peek(&v) || v.err)
				return KP_TYPE_RUST;
			if (eat(&v, 'L'))
				base62(&v);
			else if (!skip_type(&v))
				return KP_TYPE_RUST;
		}
	}
	if (disambiguator(&v) || !identifier(&v, &id, &idlen) || v.err)
		return KP_TYPE_RUST;
	/* self by value whatever its type (impl FnOnce for &mut F): passed as a pointer to it */
	if ((!strcmp(trait.s, "core::ops::function::FnOnce") && idlen == 9 && !memcmp(id, "call_once", 9)) ||
	    (!strcmp(trait.s, "core::iter::traits::collect::IntoIterator") && idlen == 9 && !memcmp(id, "into_iter", 9)) ||
	    ((!strncmp(trait.s, "core::ops::arith::", 18) || !strncmp(trait.s, "core::ops::bit::", 16)) &&
	     !strstr(trait.s, "Assign")))
		kind = 'O';
	/* PartialEq, Add, BitAndAssign, ...: Rhs = Self, which v0 leaves out but rustc encodes */
	if (!generic && (!strcmp(trait.s, "core::cmp::PartialEq") || !strcmp(trait.s, "core::cmp::PartialOrd") ||
			 ((!strncmp(trait.s, "core::ops::arith::", 18) || !strncmp(trait.s, "core::ops::bit::", 16)) &&
			  strcmp(trait.s, "core::ops::arith::Neg") && strcmp(trait.s, "core::ops::bit::Not"))))
		rhs = kind == 'O' ? types[1] : types[1] + 1;
	/* AsRef<T>::as_ref(&self) -> &T: T as the return type says it, transformed as rustc transforms it */
	if (generic && (!strcmp(trait.s, "core::convert::AsRef") || !strcmp(trait.s, "core::convert::AsMut")) &&
	    (types[0][0] == 'R' || types[0][0] == 'Q'))
		rhs = types[0] + 1;
	if (v.pos != v.len && (!skip_path(&v) || v.pos != v.len))
		return KP_TYPE_RUST;
	v.d = &d;
	put(&tname, tags.s, tags.n);
	put(&tname, name.s, name.n);
	if (!synthetic(&v, types[0], &ret, &rtext))
		return KP_TYPE_RUST;
	puts_(&ptext, kind == 'Q' ? "&mut dyn " : kind == 'R' ? "&dyn " : "*mut dyn ");
	put(&ptext, trait.s, trait.n);
	if (!dyn_self(&v, &tname, args_at, rhs, kind, proj_path, proj_type, &params, &ptext))
		return KP_TYPE_RUST;
	for (size_t i = 2; i < n; i++) {
		puts_(&ptext, ", ");
		if (!synthetic(&v, types[i], &params, &ptext))
			return KP_TYPE_RUST;
	}
	int len = fn_type(out, outlen, &ret, &params, normalize);

	if (ret.over || params.over || ptext.over || rtext.over || v.err || len < 0 || (size_t)len >= outlen)
		return KP_TYPE_RUST;
	if (!strcmp(rtext.s, "()"))
		concat(rust, rustlen, "fn(", ptext.s, ")", NULL);
	else
		concat(rust, rustlen, "fn(", ptext.s, ") -> ", rtext.s, NULL);
	if (plain)
		*plain = !d.varies;
	return 0;
}

bool kp_mangle_rust_renorm(const char *from, bool normalize, char *to, size_t tolen)
{
	static const char suffix[] = ".normalized";
	size_t n = strlen(from), sl = sizeof(suffix) - 1;

	if (normalize) {
		/* fn_type()'s bound: the mangler fails where the suffix leaves no room for the NUL */
		if (n + sl >= tolen)
			return false;
		memcpy(to, from, n);
		memcpy(to + n, suffix, sl + 1);
		return true;
	}
	if (n < sl || strcmp(from + n - sl, suffix) || n - sl >= tolen)
		return false;
	memcpy(to, from, n - sl);
	to[n - sl] = 0;
	return true;
}
