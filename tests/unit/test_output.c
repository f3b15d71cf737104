// SPDX-License-Identifier: GPL-2.0-only
/*
 * What a run's findings become for their readers: fingerprints (stable across
 * rebuilds, distinct within a report), the JSON reader, the baseline and the
 * suppressions (gate/), and the text, SARIF, GitHub and Markdown writers.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>
#include <zlib.h>

#include "fixture.h"
#include "kprefix/common.h"
#include "kprefix/pipeline.h"
#include "kprefix/gate.h"
#include "kprefix/json_read.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The fingerprints of a report, sorted. */
static char **fingerprints(const struct checked *c)
{
	char **fps = calloc(c->findings.count + 1, sizeof(*fps));

	for (size_t i = 0; i < c->findings.count; i++)
		fps[i] = (char *)c->findings.items[i].fingerprint;
	qsort(fps, c->findings.count, sizeof(*fps), cmp_str);
	return fps;
}

/* One source built for RVC and without: other addresses and offsets, the same defects. */
static void test_stable_across_rebuilds(void **state)
{
	struct checked rvc, norvc;

	(void)state;
	check_fixture(&rvc, "../riscv64/images/kcfi-callops-rvc-bad");
	check_fixture(&norvc, "../riscv64/images/kcfi-callops-norvc-bad");
	assert_int_equal(rvc.findings.count, norvc.findings.count);
	assert_true(rvc.findings.count > 5);

	char **a = fingerprints(&rvc), **b = fingerprints(&norvc);

	for (size_t i = 0; i < rvc.findings.count; i++) {
		assert_int_equal(strlen(a[i]), KP_FINGERPRINT_LEN);
		assert_string_equal(a[i], b[i]);
		/* Distinct within the report. */
		if (i)
			assert_string_not_equal(a[i - 1], a[i]);
	}
	free(a);
	free(b);
	checked_free(&rvc);
	checked_free(&norvc);
}

/* Findings that agree in everything a fingerprint reads are told apart by their order. */
static void test_duplicates_distinct(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "rfc-m3-bad");
	struct kp_findings *fs = &c.findings;
	size_t n = fs->count;

	assert_true(n >= 2);
	fs->items[1] = fs->items[0];
	{ char scope[256]; kp_fingerprint_scope(c.an->image, scope, sizeof(scope)); kp_findings_fingerprint(fs, scope); }
	assert_string_not_equal(fs->items[0].fingerprint, fs->items[1].fingerprint);

	char first[KP_FINGERPRINT_LEN + 1];

	memcpy(first, fs->items[0].fingerprint, sizeof(first));
	/* A type hash, a variant, an island each make another finding. */
	fs->items[0].has_type = true;
	fs->items[0].type_hash = 0x12345678;
	{ char scope[256]; kp_fingerprint_scope(c.an->image, scope, sizeof(scope)); kp_findings_fingerprint(fs, scope); }
	assert_string_not_equal(fs->items[0].fingerprint, first);
	checked_free(&c);
}

static bool keep_errors(const struct kp_finding *f, void *ctx)
{
	(void)ctx;
	return f->severity == KP_ERROR && f->check != KP_CHECK_HASH_OFFSET;
}

static bool keep_all_but_types(const struct kp_finding *f, void *ctx)
{
	(void)ctx;
	return f->check != KP_CHECK_TYPE_OFFSET;
}

static void test_filter(void **state)
{
	struct checked c;

	(void)state;
	check_fixture(&c, "rfc-m3-bad");
	size_t before = c.findings.count, hash = kp_findings_count_check(&c.findings, KP_CHECK_HASH_OFFSET);

	assert_int_equal(kp_findings_filter(&c.findings, keep_errors, NULL), hash);
	assert_int_equal(c.findings.count, before - hash);
	assert_int_equal(c.findings.per_severity[KP_ERROR], before - hash);
	checked_free(&c);

	/*
	 * Without the type-offset findings that sum them up, the details are
	 * shown: the container says so, the findings stay as their checks made them.
	 */
	check_fixture(&c, "rfc-m3-bad");
	const struct kp_finding *detail = finding_for(&c, KP_CHECK_CALLSITE_OFFSET, "ut_call");

	size_t types = kp_findings_count_check(&c.findings, KP_CHECK_TYPE_OFFSET);

	assert_true(kp_finding_folded(&c.findings, detail));
	assert_int_equal(types, 2);
	assert_int_equal(kp_findings_filter(&c.findings, keep_all_but_types, NULL), types);
	detail = finding_for(&c, KP_CHECK_CALLSITE_OFFSET, "ut_call");
	assert_true(detail->folded);
	assert_false(kp_finding_folded(&c.findings, detail));
	checked_free(&c);
}

static void test_scope(void **state)
{
	struct kp_image image = { .elf_type = 1 /* ET_REL */, .path = (char *)"tree/kernel/drivers/m.ko.xz" };
	char buf[64];

	(void)state;
	kp_fingerprint_scope(&image, buf, sizeof(buf));
	assert_string_equal(buf, "m.ko");
	image.display_name = (char *)"x.ko.zst";
	kp_fingerprint_scope(&image, buf, sizeof(buf));
	assert_string_equal(buf, "x.ko");
	image.display_name = (char *)"plain.o";
	kp_fingerprint_scope(&image, buf, sizeof(buf));
	assert_string_equal(buf, "plain.o");
	image.elf_type = 3;
	kp_fingerprint_scope(&image, buf, sizeof(buf));
	assert_string_equal(buf, "vmlinux");
}

static struct kp_jvalue *parse(const char *text, char *err)
{
	return kp_json_parse(text, strlen(text), err, 128);
}

static void test_json_read(void **state)
{
	char err[128];
	struct kp_jvalue *v;

	(void)state;
	v = parse(" {\"a\": [1, -2, true, false, null, \"x\\u00e9\\ud83d\\ude00\\n\\t\\\"\\\\\\/\\b\\f\\r\"], \"b\": {}, \"c\": []} ", err);
	assert_non_null(v);
	const struct kp_jvalue *a = kp_json_get(v, "a");

	assert_int_equal(a->type, KP_JARRAY);
	assert_int_equal(a->count, 6);
	assert_int_equal(a->items[1].number, -2);
	assert_true(a->items[2].boolean);
	assert_int_equal(a->items[4].type, KP_JNULL);
	assert_string_equal(a->items[5].string, "x\xc3\xa9\xf0\x9f\x98\x80\n\t\"\\/\b\f\r");
	assert_int_equal(kp_json_get(v, "b")->type, KP_JOBJECT);
	assert_null(kp_json_get(v, "zz"));
	assert_null(kp_json_get(a, "a"));
	assert_null(kp_json_get_string(v, "a"));
	assert_int_equal(kp_json_get_number(v, "a", 7), 7);
	kp_json_free(v);
	v = parse("{\"n\": 12, \"t\": true, \"p\": -4.75e+1}", err);
	assert_int_equal(kp_json_get_number(v, "n", 0), 12);
	assert_int_equal(kp_json_get_number(v, "p", 0), -4);
	assert_int_equal(kp_json_get_number(v, "t", 0), 1);
	kp_json_free(v);
	kp_json_free(NULL);

	static const char *const bad[] = {
		"", "{", "[1,]", "[1 2]", "{\"a\" 1}", "{1: 2}", "{\"a\": 1,}", "\"abc", "\"a\\q\"",
		"\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "01", "1.", "1e", "1e+", "-",
		"99999999999999999999", "123456789012345678901234567890123", "tru", "nul", "[] []", "\"\x01\"",
		"\"\xff\"", "\"a\\",
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		v = parse(bad[i], err);
		if (v)
			fail_msg("'%s' parsed", bad[i]);
		assert_non_null(strstr(err, "at byte"));
	}
	/* Deeper than any document kprefix writes. */
	char deep[200];

	memset(deep, '[', sizeof(deep) - 1);
	deep[sizeof(deep) - 1] = '\0';
	assert_null(parse(deep, err));
	assert_non_null(strstr(err, "nested deeper"));
	assert_null(kp_json_read_file("/nonexistent/x.json", err, sizeof(err)));
	assert_null(kp_json_read_file("/", err, sizeof(err)));
}

