// SPDX-License-Identifier: GPL-2.0-only
#include <stdbool.h>
#include <stdint.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kprefix/common.h"
#include "kprefix/util.h"

static void out_of_memory(size_t size)
{
	fprintf(stderr, "kprefix: out of memory allocating %zu bytes\n", size);
	exit(KP_EXIT_USAGE);
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

void *xmalloc_array(size_t nmemb, size_t size)
{
	if (size && nmemb > SIZE_MAX / size)
		out_of_memory(SIZE_MAX);
	return xmalloc(nmemb * size);
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

struct radix_key {
	uint64_t key;
	size_t index;
};

/* n elements of size bytes from elems in order's order into to: a fixed size copies without a call. */
static void radix_gather(unsigned char *to, const unsigned char *elems, size_t size, const struct radix_key *order,
			 size_t n)
{
	switch (size) {
	case 16:
		for (size_t i = 0; i < n; i++)
			memcpy(to + i * 16, elems + order[i].index * 16, 16);
		break;
	case 24:
		for (size_t i = 0; i < n; i++)
			memcpy(to + i * 24, elems + order[i].index * 24, 24);
		break;
	default:
		for (size_t i = 0; i < n; i++)
			memcpy(to + i * size, elems + order[i].index * size, size);
		break;
	}
}

void kp_radix_sort(void *base, size_t n, size_t size, uint64_t (*key)(const void *))
{
	struct radix_key *keys, *from, *to;
	unsigned char *elems = base, *sorted;
	bool moved = false;
	size_t (*count)[256];

	if (n < 2)
		return;
	if (n > SIZE_MAX / 2 / sizeof(*keys))
		out_of_memory(n);
	keys = xmalloc(2 * n * sizeof(*keys));
	count = xcalloc(8, sizeof(*count));
	from = keys;
	to = keys + n;
	/* every byte's counts in one pass */
	for (size_t i = 0; i < n; i++) {
		uint64_t k = key(elems + i * size);

		from[i] = (struct radix_key){ k, i };
		for (unsigned b = 0; b < 8; b++)
			count[b][(k >> (8 * b)) & 0xff]++;
	}
	for (unsigned b = 0; b < 8; b++) {
		size_t *c = count[b], at = 0;
		unsigned shift = 8 * b;

		if (c[(from[0].key >> shift) & 0xff] == n)
			continue; /* every key shares this byte: the pass would change nothing */
		for (size_t d = 0; d < 256; d++) {
			size_t here = c[d];

			c[d] = at;
			at += here;
		}
		for (size_t i = 0; i < n; i++)
			to[c[(from[i].key >> shift) & 0xff]++] = from[i];
		struct radix_key *swap = from;

		from = to;
		to = swap;
		moved = true;
	}
	free(count);
	if (moved) {
		sorted = xmalloc_array(n, size);
		radix_gather(sorted, elems, size, from, n);
		memcpy(elems, sorted, n * size);
		free(sorted);
	}
	free(keys);
}

#define KP_ARENA_FIRST 1024
#define KP_ARENA_BLOCK (1u << 20)

struct kp_arena_block {
	struct kp_arena_block *next;
	size_t used, size;
	max_align_t data[];
};

/* len bytes at a multiple of align (a power of two) in the newest block, or a new block. */
static void *arena_take(struct kp_arena *arena, size_t len, size_t align)
{
	struct kp_arena_block *b = arena->blocks;
	size_t at = b ? (b->used + align - 1) & ~(align - 1) : 0;

	if (len > SIZE_MAX / 2)
		out_of_memory(len);
	if (!b || at > b->size || b->size - at < len) {
		/* Small first, doubling to KP_ARENA_BLOCK: most containers hold a few findings. */
		size_t size = b ? (b->size < KP_ARENA_BLOCK / 2 ? 2 * b->size : KP_ARENA_BLOCK) : KP_ARENA_FIRST;

		if (size < len)
			size = len;

		b = xmalloc(sizeof(*b) + size);
		b->next = arena->blocks;
		b->size = size;
		arena->blocks = b;
		at = 0;
	}
	b->used = at + len;
	return (char *)b->data + at;
}

void *kp_arena_alloc(struct kp_arena *arena, size_t len)
{
	return arena_take(arena, len, sizeof(max_align_t));
}

const char *kp_arena_strdup(struct kp_arena *arena, const char *s)
{
	size_t len;
	char *copy;

	if (!s)
		return NULL;
	len = strlen(s) + 1;
	copy = arena_take(arena, len, 1);
	memcpy(copy, s, len);
	return copy;
}

void kp_arena_free(struct kp_arena *arena)
{
	while (arena->blocks) {
		struct kp_arena_block *next = arena->blocks->next;

		free(arena->blocks);
		arena->blocks = next;
	}
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

/*
 * Format characters that reorder or hide what is shown (the "Trojan Source"
 * set): U+061C ALM, U+200B..U+200F (zero widths, LRM, RLM), U+2028..U+202E
 * (line and paragraph separators, bidi embeddings and overrides),
 * U+2060..U+206F (word joiner, invisible operators, bidi isolates, the
 * deprecated shaping controls) and U+FEFF (zero-width no-break space).
 */
static bool invisible_format(const unsigned char *s, size_t len)
{
	if (len == 2)
		return s[0] == 0xd8 && s[1] == 0x9c;
	if (len != 3)
		return false;
	if (s[0] == 0xe2 && s[1] == 0x80)
		return (s[2] >= 0x8b && s[2] <= 0x8f) || (s[2] >= 0xa8 && s[2] <= 0xae);
	if (s[0] == 0xe2 && s[1] == 0x81)
		return s[2] >= 0xa0 && s[2] <= 0xaf;
	return s[0] == 0xef && s[1] == 0xbb && s[2] == 0xbf;
}

size_t kp_visible_sequence(const unsigned char *s)
{
	size_t len = utf8_sequence(s);

	/* C0 and DEL; C1 (U+0080..U+009F: CSI, OSC, ST...), which terminals obey as ESC's twins. */
	if ((len == 1 && (*s < 0x20 || *s == 0x7f)) || (len == 2 && s[0] == 0xc2 && s[1] < 0xa0))
		return 0;
	/* Bidi controls and invisible characters: a name that reads as another. */
	if (invisible_format(s, len))
		return 0;
	return len;
}

size_t kp_trimmed_space(const unsigned char *p)
{
	if (p[0] == ' ')
		return 1;
	if (p[0] == 0xc2 && p[1] == 0xa0)
		return 2;
	if ((p[0] == 0xe1 && p[1] == 0x9a && p[2] == 0x80) ||
	    (p[0] == 0xe2 && p[1] == 0x80 && ((p[2] >= 0x80 && p[2] <= 0x8a) || p[2] == 0xa8 ||
					      p[2] == 0xa9 || p[2] == 0xaf)) ||
	    (p[0] == 0xe2 && p[1] == 0x81 && p[2] == 0x9f) || (p[0] == 0xe3 && p[1] == 0x80 && p[2] == 0x80))
		return 3;
	return 0;
}

/*
 * GitHub's runner reads each line of a step's output, standard error too,
 * for workflow commands: a line that starts with "::" once trimmed, and
 * "##[" anywhere in a line (the legacy form, "##[error]x"). A name may
 * start a line, so the first ':' of a leading "::" is \x3a, and the '['
 * after "##" is \x5b. The colon to show so, or NULL.
 */
static const unsigned char *lead_colon(const unsigned char *s)
{
	for (size_t n; (n = kp_trimmed_space(s)); s += n)
		;
	return s[0] == ':' && s[1] == ':' ? s : NULL;
}

static bool command_byte(const unsigned char *start, const unsigned char *colon, const unsigned char *p)
{
	return p == colon || (*p == '[' && p - start >= 2 && p[-1] == '#' && p[-2] == '#');
}

void fput_visible(const char *s, FILE *out)
{
	const unsigned char *start = (const unsigned char *)s, *p = start, *colon = lead_colon(start);

	while (*p) {
		size_t len = command_byte(start, colon, p) ? 0 : kp_visible_sequence(p);

		if (len == 1) {
			fputc(*p++, out);
		} else if (len) {
			fwrite(p, 1, len, out);
			p += len;
		} else {
			fprintf(out, "\\x%02x", *p++);
		}
	}
}

const char *kp_visible(const char *s, size_t max, char *buf, size_t buflen)
{
	const unsigned char *start = (const unsigned char *)s, *p = start, *stop = p + strnlen(s, max);
	const unsigned char *colon = lead_colon(start);
	size_t o = 0;

	if (!buflen)
		return buf;
	while (p < stop) {
		size_t len = kp_visible_sequence(p), plen;
		char piece[8];

		if (len && p + len <= stop && !command_byte(start, colon, p)) {
			memcpy(piece, p, len);
			plen = len;
		} else {
			plen = (size_t)snprintf(piece, sizeof(piece), "\\x%02x", *p);
			len = 1;
		}
		if (o + plen + 1 > buflen)
			break;
		memcpy(buf + o, piece, plen);
		o += plen;
		p += len;
	}
	buf[o] = '\0';
	return buf;
}

void kp_error(const char *fmt, ...)
{
	char *line;
	va_list ap;

	va_start(ap, fmt);
	if (vasprintf(&line, fmt, ap) < 0)
		line = NULL;
	va_end(ap);
	/* stderr is unbuffered: the line is composed first and written at once. */
	if (line) {
		char *shown = NULL;
		size_t len = 0;
		FILE *buf = open_memstream(&shown, &len);

		if (buf) {
			fput_visible(line, buf);
			fputc('\n', buf);
			fclose(buf);
			fwrite(shown, 1, len, stderr);
			free(shown);
		} else {
			fput_visible(line, stderr);
			fputc('\n', stderr);
		}
		free(line);
	} else {
		fputs("kprefix: out of memory writing an error\n", stderr);
	}
}

/* "64 MiB", "1 GiB": a limit as a person reads it. */
static void format_size(char *buf, size_t len, uint64_t size)
{
	if (size >= (1ULL << 30) && !(size % (1ULL << 30)))
		snprintf(buf, len, "%llu GiB", (unsigned long long)(size >> 30));
	else if (size >= (1ULL << 20) && !(size % (1ULL << 20)))
		snprintf(buf, len, "%llu MiB", (unsigned long long)(size >> 20));
	else
		snprintf(buf, len, "%llu bytes", (unsigned long long)size);
}

int kp_open_regular(const char *path, uint64_t max, char *err, size_t errlen)
{
	struct stat st;
	int fd, flags;

	/* O_NONBLOCK: a FIFO without a writer must not hang the open; it is
	 * refused below with everything else that is not a regular file. */
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0) {
		snprintf(err, errlen, "%s", strerror(errno));
		return -1;
	}
	if (fstat(fd, &st)) {
		snprintf(err, errlen, "%s", strerror(errno));
		close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(err, errlen, "%s", S_ISDIR(st.st_mode) ? "is a directory" :
			 S_ISFIFO(st.st_mode) ? "a FIFO, not a regular file" :
			 S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device, not a regular file" :
			 "not a regular file");
		close(fd);
		return -1;
	}
	if (max && (uint64_t)st.st_size > max) {
		char limit[32];

		format_size(limit, sizeof(limit), max);
		snprintf(err, errlen, "%llu bytes, larger than %s", (unsigned long long)st.st_size, limit);
		close(fd);
		return -1;
	}
	/* Reads block again: a regular file's do not wait for anyone. */
	flags = fcntl(fd, F_GETFL);
	if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)) {
		snprintf(err, errlen, "%s", strerror(errno));
		close(fd);
		return -1;
	}
	return fd;
}

