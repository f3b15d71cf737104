// SPDX-License-Identifier: GPL-2.0-only
/*
 * kprefix diff's comparison (kp_diff_compare): units matched by scope,
 * findings by fingerprint, functions by name, on sides read from the
 * fixtures' images and from kprefix's own JSON reports of them
 * (fixtures/gate/). Every count is exact.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"
#include "kprefix/diff_render.h"
#include "kprefix/util.h"

/* fixtures/REL analysed and checked alone, named display (NULL: its path), as a unit of side. */
static void add_image(struct kp_diff_side *side, const char *rel, const char *display)
{
	char path[512], err[256];
	struct kp_image *image;
	struct kp_result result;

	snprintf(path, sizeof(path), "%s/%s", FIXTURES_DIR, rel);
	image = kp_image_open(path, err, sizeof(err));
	if (!image)
		fail_msg("%s: %s", path, err);
	image->display_name = xstrdup(display ? display : rel);
	assert_int_equal(kp_check_image(image, NULL, &result, err, sizeof(err)), 0);
	kp_diff_add_analysis(side, result.an, &result.findings, rel);
	kp_result_free(&result);
	kp_image_close(image);
}

static struct kp_jvalue *parse(const char *text)
{
	char err[256];
	struct kp_jvalue *doc = kp_json_parse(text, strlen(text), err, sizeof(err));

	if (!doc)
		fail_msg("%s", err);
	return doc;
}

/* fixtures/REL, a kprefix-check report, as side; -1 with the reason in err when it is none. */
static int add_report(struct kp_diff_side *side, const char *rel, char *err, size_t errlen)
{
	char path[512];
	struct kp_jvalue *doc;
	int ret;

	snprintf(path, sizeof(path), "%s/%s", FIXTURES_DIR, rel);
	doc = kp_json_read_file(path, err, errlen);
	if (!doc)
		fail_msg("%s: %s", path, err);
	ret = kp_diff_add_json(side, doc, err, errlen);
	kp_json_free(doc);
	return ret;
}

static size_t count_check(const struct kp_diff_list *list, enum kp_check_id check)
{
	size_t n = 0;

	for (size_t i = 0; i < list->count; i++)
		n += list->items[i].finding->check == check;
	return n;
}

/* The text of a result, the caller's to free. */
static char *render(const struct kp_diff_result *r, bool verbose)
{
	struct kp_diff_opts opts = { .verbose = verbose };
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);

	assert_non_null(out);
	kp_diff_text(out, r, &opts);
	fclose(out);
	return text;
}

/* The good RFC build against the bad one, both from their JSON reports. */
static void test_reports(void **state)
{
	struct kp_diff_side old = { 0 }, new = { 0 };
	struct kp_diff_result r;
	char err[256];

	(void)state;
	assert_int_equal(add_report(&old, "gate/rfc-m3-good.json", err, sizeof(err)), 0);
	assert_int_equal(add_report(&new, "gate/rfc-m3-bad.json", err, sizeof(err)), 0);
	kp_diff_compare(&r, &old, &new);
	/* rfc-m3-good has no finding; rfc-m3-bad 9: 2 type-offset, 6 hash-offset, 1 callsite-offset. */
	assert_int_equal(r.new_findings.count, 9);
	assert_int_equal(count_check(&r.new_findings, KP_CHECK_TYPE_OFFSET), 2);
	assert_int_equal(count_check(&r.new_findings, KP_CHECK_HASH_OFFSET), 6);
	assert_int_equal(count_check(&r.new_findings, KP_CHECK_CALLSITE_OFFSET), 1);
	assert_int_equal(r.new_per_severity[KP_ERROR], 9);
	assert_int_equal(r.fixed.count, 0);
	assert_int_equal(r.unchanged.count, 0);
	assert_int_equal(r.removed_with_module.count, 0);
	assert_int_equal(kp_diff_status(&r, false), 1);
	/* Both M=3 with kCFI: nothing of the layout changed; reports hold no function lists. */
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		assert_false(r.layout_changed[f]);
	assert_false(r.functions_known);
	assert_int_equal(r.nadded + r.nremoved + r.nrelaid, 0);
	kp_diff_result_free(&r);

	/* The other way round every one of them is fixed, none new. */
	kp_diff_compare(&r, &new, &old);
	assert_int_equal(r.new_findings.count, 0);
	assert_int_equal(r.fixed.count, 9);
	assert_int_equal(kp_diff_status(&r, false), 0);
	kp_diff_result_free(&r);
	kp_diff_side_free(&old);
	kp_diff_side_free(&new);
}

