/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_UTIL_H
#define KPREFIX_UTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define ALIGN_DOWN(x, a) ((x) & ~((uint64_t)(a) - 1))

/* n with thousands separated by commas: "10,094". */
void kp_thousands(unsigned long long n, char *buf, size_t len);
void *xmalloc(size_t size);
void *xcalloc(size_t nmemb, size_t size);
/* Room for nmemb elements, not zeroed: for a table whose every element is written (calloc
 * zeroes again what the kernel gave zeroed, megabytes for a vmlinux's per-function tables). */
void *xmalloc_array(size_t nmemb, size_t size);
void *xrealloc(void *ptr, size_t size);
char *xstrdup(const char *s);

/* Grow *array so that it holds at least need elements of elem_size. */
void grow_array(void **array, size_t *capacity, size_t need, size_t elem_size);

/*
 * Sort base (n elements of size bytes) by key(element), ascending and
 * stable (equal keys keep their order, as glibc's qsort, a merge sort,
 * keeps them): an LSD radix sort over the key's bytes, a byte every key
 * shares skipped. n calls of key, no comparisons: for tables of tens of
 * thousands, where qsort's calls through a comparator dominate. A sort on
 * several fields is a sort on the least significant first, then on each
 * more significant one.
 */
void kp_radix_sort(void *base, size_t n, size_t size, uint64_t (*key)(const void *));

/*
 * Memory that lives as long as its owner and is freed at once: strings and
 * small records by the hundred thousand (a module tree's findings) without a
 * malloc each. What it hands out never moves. Zero-initialised is empty.
 */
struct kp_arena {
	struct kp_arena_block *blocks;
};
/* len bytes, aligned for any object. */
void *kp_arena_alloc(struct kp_arena *arena, size_t len);
/* A copy of s in the arena; NULL stays NULL. */
const char *kp_arena_strdup(struct kp_arena *arena, const char *s);
void kp_arena_free(struct kp_arena *arena);

/*
 * The length of the valid UTF-8 sequence at s (1 for ASCII), 0 when the bytes
 * there are not one (overlong, surrogate, past U+10FFFF, cut short).
 */
size_t utf8_sequence(const unsigned char *s);

/*
 * The length of the sequence at s that is shown as it is: 0 where it is a
 * control (C0, DEL, or C1 U+0080..U+009F, which a terminal obeys like ESC),
 * a bidi control or invisible format character (U+061C, U+200B..U+200F,
 * U+2028..U+202E, U+2060..U+206F, U+FEFF: a name that reads
 * as another) or no UTF-8, and each of its bytes is shown as \xNN instead.
 */
size_t kp_visible_sequence(const unsigned char *s);

/*
 * The length of the white space at p that GitHub's runner trims from a line
 * before it looks for a command (.NET's String.Trim(): space, U+00A0,
 * U+1680, U+2000..U+200A, U+2028, U+2029, U+202F, U+205F, U+3000; the
 * others it trims are controls, which are never shown raw), 0 for none.
 */
size_t kp_trimmed_space(const unsigned char *p);

/*
 * Symbol names and paths are bytes. For a terminal or a log: valid UTF-8
 * as it is, control characters (C0 and C1) and invalid bytes as \xNN, so
 * that no name can break a line or send an escape sequence; the '[' of
 * "##[" as \x5b, and the first ':' of a leading "::" (after white space
 * kp_trimmed_space() skips) as \x3a, so that none is a workflow command in
 * a GitHub log.
 */
void fput_visible(const char *s, FILE *out);
/* The same into buf (at most buflen bytes with the NUL), of s's first max bytes; returns buf. */
const char *kp_visible(const char *s, size_t max, char *buf, size_t buflen);

/*
 * An error: one line on standard error, the formatted message as
 * fput_visible() shows it (a newline added). Errors echo option values,
 * paths and names, and none may drive the terminal or a CI log; the
 * escaping is idempotent, so a part that is shown already reads the same.
 */
void kp_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * Every input kprefix reads whole (a baseline, suppressions, a config, a JSON
 * report) is a regular file of at most max bytes (0: any size): a FIFO, a
 * device (/dev/zero) or a directory is refused at once with a reason in err,
 * never waited on or read without end.
 *
 * kp_open_regular: a blocking read-only descriptor, or -1.
 * kp_read_regular: the whole file, NUL-terminated (*len without the NUL),
 * or NULL; a file that grows past max while read is an error, not cut.
 */
int kp_open_regular(const char *path, uint64_t max, char *err, size_t errlen);
char *kp_read_regular(const char *path, uint64_t max, size_t *len, char *err, size_t errlen);

/*
 * Ask for the cache line at p ahead of its reading. The empty volatile asm
 * keeps the caller from being taken for one without effects: GCC 12 at -O2
 * otherwise deletes a call whose only statement is the prefetch, inlined or
 * not (its mod/ref analysis counts the prefetch as no effect).
 */
static inline void kp_prefetch(const void *p)
{
	__builtin_prefetch(p);
	__asm__ volatile("");
}

static inline uint32_t read_le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint64_t read_le64(const uint8_t *p)
{
	return (uint64_t)read_le32(p) | (uint64_t)read_le32(p + 4) << 32;
}

#endif
