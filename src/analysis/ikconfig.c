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

/*
 * kernel/configs.c writes "IKCFG_ST", then kernel_config_data (the gzip),
 * kernel_config_data_end, "IKCFG_ED", in .rodata. The symbols say where: no
 * need to search megabytes of data, and without them there is no IKCONFIG.
 */
int kp_ikconfig_read(const struct kp_image *image, struct kp_kconfig *kc, char *err, size_t errlen)
{
	static const char start[] = "IKCFG_ST";
	const struct kp_marker_sym *data = &image->markers[KP_KERNEL_CONFIG_DATA];
	const struct kp_marker_sym *data_end = &image->markers[KP_KERNEL_CONFIG_DATA_END];
	const size_t mark = sizeof(start) - 1;

	if (!data->found || data->value < mark)
		return 0;
	const struct kp_section *sec = kp_section_at(image, data->value - mark);

	if (!sec || !sec->data || (sec->flags & SHF_EXECINSTR) ||
	    memcmp(sec->data + (data->value - mark - sec->addr), start, mark))
		return 0;
	const uint8_t *gz = sec->data + (data->value - sec->addr);
	size_t room = sec->size - (size_t)(data->value - sec->addr);
	size_t len = room;

	if (data_end->found && data_end->value >= data->value && data_end->value - data->value <= room)
		len = (size_t)(data_end->value - data->value);
	return inflate_config(gz, len, kc, err, errlen);
}
