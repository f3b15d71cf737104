// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer: the bytes are a compressed module. kp_image_open picks the
 * decompressor by the file's name, so the input is given a name ending in
 * .ko.xz, .ko.gz or .ko.zst by its first byte: an xz, gzip or zstd magic
 * byte names its own format (so real compressed files are seeds as they
 * are); any other byte picks by its value modulo 4, 3 (and 0x7f, plain ELF)
 * being standard input ("-": read whole, decompressed by its magic, or
 * plain ELF from memory). Then as fuzz_image. fuzz/replay.py gives
 * files of this harness the same way.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const suffixes[] = { ".ko.xz", ".ko.gz", ".ko.zst" };

/* The name's suffix, NULL for standard input. */
static const char *suffix_of(const uint8_t *data, size_t size)
{
	if (!size)
		return suffixes[0];
	switch (data[0]) {
	case 0xfd: return suffixes[0];
	case 0x1f: return suffixes[1];
	case 0x28: return suffixes[2];
	default: return data[0] % 4 == 3 ? NULL : suffixes[data[0] % 4];
	}
}

/* A directory of symlinks in.ko.xz, in.ko.gz, in.ko.zst to the memfd. */
static const char *link_dir(int fd)
{
	static char dir[PATH_MAX];
	char target[64];

	if (dir[0])
		return dir;
	snprintf(dir, sizeof(dir), "%s/kprefix-fuzz-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (!mkdtemp(dir))
		abort();
	snprintf(target, sizeof(target), "/proc/%d/fd/%d", (int)getpid(), fd);
	for (size_t i = 0; i < 3; i++) {
		char link[PATH_MAX + 16];

		snprintf(link, sizeof(link), "%s/in%s", dir, suffixes[i]);
		if (symlink(target, link))
			abort();
	}
	return dir;
}

static void remove_links(void)
{
	const char *dir = link_dir(fuzz_memfd());

	for (size_t i = 0; i < 3; i++) {
		char link[PATH_MAX + 16];

		snprintf(link, sizeof(link), "%s/in%s", dir, suffixes[i]);
		unlink(link);
	}
	rmdir(dir);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int registered;
	int fd = fuzz_memfd();
	char path[PATH_MAX + 16];

	if (!registered) {
		registered = 1;
		fuzz_vmlinux_facts();
		atexit(remove_links);
	}
	const char *suffix = suffix_of(data, size);

	fuzz_fill(fd, data, size);
	if (!suffix) {
		/* The memfd as standard input, read from its start. */
		if (dup2(fd, STDIN_FILENO) < 0 || lseek(STDIN_FILENO, 0, SEEK_SET))
			abort();
		fuzz_image_path("-", NULL);
		return 0;
	}
	snprintf(path, sizeof(path), "%s/in%s", link_dir(fd), suffix);
	fuzz_image_path(path, NULL);
	return 0;
}
