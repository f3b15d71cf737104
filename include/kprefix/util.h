/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_UTIL_H
#define KPREFIX_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define ALIGN_DOWN(x, a) ((x) & ~((uint64_t)(a) - 1))

void *xmalloc(size_t size);
void *xcalloc(size_t nmemb, size_t size);
void *xrealloc(void *ptr, size_t size);
char *xstrdup(const char *s);

/* Grow *array so that it holds at least need elements of elem_size. */
void grow_array(void **array, size_t *capacity, size_t need, size_t elem_size);

static inline uint32_t read_le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint64_t read_le64(const uint8_t *p)
{
	return (uint64_t)read_le32(p) | (uint64_t)read_le32(p + 4) << 32;
}

#endif
