// SPDX-License-Identifier: GPL-2.0-only
/*
 * The kCFI type id as clang makes it (src/analysis/mangle.c): the mangled
 * name of every function of fixtures/types (clang 19.1.7 wrote their hash
 * words, which the integration cases reproduce), both without and with
 * integer normalization; the hashes of layout.md's table; FNV-1a's
 * arithmetic against the vectors of LLVM's own tests (clang 22+, not on
 * this host); and the C text of prototypes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>
#include <bpf/btf.h>

#include "kprefix/analysis.h"
#include "kprefix/ctypes.h"
#include "fixture.h"

static struct btf *fixture_btf(const char *name)
{
	char path[512];

	snprintf(path, sizeof(path), "%s/types/images/%s.elf", FIXTURES_DIR, name);
	struct btf *btf = btf__parse_elf(path, NULL);

	if (!btf)
		fail_msg("%s: no BTF", path);
	return btf;
}

static uint32_t proto_of(const struct btf *btf, const char *func)
{
	int id = btf__find_by_name_kind(btf, func, BTF_KIND_FUNC);

	assert_true(id > 0);
	return btf__type_by_id(btf, (uint32_t)id)->type;
}

static const struct {
	const char *func, *plain, *normalized, *c;
} cases[] = {
	{ "ty_void", "_ZTSFvvE", "_ZTSFvvE.normalized", "void (void)" },
	{ "ty_int_void", "_ZTSFivE", "_ZTSFu3i32vE.normalized", "int (void)" },
	{ "ty_int_long", "_ZTSFiilE", "_ZTSFu3i32S_u3i64E.normalized", "int (int, long)" },
	{ "ty_dev_str", "_ZTSFiP3devPKcE", "_ZTSFu3i32P3devPKu2u8E.normalized", "int (struct dev *, const char *)" },
	{ "ty_dev_dev", "_ZTSFiP3devS0_E", "_ZTSFu3i32P3devS1_E.normalized", "int (struct dev *, struct dev *)" },
	{ "ty_voidp", "_ZTSFmPvE", "_ZTSFu3u64PvE.normalized", "unsigned long (void *)" },
	{ "ty_printf", "_ZTSFiPKczE", "_ZTSFu3i32PKu2u8zE.normalized", "int (const char *, ...)" },
	{ "ty_vprintf", "_ZTSFiPKcSt9__va_listE", "_ZTSFu3i32PKu2u8St9__va_listE.normalized", "int (const char *, va_list)" },
	{ "ty_bool", "_ZTSFibcahE", "_ZTSFu3i32u2u8S0_u2i8S0_E.normalized", "int (_Bool, char, signed char, unsigned char)" },
	{ "ty_int128", "_ZTSFinoE", "_ZTSFu3i32u4i128u4u128E.normalized", "int (__int128, unsigned __int128)" },
	{ "ty_array", "_ZTSFiPiPKiE", "_ZTSFu3i32PS_PKS_E.normalized", "int (int *, const int *)" },
	{ "ty_fnptr", "_ZTSFiPFiiEPFvvEE", "_ZTSFu3i32PFS_S_EPFvvEE.normalized", "int (int (*)(int), void (*)(void))" },
	{ "ty_enum_union", "_ZTSFi4modeP3valE", "_ZTSFu3i324modeP3valE.normalized", "int (enum mode, union val *)" },
	{ "ty_anon", "_ZTSFiP6anon_tE", "_ZTSFu3i32P6anon_tE.normalized", "int (anon_t *)" },
	{ "ty_ints", "_ZTSFlstijlmxyE", "_ZTSFu3i64u3i16u3u16u3i32u3u32S_u3u64S_S4_E.normalized",
	  "long (short, unsigned short, int, unsigned int, long, unsigned long, long long, u64)" },
	{ "ty_const_ret", "_ZTSFKiiE", "_ZTSFKu3i32S_E.normalized", "const int (const int)" },
	{ "ty_volatile", "_ZTSFPvPViPA4_iE", "_ZTSFPvPVu3i32PA4_S0_E.normalized", "void * (volatile int *, int (*)[4])" },
	{ "ty_ptr_array", "_ZTSFiPA4_P3devE", "_ZTSFu3i32PA4_P3devE.normalized", "int (dev_array *)" },
	{ "ty_lookup", "_ZTSFP3devPFS0_PKcES2_E", "_ZTSFP3devPFS0_PKu2u8ES3_E.normalized", "struct dev * (lookup_t, const char *)" },
	{ "ty_float", "_ZTSFffdeE", "_ZTSFffdeE.normalized", "float (float, double, long double)" },
};

static void test_mangling(void **state)
{
	(void)state;
	struct btf *btf = fixture_btf("types-xxhash");
	char out[1024];

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		uint32_t proto = proto_of(btf, cases[i].func);

		assert_int_equal(kp_mangle_proto(btf, proto, false, true, out, sizeof(out)), 0);
		assert_string_equal(out, cases[i].plain);
		assert_int_equal(kp_mangle_proto(btf, proto, true, true, out, sizeof(out)), 0);
		assert_string_equal(out, cases[i].normalized);
		kp_btf_c_decl(btf, proto, "", out, sizeof(out));
		assert_string_equal(out, cases[i].c);
	}
	/* Too small a buffer is refused, never overrun. */
	assert_int_equal(kp_mangle_proto(btf, proto_of(btf, "ty_lookup"), false, true, out, 8),
			 KP_TYPE_UNSUPPORTED);
	/* Not a prototype. */
	assert_int_equal(kp_mangle_proto(btf, 0, false, true, out, sizeof(out)), KP_TYPE_UNSUPPORTED);
	btf__free(btf);
}

