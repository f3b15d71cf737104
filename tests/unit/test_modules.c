// SPDX-License-Identifier: GPL-2.0-only
/* Objects and modules: records through relocations, compressed files, layouts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"

static struct kp_image *open_path(const char *rel, char *err, size_t errlen)
{
	char path[512];

	snprintf(path, sizeof(path), "%s/%s", FIXTURES_DIR, rel);
	return kp_image_open(path, err, errlen);
}

static void check_path(const char *rel, const struct kp_analysis_input *opts, struct kp_image **image,
		       struct kp_result *result)
{
	char err[256];

	*image = open_path(rel, err, sizeof(err));
	if (!*image)
		fail_msg("%s: %s", rel, err);
	assert_int_equal(kp_check_image(*image, opts, result, err, sizeof(err)), 0);
}

static void test_compressed_modules(void **state)
{
	static const struct {
		const char *path;
		size_t functions, records;
	} modules[] = {
		{ "modules/tree-m2/kernel/drivers/char/m2_mix.ko.xz", 10, 6 },
		{ "modules/tree-m2/kernel/drivers/net/m2_two.ko.zst", 10, 10 },
		{ "modules/tree-m2/kernel/drivers/gpio/m2_gcc.ko.gz", 10, 10 },
		{ "modules/tree-m2/kernel/drivers/i2c/m2_one.ko", 6, 6 },
	};

	(void)state;
	for (size_t i = 0; i < sizeof(modules) / sizeof(modules[0]); i++) {
		struct kp_image *image;
		struct kp_result result;

		check_path(modules[i].path, NULL, &image, &result);
		assert_int_equal(image->elf_type, 1 /* ET_REL */);
		assert_int_equal(image->records.source, KP_RECORDS_OBJECT);
		assert_int_equal(image->nfuncs, modules[i].functions);
		assert_int_equal(image->records.count, modules[i].records);
		/* Every record names a function's prefix at func-8. */
		assert_int_equal(result.an->nowned, modules[i].records);
		assert_int_equal(result.an->distance_hist[2], modules[i].records);
		assert_int_equal(kp_prefix_nops(&result.layout), 2);
		assert_int_equal(result.findings.count, 0);
		kp_result_free(&result);
		kp_image_close(image);
	}
}

static void test_malformed_modules(void **state)
{
	char err[256];

	(void)state;
	assert_null(open_path("modules/tree-m2/extra/handmade-notxz.ko.xz", err, sizeof(err)));
	assert_string_equal(err, "not an xz file");
	assert_null(open_path("modules/tree-m2/extra/handmade-broken.ko.xz", err, sizeof(err)));
	assert_non_null(strstr(err, "truncated"));
}

static void test_prefix_only_records(void **state)
{
	struct kp_image *image;
	struct kp_result result;

	(void)state;
	/* The RFC's untraced object: prefix NOPs, records in .discard.patchable_function_entries. */
	check_path("modules/objs/untraced-m3.o", NULL, &image, &result);
	assert_int_equal(image->records.count, 0);
	assert_int_equal(image->records.prefix_count, 4);
	assert_int_equal(result.an->nprefix_owned, 4);
	assert_int_equal(kp_prefix_nops(&result.layout), 3);
	assert_int_equal(result.layout.field[KP_PREFIX_NOPS].source, KP_SRC_IMAGE);
	for (size_t i = 0; i < image->nfuncs; i++)
		assert_false(result.an->facts[i].traced);
	assert_int_equal(result.findings.count, 0);
	kp_result_free(&result);
	kp_image_close(image);
}

static void test_module_layout(void **state)
{
	struct kp_image *vmlinux, *module;
	struct kp_result vres, mres;
	struct kp_analysis_input opts;
	struct kp_vmlinux_facts facts;

	(void)state;
	check_path("images/callops-m2-clang.elf", NULL, &vmlinux, &vres);
	kp_analysis_input_init(&opts);
	kp_vmlinux_facts_init(&facts, vres.an, "vmlinux");
	opts.vmlinux = &facts;

	check_path("modules/tree-m2/updates/dkms/m2_dkms_m3.ko", &opts, &module, &mres);
	assert_int_equal(mres.findings.count, 1);
	assert_int_equal(mres.findings.items[0].check, KP_CHECK_MODULE_LAYOUT);
	assert_string_equal(message_of(&mres.findings, &mres.findings.items[0]),
			    "module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); "
			    "vmlinux is M=2, kCFI off, bti c no");
	kp_result_free(&mres);
	kp_image_close(module);

	/* The same module against an M=3 vmlinux is fine. */
	check_path("modules/tree-m2/kernel/drivers/char/m2_mix.ko.xz", &opts, &module, &mres);
	assert_int_equal(mres.findings.count, 0);
	kp_result_free(&mres);
	kp_image_close(module);

	kp_vmlinux_facts_free(&facts);
	kp_result_free(&vres);
	kp_image_close(vmlinux);
}