char *kp_read_regular(const char *path, uint64_t max, size_t *len, char *err, size_t errlen)
{
	int fd = kp_open_regular(path, max, err, errlen);
	struct stat st;
	char *text;
	size_t have = 0, cap;

	if (fd < 0)
		return NULL;
	/* Room for what fstat says, plus one byte to see the end (a file may
	 * grow, and /proc says 0): past max is an error, never a silent cut. */
	cap = !fstat(fd, &st) && st.st_size > 0 ? (size_t)st.st_size + 1 : 4096;
	text = xmalloc(cap + 1);
	for (;;) {
		ssize_t n;

		if (have == cap) {
			if (max && have > max)
				break;
			cap = cap * 2;
			if (max && cap > max + 1)
				cap = (size_t)max + 1;
			text = xrealloc(text, cap + 1);
		}
		n = read(fd, text + have, cap - have);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			snprintf(err, errlen, "read error: %s", strerror(errno));
			goto fail;
		}
		if (!n)
			break;
		have += (size_t)n;
	}
	if (max && have > max) {
		char limit[32];

		format_size(limit, sizeof(limit), max);
		snprintf(err, errlen, "larger than %s", limit);
		goto fail;
	}
	close(fd);
	text[have] = '\0';
	*len = have;
	return text;

fail:
	close(fd);
	free(text);
	return NULL;
}

void kp_thousands(unsigned long long n, char *buf, size_t len)
{
	char digits[32];
	int nd = snprintf(digits, sizeof(digits), "%llu", n);
	size_t at = 0;

	for (int i = 0; i < nd && at + 2 < len; i++) {
		if (i && (nd - i) % 3 == 0)
			buf[at++] = ',';
		buf[at++] = digits[i];
	}
	if (len)
		buf[at < len ? at : len - 1] = 0;
}