/* types-edge.elf: the edges, each reproduced in the image (tests/integration/cases/types-edge.t). */
static void test_edges(void **state)
{
	(void)state;
	static const struct {
		const char *func, *mangled, *c;
		int fate;
	} edges[] = {
		{ "e_restrict", "_ZTSFvPrPiE", "void (int *restrict *)", 0 },
		{ "e_tag", "_ZTSFiPiE", "int (int *)", 0 },
		{ "e_constarr", "_ZTSFiPKciE", "int (const char *, int)", 0 },
		{ "e_fwdunion", "_ZTSFiP13never_definedP10never_def2E", "int (union never_defined *, struct never_def2 *)", 0 },
		{ "e_alias", "_ZTSFiP7anon2_tE", "int (alias_t *)", 0 },
		{ "e_retbool", "_ZTSFbatE", "_Bool (signed char, unsigned short)", 0 },
		{ "e_sub3", "_ZTSFiP2s1P2s2S0_S2_PKS_E", "int (struct s1 *, struct s2 *, struct s1 *, struct s2 *, const struct s1 *)", 0 },
		{ "e_anon", NULL, "int (struct {...} *)", KP_TYPE_ANONYMOUS },
		{ "e_tunion", "_ZTSFv8tu_arg_tiE", "void (tu_arg_t, int)", 0 },
	};
	struct btf *btf = fixture_btf("types-edge");
	char out[1024];

	for (size_t i = 0; i < sizeof(edges) / sizeof(edges[0]); i++) {
		uint32_t proto = proto_of(btf, edges[i].func);

		assert_int_equal(kp_mangle_proto(btf, proto, false, true, out, sizeof(out)), edges[i].fate);
		if (edges[i].mangled)
			assert_string_equal(out, edges[i].mangled);
		kp_btf_c_decl(btf, proto, "", out, sizeof(out));
		assert_string_equal(out, edges[i].c);
	}
	btf__free(btf);
}

static void test_hashes(void **state)
{
	(void)state;
	/* layout.md section 15: clang 21.1.8's words. */
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH, "_ZTSFvvE"), 0xa540670c);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH, "_ZTSFivE"), 0x36b1c5a6);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH, "_ZTSFiilE"), 0xd83736d0);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH, "_ZTSFiP3devPKcE"), 0xb33f7314);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH, "_ZTSFiP15earlycon_devicePKcE"), 0xace62af1);
	/* clang 19.1.7, -fsanitize-cfi-icall-experimental-normalize-integers: void (void). */
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH_NORM, "_ZTSFvvE.normalized"), 0xe5c47d60);
	/* FNV-1a, which needs clang 22: LLVM's clang/test/CodeGen kcfi tests state that
	 * void (void) salted "j92a9il", and void () salted "f7za8ft.__vfn", hash to 0; and
	 * clang 23.1.4 gave int (void) 0xb7f32039 (layout.md). */
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_FNV, "_ZTSFvvE.j92a9il"), 0);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_FNV, "_ZTSFvvE.f7za8ft.__vfn"), 0);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_FNV, "_ZTSFivE"), 0xb7f32039);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_FNV, ""), 0x811c9dc5);
}

/*
 * clang 22 mangles a transparent union parameter as its first member
 * (llvm-project #158193): e_tunion, void (tu_arg_t, int), is _ZTSFvPP2s1iE
 * there. clang 19, which built types-edge.elf, mangles it by name (test_edges,
 * reproduced in types-edge.t). The hashes clang 22.1.8 (sid) wrote for
 * ty_edge.c's e_tunion, without and with -fsanitize-kcfi-hash=FNV-1a: no
 * fixture image holds them, bookworm's clang 19 has neither.
 */