/* Issue 18.8: what kprefix writes it reads back; a NUL never cuts a string (18.8); only regular files (18.6). */
static void test_json_read_limits(void **state)
{
	char err[256], dir[] = "/tmp/kprefix-fifo-XXXXXX", fifo[64];
	struct kp_jvalue *v;

	(void)state;
	/* Unsigned 64-bit counts and sizes, as json_uint writes them (a 2^63-byte section). */
	v = parse("{\"a\": 18446744073709551615, \"b\": 9223372036854775808, \"c\": -9223372036854775808, "
		  "\"d\": 7}", err);
	assert_non_null(v);
	assert_true(kp_json_get_unsigned(v, "a", 0) == 18446744073709551615ull);
	assert_true(kp_json_get_number(v, "a", 0) == 9223372036854775807ll);
	assert_true(kp_json_get_unsigned(v, "b", 0) == 9223372036854775808ull);
	assert_true(kp_json_get_number(v, "c", 0) == -9223372036854775807ll - 1);
	assert_true(kp_json_get_unsigned(v, "c", 5) == 5);
	assert_true(kp_json_get_unsigned(v, "d", 0) == 7);
	kp_json_free(v);
	/* A report with such a number is a baseline like any other. */
	struct kp_baseline b;

	v = parse("{\"schema\": \"kprefix-check\", \"schema_version\": 2, \"counts\": "
		  "{\"text_bytes\": 9223372036854775808}, \"findings\": [{\"fingerprint\": \"0123456789abcdef\"}]}",
		  err);
	assert_non_null(v);
	assert_int_equal(kp_baseline_from_json(v, "b.json", &b, err, sizeof(err)), 0);
	assert_int_equal(b.count, 1);
	kp_baseline_free(&b);
	kp_json_free(v);
	assert_null(parse("18446744073709551616", err));
	assert_string_equal(err, "at byte 0: a number above 2^64-1");
	assert_null(parse("-9223372036854775809", err));
	assert_string_equal(err, "at byte 0: a number below -2^63");
	/* A fingerprint "...\u0000zz" would be cut to 16 hex digits and match another. */
	assert_null(parse("{\"fingerprint\": \"0123456789abcdef\\u0000zz\"}", err));
	assert_string_equal(err, "at byte 33: a \\u0000 in a string: no name, path or fingerprint holds one");
	v = parse("\"a\\u0001b\"", err);
	assert_non_null(v);
	assert_string_equal(v->string, "a\001b");
	kp_json_free(v);
	/* Arrays of one value keep room for one (a baseline of [0],[0],... took 64 each). */
	v = parse("[[0],[1,2],{\"k\":[]}]", err);
	assert_non_null(v);
	assert_int_equal(v->count, 3);
	assert_int_equal(v->items[0].count, 1);
	assert_int_equal(v->items[1].items[1].number, 2);
	assert_string_equal(v->items[2].keys[0], "k");
	kp_json_free(v);

	assert_null(kp_json_read_file("/dev/zero", err, sizeof(err)));
	assert_string_equal(err, "a device, not a regular file");
	assert_non_null(mkdtemp(dir));
	snprintf(fifo, sizeof(fifo), "%s/fifo", dir);
	assert_int_equal(mkfifo(fifo, 0600), 0);
	assert_null(kp_json_read_file(fifo, err, sizeof(err)));
	assert_string_equal(err, "a FIFO, not a regular file");
	unlink(fifo);
	rmdir(dir);
}

/*
 * kp_check_opened on an image the caller lent: when the analysis fails (here
 * riscv64 code under an arm64 header, found by fuzz_image), the image is
 * still the caller's to use and close (the harness once read it freed).
 */
static void test_check_opened_borrows(void **state)
{
	char path[512], err[256];
	struct kp_analysis_input input;
	struct kp_image *image;

	(void)state;
	snprintf(path, sizeof(path), "%s/../fuzz/corpus/fuzz_image-analysis-fails-borrowed.bin",
		 FIXTURES_DIR);
	image = kp_image_open(path, err, sizeof(err));
	assert_non_null(image);
	kp_analysis_input_init(&input);

	struct kp_checked res = { .image = image };

	kp_check_opened(&res, &input, KP_ALL_CHECKS, false, NULL);
	assert_non_null(res.error);
	assert_int_equal(res.status, KP_EXIT_USAGE);
	assert_ptr_equal(res.image, image);
	assert_true(image->nfuncs > 0);
	res.image = NULL;
	kp_checked_free(&res);
	kp_image_close(image);
}

static void test_fingerprint_set(void **state)
{
	struct kp_fingerprint_set set = { 0 };
	char err[128];

	(void)state;
	kp_fingerprint_set_add(&set, "00000000000000bb");
	kp_fingerprint_set_add(&set, "00000000000000aa");
	kp_fingerprint_set_add(&set, "00000000000000bb");
	assert_false(kp_fingerprint_set_add(&set, "00000000000000b"));
	assert_false(kp_fingerprint_set_add(&set, "00000000000000bbb"));
	kp_fingerprint_set_seal(&set);
	assert_int_equal(set.count, 2);
	assert_true(kp_fingerprint_set_has(&set, "00000000000000aa"));
	assert_false(kp_fingerprint_set_has(&set, "00000000000000ab"));
	kp_fingerprint_set_free(&set);

	/* Neither a report nor a SARIF log; fingerprints that are none are skipped. */
	struct kp_jvalue *v = parse("{\"version\": \"2.1.0\"}", err);
	struct kp_baseline b;

	assert_int_equal(kp_baseline_from_json(v, "b.json", &b, err, sizeof(err)), -1);
	assert_string_equal(err, "neither a kprefix JSON report nor a SARIF 2.1.0 log");
	kp_baseline_free(&b);
	kp_json_free(v);
	v = parse("{\"schema\": \"kprefix-diff\", \"schema_version\": 2, \"findings\": "
		  "[{\"fingerprint\": \"XYZ\"}, {\"fingerprint\": \"0123456789abcdeF\"}, "
		  "{\"fingerprint\": \"0123456789abcdef\"}]}", err);
	assert_int_equal(kp_baseline_from_json(v, "b.json", &b, err, sizeof(err)), 0);
	assert_int_equal(b.count, 1);
	kp_baseline_free(&b);
	kp_json_free(v);
}

/*
 * Only the versions this kprefix reads, and only kprefix's SARIF: anything
 * else is refused with what it is, never read as a baseline of nothing
 * (issue 25: versions 4, 99, 3.5, 1e6 and "3" were taken; CodeQL's log
 * made every finding new).
 */
static void test_baseline_refuses(void **state)
{
	static const struct {
		const char *doc, *err;
	} cases[] = {
		{ "{\"schema\": \"kprefix-check\", \"schema_version\": 4}",
		  "a kprefix-check document of schema_version 4, newer than this kprefix reads (versions 2 and 3)" },
		{ "{\"schema\": \"kprefix-check\", \"schema_version\": 99}",
		  "a kprefix-check document of schema_version 99, newer than this kprefix reads (versions 2 and 3)" },
		{ "{\"schema\": \"kprefix-check\", \"schema_version\": 3.5}",
		  "a kprefix-check document of schema_version 3.5, not a whole number: this kprefix reads versions 2 and 3" },
		{ "{\"schema\": \"kprefix-check\", \"schema_version\": 1e6}",
		  "a kprefix-check document of schema_version 1e6, not a whole number: this kprefix reads versions 2 and 3" },
		{ "{\"schema\": \"kprefix-check\", \"schema_version\": 3.0}",
		  "a kprefix-check document of schema_version 3.0, not a whole number: this kprefix reads versions 2 and 3" },
		{ "{\"schema\": \"kprefix-check\", \"schema_version\": \"3\"}",
		  "a kprefix-check document whose schema_version is the string \"3\", not a number: this kprefix reads versions 2 and 3" },
		{ "{\"schema\": \"kprefix-check\", \"schema_version\": null}",
		  "a kprefix-check document whose schema_version is null, not a number: this kprefix reads versions 2 and 3" },
		{ "{\"schema\": \"kprefix-check\"}",
		  "a kprefix-check document without a schema_version: this kprefix reads versions 2 and 3" },
		{ "{\"schema\": \"kprefix-check\", \"schema_version\": -1}",
		  "a kprefix-check document of schema_version -1, older than this kprefix reads (versions 2 and 3)" },
		{ "{\"schema\": \"kprefix-check\", \"schema_version\": 18446744073709551615}",
		  "a kprefix-check document of schema_version 18446744073709551615, newer than this kprefix reads (versions 2 and 3)" },
		{ "{\"schema\": \"kprefix-diff\", \"schema_version\": 3}",
		  "a kprefix-diff document of schema_version 3, newer than this kprefix reads (version 2)" },
		{ "{\"schema\": \"kprefix-show\", \"schema_version\": 2}",
		  "a \"kprefix-show\" document, not a kprefix check or diff report nor a SARIF log of kprefix" },
		{ "{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"CodeQL\"}}, \"results\": []}]}",
		  "a SARIF log of CodeQL, not of kprefix: its results hold no kprefix fingerprints" },
		{ "{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"kprefix\"}}}, {\"results\": []}]}",
		  "a SARIF log whose run 2 names no tool: kprefix's runs name kprefix" },
		{ "{\"version\": \"2.1.0\", \"runs\": []}", "a SARIF log without runs: kprefix writes one" },
	};
	char err[256];

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct kp_jvalue *v = parse(cases[i].doc, err);
		struct kp_baseline b;

		assert_non_null(v);
		assert_int_equal(kp_baseline_from_json(v, "b.json", &b, err, sizeof(err)), -1);
		assert_string_equal(err, cases[i].err);
		kp_baseline_free(&b);
		kp_json_free(v);
	}
}

