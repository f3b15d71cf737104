// SPDX-License-Identifier: GPL-2.0-only
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "kprefix/util.h"

static void out_of_memory(size_t size)
{
	fprintf(stderr, "kprefix: out of memory allocating %zu bytes\n", size);
	exit(2);
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		out_of_memory(size);
	return p;
}

void *xcalloc(size_t nmemb, size_t size)
{
	void *p = calloc(nmemb ? nmemb : 1, size ? size : 1);

	if (!p)
		out_of_memory(nmemb * size);
	return p;
}

void *xrealloc(void *ptr, size_t size)
{
	void *p = realloc(ptr, size ? size : 1);

	if (!p)
		out_of_memory(size);
	return p;
}

char *xstrdup(const char *s)
{
	size_t len = strlen(s) + 1;

	return memcpy(xmalloc(len), s, len);
}

void grow_array(void **array, size_t *capacity, size_t need, size_t elem_size)
{
	size_t cap = *capacity;

	if (need <= cap)
		return;
	if (!cap)
		cap = 64;
	while (cap < need) {
		/* Past half of SIZE_MAX doubling wraps: that much memory is none to have. */
		if (cap > SIZE_MAX / 2)
			out_of_memory(need);
		cap *= 2;
	}
	if (elem_size && cap > SIZE_MAX / elem_size)
		out_of_memory(need);
	*array = xrealloc(*array, cap * elem_size);
	*capacity = cap;
}

size_t utf8_sequence(const unsigned char *s)
{
	unsigned c = s[0];
	size_t len;
	uint32_t cp;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf) {
		len = 2;
		cp = c & 0x1f;
	} else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		cp = c & 0x0f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		cp = c & 0x07;
	} else {
		return 0;
	}
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8. */
	if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) || cp > 0x10ffff ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

void fput_visible(const char *s, FILE *out)
{
	const unsigned char *p = (const unsigned char *)s;

	while (*p) {
		size_t len = utf8_sequence(p);

		if (len == 1 && *p >= 0x20 && *p != 0x7f) {
			fputc(*p++, out);
		} else if (len > 1) {
			fwrite(p, 1, len, out);
			p += len;
		} else {
			fprintf(out, "\\x%02x", *p++);
		}
	}
}