static void test_normptr(void **state)
{
	(void)state;
	/* Normalized, char * and unsigned char * are both Pu2u8, yet distinct types: clang
	 * substitutes types, so char * is PS0_ (a pointer to the u2u8 candidate), not S1_. */
	struct btf *btf = fixture_btf("types-edge-normalized");
	uint32_t proto = proto_of(btf, "e_normptr");
	char out[1024];

	assert_int_equal(kp_mangle_proto(btf, proto, true, true, out, sizeof(out)), 0);
	assert_string_equal(out, "_ZTSFu3i32Pu2u8PS0_Pu3u64PS3_Pu3i64PS6_E.normalized");
	assert_int_equal(kp_mangle_proto(btf, proto, false, true, out, sizeof(out)), 0);
	assert_string_equal(out, "_ZTSFiPhPcPmPyPlPxE");
	btf__free(btf);
}

static void test_tunion(void **state)
{
	(void)state;
	struct btf *btf = fixture_btf("types-edge");
	uint32_t proto = proto_of(btf, "e_tunion");
	char out[1024];

	assert_true(kp_proto_takes_union(btf, proto));
	assert_false(kp_proto_takes_union(btf, proto_of(btf, "e_sub3")));
	assert_false(kp_proto_takes_union(btf, 0));
	assert_int_equal(kp_mangle_proto_tunion(btf, proto, false, true, out, sizeof(out)), 0);
	assert_string_equal(out, "_ZTSFvPP2s1iE");
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH, out), 0x0101c264);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_FNV, out), 0xeb66972b);
	assert_int_equal(kp_mangle_proto_tunion(btf, proto, true, true, out, sizeof(out)), 0);
	assert_string_equal(out, "_ZTSFvPP2s1u3i32E.normalized");
	/* clang 19's word for it, reproduced by the by-name form. */
	assert_int_equal(kp_mangle_proto(btf, proto, false, true, out, sizeof(out)), 0);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH, out), 0xd6ebdc27);
	/* Without a union by value, both forms are one. */
	assert_int_equal(kp_mangle_proto_tunion(btf, proto_of(btf, "e_sub3"), false, true, out,
						sizeof(out)), 0);
	assert_string_equal(out, "_ZTSFiP2s1P2s2S0_S2_PKS_E");
	btf__free(btf);
}

/* The analysis: the scheme each image's hashes are, and every miss classed. */
static void test_schemes(void **state)
{
	(void)state;
	static const struct {
		const char *image;
		int scheme;
		size_t reproduced, other, no_type;
	} want[] = {
		{ "types-xxhash", KP_SCHEME_XXHASH, 35, 0, 1 },
		{ "types-normalized", KP_SCHEME_XXHASH_NORM, 35, 0, 1 },
		{ "types-mixed", KP_SCHEME_XXHASH_NORM, 33, 2, 1 },
		{ "types-nobtf", -1, 0, 0, 36 },
	};

	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		char name[64];
		struct checked c;

		snprintf(name, sizeof(name), "../types/images/%s", want[i].image);
		check_fixture(&c, name);
		const struct kp_types *ty = &c.an->types;
		size_t sum = 0;

		assert_int_equal(ty->scheme, want[i].scheme);
		assert_int_equal(ty->hashed, 36);
		assert_int_equal(ty->per_fate[KP_TYPE_REPRODUCED], want[i].reproduced);
		assert_int_equal(ty->per_fate[KP_TYPE_OTHER_SCHEME], want[i].other);
		assert_int_equal(ty->per_fate[KP_TYPE_NO_TYPE], want[i].no_type);
		for (int f = 0; f < KP_NR_TYPE_FATES; f++)
			sum += ty->per_fate[f];
		assert_int_equal(sum, ty->hashed);
		assert_int_equal(kp_findings_count_check(&c.findings, KP_CHECK_HASH_SCHEME), want[i].other);
		checked_free(&c);
	}
}

/* Names in C: the declaration's type comes from a pointer's prototype, no function's. */
static void test_named(void **state)
{
	(void)state;
	struct checked c;

	check_fixture(&c, "../types/images/types-xxhash");
	const struct kp_finding *f = finding_for(&c, KP_CHECK_HASH_MISMATCH, "mm_handler");

	assert_non_null(f);
	assert_string_equal(f->type_c, "int (struct dev *, int)");
	assert_string_equal(f->function_type_c, "int (struct dev *, long)");
	assert_string_equal(kp_type_name(c.an, 0xa540670c), "void (void)");
	assert_null(kp_type_name(c.an, 0x12345678));
	checked_free(&c);
}

/*
 * rustc's encoding of a Rust function's type from its v0 symbol, against the
 * hash words rustc 1.97.1 (-Zsanitizer=kcfi -Zsanitizer-cfi-normalize-integers)
 * wrote before these functions in the rfc-m3-rust-btf vmlinux.
 */