/*
 * A string named by many entries is kept once: every fingerprint of a SARIF
 * result shares its message, every finding of a report its file's name.
 */
static void test_baseline_shares_strings(void **state)
{
	char err[256];
	struct kp_baseline b;
	struct kp_jvalue *v = parse(
		"{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"kprefix\"}}, "
		"\"results\": [{\"ruleId\": \"ops-slot\", \"level\": \"error\", \"message\": {\"text\": \"long\"}, "
		"\"properties\": {\"fingerprints\": [\"00000000000000a1\", \"00000000000000a2\", \"00000000000000a3\"]}}]}]}",
		err);

	(void)state;
	assert_non_null(v);
	assert_int_equal(kp_baseline_from_json(v, "b.sarif", &b, err, sizeof(err)), 0);
	kp_json_free(v);
	assert_int_equal(b.count, 3);
	assert_string_equal(b.entries[0].message, "long");
	assert_ptr_equal(b.entries[0].message, b.entries[2].message);
	assert_string_equal(b.entries[1].check, "ops-slot");
	/* ops-slot, error, long: three strings for three entries. */
	assert_int_equal(kp_strset_size(&b.strings), 3);
	kp_baseline_free(&b);

	v = parse("{\"schema\": \"kprefix-check\", \"schema_version\": 3, \"files\": [{\"name\": \"m.ko\", "
		  "\"findings\": [{\"fingerprint\": \"00000000000000b1\", \"function\": \"f\"}, "
		  "{\"fingerprint\": \"00000000000000b2\", \"function\": \"g\"}]}]}", err);
	assert_non_null(v);
	assert_int_equal(kp_baseline_from_json(v, "b.json", &b, err, sizeof(err)), 0);
	kp_json_free(v);
	assert_int_equal(b.count, 2);
	assert_ptr_equal(b.entries[0].file, b.entries[1].file);
	assert_string_equal(b.entries[1].file, "m.ko");
	assert_string_equal(b.entries[1].function, "g");
	kp_baseline_free(&b);
}

static void test_suppressions(void **state)
{
	struct kp_suppressions s;
	char err[256], path[] = "/tmp/kprefix-supp-XXXXXX";
	int fd = mkstemp(path);
	FILE *f = fdopen(fd, "w");

	(void)state;
	fputs("  # comment\r\n\nhash-offset\tsource:drivers/*.c\treviewed\r\n* module:m.ko why\n", f);
	fclose(f);
	assert_int_equal(kp_suppressions_read(path, &s, err, sizeof(err)), 0);
	assert_int_equal(s.count, 2);
	assert_int_equal(s.items[0].line, 3);
	assert_string_equal(s.items[0].reason, "reviewed");

	struct kp_finding fnd = { .check = KP_CHECK_HASH_OFFSET };

	assert_ptr_equal(kp_suppressions_match(&s, &fnd, "drivers/x.c", "vmlinux"), &s.items[0]);
	assert_null(kp_suppressions_match(&s, &fnd, NULL, "vmlinux"));
	assert_ptr_equal(kp_suppressions_match(&s, &fnd, NULL, "kernel/m.ko"), &s.items[1]);
	assert_int_equal(s.items[1].matched, 1);
	kp_suppressions_free(&s);

	f = fopen(path, "w");
	fputs("hash-offset function:\treason\n", f);
	fclose(f);
	assert_int_equal(kp_suppressions_read(path, &s, err, sizeof(err)), -1);
	assert_string_equal(err, "line 1: an empty pattern");
	kp_suppressions_free(&s);
	f = fopen(path, "w");
	fputs("hash-offset\n", f);
	fclose(f);
	assert_int_equal(kp_suppressions_read(path, &s, err, sizeof(err)), -1);
	assert_string_equal(err, "line 1: a suppression is CHECK-ID PATTERN REASON");
	kp_suppressions_free(&s);
	/* Issue 18.8: a check id with ESC, BEL, CR is echoed as \\xNN, never raw. */
	f = fopen(path, "w");
	fputs("hash\033[2J\a\roffset f reason\n", f);
	fclose(f);
	assert_int_equal(kp_suppressions_read(path, &s, err, sizeof(err)), -1);
	assert_string_equal(err, "line 1: 'hash\\x1b[2J\\x07\\x0doffset' is not a check id (see 'kprefix list-checks')");
	kp_suppressions_free(&s);
	f = fopen(path, "w");
	fwrite("hash-offset f reason\nhash-offset g\0 reason\n", 1, 43, f);
	fclose(f);
	assert_int_equal(kp_suppressions_read(path, &s, err, sizeof(err)), -1);
	assert_string_equal(err, "line 2: a NUL byte: not a text file");
	kp_suppressions_free(&s);
	assert_int_equal(kp_suppressions_read("/dev/zero", &s, err, sizeof(err)), -1);
	assert_string_equal(err, "a device, not a regular file");
	kp_suppressions_free(&s);
	unlink(path);
}

/*
 * Issue 18.7: suppressions are looked up by their patterns' literal heads and
 * tails, and the first line in file order that covers a finding still wins,
 * whichever of head, tail or neither it is found through.
 */
static void test_suppressions_order(void **state)
{
	struct kp_suppressions s;
	char err[256], path[] = "/tmp/kprefix-supp-XXXXXX";
	int fd = mkstemp(path);
	FILE *f = fdopen(fd, "w");
	struct kp_finding fnd = { .check = KP_CHECK_HASH_OFFSET, .function = "udc_irq" };

	(void)state;
	fputs("prefix-nops udc_irq other check\n"   /* 0: wrong check */
	      "hash-offset module:udc_irq not a module\n" /* 1: wrong field */
	      "hash-offset *_irq by tail\n"         /* 2: tail */
	      "hash-offset udc_irq literal\n"       /* 3: literal, later */
	      "* u*q by head\n"                     /* 4: head */
	      "hash-offset *dc_i* neither\n"        /* 5: neither head nor tail */
	      "hash-offset [u]dc_irq bracket head\n" /* 6 */
	      "hash-offset udc_ir\\q escaped\n",    /* 7: head 'udc_ir' */
	      f);
	fclose(f);
	assert_int_equal(kp_suppressions_read(path, &s, err, sizeof(err)), 0);
	assert_int_equal(s.count, 8);
	assert_ptr_equal(kp_suppressions_match(&s, &fnd, NULL, "vmlinux"), &s.items[2]);
	fnd.function = "udc_irqx"; /* not the tail, not the literal: the head u*q fails, *dc_i* covers it */
	assert_ptr_equal(kp_suppressions_match(&s, &fnd, NULL, "vmlinux"), &s.items[5]);
	fnd.function = "xdc_irq";  /* only the tail *_irq */
	assert_ptr_equal(kp_suppressions_match(&s, &fnd, NULL, "vmlinux"), &s.items[2]);
	fnd.function = "abc";
	assert_null(kp_suppressions_match(&s, &fnd, NULL, "vmlinux"));
	fnd.check = KP_CHECK_PREFIX_NOPS;
	fnd.function = "udc_irq";
	assert_ptr_equal(kp_suppressions_match(&s, &fnd, NULL, "vmlinux"), &s.items[0]);
	fnd.function = "uq";
	assert_ptr_equal(kp_suppressions_match(&s, &fnd, NULL, "vmlinux"), &s.items[4]);
	fnd.function = NULL;     /* the module's file name: module: and unprefixed patterns */
	fnd.check = KP_CHECK_HASH_OFFSET;
	assert_ptr_equal(kp_suppressions_match(&s, &fnd, NULL, "drivers/udc_irq"), &s.items[1]);
	assert_int_equal(s.items[2].matched, 2);
	assert_int_equal(s.items[5].matched, 1);
	kp_suppressions_free(&s);
	unlink(path);
}