/* An image against a report of it with two findings taken out: exactly those two are new. */
static void test_known_state(void **state)
{
	struct kp_diff_side old = { 0 }, new = { 0 };
	struct kp_diff_result r;
	char err[256];

	(void)state;
	assert_int_equal(add_report(&old, "gate/rfc-m3-bad-known.json", err, sizeof(err)), 0);
	add_image(&new, "images/rfc-m3-bad.elf", NULL);
	kp_diff_compare(&r, &old, &new);
	assert_int_equal(r.new_findings.count, 2);
	assert_int_equal(r.unchanged.count, 7);
	assert_int_equal(r.fixed.count, 0);
	assert_string_equal(r.new_findings.items[0].finding->function, "ut_call");
	assert_int_equal(r.new_findings.items[0].finding->check, KP_CHECK_TYPE_OFFSET);
	assert_string_equal(r.new_findings.items[1].finding->function, "asm_typed_fn");
	assert_int_equal(r.new_findings.items[1].finding->check, KP_CHECK_HASH_OFFSET);
	kp_diff_result_free(&r);
	kp_diff_side_free(&old);
	kp_diff_side_free(&new);
}

/*
 * Two module trees of one kernel: a module only in OLD is removed (its
 * findings are not fixed), one only in NEW is added (its findings are new),
 * one in both with M=2 and then M=3 has another layout, and one in both
 * with the same layout is unchanged, findings and all.
 */
static void test_trees(void **state)
{
	struct kp_diff_side old = { 0 }, new = { 0 };
	struct kp_diff_result r;
	char *text;

	(void)state;
	old.path = xstrdup("old");
	new.path = xstrdup("new");
	add_image(&old, "images/rfc-m3-bad.elf", NULL);
	add_image(&old, "modules/tree-m3/kernel/drivers/char/m3_good1.ko.xz", "kernel/drivers/char/m3_good1.ko.xz");
	add_image(&old, "modules/tree-m3/kernel/drivers/staging/m3_noprefix.ko", "kernel/drivers/staging/m3_noprefix.ko");
	add_image(&old, "modules/tree-m2/kernel/drivers/i2c/m2_one.ko", "kernel/drivers/i2c/m2_one.ko");
	add_image(&new, "images/rfc-m3-bad.elf", NULL);
	add_image(&new, "modules/tree-m3/kernel/drivers/char/m3_good1.ko.xz", "kernel/drivers/char/m3_good1.ko.xz");
	add_image(&new, "modules/tree-m3/kernel/drivers/misc/m3_xref.ko.xz", "kernel/drivers/misc/m3_xref.ko.xz");
	/* The same module rebuilt with M=3: another build of it, under its name. */
	add_image(&new, "modules/tree-m2/updates/dkms/m2_dkms_m3.ko", "kernel/drivers/i2c/m2_one.ko");
	/* Checked alone (no vmlinux to compare with): m3_noprefix has 6 findings (2 type-offset,
	 * 3 hash-offset, 1 callsite-offset), the others none. */
	assert_int_equal(old.units[2].findings.count, 6);
	assert_int_equal(new.units[2].findings.count, 0);
	kp_diff_compare(&r, &old, &new);
	assert_int_equal(r.old_totals.modules, 3);
	assert_int_equal(r.new_totals.modules, 3);
	assert_int_equal(r.nremoved, 1);
	assert_string_equal(r.removed[0]->name, "kernel/drivers/staging/m3_noprefix.ko");
	assert_int_equal(r.nadded, 1);
	assert_string_equal(r.added[0]->name, "kernel/drivers/misc/m3_xref.ko.xz");
	assert_int_equal(r.nrelaid, 1);
	assert_string_equal(r.relaid[0].new->name, "kernel/drivers/i2c/m2_one.ko");
	assert_int_equal(r.relaid[0].old->layout[KP_PREFIX_NOPS], 2);
	assert_int_equal(r.relaid[0].new->layout[KP_PREFIX_NOPS], 3);
	/* m3_noprefix's six went with it: none fixed. */
	assert_int_equal(r.removed_with_module.count, 6);
	assert_int_equal(r.fixed.count, 0);
	assert_int_equal(r.new_findings.count, 0);
	assert_int_equal(r.new_in_added, 0);
	/* The vmlinux's nine, in both. */
	assert_int_equal(r.unchanged.count, 9);
	/* The vmlinux is the same image: nothing of its layout changed, no function flipped. */
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		assert_false(r.layout_changed[f]);
	assert_true(r.functions_known);
	assert_int_equal(r.ntraced + r.nuntraced, 0);
	/* The text says so, one line each. */
	text = render(&r, false);
	if (!strstr(text, "modules: 3 -> 3, 1 added, 1 removed, 1 with another layout\n"
			  "  added (1): kernel/drivers/misc/m3_xref.ko.xz\n"
			  "  removed (1): kernel/drivers/staging/m3_noprefix.ko\n"
			  "  another layout (1):\n"
			  "    M=2, kCFI off, bti c no -> M=3, kCFI off, bti c no (1): kernel/drivers/i2c/m2_one.ko\n") ||
	    !strstr(text, "findings: 0 new, 0 fixed, 9 unchanged, 6 gone with the removed modules\n"))
		fail_msg("%s", text);
	free(text);
	text = render(&r, true);
	if (!strstr(text, "  another layout (1):\n"
			  "    M=2, kCFI off, bti c no -> M=3, kCFI off, bti c no (1):\n"
			  "      kernel/drivers/i2c/m2_one.ko\n"))
		fail_msg("%s", text);
	free(text);
	kp_diff_result_free(&r);

	/* The other way round: m3_noprefix is added and its findings new, m3_xref removed. */
	kp_diff_compare(&r, &new, &old);
	assert_int_equal(r.nadded, 1);
	assert_int_equal(r.nremoved, 1);
	assert_int_equal(r.new_findings.count, 6);
	assert_int_equal(r.new_in_added, 6);
	assert_int_equal(r.removed_with_module.count, 0);
	assert_int_equal(r.fixed.count, 0);
	kp_diff_result_free(&r);
	kp_diff_side_free(&old);
	kp_diff_side_free(&new);
}

