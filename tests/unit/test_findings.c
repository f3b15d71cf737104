// SPDX-License-Identifier: GPL-2.0-only
/*
 * The finding model: one initialiser per finding, its message rendered once
 * as printf would; origins go where the message named their functions;
 * the attribution is beside the findings, one per function.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kprefix/findings.h"
#include "kprefix/util.h"

/* Every conversion the checks use, and a few they might: rendered once, as snprintf renders them. */
static void test_render_as_printf(void **state)
{
	struct kp_findings fs = { 0 };
	char buf[64], expected[512];
	const struct kp_finding *f;
	/* A check may pass NULL for a %s: glibc's "(null)" (volatile: the compiler sees none). */
	const char *volatile none = NULL;

	(void)state;
	strcpy(buf, "stack buffer");
	f = kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR, .function = "fn",
			.func_addr = 0x1000, .address = 0x1004 },
		      "a %08x b %zu c %ld d %lld e %llu f %llx g %+d h %u i %s j %c k %% l %5s|%-4d|%.3s|%#x|%hhd|%hu|%zd|%s",
		      0xabcu, (size_t)42, -7L, -9000000000LL, 18446744073709551615ULL, 0xdeadbeefcafeULL, 3, 4u,
		      buf, 'Z', "ab", -5, "abcdef", 255u, 300, 70000, (ssize_t)-3, none);
	snprintf(expected, sizeof(expected),
		 "a %08x b %zu c %ld d %lld e %llu f %llx g %+d h %u i %s j %c k %% l %5s|%-4d|%.3s|%#x|%hhd|%hu|%zd|%s",
		 0xabcu, (size_t)42, -7L, -9000000000LL, 18446744073709551615ULL, 0xdeadbeefcafeULL, 3, 4u,
		 "stack buffer", 'Z', "ab", -5, "abcdef", 255u, 300, 70000, (ssize_t)-3, "(null)");
	/* The text was kept: the check's buffer may go. */
	strcpy(buf, "overwritten!");
	assert_string_equal(f->text, expected);
	assert_int_equal(f->func_offset, 4);
	kp_findings_free(&fs);
}

/* One initialiser says every field a fingerprint and a format read. */
static void test_report_info(void **state)
{
	struct kp_findings fs = { 0 };
	char type[] = "void (int)";
	const struct kp_finding *f, *g, *h;

	(void)state;
	f = kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_HASH_MISMATCH, .severity = KP_ERROR, .leads = true,
			.island = "__pi_", .has_type = true, .type_hash = 0x1234, .type_c = type,
			.variant = 3, .type_class = 2, .about = "ext" },
		      "m");
	g = kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_ISLAND, .severity = KP_NOTE },
		      "n");
	h = kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_ISLAND, .severity = KP_NOTE, .shown = true },
		      "n");
	/* The type's text was copied: the check's buffer may go. */
	strcpy(type, "xxxx");
	f = &fs.items[0];
	assert_int_equal(f->rank, 0);
	assert_false(f->folded);
	assert_string_equal(f->island, "__pi_");
	assert_true(f->has_type);
	assert_int_equal(f->type_hash, 0x1234);
	assert_string_equal(f->type_c, "void (int)");
	assert_null(f->function_type_c);
	assert_int_equal(f->variant, 3);
	assert_int_equal(f->type_class, 2);
	assert_string_equal(f->about, "ext");
	assert_int_equal(f->func_offset, 0);
	/* A note is folded unless it is shown; an error only when it is a detail. */
	assert_int_equal(g->rank, 1);
	assert_true(g->folded);
	assert_false(h->folded);
	f = kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_HASH_OFFSET, .severity = KP_ERROR, .detail = true },
		      "d");
	assert_true(f->folded);
	assert_int_equal(fs.per_severity[KP_NOTE], 2);
	assert_int_equal(fs.per_severity[KP_ERROR], 2);
	kp_findings_free(&fs);
}

/*
 * Origins where the message named their functions, leading a parenthesis,
 * after a name, or only as data; placed once, after attribution, and only
 * those found. A text set afterwards has none.
 */