/*
 * A source line is the physical location; an absolute path is a file: URI,
 * a relative one relative to SRCROOT; a location in the image without an
 * address points at the ELF header. One cause: one result, one annotation.
 */
static void test_sarif_github_places(void **state)
{
	struct kp_finding items[3] = {
		{ .check = KP_CHECK_HASH_OFFSET, .severity = KP_WARNING, .function = "f", .func_offset = 4,
		  .address = 0xffff800080001004ull, .text = "m", .fingerprint = "0123456789abcdef" },
		{ .check = KP_CHECK_HASH_OFFSET, .severity = KP_WARNING, .function = "g",
		  .address = 0xffff800080002000ull, .text = "m", .fingerprint = "fedcba9876543210" },
		/* A second copy of f, from the same header line: told apart by its id. */
		{ .check = KP_CHECK_HASH_OFFSET, .severity = KP_WARNING, .function = "f", .func_offset = 4,
		  .address = 0xffff800080003004ull, .text = "m", .fingerprint = "00000000000000ff" },
	};
	struct kp_findings findings = { .items = items, .count = 3 };
	struct kp_finding_place place = { "/abs/vm linux", "vmlinux", KP_BASELINE_NONE };
	struct kp_attribution header = { .file = "drivers/a b.c", .line = 12 };
	struct kp_causes *causes = kp_causes_new(NULL, false);
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	(void)state;
	kp_findings_attribute(&findings, &items[0], &header);
	kp_findings_attribute(&findings, &items[2], &header);
	kp_causes_add(causes, NULL, &findings, &place);
	kp_sarif_write(out, causes, 0, NULL, 0);
	kp_github_write(out, causes, NULL, 0);
	fclose(out);
	kp_causes_free(causes);
	/* The first by path is the primary location: the image's sorts before the source's. */
	assert_non_null(strstr(buf, "{\"id\":1,\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"drivers/a%20b.c\",\"uriBaseId\":\"SRCROOT\"},\"region\":{\"startLine\":12}"));
	assert_non_null(strstr(buf, "{\"id\":2,\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"drivers/a%20b.c\",\"uriBaseId\":\"SRCROOT\"},\"region\":{\"startLine\":12}"));
	assert_non_null(strstr(buf, "{\"id\":0,\"physicalLocation\":{\"artifactLocation\":{\"uri\":\"file:///abs/vm%20linux\"},\"region\":{\"byteOffset\":0,\"byteLength\":64}"));
	assert_non_null(strstr(buf, "\"informationUri\":"));
	/* Above INT64_MAX: no absoluteAddress, the address as text. */
	assert_null(strstr(buf, "absoluteAddress"));
	assert_non_null(strstr(buf, "\"address\":\"0xffff800080002000\""));
	assert_non_null(strstr(buf, "\"fingerprints\":[\"fedcba9876543210\",\"0123456789abcdef\",\"00000000000000ff\"]"));
	assert_non_null(strstr(buf, "::warning file=/abs/vm linux,title=hash-offset::vmlinux: 3 functions (g, f (0xffff800080001000), f (0xffff800080003000)): m\n"));
	assert_non_null(strstr(buf, "  vmlinux: f+0x4 (0xffff800080001004) in drivers/a b.c:12\n"));
	free(buf);

	/* Under --source-root: absolute paths under it relative to it, the root as SRCROOT. */
	causes = kp_causes_new("/", false);
	findings.items = NULL; /* on the stack */
	kp_findings_free(&findings);
	findings = (struct kp_findings){ .items = items, .count = 3 };
	kp_findings_attribute(&findings, &items[0], &(struct kp_attribution){ .file = "/src/a.c", .line = 12 });
	kp_findings_attribute(&findings, &items[2], &header);
	place.artifact = "/boot/no-such-vmlinux";
	buf = NULL;
	out = open_memstream(&buf, &len);
	kp_causes_add(causes, NULL, &findings, &place);
	kp_sarif_write(out, causes, 0, NULL, 0);
	kp_gitlab_write(out, causes);
	fclose(out);
	kp_causes_free(causes);
	assert_non_null(strstr(buf, "\"originalUriBaseIds\":{\"SRCROOT\":{\"uri\":\"file:///\""));
	assert_non_null(strstr(buf, "\"uri\":\"src/a.c\",\"uriBaseId\":\"SRCROOT\""));
	assert_non_null(strstr(buf, "\"uri\":\"boot/no-such-vmlinux\",\"uriBaseId\":\"SRCROOT\""));
	assert_non_null(strstr(buf, "\"location\":{\"path\":\"boot/no-such-vmlinux\",\"lines\":{\"begin\":1}}"));
	free(buf);
	findings.items = NULL; /* on the stack */
	kp_findings_free(&findings);
}

/*
 * What KP_TEXT_LINES leaves out of a check, as the text report of an image,
 * a module tree's and kprefix diff's say it (one function, kp_text_print_more):
 * the place and the check bold on a terminal, a name shown as names are.
 */
static void test_text_more(void **state)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	(void)state;
	assert_non_null(out);
	kp_text_print_more(out, false, "", "vmlinux", KP_CHECK_PREFIX_NOPS, 12);
	kp_text_print_more(out, false, "modules under ", "lib/\x1b", KP_CHECK_HASH_OFFSET, 1);
	kp_text_print_more(out, false, "  ", NULL, KP_CHECK_PREFIX_NOPS, 3);
	kp_text_print_more(out, true, "", "vmlinux", KP_CHECK_PREFIX_NOPS, 2);
	fclose(out);
	assert_string_equal(buf,
		"vmlinux: and 12 more [prefix-nops] findings (-v lists every one)\n"
		"modules under lib/\\x1b: and 1 more [hash-offset] finding (-v lists every one)\n"
		"  and 3 more [prefix-nops] findings (-v lists every one)\n"
		"\33[01m\33[Kvmlinux:\33[m\33[K and 2 more [\33[01m\33[Kprefix-nops\33[m\33[K] findings "
		"(-v lists every one)\n");
	free(buf);
}

/*
 * How names are shown on a terminal or in a log (issue 25): C0, DEL and C1
 * controls (U+0080..U+009F, 2 bytes each) and invalid bytes as \xNN; the '['
 * of "##[" as \x5b; a leading "::", after spaces GitHub's runner trims, with
 * its first ':' as \x3a; everything else, "::" and "##" elsewhere too, as it is.
 */
