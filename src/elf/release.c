// SPDX-License-Identifier: GPL-2.0-only
/*
 * Which kernel an image belongs to: the release a vmlinux's banner names,
 * and the one a module's vermagic was built for. The kernel refuses a module
 * whose vermagic is not its own (unless forced); a tree of another kernel's
 * modules checked against a vmlinux proves nothing about either.
 */
#include <elf.h>
#include <string.h>

#include "kprefix/elf.h"

#define BANNER "Linux version "
#define VERMAGIC "vermagic="

/* The first word of s[0..n) into buf: what both strings start with. NULL, or why not. */
static const char *first_word(const char *s, size_t n, char *buf, size_t len)
{
	size_t w = 0;

	while (w < n && s[w] && s[w] != ' ' && s[w] != '\n')
		w++;
	if (!w)
		return "names no release";
	if (w >= len)
		return KP_RELEASE_OVERLONG;
	for (size_t i = 0; i < w; i++)
		if ((unsigned char)s[i] < 0x21 || (unsigned char)s[i] > 0x7e)
			return KP_RELEASE_UNPRINTABLE;
	memcpy(buf, s, w);
	buf[w] = '\0';
	return NULL;
}

static const char *module_release(const struct kp_image *image, char *buf, size_t len)
{
	if (len)
		buf[0] = '\0';
	for (size_t i = 0; i < image->nsections; i++) {
		const struct kp_section *sec = &image->sections[i];
		const char *p, *end;

		if (!sec->name || strcmp(sec->name, ".modinfo") || !sec->data)
			continue;
		p = (const char *)sec->data;
		end = p + sec->size;
		/* NUL-separated key=value strings, as modpost writes them. */
		while (p < end) {
			size_t n = strnlen(p, (size_t)(end - p));

			if (n >= strlen(VERMAGIC) && !strncmp(p, VERMAGIC, strlen(VERMAGIC)))
				return first_word(p + strlen(VERMAGIC), n - strlen(VERMAGIC), buf, len);
			p += n + 1;
		}
		return "has no vermagic in its .modinfo";
	}
	return NULL; /* no .modinfo: an object, not a module, which names no release (buf empty) */
}

static const char *vmlinux_release(const struct kp_image *image, char *buf, size_t len)
{
	const struct kp_marker_sym *banner = &image->markers[KP_LINUX_BANNER];
	char text[160];
	size_t n = 0;

	/* Byte by byte: the banner may end its section. */
	while (banner->found && n < sizeof(text) - 1 && kp_read_bytes(image, banner->value + n, &text[n], 1))
		n++;
	text[n] = '\0';
	if (len)
		buf[0] = '\0';
	if (strncmp(text, BANNER, strlen(BANNER)))
		return "has no Linux banner";
	return first_word(text + strlen(BANNER), n - strlen(BANNER), buf, len);
}

const char *kp_image_release_why(const struct kp_image *image, char *buf, size_t len)
{
	return image->elf_type == ET_REL ? module_release(image, buf, len) :
					  vmlinux_release(image, buf, len);
}

bool kp_image_release(const struct kp_image *image, char *buf, size_t len)
{
	return !kp_image_release_why(image, buf, len) && len && buf[0];
}