static void test_rust(void **state)
{
	(void)state;
	static const struct {
		const char *sym, *normalized, *rust;
		uint32_t hash;
	} rcases[] = {
		{ "_RNvXs10_NtCs798Jo7jdJKW_8bindings12bindings_rawNtB6_13arm64_ftr_regNtNtCsbZfwWpAStWS_4core7default7Default7default",
		  "_ZTSFu56NtNtCs798Jo7jdJKX_8bindings12bindings_raw13arm64_ftr_regvE.normalized",
		  "fn() -> bindings::bindings_raw::arm64_ftr_reg", 0x49598962 },
		{ "_RNvXs10_CshFsVMX8R8H1_4uapiNtB6_9va_formatNtNtCsbZfwWpAStWS_4core7default7Default7default",
		  "_ZTSFu31NtCshFsVMX8R8H2_4uapi9va_formatvE.normalized", "fn() -> uapi::va_format", 0xf5934538 },
		{ "_RNvXs0_NtCsbZfwWpAStWS_4core3fmtNtB5_17FormattingOptionsNtNtB7_7default7Default7default",
		  "_ZTSFu46NtNtCsbZfwWpAStWT_4core3fmt17FormattingOptionsvE.normalized",
		  "fn() -> core::fmt::FormattingOptions", 0x12a2bcc9 },
	};
	char out[2400], rust[512];

	for (size_t i = 0; i < sizeof(rcases) / sizeof(rcases[0]); i++) {
		assert_int_equal(kp_mangle_rust(rcases[i].sym, NULL, true, out, sizeof(out), rust, sizeof(rust), NULL),
				 0);
		assert_string_equal(out, rcases[i].normalized);
		assert_string_equal(rust, rcases[i].rust);
		assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH_NORM, out), rcases[i].hash);
		/* without normalization: no suffix */
		assert_int_equal(kp_mangle_rust(rcases[i].sym, NULL, false, out, sizeof(out), rust, sizeof(rust), NULL),
				 0);
		assert_int_equal(strlen(out) + strlen(".normalized"), strlen(rcases[i].normalized));
	}
	/* A formatting trait's fmt: self as &dyn Trait, whatever the type it is for (a generic's
	 * instance ends in the crate it was made for, B8_). */
	static const struct {
		const char *sym;
		uint32_t hash;
	} fmts[] = {
		{ "_RNvXs1g_NtCsbZfwWpAStWS_4core3fmtRINtNtB8_6option6OptionjENtB6_5Debug3fmtB8_", 0xadf7e378 },
		{ "_RNvXs3_NtCsbZfwWpAStWS_4core4bstrNtB5_7ByteStrNtNtB7_3fmt7Display3fmt", 0x939ab29c },
		{ "_RNvXs3_NtNtCsdJ13ReMSUMg_6kernel6device8propertyNtB5_6FwNodeNtNtB9_3fmt7Display3fmt", 0x80743dc8 },
		/* core::fmt::Write's, &mut self: U3mut */
		{ "_RNvXs0_NtNtCsbZfwWpAStWS_4core3fmt8buildersNtB5_10PadAdapterNtB7_5Write10write_char", 0x5e774e90 },
		{ "_RNvXs_NtNtCsbZfwWpAStWS_4core3net14display_bufferINtB4_13DisplayBufferKj15_ENtNtB8_3fmt5Write9write_strB8_",
		  0x59cb525d },
		/* a method the trait provides (Y), for a type */
		{ "_RNvYINtNtNtCsbZfwWpAStWS_4core3net14display_buffer13DisplayBufferKj15_ENtNtB9_3fmt5Write10write_charB9_",
		  0x5e774e90 },
	};

	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++) {
		assert_int_equal(kp_mangle_rust(fmts[i].sym, "CsbZfwWpAStWS_4core", true, out, sizeof(out), rust,
						sizeof(rust), NULL),
				 0);
		assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH_NORM, out), fmts[i].hash);
	}
	assert_int_equal(kp_mangle_rust(fmts[2].sym, "CsbZfwWpAStWS_4core", true, out, sizeof(out), rust,
					sizeof(rust), NULL),
			 0);
	assert_string_equal(out, "_ZTSFu37NtNtCsbZfwWpAStWT_4core6result6ResultIvu33NtNtCsbZfwWpAStWT_4core3fmt5ErrorE"
				 "u3refIu3dynIu37NtNtCsdJ13ReMSUMh_6kernel3fmt7Displayu6regionEE"
				 "U3mutu3refIu37NtNtCsbZfwWpAStWT_4core3fmt9FormatterIS2_EEE.normalized");
	assert_string_equal(rust, "fn(&dyn kernel::fmt::Display, &mut core::fmt::Formatter<'_>) -> "
				  "core::result::Result<(), core::fmt::Error>");
	/* Without the core crate's root the result's type is not known. */
	assert_int_equal(kp_mangle_rust(fmts[0].sym, NULL, true, out, sizeof(out), rust, sizeof(rust), NULL),
			 KP_TYPE_RUST);

	/* &ByteStr is #[repr(transparent)] over [u8]: rustc hashes &[u8] (0x8b017144 in the image),
	 * which the name does not say; encoded as written, it is not reproduced. */
	assert_int_equal(kp_mangle_rust("_RNvXsa_NtCsbZfwWpAStWS_4core4bstrRNtB5_7ByteStrNtNtB7_7default7Default7default",
					NULL, true, out, sizeof(out), rust, sizeof(rust), NULL), 0);
	assert_string_equal(out, "_ZTSFu3refIu36NtNtCsbZfwWpAStWT_4core4bstr7ByteStrEvE.normalized");
	assert_string_equal(rust, "fn() -> &core::bstr::ByteStr");
	/* The symbol does not say the type: a method of another trait, a C name, a malformed one. */
	static const char *const no[] = {
		"_RNvXNtCsbZfwWpAStWS_4core3ffiNtB2_6c_voidNtNtB4_3fmt5Debug3fmt",
		"_RNvNtCsbZfwWpAStWS_4core4cell22panic_already_borrowed",
		"printk", "_R", "_RNvX", "_RNvXs10_NtB99_3foo", "_RNvXNtCsbZfwWpAStWS_4core3ffiB0_",
		"_RNvXs10_CshFsVMX8R8H1_4uapiNtB6_9va_formatNtNtCsbZfwWpAStWS_4core7default7Default7defaultx",
	};

	for (size_t i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		assert_int_equal(kp_mangle_rust(no[i], NULL, true, out, sizeof(out), rust, sizeof(rust), NULL),
				 KP_TYPE_RUST);
	/* Too small a buffer is refused. */
	assert_int_equal(kp_mangle_rust(rcases[0].sym, NULL, true, out, 16, rust, sizeof(rust), NULL), KP_TYPE_RUST);
}