static void test_visible(void **state)
{
	static const struct {
		const char *name, *shown;
	} cases[] = {
		{ "csi\xc2\x9b" "2J osc\xc2\x9d" "0;t\xc2\x9c st", "csi\\xc2\\x9b2J osc\\xc2\\x9d0;t\\xc2\\x9c st" },
		{ "nbsp\xc2\xa0 e\xcc\x81 \xc2\x80\xc2\x9f", "nbsp\xc2\xa0 e\xcc\x81 \\xc2\\x80\\xc2\\x9f" },
		{ "\x1b[2J\x7f\xff\xc2", "\\x1b[2J\\x7f\\xff\\xc2" },
		{ "x##[error]y ##[ #[ # #[", "x##\\x5berror]y ##\\x5b #[ # #[" },
		{ "##[", "##\\x5b" },
		{ "::error::x", "\\x3a:error::x" },
		{ " \xe3\x80\x80\xc2\xa0::warning::x", " \xe3\x80\x80\xc2\xa0\\x3a:warning::x" },
		{ "\t::x", "\\x09::x" },
		{ ":x::y", ":x::y" },
		{ "a::b", "a::b" },
		/* Bidi controls and invisible format characters, their neighbours shown. */
		{ "rlo\xe2\x80\xae" "cba lri\xe2\x81\xa6x\xe2\x81\xa9 rlm\xe2\x80\x8f alm\xd8\x9c",
		  "rlo\\xe2\\x80\\xaecba lri\\xe2\\x81\\xa6x\\xe2\\x81\\xa9 rlm\\xe2\\x80\\x8f alm\\xd8\\x9c" },
		{ "zw\xe2\x80\x8b\xe2\x80\x8d ls\xe2\x80\xa8 wj\xe2\x81\xa0 bom\xef\xbb\xbf",
		  "zw\\xe2\\x80\\x8b\\xe2\\x80\\x8d ls\\xe2\\x80\\xa8 wj\\xe2\\x81\\xa0 bom\\xef\\xbb\\xbf" },
		{ "\xe2\x80\x8a\xe2\x80\xaf\xe2\x81\x9f\xe2\x81\xb0\xd8\x9b\xef\xbb\xbe",
		  "\xe2\x80\x8a\xe2\x80\xaf\xe2\x81\x9f\xe2\x81\xb0\xd8\x9b\xef\xbb\xbe" },
	};
	char buf[128];

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char *got = NULL;
		size_t len = 0;
		FILE *out = open_memstream(&got, &len);

		fput_visible(cases[i].name, out);
		fclose(out);
		assert_string_equal(got, cases[i].shown);
		assert_string_equal(kp_visible(cases[i].name, SIZE_MAX, buf, sizeof(buf)), cases[i].shown);
		free(got);
	}
	/* Cut at what fits: a character or an escape whole, or not at all. */
	assert_string_equal(kp_visible("ab\xc2\x9b", SIZE_MAX, buf, 7), "ab\\xc2");
	assert_string_equal(kp_visible("ab\xc3\xa9", SIZE_MAX, buf, 4), "ab");
}

/*
 * GitHub's workflow commands from hostile names (issue 25): a module whose
 * name starts with "::" after white space the runner trims (an ideographic
 * space), a symbol holding "##[error]", C1 controls (CSI, OSC) and a '%'.
 * Every line but kprefix's own commands is no command: the leading "::"
 * reads "\x3a:" and "##[" "##\x5b"; C1 controls are \xNN; '%' is %25 in
 * command data only, ':' and ',' %3A and %2C in properties only.
 */
static void test_github_injection(void **state)
{
	struct kp_finding items[2] = {
		{ .check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR, .function = "f##[error]x",
		  .address = 0x1000, .text = "50% \xc2\x9b" "31m", .fingerprint = "0123456789abcdef" },
		{ .check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR, .function = "g\xc2\x9d" "0;t\xc2\x9c",
		  .address = 0x1008, .text = "50% \xc2\x9b" "31m", .fingerprint = "fedcba9876543210" },
	};
	struct kp_findings findings = { .items = items, .count = 2 };
	struct kp_finding_place place = { "/t/::notice::m,1.ko", "\xe3\x80\x80::warning::m,1.ko", KP_BASELINE_NONE };
	struct kp_causes *causes = kp_causes_new(NULL, false);
	char *buf = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&buf, &len);

	(void)state;
	kp_causes_add(causes, NULL, &findings, &place);
	kp_github_write(out, causes, NULL, 0);
	fclose(out);
	kp_causes_free(causes);
	assert_string_equal(buf,
		"::error file=/t/%3A%3Anotice%3A%3Am%2C1.ko,title=prefix-nops::\xe3\x80\x80::warning::m,1.ko: 2 functions (f##\\x5berror]x, g\\xc2\\x9d0;t\\xc2\\x9c): 50%25 \\xc2\\x9b31m\n"
		"::group::error [prefix-nops] \xe3\x80\x80::warning::m,1.ko: 2 functions (f##\\x5berror]x, g\\xc2\\x9d0;t\\xc2\\x9c)\n"
		"  50% \\xc2\\x9b31m\n"
		"  \xe3\x80\x80\\x3a:warning::m,1.ko: f##\\x5berror]x+0x0 (0x1000)\n"
		"  \xe3\x80\x80\\x3a:warning::m,1.ko: g\\xc2\\x9d0;t\\xc2\\x9c+0x0 (0x1008)\n"
		"::endgroup::\n"
		"kprefix: 2 errors, 0 warnings, 0 notes in 1 file, folded into 1 cause\n");
	free(buf);
}

/*
 * GitHub's limits at any scale: 26,000 causes are 25,000 results and a
 * notification; a cause of 1,500 functions is two results; every
 * fingerprint stays in the log, which is a whole baseline; annotations stop
 * at 10 a level, the tenth summing up the rest.
 */
static void test_sarif_github_limits(void **state)
{
	struct kp_arena texts = { 0 };
	enum { CAUSES = 26000, BIG = 1500, N = CAUSES + BIG };
	struct kp_finding *items = calloc(N, sizeof(*items));
	struct kp_findings findings = { .items = items, .count = N };
	struct kp_finding_place place = { "vmlinux", "vmlinux", KP_BASELINE_NONE };
	struct kp_causes *causes = kp_causes_new(NULL, false);
	struct kp_baseline set;
	char path[] = "/tmp/kprefix-test-sarif-XXXXXX", name[32], err[256];
	int fd = mkstemp(path);
	FILE *out = fdopen(fd, "w");
	char *buf = NULL;
	size_t len = 0, results = 0, errors = 0;
	struct kp_jvalue *doc;

	(void)state;
	assert_non_null(items);
	for (size_t i = 0; i < N; i++) {
		snprintf(name, sizeof(name), "f%zu", i);
		items[i] = (struct kp_finding){ .check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR,
						.function = strdup(name), .address = 0x1000 + 4 * i };
		if (i < CAUSES)
			snprintf(name, sizeof(name), "m%zu", i);
		else
			snprintf(name, sizeof(name), "big");
		kp_finding_set_text(&texts, &items[i], name);
		snprintf(items[i].fingerprint, sizeof(items[i].fingerprint), "%016zx", i + 1);
	}
	kp_causes_add(causes, NULL, &findings, &place);
	kp_sarif_write(out, causes, 1, NULL, 0);
	fclose(out);
	doc = kp_json_read_file(path, err, sizeof(err));
	assert_non_null(doc);
	const struct kp_jvalue *run = &kp_json_get(doc, "runs")->items[0];
	const struct kp_jvalue *res = kp_json_get(run, "results");

	assert_int_equal(res->count, 25000);
	/* The biggest cause leads, as two results of 1,000 and 500 functions by name. */
	assert_int_equal(kp_json_get(&res->items[0], "relatedLocations")->count, 999);
	assert_int_equal(kp_json_get(&res->items[1], "relatedLocations")->count, 499);
	assert_non_null(strstr(kp_json_get_string(kp_json_get(&res->items[0], "message"), "text"),
			       "big. vmlinux: 1500 functions (f26000, f26001, f26002, f26003, f26004, f26005, and 1494 more). Result 1 of 2: functions 1 to 1000 of the cause's 1500, by path and name."));
	assert_non_null(strstr(kp_json_get_string(kp_json_get(&res->items[1], "message"), "text"),
			       "Result 2 of 2: functions 1001 to 1500 of the cause's 1500, by path and name."));
	const struct kp_jvalue *notes = kp_json_get(&kp_json_get(run, "invocations")->items[0],
						    "toolExecutionNotifications");

	assert_int_equal(notes->count, 1);
	assert_string_equal(kp_json_get_string(kp_json_get(&notes->items[0], "message"), "text"),
			    "1002 more results (1002 findings, 0 absent from the baseline) are left out: GitHub code scanning takes at most 25000 results a run (the JSON report has every finding)");
	assert_int_equal(kp_baseline_from_json(doc, "log.sarif", &set, err, sizeof(err)), 0);
	assert_int_equal(set.count, N);
	kp_baseline_free(&set);
	kp_json_free(doc);
	unlink(path);

	out = open_memstream(&buf, &len);
	kp_github_write(out, causes, NULL, 0);
	fclose(out);
	for (char *line = buf; line && *line; line = strchr(line, '\n'), line = line ? line + 1 : NULL)
		errors += !strncmp(line, "::error ", 8);
	assert_int_equal(errors, 10);
	assert_non_null(strstr(buf, "::error title=kprefix::and 25992 more errors (25992 findings) not annotated"));
	assert_non_null(strstr(buf, "  and 500 more (the JSON report lists every one)\n"));
	(void)results;
	free(buf);
	kp_causes_free(causes);
	for (size_t i = 0; i < N; i++)
		free((char *)items[i].function);
	kp_arena_free(&texts);
	free(items);
}