/* A kCFI module without an indirect call: kCFI from its hash words and typeids, not "off". */
static void test_kcfi_module_without_calls(void **state)
{
	static const struct {
		const char *path, *evidence;
	} modules[] = {
		{ "fidelity/kcfi_noindirect.ko", "4 of 4 functions carry a hash word" },
		{ "fidelity/kcfi_marked_only.ko", "4 of 4 functions carry a hash word" },
	};
	struct kp_image *vmlinux, *module;
	struct kp_result vres, mres;
	struct kp_analysis_input opts;
	struct kp_vmlinux_facts facts;

	(void)state;
	check_path("images/rfc-m3-good.elf", NULL, &vmlinux, &vres);
	kp_analysis_input_init(&opts);
	kp_vmlinux_facts_init(&facts, vres.an, "vmlinux");
	opts.vmlinux = &facts;
	for (size_t i = 0; i < sizeof(modules) / sizeof(modules[0]); i++) {
		check_path(modules[i].path, &opts, &module, &mres);
		assert_int_equal(mres.an->nkcfi_sites, 0);
		assert_int_equal(mres.layout.field[KP_CFI].source, KP_SRC_IMAGE);
		assert_int_equal(mres.layout.field[KP_CFI].value, 1);
		assert_non_null(strstr(mres.layout.field[KP_CFI].detail, modules[i].evidence));
		assert_int_equal(mres.an->summary.traced_hashed, 4);
		assert_int_equal(mres.findings.count, 0);
		kp_result_free(&mres);
		kp_image_close(module);
	}
	kp_vmlinux_facts_free(&facts);
	kp_result_free(&vres);
	kp_image_close(vmlinux);
}

/* An object that shows nothing: kCFI and M are not known, and the check says what it assumed. */
static void test_layout_not_shown(void **state)
{
	struct kp_image *image;
	struct kp_result result;

	(void)state;
	check_path("fidelity/plain.o", NULL, &image, &result);
	assert_int_equal(result.layout.image[KP_CFI].source, KP_SRC_NONE);
	assert_int_equal(result.layout.field[KP_CFI].source, KP_SRC_DEFAULT);
	assert_int_equal(result.layout.field[KP_PREFIX_NOPS].source, KP_SRC_DEFAULT);
	assert_int_equal(result.findings.count, 1);
	assert_int_equal(result.findings.items[0].check, KP_CHECK_MODULE_LAYOUT);
	assert_int_equal(result.findings.items[0].severity, KP_WARNING);
	kp_result_free(&result);
	kp_image_close(image);
}

/* Orphan records judged by their bytes: intact NOPs are a note, code is an error. */
static void test_orphans_by_bytes(void **state)
{
	struct kp_image *image;
	struct kp_result result;
	size_t intact = 0, broken = 0;

	(void)state;
	check_path("fidelity/orphan_m2.ko", NULL, &image, &result);
	for (size_t i = 0; i < result.an->nrecords; i++) {
		if (result.an->records[i].fate != KP_REC_ORPHAN)
			continue;
		intact += result.an->records[i].intact;
		broken += !result.an->records[i].intact;
	}
	assert_int_equal(intact, 1);
	assert_int_equal(broken, 1);
	assert_int_equal(kp_findings_count_check(&result.findings, KP_CHECK_RECORD_ORPHAN), 2);
	assert_int_equal(result.findings.per_severity[KP_ERROR], 1);
	kp_result_free(&result);
	kp_image_close(image);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_compressed_modules),
		cmocka_unit_test(test_malformed_modules),
		cmocka_unit_test(test_prefix_only_records),
		cmocka_unit_test(test_module_layout),
		cmocka_unit_test(test_kcfi_module_without_calls),
		cmocka_unit_test(test_layout_not_shown),
		cmocka_unit_test(test_orphans_by_bytes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