/*
 * Where normalization changes nothing but the suffix (no isize, usize, bool
 * or char), the mangler says so, and kp_mangle_rust_renorm() makes the other
 * normalization's mangling as the mangler would.
 */
static void test_rust_renorm(void **state)
{
	(void)state;
	static const struct {
		const char *types[3];
		size_t n;
		bool plain;
	} renorms[] = {
		{ { "z", "Re" }, 2, true },
		{ { "l", "Ph", "PZ12kernel_param" }, 3, true },
		{ { "TAhj4_hE", "m" }, 2, true },
		{ { "j", "i" }, 2, false },
		{ { "u", "Rb" }, 2, false },
		{ { "c", "h" }, 2, false },
		/* a bool const argument: 1 or true in the Rust text too */
		{ { "u", "INtCsQijnLaTzMF_2t43FooKb1_E" }, 2, false },
	};
	char out[2][2400], rust[2][1024], other[2400];

	for (size_t i = 0; i < sizeof(renorms) / sizeof(renorms[0]); i++) {
		for (int norm = 0; norm < 2; norm++) {
			bool plain = !renorms[i].plain;

			assert_int_equal(kp_mangle_rust_fn(renorms[i].types, renorms[i].n, norm, out[norm], sizeof(out[0]),
							   rust[norm], sizeof(rust[0]), &plain),
					 0);
			assert_int_equal(plain, renorms[i].plain);
		}
		if (!renorms[i].plain)
			continue;
		assert_string_equal(rust[0], rust[1]);
		for (int norm = 0; norm < 2; norm++) {
			assert_true(kp_mangle_rust_renorm(out[!norm], norm, other, sizeof(other)));
			assert_string_equal(other, out[norm]);
		}
	}
	/* No room for the suffix and the NUL: refused, as the mangler refuses it. */
	size_t len = strlen(out[1]);

	assert_false(kp_mangle_rust_renorm(out[0], true, other, len));
	assert_true(kp_mangle_rust_renorm(out[0], true, other, len + 1));
	assert_false(kp_mangle_rust_renorm(out[1], false, other, len - strlen(".normalized")));
	/* Not a normalized mangling: nothing to take off. */
	assert_false(kp_mangle_rust_renorm(out[0], false, other, sizeof(other)));

	/* A symbol's: Default::default of a struct, plain. */
	const char *sym = "_RNvXs10_CshFsVMX8R8H1_4uapiNtB6_9va_formatNtNtCsbZfwWpAStWS_4core7default7Default7default";
	bool plain = false;

	assert_int_equal(kp_mangle_rust(sym, NULL, false, out[0], sizeof(out[0]), rust[0], sizeof(rust[0]), &plain), 0);
	assert_true(plain);
	assert_true(kp_mangle_rust_renorm(out[0], true, other, sizeof(other)));
	assert_string_equal(other, "_ZTSFu31NtCshFsVMX8R8H2_4uapi9va_formatvE.normalized");
}

/*
 * A Rust function's type as src/debug/dwarf_rust.c writes it from DWARF (v0
 * types, no backrefs), encoded as rustc does: the hashes are the hash words
 * of those functions in the rfc-m3-rust-btf vmlinux (rustc 1.97.1).
 */