/* What gzip -6 makes of a buffer, as upload-sarif sends it. */
static size_t gzip_size(const char *buf, size_t len)
{
	z_stream z = { 0 };
	unsigned char out[65536];
	size_t total = 0;

	assert_int_equal(deflateInit2(&z, 6, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY), Z_OK);
	z.next_in = (unsigned char *)buf;
	z.avail_in = (uInt)len;
	do {
		z.next_out = out;
		z.avail_out = sizeof(out);
		assert_int_not_equal(deflate(&z, Z_FINISH), Z_STREAM_ERROR);
		total += sizeof(out) - z.avail_out;
	} while (!z.avail_out);
	deflateEnd(&z);
	return total;
}

/* A log in memory, its notifications' texts joined by newlines into notes_text. */
static char *sarif_text(struct kp_causes *causes, const struct kp_notification *notes, size_t nnotes,
			size_t *len)
{
	char *buf = NULL;
	FILE *out = open_memstream(&buf, len);

	kp_sarif_write(out, causes, 1, notes, nnotes);
	fclose(out);
	return buf;
}

static const struct kp_jvalue *run_notes(const struct kp_jvalue *doc)
{
	const struct kp_jvalue *run = &kp_json_get(doc, "runs")->items[0];

	return kp_json_get(&kp_json_get(run, "invocations")->items[0], "toolExecutionNotifications");
}

static const char *note_text(const struct kp_jvalue *notes, size_t i)
{
	return kp_json_get_string(kp_json_get(&notes->items[i], "message"), "text");
}

/*
 * A cause over 1,000 functions (Debian's cloud vmlinux with a wrong M: a
 * cause of 48,099) is results of 1,000 functions by name, every function
 * some result's location. The first result keeps the cause's fingerprint
 * (a cause under 1,000 keeps its own, as before); the others' are distinct
 * and the same whatever order the findings came in; a baseline read from
 * the log knows every finding.
 */
static void test_sarif_split(void **state)
{
	struct kp_arena texts = { 0 };
	enum { BIG = 48099, SMALL = 3, N = BIG + SMALL, PARTS = 49 };
	struct kp_finding *items = calloc(N, sizeof(*items));
	struct kp_finding_place place = { "vmlinux", "vmlinux", KP_BASELINE_NONE };
	char *prints[2][PARTS + 1], err[256];

	(void)state;
	for (size_t i = 0; i < N; i++) {
		char name[32];

		snprintf(name, sizeof(name), "fn_%05zu", i);
		items[i] = (struct kp_finding){ .check = KP_CHECK_CONFIG_MISMATCH, .severity = KP_ERROR,
						.function = strdup(name), .address = 0x1000 + 8 * i,
						};
		kp_finding_set_text(&texts, &items[i], i < BIG ? "ftrace expects 2" : "small");
		snprintf(items[i].fingerprint, sizeof(items[i].fingerprint), "%016zx", i + 1);
	}
	for (int round = 0; round < 2; round++) {
		struct kp_causes *causes = kp_causes_new(NULL, false);
		struct kp_baseline set;
		struct kp_sarif_stats st;
		size_t len;

		/* The second round: the findings in reverse, as another build might list them. */
		for (size_t i = 0; i < N; i++) {
			struct kp_findings one = { .items = &items[round ? N - 1 - i : i], .count = 1 };

			kp_causes_add(causes, NULL, &one, &place);
		}
		char *buf = sarif_text(causes, NULL, 0, &len);

		kp_sarif_last_stats(&st);
		struct kp_jvalue *doc = kp_json_parse(buf, len, err, sizeof(err));

		assert_non_null(doc);
		const struct kp_jvalue *res = kp_json_get(&kp_json_get(doc, "runs")->items[0], "results");

		assert_int_equal(res->count, PARTS + 1);
		assert_int_equal(st.results, PARTS + 1);
		assert_int_equal(st.functions, N);
		assert_int_equal(st.functions_located, N);
		assert_int_equal(st.max_locations, 1000);
		assert_int_equal(run_notes(doc)->count, 0);
		for (size_t i = 0; i <= PARTS; i++) {
			const struct kp_jvalue *r = &res->items[i];
			const struct kp_jvalue *rel = kp_json_get(r, "relatedLocations");
			const char *cause = kp_json_get_string(kp_json_get(r, "partialFingerprints"), "kprefixCause/v1");

			prints[round][i] = strdup(kp_json_get_string(kp_json_get(r, "partialFingerprints"),
								     "primaryLocationLineHash"));
			if (i < PARTS) {
				assert_int_equal(1 + rel->count, i < PARTS - 1 ? 1000 : BIG - 1000 * (PARTS - 1));
				/* Every part names its cause; the first has its fingerprint. */
				assert_string_equal(cause, kp_json_get_string(kp_json_get(&res->items[0], "partialFingerprints"), "kprefixCause/v1"));
				assert_int_equal(i == 0, !strcmp(cause, prints[round][i]));
			} else {
				assert_int_equal(1 + rel->count, SMALL);
				assert_string_equal(cause, prints[round][i]);
			}
		}
		assert_non_null(strstr(kp_json_get_string(kp_json_get(&res->items[48], "message"), "text"),
				       "Result 49 of 49: functions 48001 to 48099 of the cause's 48099, by path and name."));
		assert_int_equal(kp_baseline_from_json(doc, "log.sarif", &set, err, sizeof(err)), 0);
		assert_int_equal(set.count, N);
		kp_baseline_free(&set);
		kp_json_free(doc);
		free(buf);
		kp_causes_free(causes);
	}
	/* Distinct within a log, the same in both. */
	for (size_t i = 0; i <= PARTS; i++) {
		assert_string_equal(prints[0][i], prints[1][i]);
		for (size_t k = 0; k < i; k++)
			assert_string_not_equal(prints[0][i], prints[0][k]);
	}
	for (int round = 0; round < 2; round++)
		for (size_t i = 0; i <= PARTS; i++)
			free(prints[round][i]);
	for (size_t i = 0; i < N; i++)
		free((char *)items[i].function);
	kp_arena_free(&texts);
	free(items);
}

/*
 * The results limit with few findings: 5 causes of 8, 4, 2, 1 and 1
 * functions under a limit of 3 results are 3 results with all their
 * locations, a notification for the 2 left out, and every fingerprint;
 * a baseline's absent findings count among the results.
 */
