// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer: the bytes are a .config (--config FILE): parsed, and, when it
 * looks like a kernel config, a fixture image analysed and checked against
 * it (config-mismatch) and reported.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct kp_image *fixture_image(void)
{
	static struct kp_image *image;
	static int tried;
	const char *path = getenv("KPREFIX_FUZZ_VMLINUX");
	char err[256];

	if (tried)
		return image;
	tried = 1;
	if (!path)
		path = KPREFIX_FUZZ_VMLINUX;
	image = kp_image_open(path, err, sizeof(err));
	if (!image)
		fprintf(stderr, "fuzz: %s: %s (the config is only parsed)\n", path, err);
	return image;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct kp_image *image = fixture_image();
	struct kp_analysis_input input;
	struct kp_kconfig kc;

	kp_kconfig_init(&kc);
	if (kp_kconfig_parse(&kc, (const char *)data, size))
		return 0;
	kp_kconfig_prefix_nops(&kc, 2);
	{
		char err[128];

		/* Out-of-range values are refused as --config refuses them. */
		if (kp_kconfig_validate(&kc, err, sizeof(err)))
			return 0;
	}
	if (!image)
		return 0;
	kp_analysis_input_init(&input);
	input.config = &kc;
	fuzz_check(image, &input);
	return 0;
}
