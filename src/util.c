// SPDX-License-Identifier: GPL-2.0-only
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
	while (cap < need)
		cap *= 2;
	*array = xrealloc(*array, cap * elem_size);
	*capacity = cap;
}