static void test_sarif_budgets(void **state)
{
	struct kp_arena texts = { 0 };
	static const size_t sizes[] = { 8, 4, 2, 1, 1 };
	struct kp_finding items[16];
	struct kp_findings findings = { .items = items, .count = 16 };
	struct kp_finding_place place = { "vmlinux", "vmlinux", KP_BASELINE_NONE };
	struct kp_causes *causes = kp_causes_new(NULL, false);
	struct kp_sarif_limits small = { 3, 9500000 }, github = { 25000, 9500000 };
	struct kp_baseline set;
	struct kp_sarif_stats st;
	char err[256], *buf;
	static char names[16][8], messages[5][8];
	size_t n = 0, len;

	(void)state;
	for (size_t c = 0; c < 5; c++) {
		snprintf(messages[c], sizeof(messages[c]), "m%zu", c);
		for (size_t i = 0; i < sizes[c]; i++, n++) {
			snprintf(names[n], sizeof(names[n]), "f%zu", n);
			items[n] = (struct kp_finding){ .check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR,
							.function = names[n], .address = 0x1000 + 4 * n };
			kp_finding_set_text(&texts, &items[n], messages[c]);
			snprintf(items[n].fingerprint, sizeof(items[n].fingerprint), "%016zx", n + 1);
		}
	}
	kp_causes_add(causes, NULL, &findings, &place);
	kp_sarif_set_limits(&small);
	buf = sarif_text(causes, NULL, 0, &len);
	kp_sarif_set_limits(&github);
	kp_sarif_last_stats(&st);
	kp_causes_free(causes);
	struct kp_jvalue *doc = kp_json_parse(buf, len, err, sizeof(err));

	assert_non_null(doc);
	const struct kp_jvalue *run = &kp_json_get(doc, "runs")->items[0];
	const struct kp_jvalue *res = kp_json_get(run, "results");

	assert_int_equal(res->count, 3);
	assert_int_equal(kp_json_get(&res->items[0], "relatedLocations")->count, 7);
	assert_int_equal(kp_json_get(&res->items[1], "relatedLocations")->count, 3);
	assert_int_equal(kp_json_get(&res->items[2], "relatedLocations")->count, 1);
	assert_int_equal(run_notes(doc)->count, 1);
	assert_string_equal(note_text(run_notes(doc), 0),
			    "2 more results (2 findings, 0 absent from the baseline) are left out: GitHub code scanning takes at most 3 results a run (the JSON report has every finding)");
	assert_int_equal(st.results, 3);
	assert_int_equal(st.locations, 14);
	assert_int_equal(st.functions, 16);
	assert_int_equal(st.fingerprints_written, 16);
	assert_int_equal(st.gzip_bytes, gzip_size(buf, len));
	assert_int_equal(kp_baseline_from_json(doc, "log.sarif", &set, err, sizeof(err)), 0);
	assert_int_equal(set.count, 16);
	kp_baseline_free(&set);
	kp_json_free(doc);
	free(buf);

	/*
	 * A baseline's absent findings are results too: one cause and 30,003
	 * absent (a run of 30,004 results before) are 25,000 results, the
	 * 5,004 absent left out said so.
	 */
	enum { ABSENT = 30003 };
	struct kp_absent gone = { .check = KP_CHECK_HASH_OFFSET, .severity = KP_ERROR, .function = "g",
				  .message = "gone" };

	causes = kp_causes_new(NULL, false);
	findings.count = 1;
	kp_causes_add(causes, NULL, &findings, &place);
	for (size_t i = 0; i < ABSENT; i++) {
		snprintf(gone.fingerprint, sizeof(gone.fingerprint), "%016zx", 0x100000 + i);
		kp_causes_add_absent(causes, &gone, "vmlinux", "vmlinux");
	}
	buf = sarif_text(causes, NULL, 0, &len);
	kp_sarif_last_stats(&st);
	kp_causes_free(causes);
	doc = kp_json_parse(buf, len, err, sizeof(err));
	assert_non_null(doc);
	assert_int_equal(kp_json_get(&kp_json_get(doc, "runs")->items[0], "results")->count, 25000);
	assert_int_equal(st.results, 25000);
	assert_int_equal(st.absent_results, 24999);
	assert_int_equal(run_notes(doc)->count, 1);
	assert_string_equal(note_text(run_notes(doc), 0),
			    "5004 more results (0 findings, 5004 absent from the baseline) are left out: GitHub code scanning takes at most 25000 results a run (the JSON report has every finding)");
	kp_json_free(doc);
	free(buf);
	kp_arena_free(&texts);
}

/* Random-looking names of len bytes (hex of a counter's hash: what gzip cannot shrink much). */
static char *noise(size_t seed, size_t len)
{
	char *s = malloc(len + 1);
	uint64_t h = 0x9e3779b97f4a7c15ull * (seed + 1);

	for (size_t i = 0; i < len; i++) {
		h ^= h >> 29;
		h *= 0xbf58476d1ce4e5b9ull;
		h ^= h >> 32;
		s[i] = "0123456789abcdefghijklmnopqrstuv"[h & 31];
	}
	s[len] = '\0';
	return s;
}

/*
 * Hostile, generated: 3,000 causes of 5 functions, each cause in its own
 * image with a 2,000-byte random name, its message 1,000 random bytes; and
 * 20,000 notifications of unreadable files with 1,000-byte names. Written
 * out whole, the log would be tens of MB gzipped: it keeps to each byte
 * limit (measured here with gzip -6, as upload-sarif compresses it), and
 * says in notifications what it left out, with counts that add up.
 */
static void test_sarif_hostile(void **state)
{
	struct kp_arena texts = { 0 };
	enum { CAUSES = 3000, FUNCS = 5, N = CAUSES * FUNCS, NOTES = 20000 };
	static const size_t limits_bytes[] = { 9500000, 2000000, 300000, 60000 };
	struct kp_finding *items = calloc(N, sizeof(*items));
	struct kp_notification *notes = calloc(NOTES, sizeof(*notes));
	char **modules = calloc(CAUSES, sizeof(*modules)), **names = calloc(N, sizeof(*names));
	struct kp_causes *causes = kp_causes_new(NULL, false);
	char err[256];

	(void)state;
	for (size_t c = 0; c < CAUSES; c++) {
		struct kp_finding_place place;
		struct kp_findings findings = { .items = items + c * FUNCS, .count = FUNCS };

		modules[c] = noise(c, 2000);
		for (size_t i = 0; i < FUNCS; i++) {
			size_t k = c * FUNCS + i;

			names[k] = noise(N + k, 200);
			items[k] = (struct kp_finding){ .check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR,
							.function = names[k], .address = 0x1000 + 4 * k };
			kp_finding_set_text(&texts, &items[k], modules[c] + 1000);
			snprintf(items[k].fingerprint, sizeof(items[k].fingerprint), "%016zx", k + 1);
		}
		place = (struct kp_finding_place){ modules[c], modules[c], KP_BASELINE_NONE };
		kp_causes_add(causes, NULL, &findings, &place);
	}
	for (size_t i = 0; i < NOTES; i++)
		notes[i] = (struct kp_notification){ KP_ERROR, "not an ELF file", modules[i % CAUSES] + i % 1000, 0 };
	for (size_t l = 0; l < sizeof(limits_bytes) / sizeof(*limits_bytes); l++) {
		struct kp_sarif_limits lim = { 25000, limits_bytes[l] }, github = { 25000, 9500000 };
		struct kp_sarif_stats st;
		size_t len;
		char *buf;

		kp_sarif_set_limits(&lim);
		buf = sarif_text(causes, notes, NOTES, &len);
		kp_sarif_set_limits(&github);
		kp_sarif_last_stats(&st);
		struct kp_jvalue *doc = kp_json_parse(buf, len, err, sizeof(err));

		assert_non_null(doc);
		const struct kp_jvalue *res = kp_json_get(&kp_json_get(doc, "runs")->items[0], "results");
		const struct kp_jvalue *nn = run_notes(doc);
		size_t gz = gzip_size(buf, len), located = 0, left_results = 0, left_findings = 0, absent = 0;

		fprintf(stderr, "limit %zu: %zu results, %zu locations, %zu/%zu fingerprints, %zu/%zu notifications, %zu bytes, %zu gzipped\n",
			limits_bytes[l], st.results, st.locations, st.fingerprints_written, st.fingerprints,
			st.notifications_written, st.notifications, st.bytes, st.gzip_bytes);

		/* The meter is gzip -6, to the byte; the log keeps to the limit. */
		assert_int_equal(st.gzip_bytes, gz);
		assert_true(gz <= limits_bytes[l]);
		assert_int_equal(st.bytes, len);
		assert_int_equal(res->count, st.results);
		/* At 9.5 MB every result fits and the notifications do not; below, results are left out too. */
		assert_int_equal(st.results == CAUSES, l == 0);
		for (size_t i = 0; i < res->count; i++) {
			const struct kp_jvalue *rel = kp_json_get(&res->items[i], "relatedLocations");

			located += 1 + (rel ? rel->count : 0);
		}
		assert_int_equal(located, st.locations);
		/* What was left out is said, and adds up. */
		size_t left_notes = 0, said = 0, unlisted = 0;

		assert_int_equal(st.notifications_written, nn->count);
		for (size_t i = 0; i < nn->count; i++) {
			const char *text = note_text(nn, i);

			size_t a, b, c;
			int end = 0;

			if (sscanf(text, "%zu more results (%zu findings, %zu absent%n", &a, &b, &c, &end) == 3 && end) {
				assert_non_null(strstr(text, "left out: the log would be over"));
				left_results = a;
				left_findings = b;
				absent = c;
				said++;
			} else if (sscanf(text, "%zu more notifications%n", &a, &end) == 1 && end) {
				left_notes = a;
				said++;
			} else if (sscanf(text, "%zu functions of these results are not among their locations%n", &a, &end) == 1 && end) {
				unlisted = a;
				said++;
			} else if (sscanf(text, "this log holds the fingerprints of %zu of the %zu findings%n", &a, &b, &end) == 2 && end) {
				assert_int_equal(a, st.fingerprints_written);
				assert_int_equal(b, N);
				said++;
			}
		}
		assert_int_equal(left_results, CAUSES - st.results);
		assert_int_equal(left_findings, FUNCS * (CAUSES - st.results));
		assert_int_equal(absent, 0);
		assert_int_equal(located + unlisted, FUNCS * st.results);
		assert_int_equal(said, 1 + (st.results < CAUSES) + (st.fingerprints_written < N) + (unlisted > 0));
		assert_int_equal(left_notes + nn->count - said, NOTES);
		/* As a baseline, the log knows the fingerprints it holds. */
		struct kp_baseline set;

		assert_int_equal(kp_baseline_from_json(doc, "log.sarif", &set, err, sizeof(err)), 0);
		assert_int_equal(set.count, st.fingerprints_written);
		kp_baseline_free(&set);
		kp_json_free(doc);
		free(buf);
	}
	kp_causes_free(causes);
	for (size_t i = 0; i < N; i++)
		free(names[i]);
	for (size_t c = 0; c < CAUSES; c++)
		free(modules[c]);
	free(names);
	free(modules);
	free(items);
	free(notes);
	kp_arena_free(&texts);
}