static void test_rust_fn(void **state)
{
	(void)state;
	char out[2400], rust[1024];
#define CORE "CsbZfwWpAStWS_4core"
#define LOCATION "RINtNtNt" CORE "5panic8location8LocationL_E"
	static const struct {
		const char *types[5];
		size_t n;
		uint32_t hash;
		const char *rust;
	} fns[] = {
		/* core::panicking::panic_nounwind_nobacktrace: fn(&str) -> ! */
		{ { "z", "Re" }, 2, 0x21fd9ddf, "fn(&str) -> !" },
		/* core::num::from_ascii_radix_panic::do_panic::runtime, #[track_caller]: its hidden &Location */
		{ { "z", "m", LOCATION }, 3, 0x98e8bcc4, "fn(u32, &core::panic::location::Location<'_>) -> !" },
		/* core::result::unwrap_failed(&str, &dyn Debug) */
		{ { "z", "Re", "RDNtNt" CORE "3fmt5DebugEL_", LOCATION }, 4, 0x4e0185f7,
		  "fn(&str, &dyn core::fmt::Debug, &core::panic::location::Location<'_>) -> !" },
		/* core::escape::escape_ascii::<4>(u8) -> ([AsciiChar; 4], Range<u8>) */
		{ { "TANtNtNt" CORE "5ascii10ascii_char9AsciiCharj4_INtNtNt" CORE "3ops5range5RangehEE", "h" }, 2,
		  0xd8b900ae, "fn(u8) -> ([core::ascii::ascii_char::AsciiChar; 4], core::ops::range::Range<u8>)" },
		/* kernel::module_param::set_param::<i8>, extern "C": bindgen's kernel_param by its C name */
		{ { "l", "Ph", "PZ12kernel_param" }, 3, 0xdcf05a8a, "fn(*const u8, *const kernel_param) -> i32" },
	};

	for (size_t i = 0; i < sizeof(fns) / sizeof(fns[0]); i++) {
		assert_int_equal(kp_mangle_rust_fn(fns[i].types, fns[i].n, true, out, sizeof(out), rust,
						   sizeof(rust), NULL),
				 0);
		assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH_NORM, out), fns[i].hash);
		assert_string_equal(rust, fns[i].rust);
	}
	assert_int_equal(kp_mangle_rust_fn(fns[0].types, 2, true, out, sizeof(out), rust, sizeof(rust), NULL), 0);
	assert_string_equal(out, "_ZTSFu5neveru3refIu3strEE.normalized");
	assert_int_equal(kp_mangle_rust_fn(fns[1].types, 2, false, out, sizeof(out), rust, sizeof(rust), NULL), 0);
	assert_string_equal(out, "_ZTSFu5neveru3u32E");
	/* fn() and fn() -> ! */
	static const char *const unit[] = { "u" };

	assert_int_equal(kp_mangle_rust_fn(unit, 1, true, out, sizeof(out), rust, sizeof(rust), NULL), 0);
	assert_string_equal(out, "_ZTSFvvE.normalized");
	assert_string_equal(rust, "fn()");
	/* Not encoded: no return type, a backref, a const of no integer type, junk, too small a buffer. */
	static const char *const bad[][2] = {
		{ "u", "B0_" }, { "u", "INt" CORE "3FooKRh_E" }, { "u", "Ahx1_" }, { "u", "Q" }, { "u", "Z_" },
	};

	assert_int_equal(kp_mangle_rust_fn(unit, 0, true, out, sizeof(out), rust, sizeof(rust), NULL), KP_TYPE_RUST);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_int_equal(kp_mangle_rust_fn(bad[i], 2, true, out, sizeof(out), rust, sizeof(rust), NULL),
				 KP_TYPE_RUST);
	assert_int_equal(kp_mangle_rust_fn(fns[2].types, 4, true, out, 16, rust, sizeof(rust), NULL), KP_TYPE_RUST);

	/* A trait method, self erased to &dyn Trait<Assoc = T>: <BorrowedPage as Deref>::deref */
	static const char *const deref[] = { "RNtNtCsdJ13ReMSUMg_6kernel4page4Page",
					     "RNtNtCsdJ13ReMSUMg_6kernel4page12BorrowedPage" };
	const char *sym = "_RNvXs_NtCsdJ13ReMSUMg_6kernel4pageNtB4_12BorrowedPageNtNtNtCsbZfwWpAStWS_4core3ops5deref5Deref"
			  "5deref";

	assert_int_equal(kp_mangle_rust_method(sym, deref, 2, false, "NtNtNtNt" CORE "3ops5deref5Deref6Target",
					       "NtNtCsdJ13ReMSUMg_6kernel4page4Page", true, out, sizeof(out), rust,
					       sizeof(rust), NULL),
			 0);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH_NORM, out), 0xae46d2a1);
	assert_string_equal(rust, "fn(&dyn core::ops::deref::Deref<Target = kernel::page::Page>) -> &kernel::page::Page");
	/* Not a trait method's symbol, or a binding that is not a path */
	assert_int_equal(kp_mangle_rust_method("_RNvNtCsdJ13ReMSUMg_6kernel4page3foo", deref, 2, false, NULL, NULL, true,
					       out, sizeof(out), rust, sizeof(rust), NULL),
			 KP_TYPE_RUST);
	assert_int_equal(kp_mangle_rust_method(sym, deref, 2, false, "u", "u", true, out, sizeof(out), rust,
					       sizeof(rust), NULL),
			 KP_TYPE_RUST);
	assert_int_equal(kp_mangle_rust_method(sym, deref, 1, false, NULL, NULL, true, out, sizeof(out), rust,
					       sizeof(rust), NULL),
			 KP_TYPE_RUST);

	/*
	 * What rustc 1.97.1 writes (its -Zsanitizer=cfi type ids, the same
	 * encoding): NonNull's and NonZero's fields as pattern types, const
	 * generic arguments, and a trait method's self erased to dyn Trait with
	 * the trait's generic arguments, a Rhs = Self that v0 leaves out, a
	 * by-value self as *mut dyn Trait and an Output binding.
	 */