/* Records zeroed: the six traced functions became untraced, and their findings are new. */
static void test_functions(void **state)
{
	struct kp_diff_side old = { 0 }, new = { 0 };
	struct kp_diff_result r;

	(void)state;
	add_image(&old, "images/rfc-m3-good.elf", NULL);
	add_image(&new, "images/rfc-m3-zeroed.elf", NULL);
	kp_diff_compare(&r, &old, &new);
	assert_true(r.functions_known);
	assert_int_equal(r.old_totals.traced, 6);
	assert_int_equal(r.new_totals.traced, 0);
	assert_int_equal(r.ntraced, 0);
	assert_int_equal(r.nuntraced, 6);
	kp_diff_result_free(&r);
	kp_diff_side_free(&old);
	kp_diff_side_free(&new);
}

/* The alignment a config sets is the layout; what the prefixes happen to show is not. */
static void test_alignment(void **state)
{
	struct kp_diff_side old = { 0 }, new = { 0 };
	struct kp_diff_result r;

	(void)state;
	add_image(&old, "images/rfc-m3-good.elf", NULL);
	add_image(&new, "images/rfc-m3-good.elf", NULL);
	add_image(&old, "modules/tree-m3/kernel/drivers/char/m3_good1.ko.xz", "m3_good1.ko.xz");
	add_image(&new, "modules/tree-m3/kernel/drivers/char/m3_good1.ko.xz", "m3_good1.ko.xz");
	assert_int_equal(old.units[0].configured_align, KP_DIFF_UNKNOWN);
	/* A module whose prefixes sit on 32 bytes by chance is no other layout. */
	new.units[1].layout[KP_FUNC_ALIGN] = 32;
	new.units[0].layout[KP_FUNC_ALIGN] = 16;
	kp_diff_compare(&r, &old, &new);
	assert_int_equal(r.nrelaid, 0);
	assert_false(r.layout_changed[KP_FUNC_ALIGN]);
	kp_diff_result_free(&r);
	/* A configured alignment that changed is one. */
	old.units[0].configured_align = 8;
	new.units[0].configured_align = 16;
	old.units[1].configured_align = 8;
	new.units[1].configured_align = 16;
	kp_diff_compare(&r, &old, &new);
	assert_int_equal(r.nrelaid, 1);
	assert_true(r.layout_changed[KP_FUNC_ALIGN]);
	kp_diff_result_free(&r);
	kp_diff_side_free(&old);
	kp_diff_side_free(&new);
}