/*
 * Hostile, generated: 150 causes whose message, module and function names are
 * 2,000 bytes of '&' and '<' (five and four bytes each, escaped), six
 * functions each. Markdown counts a cell in bytes as written, at most 300 (a path 4096) and
 * "…" (it had counted an escape as one character: 1.18 MB where GitHub takes
 * 1 MiB), and leaves 50 causes out with a line that says so.
 */
static void test_markdown_bytes(void **state)
{
	struct kp_arena texts = { 0 };
	enum { CAUSES = 150, FUNCS = 6, N = CAUSES * FUNCS, LONG = 2000 };
	struct kp_finding *items = calloc(N, sizeof(*items));
	struct kp_findings findings = { .items = items, .count = N };
	char *amp = malloc(LONG + 1), *lt = malloc(LONG + 1), *buf = NULL;
	struct kp_finding_place place = { "vmlinux", lt, KP_BASELINE_NONE };
	struct kp_causes *causes = kp_causes_new(NULL, false);
	size_t len = 0, rows = 0;
	FILE *out = open_memstream(&buf, &len);

	(void)state;
	memset(amp, '&', LONG);
	amp[LONG] = '\0';
	memset(lt, '<', LONG);
	lt[LONG] = '\0';
	for (size_t i = 0; i < N; i++) {
		items[i] = (struct kp_finding){ .check = KP_CHECK_PREFIX_NOPS, .severity = KP_ERROR,
						.function = amp, .address = 0x1000 + 4 * i };
		char *message = malloc(LONG + 8);

		snprintf(message, LONG + 8, "%zu%s", i / FUNCS, amp);
		kp_finding_set_text(&texts, &items[i], message);
		free(message);
		snprintf(items[i].fingerprint, sizeof(items[i].fingerprint), "%016zx", i + 1);
	}
	kp_causes_add(causes, NULL, &findings, &place);
	kp_markdown_write(out, causes, 1, NULL, 0);
	fclose(out);
	for (char *line = buf; (line = strstr(line, "\n| error |")); line++)
		rows++;
	assert_int_equal(rows, 100);
	assert_non_null(strstr(buf, "\nAnd 50 more causes (300 findings): the JSON report lists every one.\n"));
	assert_non_null(strstr(buf, "| error | `prefix-nops` | "));
	assert_int_equal(len, 626749);
	assert_true(len < 1024 * 1024);
	free(buf);
	kp_causes_free(causes);
	kp_arena_free(&texts);
	free(items);
	free(amp);
	free(lt);
}

/* The one exit-status rule every command goes through, and the module names a tree is walked for. */
static void test_exit_status_rule(void **state)
{
	(void)state;
	assert_int_equal(kp_exit_status(0, 0, false), KP_EXIT_CLEAN);
	assert_int_equal(kp_exit_status(0, 3, false), KP_EXIT_CLEAN);
	assert_int_equal(kp_exit_status(0, 3, true), KP_EXIT_FINDINGS);
	assert_int_equal(kp_exit_status(1, 0, false), KP_EXIT_FINDINGS);
	assert_string_equal(kp_exit_meaning(KP_EXIT_CLEAN), "clean");
	assert_string_equal(kp_exit_meaning(KP_EXIT_FINDINGS), "findings");
	assert_string_equal(kp_exit_meaning(KP_EXIT_USAGE),
			    "an input could not be read, or a report written");
	assert_string_equal(kp_exit_meaning(KP_EXIT_FINDINGS | KP_EXIT_USAGE),
			    "findings, and an input could not be read, or a report written");
	assert_true(kp_is_module_name("a/b.ko"));
	assert_true(kp_is_module_name("b.ko.xz"));
	assert_true(kp_is_module_name("b.ko.gz"));
	assert_true(kp_is_module_name("b.ko.zst"));
	assert_false(kp_is_module_name(".ko"));
	assert_false(kp_is_module_name("b.o"));
	assert_false(kp_is_module_name("b.ko.bz2"));
	assert_false(kp_is_module_name("vmlinux"));
}

/* kp_radix_sort: qsort's order on several fields, one sort per field, stable, signed keys as ints sort. */
struct radix_elem {
	int island;
	uint32_t hash;
	size_t order;
};

static uint64_t radix_island(const void *a)
{
	return (uint32_t)((const struct radix_elem *)a)->island ^ 0x80000000u;
}

static uint64_t radix_hash(const void *a)
{
	return ((const struct radix_elem *)a)->hash;
}

static int cmp_radix_elem(const void *a, const void *b)
{
	const struct radix_elem *x = a, *y = b;

	if (x->island != y->island)
		return x->island < y->island ? -1 : 1;
	if (x->hash != y->hash)
		return x->hash < y->hash ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

static void test_radix_sort(void **state)
{
	enum { N = 5000 };
	struct radix_elem *e = calloc(N, sizeof(*e)), *want = calloc(N, sizeof(*want));
	uint32_t x = 12345;

	(void)state;
	for (size_t i = 0; i < N; i++) {
		x = x * 1103515245u + 12345u;
		/* few islands, negative too; hashes that repeat, and differ in every byte */
		e[i] = (struct radix_elem){ (int)(x >> 28) - 8, i % 7 ? x : 0xdeadbeef, i };
	}
	memcpy(want, e, N * sizeof(*e));
	qsort(want, N, sizeof(*want), cmp_radix_elem);
	kp_radix_sort(e, N, sizeof(*e), radix_hash);
	kp_radix_sort(e, N, sizeof(*e), radix_island);
	assert_memory_equal(e, want, N * sizeof(*e));
	/* one key for all: the order stays */
	for (size_t i = 0; i < N; i++)
		e[i] = (struct radix_elem){ 3, 7, N - i };
	kp_radix_sort(e, N, sizeof(*e), radix_hash);
	for (size_t i = 0; i < N; i++)
		assert_int_equal(e[i].order, N - i);
	kp_radix_sort(e, 1, sizeof(*e), radix_hash);
	kp_radix_sort(NULL, 0, sizeof(*e), radix_hash);
	assert_int_equal(e[0].order, N);
	free(e);
	free(want);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sarif_github_places),
		cmocka_unit_test(test_sarif_github_limits),
		cmocka_unit_test(test_github_injection),
		cmocka_unit_test(test_visible),
		cmocka_unit_test(test_text_more),
		cmocka_unit_test(test_sarif_budgets),
		cmocka_unit_test(test_sarif_split),
		cmocka_unit_test(test_sarif_hostile),
		cmocka_unit_test(test_markdown_bytes),
		cmocka_unit_test(test_json_read),
		cmocka_unit_test(test_json_read_limits),
		cmocka_unit_test(test_fingerprint_set),
		cmocka_unit_test(test_baseline_refuses),
		cmocka_unit_test(test_baseline_shares_strings),
		cmocka_unit_test(test_check_opened_borrows),
		cmocka_unit_test(test_suppressions),
		cmocka_unit_test(test_suppressions_order),
		cmocka_unit_test(test_stable_across_rebuilds),
		cmocka_unit_test(test_duplicates_distinct),
		cmocka_unit_test(test_radix_sort),
		cmocka_unit_test(test_filter),
		cmocka_unit_test(test_scope),
		cmocka_unit_test(test_exit_status_rule),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
