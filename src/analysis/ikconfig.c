// SPDX-License-Identifier: GPL-2.0-only
/*
 * CONFIG_IKCONFIG embeds the .config as a gzip stream between the markers
 * "IKCFG_ST" and "IKCFG_ED" (kernel/configs.c). zlib inflates it in memory.
 */
#include <stdint.h>
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

	if (!sec || !sec->data || (sec->flags & SHF_EXECINSTR))
		return 0;
	/* Offsets inside the section, never a length computed past its end:
	 * the marker, the gzip and its end all lie within it, or it is no
	 * IKCONFIG kprefix will read (a marker that straddles the end of
	 * .rodata handed zlib ~4 GiB, or a config from the next section). */
	uint64_t off = data->value - sec->addr;

	if (off > sec->size) {
		snprintf(err, errlen, "embedded IKCONFIG: its IKCFG_ST marker at 0x%llx runs past the end of %s",
			 (unsigned long long)(data->value - mark), sec->name ? sec->name : "its section");
		return -1;
	}
	if (memcmp(sec->data + (off - mark), start, mark))
		return 0;
	const uint8_t *gz = sec->data + off;
	uint64_t len = sec->size - off;

	if (data_end->found) {
		if (data_end->value < data->value || data_end->value - data->value > len) {
			snprintf(err, errlen,
				 "embedded IKCONFIG: kernel_config_data_end (0x%llx) is not between kernel_config_data (0x%llx) and the end of %s",
				 (unsigned long long)data_end->value, (unsigned long long)data->value,
				 sec->name ? sec->name : "its section");
			return -1;
		}
		len = data_end->value - data->value;
	}
	/* zlib counts its input in uInt: a config is never near 4 GiB of gzip. */
	if (len > UINT32_MAX)
		len = UINT32_MAX;
	return inflate_config(gz, (size_t)len, kc, err, errlen);
}
