// SPDX-License-Identifier: GPL-2.0-only
/*
 * The ELF layer against hostile and unusual inputs: the files
 * fixtures/malformed/generate.py writes, a real object with more than 65,280
 * sections (fixtures/xindex), standard input and a FIFO.
 */
#include <elf.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "kprefix/elf.h"

static struct kp_image *open_path(const char *rel, char *err, size_t errlen)
{
	char path[512];

	snprintf(path, sizeof(path), "%s/%s", FIXTURES_DIR, rel);
	return kp_image_open(path, err, errlen);
}

static struct kp_image *must_open(const char *rel)
{
	char err[256];
	struct kp_image *image = open_path(rel, err, sizeof(err));

	if (!image)
		fail_msg("%s: %s", rel, err);
	return image;
}

static void assert_open_fails(const char *rel, const char *want)
{
	char err[256] = "";
	struct kp_image *image = open_path(rel, err, sizeof(err));

	if (image)
		fail_msg("%s: opened, expected \"%s\"", rel, want);
	if (!strstr(err, want))
		fail_msg("%s: \"%s\" does not say \"%s\"", rel, err, want);
	assert_null(strchr(err, '\n'));
}

/* Every record of a module's __patchable_function_entries is at func-8. */
static void assert_records_at_functions(const struct kp_image *image, size_t want)
{
	assert_int_equal(image->records.count, want);
	for (size_t i = 0; i < image->records.count; i++) {
		size_t idx = kp_func_lower_bound(image, image->records.values[i] + 8);

		assert_true(idx < image->nfuncs);
		assert_int_equal(image->funcs[idx].addr, image->records.values[i] + 8);
	}
}

/* 6a: an object's RELA with sh_info 0 was a NULL name in strcmp. */
static void test_rela_without_target(void **state)
{
	(void)state;
	assert_open_fails("malformed/handmade-rela-info0.o", "applies to section 0, which does not exist");
}

/* 6b: a record table in a 2 GiB SHT_NOBITS section of a 1 KB file. */
static void test_records_in_nobits(void **state)
{
	(void)state;
	assert_open_fails("malformed/handmade-nobits-records.elf", "a section with no bytes in the file");
}

/* 2: libelf's own reason, not a generic message. */
static void test_libelf_reason(void **state)
{
	(void)state;
	assert_open_fails("malformed/handmade-bad-symname.o",
			  "symbol 2 has a name outside the string table: offset out of range");
}

/*
 * 6c: a 64 KB zstd file of a small object and 2.1 GB of zeros. The stream
 * is decoded to its end (issue 25: a whole stream, or none), its bytes past
 * the object dropped, and refused at the ratio limit: 85 MB decoded, not
 * 2.1 GB, and never kept.
 */
static void test_bomb_stops_at_the_limit(void **state)
{
	(void)state;
	assert_open_fails("malformed/handmade-bomb.ko.zst",
			  "decompresses to more than 86369280 bytes, the most kprefix reads from 67961 compressed bytes");
}

/* 25: the module whole, its stream cut before its end: refused, as xz -t, gzip -t and zstd -t do. */
static void test_stream_cut_before_its_end(void **state)
{
	(void)state;
	assert_open_fails("malformed/handmade-cut-trailer.ko.xz",
			  "the xz stream ends early, after the ELF it holds: no end of stream or checksum (xz -t refuses it too)");
	assert_open_fails("malformed/handmade-cut-trailer.ko.gz",
			  "the gzip stream ends early, after the ELF it holds: no end of stream or checksum (gzip -t refuses it too)");
	assert_open_fails("malformed/handmade-cut-trailer.ko.zst",
			  "the zstd stream ends early, after the ELF it holds: no end of stream or checksum (zstd -t refuses it too)");
}

/* 6d: 2,000 aliases and 4,000 typeids share one 64 KB name: no copy each. */
static void test_long_names_shared(void **state)
{
	struct kp_image *image = must_open("malformed/handmade-long-names.o");

	(void)state;
	assert_int_equal(image->nfuncs, 1);
	assert_int_equal(image->funcs[0].nnames, 2000);
	assert_int_equal(image->ntypeids, 4000);
	assert_int_equal(image->ntypeid_names, 1); /* only __pi_<name> is built */
	for (size_t i = 1; i < image->ntypeids; i++) {
		bool pi = !strncmp(image->typeids[i].name, "__pi_", 5);

		assert_ptr_equal(image->typeids[i].name, image->typeids[pi ? 3999 : 0].name);
	}
	assert_string_equal(image->typeids[3999].name + 5, image->typeids[0].name);
	kp_image_close(image);
}

