// SPDX-License-Identifier: GPL-2.0-only
/*
 * CONFIG_IKCONFIG embeds the .config as a gzip stream between the markers
 * "IKCFG_ST" and "IKCFG_ED" (kernel/configs.c). zlib inflates it in memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include <elf.h>

#include "kprefix/layout.h"
#include "kprefix/util.h"

#define IKCONFIG_MAX (16u << 20)

static int inflate_config(const uint8_t *gz, size_t len, struct kp_kconfig *kc, char *err,
			  size_t errlen)
{
	z_stream zs = { 0 };
	size_t cap = 1u << 18, out_len = 0;
	char *out = xmalloc(cap);
	int ret;

	if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) {
		free(out);
		snprintf(err, errlen, "cannot start zlib");
		return -1;
	}
	zs.next_in = (Bytef *)gz;
	zs.avail_in = (uInt)len;
	do {
		if (out_len == cap) {
			if (cap >= IKCONFIG_MAX) {
				ret = Z_DATA_ERROR;
				break;
			}
			cap *= 2;
			out = xrealloc(out, cap);
		}
		zs.next_out = (Bytef *)out + out_len;
		zs.avail_out = (uInt)(cap - out_len);
		ret = inflate(&zs, Z_NO_FLUSH);
		out_len = cap - zs.avail_out;
	} while (ret == Z_OK);
	inflateEnd(&zs);
	if (ret != Z_STREAM_END) {
		free(out);
		snprintf(err, errlen, "embedded IKCONFIG is not a valid gzip stream");
		return -1;
	}
	ret = kp_kconfig_parse(kc, out, out_len);
	free(out);
	if (ret) {
		snprintf(err, errlen, "embedded IKCONFIG holds no CONFIG_ lines");
		return -1;
	}
	if (kp_kconfig_validate(kc, err, errlen))
		return -1;
	return 1;
}

int kp_ikconfig_read(const struct kp_image *image, struct kp_kconfig *kc, char *err, size_t errlen)
{
	static const char start[] = "IKCFG_ST", stop[] = "IKCFG_ED";

	for (size_t i = 0; i < image->nby_addr; i++) {
		const struct kp_section *sec = image->by_addr[i];

		/* kernel_config_data lives in read-only data, never in text. */
		if (!sec->data || (sec->flags & SHF_EXECINSTR) || sec->type != SHT_PROGBITS)
			continue;
		const uint8_t *hit = memmem(sec->data, sec->size, start, sizeof(start) - 1);

		if (!hit)
			continue;
		const uint8_t *gz = hit + sizeof(start) - 1;
		size_t room = sec->size - (size_t)(gz - sec->data);
		const uint8_t *end = memmem(gz, room, stop, sizeof(stop) - 1);

		return inflate_config(gz, end ? (size_t)(end - gz) : room, kc, err, errlen);
	}
	return 0;
}