/* Reports that hold nothing to compare are refused with a reason; version 3 is read by role. */
static void test_report_shapes(void **state)
{
	static const char *const refused[][2] = {
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":2,\"files\":[]}", "its \"files\" is empty" },
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":2,\"files\":{}}", "its \"files\" is not an array" },
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":3,\"files\":{}}", "its \"files\" is not an array" },
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":3}", "without \"files\"" },
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":2,\"files\":[{\"file\":\"a.ko\",\"error\":\"not an ELF file\"},"
		  "{\"file\":\"b.ko\",\"error\":\"truncated\"}]}",
		  "every file of the report is an error entry (2; first: a.ko: not an ELF file)" },
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":1,\"files\":[]}",
		  "a kprefix-check document of schema_version 1, older than this kprefix reads (versions 2 and 3)" },
		/* Versions this kprefix does not read are refused, never read as one it does (issue 25). */
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":4,\"files\":[]}",
		  "a kprefix-check document of schema_version 4, newer than this kprefix reads (versions 2 and 3)" },
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":99,\"files\":[]}", "schema_version 99, newer" },
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":3.5,\"files\":[]}",
		  "a kprefix-check document of schema_version 3.5, not a whole number: this kprefix reads versions 2 and 3" },
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":1e6,\"files\":[]}",
		  "schema_version 1e6, not a whole number" },
		{ "{\"schema\":\"kprefix-check\",\"schema_version\":\"3\",\"files\":[]}",
		  "a kprefix-check document whose schema_version is the string \"3\", not a number: this kprefix reads versions 2 and 3" },
		{ "{\"schema\":\"kprefix-diff\",\"schema_version\":2}", "a \"kprefix-diff\" document, not a kprefix-check JSON report" },
		{ "{\"schema_version\":3}", "not a kprefix-check JSON report" },
	};
	const char *v3 =
		"{\"schema\":\"kprefix-check\",\"schema_version\":3,\"files\":["
		"{\"file\":\"vmlinux\",\"role\":\"vmlinux\",\"vmlinux\":null,\"exit_status\":0,"
		"\"layout\":{\"prefix_nops\":{\"value\":2},\"kcfi\":{\"value\":0},\"bti\":{\"value\":0},"
		"\"function_alignment\":{\"value\":8},\"sources\":{\"function_alignment\":{\"config\":{\"value\":8}}}},"
		"\"summary\":{\"functions\":10,\"traced\":9,\"text_bytes\":100},\"findings\":[]},"
		"{\"file\":\"lib/modules/x/kernel/a.ko.xz\",\"role\":\"module\",\"vmlinux\":\"vmlinux\",\"exit_status\":1,"
		"\"layout\":{\"prefix_nops\":{\"value\":3}},\"counts\":{\"functions\":2,\"traced\":2},"
		"\"findings\":[{\"check\":\"prefix-nops\",\"severity\":\"error\",\"function\":\"f\",\"offset\":0,"
		"\"address\":\"0x10\",\"message\":\"m\",\"folded\":false,\"fingerprint\":\"0123456789abcdef\","
		"\"source\":{\"unit\":\"drivers/a.c\",\"file\":null,\"line\":null,\"flags\":null}}]},"
		"{\"file\":\"lib/modules/x/kernel/b.ko\",\"role\":\"module\",\"error\":\"truncated\"}]}";
	char err[256];

	(void)state;
	for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
		struct kp_diff_side side = { 0 };
		struct kp_jvalue *doc = parse(refused[i][0]);

		err[0] = '\0';
		assert_int_equal(kp_diff_add_json(&side, doc, err, sizeof(err)), -1);
		if (!strstr(err, refused[i][1]))
			fail_msg("case %zu: '%s' does not say '%s'", i, err, refused[i][1]);
		kp_json_free(doc);
		kp_diff_side_free(&side);
	}

	struct kp_diff_side side = { 0 };
	struct kp_jvalue *doc = parse(v3);

	assert_int_equal(kp_diff_add_json(&side, doc, err, sizeof(err)), 0);
	kp_json_free(doc);
	assert_int_equal(side.count, 2);
	assert_int_equal(side.unreadable, 1);
	assert_string_equal(side.first_error, "lib/modules/x/kernel/b.ko: truncated");
	assert_false(side.units[0].module);
	assert_string_equal(side.units[0].scope, "vmlinux");
	assert_int_equal(side.units[0].configured_align, 8);
	assert_int_equal(side.units[0].functions, 10);
	assert_int_equal(side.units[0].text_bytes, 100);
	assert_true(side.units[1].module);
	assert_string_equal(side.units[1].scope, "a.ko");
	assert_int_equal(side.units[1].layout[KP_PREFIX_NOPS], 3);
	assert_int_equal(side.units[1].findings.count, 1);
	assert_string_equal(side.units[1].findings.items[0].function, "f");
	assert_string_equal(kp_finding_attribution(&side.units[1].findings,
						   &side.units[1].findings.items[0])->unit, "drivers/a.c");
	assert_string_equal(message_of(&side.units[1].findings, &side.units[1].findings.items[0]), "m");
	assert_int_equal(side.units[1].findings.items[0].address, 0x10);
	kp_diff_side_free(&side);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reports),
		cmocka_unit_test(test_known_state),
		cmocka_unit_test(test_trees),
		cmocka_unit_test(test_functions),
		cmocka_unit_test(test_alignment),
		cmocka_unit_test(test_report_shapes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
