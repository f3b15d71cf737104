// SPDX-License-Identifier: GPL-2.0-only
/*
 * The finding model: a message is its template and values, rendered last
 * exactly as printf would have; origins go where the check marked them;
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

/* Every conversion the checks use, and a few they might: as snprintf renders them. */
static void test_render_as_printf(void **state)
{
	struct kp_findings fs = { 0 };
	char buf[64], expected[512];
	struct kp_buf text = { 0 };
	const struct kp_finding *f;
	/* A check may pass NULL for a %s: glibc's "(null)" (volatile: the compiler sees none). */
	const char *volatile none = NULL;

	(void)state;
	strcpy(buf, "stack buffer");
	f = kp_report(&fs, KP_CHECK_PREFIX_NOPS, KP_ERROR, "fn", 0x1000, 0x1004,
		      "a %08x b %zu c %ld d %lld e %llu f %llx g %+d h %u i %s j %c k %% l %5s|%-4d|%.3s|%#x|%hhd|%hu|%zd|%s",
		      0xabcu, (size_t)42, -7L, -9000000000LL, 18446744073709551615ULL, 0xdeadbeefcafeULL, 3, 4u,
		      buf, 'Z', "ab", -5, "abcdef", 255u, 300, 70000, (ssize_t)-3, none);
	snprintf(expected, sizeof(expected),
		 "a %08x b %zu c %ld d %lld e %llu f %llx g %+d h %u i %s j %c k %% l %5s|%-4d|%.3s|%#x|%hhd|%hu|%zd|%s",
		 0xabcu, (size_t)42, -7L, -9000000000LL, 18446744073709551615ULL, 0xdeadbeefcafeULL, 3, 4u,
		 "stack buffer", 'Z', "ab", -5, "abcdef", 255u, 300, 70000, (ssize_t)-3, "(null)");
	/* The string was copied: the check's buffer may go. */
	strcpy(buf, "overwritten!");
	assert_int_equal(f->nargs, 18);
	assert_string_equal(kp_message_render(&fs, f, &text), expected);
	assert_int_equal(text.len, strlen(expected));
	free(text.s);
	kp_findings_free(&fs);
}

/*
 * Origins where the check marked them, in the template and inside an
 * argument; without the findings they are left out (as the sort reads it),
 * and a literal message's '%' is text.
 */
static void test_render_origins(void **state)
{
	struct kp_findings fs = { 0 };
	struct kp_buf text = { 0 };
	struct kp_finding *f, *g;

	(void)state;
	f = kp_report(&fs, KP_CHECK_HASH_OFFSET, KP_ERROR, "fn", 0x1000, 0x1000,
		      "hash at %d (%s): %s", -4, "untraced", "a, b");
	/* "(" is at 11 of the template; "a" ends at 1 of argument 2, "b" at 4. */
	kp_finding_origin_at(&fs, f, -1, 12, 0x1000, KP_ORIGIN_LEAD);
	kp_finding_origin_at(&fs, f, 2, 1, 0x2000, KP_ORIGIN_PAREN);
	kp_finding_origin_at(&fs, f, 2, 4, 0x3000, KP_ORIGIN_PAREN);
	kp_finding_origin_at(&fs, f, 2, SIZE_MAX, 0x4000, KP_ORIGIN_DATA);
	assert_string_equal(kp_message_render(&fs, f, &text), "hash at -4 (untraced): a, b");
	/* What kp_attribute_findings finds. */
	fs.origin_slots[0].origin = "Rust";
	fs.origin_slots[2].origin = "assembly";
	fs.origin_slots[3].origin = "Rust";
	assert_string_equal(kp_message_render(&fs, f, &text), "hash at -4 (Rust, untraced): a, b (assembly)");
	assert_string_equal(kp_finding_origin_of(&fs, f, 0x3000), "assembly");
	assert_string_equal(kp_message_render(NULL, f, &text), "hash at -4 (untraced): a, b");

	g = kp_report(&fs, KP_CHECK_HASH_OFFSET, KP_ERROR, "fn", 0x1000, 0x1000, "%s", "x");
	kp_finding_set_text(&fs.arena, g, "50% %s %n");
	assert_string_equal(kp_message_render(&fs, g, &text), "50% %s %n");
	free(text.s);
	kp_findings_free(&fs);
}

/* Findings sort by their text: "10" before "9", as strcmp says. */
static void test_message_order(void **state)
{
	struct kp_findings fs = { 0 };

	(void)state;
	kp_report(&fs, KP_CHECK_MODULE_LAYOUT, KP_ERROR, NULL, 0, 0, "count %d", 9);
	kp_report(&fs, KP_CHECK_MODULE_LAYOUT, KP_ERROR, NULL, 0, 0, "count %d", 10);
	assert_true(kp_message_cmp(&fs.items[1], &fs.items[0]) < 0);
	kp_findings_sort(&fs);
	assert_int_equal(fs.items[0].args[0].v.u, 10);
	kp_findings_free(&fs);
}

/* One attribution per function (address and name), the first said kept; a view by index. */
static void test_attribution(void **state)
{
	struct kp_findings fs = { 0 };
	struct kp_attribution a = { .unit = "drivers/a.o", .file = "drivers/a.c", .line = 7, .origin = "Rust" };
	struct kp_attribution b = { .unit = "drivers/b.o" };
	const struct kp_attribution *of[2];
	struct kp_finding *f, *g, *h;

	(void)state;
	f = kp_report(&fs, KP_CHECK_HASH_OFFSET, KP_ERROR, "fa", 0x2000, 0x2008, "x");
	g = kp_report(&fs, KP_CHECK_PREFIX_NOPS, KP_ERROR, "fa", 0x2000, 0x2000, "y");
	h = kp_report(&fs, KP_CHECK_CONFIG_MISMATCH, KP_ERROR, NULL, 0, 0, "z");
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
		cmocka_unit_test(test_render_origins),
		cmocka_unit_test(test_message_order),
		cmocka_unit_test(test_attribution),
		cmocka_unit_test(test_attribution_many),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
