// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer: the bytes are a file given to `kprefix check` (a vmlinux, a .ko
 * or a .o, plain ELF): opened, analysed (IKCONFIG read), every check run, the
 * text and JSON reports written to /dev/null, everything freed. An object is
 * checked a second time against a fixture vmlinux's facts, and when the last
 * byte's top bit is set, the image again with the layout options the last
 * two bytes give (fuzz_layout_options in common.h).
 */
#include <stdint.h>
#include <stdio.h>

#include "common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int fd = fuzz_memfd();
	struct kp_layout_options lo;
	char path[64];

	fuzz_vmlinux_facts(); /* once, before the first input: not counted as a leak */
	fuzz_fill(fd, data, size);
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	fuzz_image_path(path, fuzz_layout_options(data, size, &lo) ? &lo : NULL);
	return 0;
}