/* 6e: 40,000 mapping symbols at one address are one, code winning. */
static void test_mapping_symbols_one_per_address(void **state)
{
	struct kp_image *image = must_open("malformed/handmade-mapsyms.o.gz");
	uint64_t at;

	(void)state;
	assert_int_equal(image->nmapsyms, 1);
	assert_int_equal(kp_mapping_at(image, image->funcs[3999].addr, &at), KP_MAP_CODE);
	assert_int_equal(at, image->mapsyms[0].addr);
	kp_image_close(image);
}

/* 6f: what gzip -d and zstd -d read: m2_mix.ko, whose 6 functions are traced. */
static void test_concatenated_streams(void **state)
{
	static const char *const files[] = {
		"malformed/handmade-multimember.ko.gz",
		"malformed/handmade-multiframe.ko.zst",
		"malformed/handmade-frame-at-64k.ko.zst",
	};

	(void)state;
	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		struct kp_image *image = must_open(files[i]);

		assert_records_at_functions(image, 6);
		kp_image_close(image);
	}
}

/* 3: clang + GNU as, 66,011 sections: e_shstrndx and st_shndx are SHN_XINDEX. */
static void test_xindex_object(void **state)
{
	struct kp_image *image = must_open("xindex/many-sections.o.xz");

	(void)state;
	assert_true(image->nsections > 65280);
	assert_int_equal(image->e_machine, EM_AARCH64);
	assert_int_equal(image->nfuncs, 66000);
	assert_string_equal(image->sections[image->funcs[65999].section].name, ".text.f65999");
	assert_records_at_functions(image, 66000);
	kp_image_close(image);
}

/* 6g: a plain ELF through a pipe on standard input ("-"). */
static void test_stdin_pipe(void **state)
{
	char path[512], err[256];
	int fds[2], saved = dup(STDIN_FILENO);
	struct kp_image *image;
	pid_t child;

	(void)state;
	snprintf(path, sizeof(path), "%s/modules/tree-m2/kernel/drivers/i2c/m2_one.ko", FIXTURES_DIR);
	assert_int_equal(pipe(fds), 0);
	child = fork();
	assert_true(child >= 0);
	if (!child) {
		char buf[4096];
		ssize_t n;
		int fd = open(path, O_RDONLY);

		close(fds[0]);
		while (fd >= 0 && (n = read(fd, buf, sizeof(buf))) > 0)
			if (write(fds[1], buf, (size_t)n) != n)
				_exit(1);
		_exit(0);
	}
	close(fds[1]);
	dup2(fds[0], STDIN_FILENO);
	close(fds[0]);
	image = kp_image_open("-", err, sizeof(err));
	dup2(saved, STDIN_FILENO);
	close(saved);
	waitpid(child, NULL, 0);
	if (!image)
		fail_msg("-: %s", err);
	assert_true(image->nfuncs > 0);
	kp_image_close(image);
}

/* 6g: a FIFO path with no writer is refused at once, not waited on. */
static void test_fifo_refused(void **state)
{
	char dir[] = "/tmp/kprefix-fifo-XXXXXX", path[64], err[256] = "";
	time_t start = time(NULL);

	(void)state;
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/fifo.ko.xz", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_null(kp_image_open(path, err, sizeof(err)));
	assert_string_equal(err, "not a regular file (give - to read standard input)");
	assert_true(time(NULL) - start < 5);
	unlink(path);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rela_without_target),
		cmocka_unit_test(test_records_in_nobits),
		cmocka_unit_test(test_libelf_reason),
		cmocka_unit_test(test_bomb_stops_at_the_limit),
		cmocka_unit_test(test_stream_cut_before_its_end),
		cmocka_unit_test(test_long_names_shared),
		cmocka_unit_test(test_mapping_symbols_one_per_address),
		cmocka_unit_test(test_concatenated_streams),
		cmocka_unit_test(test_xindex_object),
		cmocka_unit_test(test_stdin_pipe),
		cmocka_unit_test(test_fifo_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