#define FMT_RESULT "INtNt" CORE "6result6ResultuNtNt" CORE "3fmt5ErrorE"
#define T2 "Csi7PRdWGtMCm_2t2"
#define T3 "Cs3Ry66WfncbW_2t3"
#define CORE3 "Cs30Ywh7zj9yG_4core"
	static const struct {
		const char *sym, *types[3];
		size_t n;
		const char *proj, *proj_type, *mangled;
	} rfns[] = {
		/* <{closure} as FnOnce<(NonNull<()>, &mut Formatter)>>::call_once, core::fmt::rt::Argument's */
		{ NULL, { FMT_RESULT, "WnPu", "QINtNt" CORE "3fmt9FormatterL_E" }, 3, NULL, NULL,
		  "_ZTSFu37NtNtCsbZfwWpAStWT_4core6result6ResultIvu33NtNtCsbZfwWpAStWT_4core3fmt5ErrorEu3patIPKv!nullE"
		  "U3mutu3refIu37NtNtCsbZfwWpAStWT_4core3fmt9FormatterIu6regionEEE.normalized" },
		/* fn(NonZero<u32>) -> u32, fn(NonZero<isize>) -> isize */
		{ NULL, { "m", "Wpm" }, 2, NULL, NULL, "_ZTSFu3u32u3patIS_1..EE.normalized" },
		{ NULL, { "i", "Wsi" }, 2, NULL, NULL, "_ZTSFu3i64u3patIS_(i64::MIN..=-1 | 1..)EE.normalized" },
		/* fn(&E<10, u8>) -> u8, fn(&F<true, -3>) -> u8 */
		{ NULL, { "h", "RINt" T2 "1EKja_hE" }, 2, NULL, NULL,
		  "_ZTSFu2u8u3refIu21NtCsi7PRdWGtMCn_2t21EILu3u6410ES_EEE.normalized" },
		{ NULL, { "h", "RINt" T2 "1FKb1_Kln3_E" }, 2, NULL, NULL,
		  "_ZTSFu2u8u3refIu21NtCsi7PRdWGtMCn_2t21FILS_1ELu3i32n-3EEEE.normalized" },
		/* <A as BitAndAssign<&A>>::bitand_assign, <A as BitAndAssign>::bitand_assign */
		{ "_RNvX" T3 "NtB2_1AINtNtNt" CORE3 "3ops3bit12BitAndAssignRBj_E13bitand_assign",
		  { "u", "QNt" T3 "1A", "RNt" T3 "1A" }, 3, NULL, NULL,
		  "_ZTSFvU3mutu3refIu3dynIu47NtNtNtCs30Ywh7zj9yH_4core3ops3bit12BitAndAssignIu3refIu21NtCs3Ry66WfncbX_2t31AEE"
		  "u6regionEES0_E.normalized" },
		{ "_RNvXs_" T3 "NtB4_1ANtNtNt" CORE3 "3ops3bit12BitAndAssign13bitand_assign",
		  { "u", "QNt" T3 "1A", "Nt" T3 "1A" }, 3, NULL, NULL,
		  "_ZTSFvU3mutu3refIu3dynIu47NtNtNtCs30Ywh7zj9yH_4core3ops3bit12BitAndAssignIu21NtCs3Ry66WfncbX_2t31AE"
		  "u6regionEES_E.normalized" },
		/* <A as Add>::add(self, A) -> A: *mut dyn Add<A, Output = A> */
		{ "_RNvXs1_" T3 "NtB5_1ANtNtNt" CORE3 "3ops5arith3Add3add", { "Nt" T3 "1A", "Nt" T3 "1A", "Nt" T3 "1A" },
		  3, "NtNtNtNt" CORE3 "3ops5arith3Add6Output", "Nt" T3 "1A",
		  "_ZTSFu21NtCs3Ry66WfncbX_2t31APu3dynIu39NtNtNtCs30Ywh7zj9yH_4core3ops5arith3AddIS_Eu48NtNtNtNtCs30Ywh7zj9yH_"
		  "4core3ops5arith3Add6OutputIS_ES_u6regionES_E.normalized" },
		/* <A as AsRef<B>>::as_ref */
		{ "_RNvXs0_" T3 "NtB5_1AINtNt" CORE3 "7convert5AsRefNtB5_1BE6as_ref", { "RNt" T3 "1B", "RNt" T3 "1A" }, 2,
		  NULL, NULL,
		  "_ZTSFu3refIu21NtCs3Ry66WfncbX_2t31BEu3refIu3dynIu37NtNtCs30Ywh7zj9yH_4core7convert5AsRefIS_Eu6regionEEE"
		  ".normalized" },
		/* <&Coll as IntoIterator>::into_iter: *mut dyn IntoIterator<IntoIter = Iter<u8>, Item = &u8> */
		{ "_RNvXCsQijnLaTzMF_2t4RNtB2_4CollNtNtNtNt" CORE3 "4iter6traits7collect12IntoIterator9into_iter",
		  { "INtNtNt" CORE3 "5slice4iter4IterL_hE", "RNtCsQijnLaTzMF_2t44Coll" }, 2,
		  "NtNtNtNtNt" CORE3 "4iter6traits7collect12IntoIterator8IntoIter|NtNtNtNtNt" CORE3
		  "4iter6traits7collect12IntoIterator4Item",
		  "INtNtNt" CORE3 "5slice4iter4IterL_hE|Rh",
		  "_ZTSFu41NtNtNtCs30Ywh7zj9yH_4core5slice4iter4IterIu6regionu2u8EPu3dynIu61NtNtNtNtCs30Ywh7zj9yH_4core4iter6"
		  "traits7collect12IntoIteratoru72NtNtNtNtNtCs30Ywh7zj9yH_4core4iter6traits7collect12IntoIterator8IntoIterS1_"
		  "u68NtNtNtNtNtCs30Ywh7zj9yH_4core4iter6traits7collect12IntoIterator4Itemu3refIS0_ES_EE.normalized" },
	};

	for (size_t i = 0; i < sizeof(rfns) / sizeof(rfns[0]); i++) {
		int r = rfns[i].sym ? kp_mangle_rust_method(rfns[i].sym, rfns[i].types, rfns[i].n, false, rfns[i].proj,
							    rfns[i].proj_type, true, out, sizeof(out), rust,
							    sizeof(rust), NULL)
				    : kp_mangle_rust_fn(rfns[i].types, rfns[i].n, true, out, sizeof(out), rust,
							sizeof(rust), NULL);

		assert_int_equal(r, 0);
		assert_string_equal(out, rfns[i].mangled);
	}
	/* <&mut EscapeByte as FnOnce<(&u8,)>>::call_once: its hash word in the rfc-m3-rust-btf vmlinux */
	static const char *const shim[] = { "NtNt" CORE "5ascii13EscapeDefault", "Ou", "Rh" };

	assert_int_equal(kp_mangle_rust_method("_RNvXs2_NtNtNt" CORE "3ops8function5implsQNtNtNtBb_5slice5ascii10EscapeByte"
					       "INtB7_6FnOnceTRhEE9call_onceBb_",
					       shim, 3, false, "NtNtNtNt" CORE "3ops8function6FnOnce6Output", shim[0], true,
					       out, sizeof(out), rust, sizeof(rust), NULL),
			 0);
	assert_int_equal(kp_kcfi_hash(KP_SCHEME_XXHASH_NORM, out), 0x39d54cbd);
	assert_string_equal(rust, "fn(*mut dyn core::ops::function::FnOnce<(&u8), Output = core::ascii::EscapeDefault>, &u8) -> "
				  "core::ascii::EscapeDefault");
	/* Not encoded: a pattern of no kind, a const that is no integer */
	static const char *const pbad[][2] = { { "u", "Wxm" }, { "u", "INt" T2 "1EKRh_E" }, { "u", "Ws" } };

	for (size_t i = 0; i < sizeof(pbad) / sizeof(pbad[0]); i++)
		assert_int_equal(kp_mangle_rust_fn(pbad[i], 2, true, out, sizeof(out), rust, sizeof(rust), NULL),
				 KP_TYPE_RUST);
#undef FMT_RESULT
#undef T2
#undef T3
#undef CORE3
#undef CORE
#undef LOCATION
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mangling),
		cmocka_unit_test(test_edges),
		cmocka_unit_test(test_tunion),
		cmocka_unit_test(test_normptr),
		cmocka_unit_test(test_hashes),
		cmocka_unit_test(test_schemes),
		cmocka_unit_test(test_named),
		cmocka_unit_test(test_rust),
		cmocka_unit_test(test_rust_fn),
		cmocka_unit_test(test_rust_renorm),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
