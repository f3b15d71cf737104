// SPDX-License-Identifier: GPL-2.0-only
/* Fingerprints: stable across rebuilds, distinct within a report. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"
#include "kprefix/report.h"

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
	fs->items[1].message = strdup(fs->items[0].message);
	kp_findings_fingerprint(c.an, fs);
	assert_string_not_equal(fs->items[0].fingerprint, fs->items[1].fingerprint);

	char first[KP_FINGERPRINT_LEN + 1];

	memcpy(first, fs->items[0].fingerprint, sizeof(first));
	/* A type hash, a variant, an island each make another finding. */
	fs->items[0].has_type = true;
	fs->items[0].type_hash = 0x12345678;
	kp_findings_fingerprint(c.an, fs);
	assert_string_not_equal(fs->items[0].fingerprint, first);
	checked_free(&c);
}

static bool keep_errors(const struct kp_finding *f, void *ctx)
{
	(void)ctx;
	return f->severity == KP_ERROR && f->check != KP_CHECK_HASH_OFFSET;
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
}

static void test_scope(void **state)
{
	struct kp_image image = { .elf_type = 1 /* ET_REL */, .path = "tree/kernel/drivers/m.ko.xz" };
	char buf[64];

	(void)state;
	kp_fingerprint_scope(&image, buf, sizeof(buf));
	assert_string_equal(buf, "m.ko");
	image.display_name = "x.ko.zst";
	kp_fingerprint_scope(&image, buf, sizeof(buf));
	assert_string_equal(buf, "x.ko");
	image.display_name = "plain.o";
	kp_fingerprint_scope(&image, buf, sizeof(buf));
	assert_string_equal(buf, "plain.o");
	image.elf_type = 3;
	kp_fingerprint_scope(&image, buf, sizeof(buf));
	assert_string_equal(buf, "vmlinux");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_stable_across_rebuilds),
		cmocka_unit_test(test_duplicates_distinct),
		cmocka_unit_test(test_filter),
		cmocka_unit_test(test_scope),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