static void test_place_origins(void **state)
{
	struct kp_findings fs = { 0 };
	struct kp_message m = { 0 };
	const struct kp_finding *f;
	struct kp_finding *g;

	(void)state;
	kp_message_add(&m, "hash at %d (", -4);
	kp_message_origin(&m, 0x1000, KP_ORIGIN_LEAD);
	kp_message_add(&m, "%s): a", "untraced");
	kp_message_origin(&m, 0x2000, KP_ORIGIN_PAREN);
	kp_message_add(&m, ", b");
	kp_message_origin(&m, 0x3000, KP_ORIGIN_PAREN);
	kp_message_origin(&m, 0x4000, KP_ORIGIN_DATA);
	f = kp_report_message(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_HASH_OFFSET, .severity = KP_ERROR, .function = "fn",
			.func_addr = 0x1000, .address = 0x1000 },
			      &m);
	assert_null(m.text.s);
	assert_string_equal(f->text, "hash at -4 (untraced): a, b");
	assert_int_equal(f->norigin_slots, 4);
	/* Nothing found: the text stays. */
	kp_findings_place_origins(&fs);
	assert_string_equal(f->text, "hash at -4 (untraced): a, b");
	/* What kp_attribute_findings finds. */
	fs.origin_slots[0].origin = "Rust";
	fs.origin_slots[2].origin = "assembly";
	fs.origin_slots[3].origin = "Rust";
	kp_findings_place_origins(&fs);
	assert_string_equal(f->text, "hash at -4 (Rust, untraced): a, b (assembly)");
	assert_string_equal(kp_finding_origin_of(&fs, f, 0x3000), "assembly");
	assert_string_equal(kp_finding_origin_of(&fs, f, 0x4000), "Rust");
	assert_null(kp_finding_origin_of(&fs, f, 0x2000));

	/* A literal message's '%' is text. */
	g = &fs.items[0];
	kp_finding_set_text(&fs.arena, g, "50% %s %n");
	assert_string_equal(g->text, "50% %s %n");
	assert_int_equal(g->norigin_slots, 0);
	kp_findings_free(&fs);
}

/* Findings sort by their text: "10" before "9", as strcmp says. */
static void test_message_order(void **state)
{
	struct kp_findings fs = { 0 };

	(void)state;
	kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_MODULE_LAYOUT, .severity = KP_ERROR },
		  "count %d", 9);
	kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_MODULE_LAYOUT, .severity = KP_ERROR },
		  "count %d", 10);
	kp_findings_sort(&fs);
	assert_string_equal(fs.items[0].text, "count 10");
	kp_findings_free(&fs);
}

/* One attribution per function (address and name), the first said kept; a view by index. */
static void test_attribution(void **state)
{
	struct kp_findings fs = { 0 };
	struct kp_attribution a = { .unit = "drivers/a.o", .file = "drivers/a.c", .line = 7, .origin = "Rust" };
	struct kp_attribution b = { .unit = "drivers/b.o" };
	const struct kp_attribution *of[2];
	const struct kp_finding *f, *g, *h;

	(void)state;
	f = kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_HASH_OFFSET, .severity = KP_ERROR, .function = "fa",
			.func_addr = 0x2000, .address = 0x2008 },
		      "x");
	g = kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR, .function = "fa",
			.func_addr = 0x2000, .address = 0x2000 },
		      "y");
	h = kp_report(&fs, &(struct kp_finding_info){
			.check = KP_CHECK_CONFIG_MISMATCH, .severity = KP_ERROR },
		      "z");
	kp_findings_attribute(&fs, f, &a);
	kp_findings_attribute(&fs, g, &b);  /* the same function: already said */
	kp_findings_attribute(&fs, h, &b);  /* no function: nothing to say it of */
	assert_int_equal(fs.nattributions, 1);
	assert_string_equal(kp_finding_attribution(&fs, g)->unit, "drivers/a.o");
	assert_int_equal(kp_finding_attribution(&fs, f)->line, 7);
	assert_string_equal(kp_finding_attribution(&fs, f)->origin, "Rust");
	assert_null(kp_finding_attribution(&fs, h)->unit);

	/* Another function of the same name elsewhere is another function. */
	struct kp_finding other = *f;

	other.address = 0x9008;
	assert_null(kp_finding_attribution(&fs, &other)->unit);

	/* A view of two containers' findings: by index. */
	struct kp_finding items[2] = { *f, other };
	struct kp_findings view = { .items = items, .count = 2, .attribution_of = of };

	of[0] = kp_finding_attribution(&fs, f);
	of[1] = NULL;
	assert_string_equal(kp_finding_attribution(&view, &items[0])->file, "drivers/a.c");
	assert_null(kp_finding_attribution(&view, &items[1])->file);
	kp_findings_free(&fs);
}

/*
 * 200k functions said of out of name and address order: linear (a sorted insert by
 * memmove took 35 s in the release build), each kept and found again.
 */
static void test_attribution_many(void **state)
{
	enum { N = 200000 };
	struct kp_findings fs = { 0 };
	struct kp_attribution a = { .unit = "u.o" };
	static struct kp_finding items[N];
	char name[32];

	(void)state;
	for (size_t i = 0; i < N; i++) {
		/* A permutation of 0..N-1: descending in blocks, interleaved. */
		size_t k = (i * 7919u) % N;

		snprintf(name, sizeof(name), "fn_%zu", N - k);
		items[i] = (struct kp_finding){ .function = kp_findings_keep(&fs, name),
						.address = 0x100000 + 16 * (uint64_t)(N - k) };
		kp_findings_attribute(&fs, &items[i], &a);
	}
	assert_int_equal(fs.nattributions, N);
	for (size_t i = 0; i < N; i += 997)
		assert_string_equal(kp_finding_attribution(&fs, &items[i])->unit, "u.o");
	kp_findings_free(&fs);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_render_as_printf),
		cmocka_unit_test(test_report_info),
		cmocka_unit_test(test_place_origins),
		cmocka_unit_test(test_message_order),
		cmocka_unit_test(test_attribution),
		cmocka_unit_test(test_attribution_many),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
