// SPDX-License-Identifier: GPL-2.0-only
/*
 * Getting an Elf handle for a path: mapped, not copied, when the file is plain
 * ELF; decompressed in memory (no temporary file) for the kernel's module
 * compressions, .ko.xz, .ko.gz and .ko.zst, and read with elf_memory().
 *
 * libdwfl opens compressed files transparently, but only through
 * dwfl_module_getelf(), which relocates an ET_REL file in place and empties
 * its relocation sections: the R_AARCH64_ABS64 relocations of
 * __patchable_function_entries and of data are what kprefix reads in an
 * object. Its decompressor is not public, and bookworm's libdw (0.188) is
 * built without zstd. So the decoders are the libraries libdw itself links,
 * liblzma and zlib, and libzstd.
 */
#include <lzma.h>
#include <errno.h>
#include <fcntl.h>
#include <libelf.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include "kprefix/elf.h"
#include "kprefix/util.h"

/*
 * How much a compressed file may decompress to. First the ELF itself: once
 * its header and section header table have come out, nothing past the end of
 * the last section (or of the table) is read, so a small ELF followed by
 * gigabytes of zeros stops at the ELF; a module signature appended after the
 * ELF is dropped, kprefix does not read it. Until then, at most 1024 times
 * the compressed size plus 16 MiB (real modules and kernels compress 3 to
 * 10 times), and never more than 2 GiB.
 */
#define KP_MAX_DECOMPRESSED (1ull << 31)
#define KP_MAX_RATIO 1024
#define KP_RATIO_SLACK (16ull << 20)

static pthread_once_t libelf_once = PTHREAD_ONCE_INIT;

/* elf_version() sets libelf's global state: once, whichever thread opens first. */
static void init_libelf(void)
{
	elf_version(EV_CURRENT);
}

static bool has_suffix(const char *s, const char *suffix)
{
	size_t ls = strlen(s), lx = strlen(suffix);

	return ls >= lx && !strcmp(s + ls - lx, suffix);
}

/*
 * Where an ELF64 little-endian file ends, from its first len bytes: the end
 * of the section header table, of the program headers, and of every section
 * with bytes in the file. Returns 1 with *end, 0 when more bytes are needed
 * (*end: how many), -1 when the bytes are not ELF64 little-endian.
 */
static int elf_extent(const uint8_t *buf, size_t len, uint64_t *end)
{
	static const uint8_t ident[] = { 0x7f, 'E', 'L', 'F', ELFCLASS64, ELFDATA2LSB };
	uint64_t phoff, shoff, shnum, table_end, e = 64;
	unsigned phnum, phentsize, shentsize;

	*end = 64;
	if (len < 64)
		return memcmp(buf, ident, len < sizeof(ident) ? len : sizeof(ident)) ? -1 : 0;
	if (memcmp(buf, ident, sizeof(ident)))
		return -1;
	phoff = read_le64(buf + 32);
	shoff = read_le64(buf + 40);
	phentsize = buf[54] | buf[55] << 8;
	phnum = buf[56] | buf[57] << 8;
	shentsize = buf[58] | buf[59] << 8;
	shnum = buf[60] | buf[61] << 8;
	/* Unsigned and bounded: hostile offsets saturate, they do not wrap. */
	if (phoff < UINT64_MAX / 2 && phoff + (uint64_t)phnum * phentsize > e)
		e = phoff + (uint64_t)phnum * phentsize;
	if (!shoff || shoff >= UINT64_MAX / 2)
		return *end = shoff ? UINT64_MAX : e, 1;
	if (shentsize < 64) /* libelf will say what is wrong */
		return *end = UINT64_MAX, 1;
	if (!shnum) {
		/* SHN_XINDEX: the count is section 0's sh_size. */
		if (len < shoff + 64)
			return *end = shoff + 64, 0;
		shnum = read_le64(buf + shoff + 32);
		if (shnum > UINT64_MAX / 2 / shentsize)
			return *end = UINT64_MAX, 1;
	}
	table_end = shoff + shnum * shentsize;
	if (len < table_end)
		return *end = table_end, 0;
	if (table_end > e)
		e = table_end;
	for (uint64_t i = 0; i < shnum; i++) {
		const uint8_t *sh = buf + shoff + i * shentsize;
		uint64_t off = read_le64(sh + 24), size = read_le64(sh + 32);

		if (read_le32(sh + 4) == SHT_NOBITS)
			continue;
		if (off >= UINT64_MAX / 2 || size >= UINT64_MAX / 2)
			return *end = UINT64_MAX, 1;
		if (off + size > e)
			e = off + size;
	}
	*end = e;
	return 1;
}

/* Compressed bytes: a file read as it goes, or standard input already read. */
struct input {
	int fd;
	const uint8_t *mem;
	size_t len, pos;
};

static ssize_t input_read(struct input *in, uint8_t *buf, size_t cap)
{
	if (in->mem) {
		size_t n = in->len - in->pos < cap ? in->len - in->pos : cap;

		memcpy(buf, in->mem + in->pos, n);
		in->pos += n;
		return (ssize_t)n;
	}
	for (;;) {
		ssize_t n = read(in->fd, buf, cap);

		if (n >= 0 || errno != EINTR)
			return n;
	}
}

/* Decompressed bytes so far: grown by doubling, never past limit. */
struct outbuf {
	uint8_t *data;
	size_t len, cap, limit;
};

static bool outbuf_room(struct outbuf *ob)
{
	if (ob->len < ob->cap)
		return true;
	if (ob->cap >= ob->limit)
		return false;
	size_t cap = ob->cap ? ob->cap * 2 : 1 << 20;

	ob->cap = cap < ob->limit ? cap : ob->limit;
	ob->data = xrealloc(ob->data, ob->cap);
	return true;
}

enum codec { CODEC_XZ, CODEC_GZIP, CODEC_ZSTD };

static const char *const codec_names[] = { "xz", "gzip", "zstd" };

struct decoder {
	enum codec codec;
	lzma_stream xz;
	z_stream gz;
	ZSTD_DStream *zs;
	/* At the end of a complete xz stream, gzip member or zstd frame: where
	 * the input may end, or (gzip, zstd) another member or frame begin. */
	bool complete;
};

static int decoder_init(struct decoder *d, enum codec codec)
{
	*d = (struct decoder){ .codec = codec, .xz = LZMA_STREAM_INIT };
	switch (codec) {
	case CODEC_XZ:
		/* LZMA_CONCATENATED: several streams one after the other, as xz -d reads. */
		return lzma_stream_decoder(&d->xz, UINT64_MAX, LZMA_CONCATENATED) == LZMA_OK ? 0 : -1;
	case CODEC_GZIP:
		return inflateInit2(&d->gz, 16 + MAX_WBITS) == Z_OK ? 0 : -1;
	case CODEC_ZSTD:
		return (d->zs = ZSTD_createDStream()) ? 0 : -1;
	}
	return -1;
}

static void decoder_end(struct decoder *d)
{
	lzma_end(&d->xz);
	if (d->codec == CODEC_GZIP)
		inflateEnd(&d->gz);
	ZSTD_freeDStream(d->zs);
}

/*
 * Decode from in[*pos, n) into ob. Returns 0 (progress or not), or -1 with
 * err. finish: the input has ended.
 */
static int decoder_step(struct decoder *d, const uint8_t *in, size_t n, size_t *pos, bool finish,
			struct outbuf *ob, char *err, size_t errlen)
{
	if (d->codec == CODEC_XZ) {
		d->xz.next_in = in + *pos;
		d->xz.avail_in = n - *pos;
		d->xz.next_out = ob->data + ob->len;
		d->xz.avail_out = ob->cap - ob->len;
		lzma_ret r = lzma_code(&d->xz, finish ? LZMA_FINISH : LZMA_RUN);

		*pos = n - d->xz.avail_in;
		ob->len = ob->cap - d->xz.avail_out;
		if (r == LZMA_STREAM_END) {
			d->complete = true;
			return 0;
		}
		if (r == LZMA_OK || r == LZMA_BUF_ERROR)
			return 0;
		snprintf(err, errlen, "%s",
			 r == LZMA_FORMAT_ERROR ? "not an xz file" :
			 r == LZMA_DATA_ERROR ? "corrupt xz data" :
			 r == LZMA_OPTIONS_ERROR ? "xz options this liblzma cannot read" :
			 r == LZMA_MEM_ERROR ? "out of memory decompressing xz" : "corrupt xz stream");
		return -1;
	}
	if (d->codec == CODEC_GZIP) {
		if (d->complete) {
			/* Between members: gzip -d skips zero padding and reads on. */
			while (*pos < n && !in[*pos])
				(*pos)++;
			if (*pos == n)
				return 0;
			if (inflateReset(&d->gz) != Z_OK) {
				snprintf(err, errlen, "cannot restart the gzip decoder");
				return -1;
			}
			d->complete = false;
		}
		d->gz.next_in = (Bytef *)(in + *pos);
		d->gz.avail_in = (uInt)(n - *pos);
		d->gz.next_out = ob->data + ob->len;
		d->gz.avail_out = (uInt)(ob->cap - ob->len);
		int r = inflate(&d->gz, Z_NO_FLUSH);

		*pos = n - d->gz.avail_in;
		ob->len = ob->cap - d->gz.avail_out;
		if (r == Z_STREAM_END)
			d->complete = true;
		else if (r != Z_OK && r != Z_BUF_ERROR) {
			snprintf(err, errlen, "not a valid gzip stream (%s)", d->gz.msg ? d->gz.msg : "zlib error");
			return -1;
		}
		return 0;
	}
	ZSTD_inBuffer zin = { in, n, *pos };
	ZSTD_outBuffer zout = { ob->data, ob->cap, ob->len };
	size_t r = ZSTD_decompressStream(d->zs, &zout, &zin);

	if (ZSTD_isError(r)) {
		snprintf(err, errlen, "not a valid zstd stream (%s)", ZSTD_getErrorName(r));
		return -1;
	}
	/* 0: a frame ended and is flushed; the next bytes, if any, start a new
	 * frame (zstd -d reads concatenated frames, skippable ones too). */
	if (zin.pos > *pos || zout.pos > ob->len)
		d->complete = r == 0;
	*pos = zin.pos;
	ob->len = zout.pos;
	return 0;
}

/*
 * Decompress the whole input into ob. Output past the end of the ELF it
 * holds is decoded into a scratch buffer and dropped, but decoded: the
 * stream must be whole, up to its trailer and checksum (xz's index and
 * footer, gzip's CRC-32 and size, zstd's end of frame and checksum), as
 * xz -t, gzip -t and zstd -t demand; a module cut short there is refused,
 * never read as if it were whole. The ratio limit bounds what is decoded
 * in all, the dropped bytes too. Returns 0, or -1 with err set.
 */
static int decompress(struct input *input, uint64_t compressed_size, enum codec codec,
		      struct outbuf *ob, char *err, size_t errlen)
{
	static const size_t chunk = 1 << 16;
	uint8_t *inbuf = xmalloc(chunk);
	struct outbuf scratch = { 0 }, *out = ob;
	struct decoder d;
	uint64_t want = 64, ratio_limit, dropped = 0;
	bool eof = false, elf_known = false;
	size_t n = 0, pos = 0;
	int ret = -1;

	ratio_limit = compressed_size < (KP_MAX_DECOMPRESSED - KP_RATIO_SLACK) / KP_MAX_RATIO ?
			      KP_RATIO_SLACK + compressed_size * KP_MAX_RATIO : KP_MAX_DECOMPRESSED;
	ob->limit = ratio_limit;
	if (decoder_init(&d, codec)) {
		snprintf(err, errlen, "cannot start the %s decoder", codec_names[codec]);
		goto out;
	}
	for (;;) {
		if (pos == n && !eof) {
			ssize_t got = input_read(input, inbuf, chunk);

			if (got < 0) {
				snprintf(err, errlen, "read error: %s", strerror(errno));
				goto out;
			}
			n = (size_t)got;
			pos = 0;
			eof = !got;
		}
		/* The ELF is all here: the rest of the stream is decoded to its end, not kept. */
		if (out == ob && elf_known && ob->len >= ob->limit) {
			scratch = (struct outbuf){ .data = xmalloc(chunk), .cap = chunk, .limit = chunk };
			out = &scratch;
		}
		if (out == &scratch) {
			dropped += scratch.len;
			scratch.len = 0;
			if (ob->len + dropped > ratio_limit) {
				snprintf(err, errlen,
					 "decompresses to more than %llu bytes, the most kprefix reads from %llu compressed bytes",
					 (unsigned long long)ratio_limit, (unsigned long long)compressed_size);
				goto out;
			}
		} else if (!outbuf_room(ob)) {
			snprintf(err, errlen,
				 "decompresses to more than %zu bytes, the most kprefix reads from %llu compressed bytes",
				 ob->limit, (unsigned long long)compressed_size);
			goto out;
		}
		size_t before_in = pos, before_out = out->len;

		if (decoder_step(&d, inbuf, n, &pos, eof, out, err, errlen))
			goto out;
		if (out == ob && !elf_known && ob->len >= want) {
			uint64_t end;
			int known = elf_extent(ob->data, ob->len, &end);

			if (known < 0)
				break; /* not ELF: libelf says so, no need to read on */
			if (known > 0) {
				elf_known = true;
				if (end < ob->limit)
					ob->limit = end > ob->len ? end : ob->len;
			}
			want = end;
		}
		if (eof && pos == n && out->len == before_out && pos == before_in)
			break; /* nothing more will come out */
	}
	/* Bytes that are not ELF (libelf says so): whether the stream is whole does not matter. */
	if (elf_extent(ob->data, ob->len, &want) >= 0 && !d.complete) {
		if (elf_known && ob->len >= ob->limit)
			snprintf(err, errlen, "the %s stream ends early, after the ELF it holds: no end of stream or checksum (%s -t refuses it too)",
				 codec_names[codec], codec_names[codec]);
		else
			snprintf(err, errlen, "the %s stream ends early", codec_names[codec]);
		goto out;
	}
	/* The ELF ends at ob->limit: what was decoded past it is not the module's. */
	if (elf_known && ob->len > ob->limit)
		ob->len = ob->limit;
	ret = 0;
out:
	decoder_end(&d);
	free(scratch.data);
	free(inbuf);
	return ret;
}
/* The Elf of bytes in memory, which the image then owns. */
static Elf *elf_of_buffer(struct kp_image *image, uint8_t *data, size_t len, const char *inside,
			  char *err, size_t errlen)
{
	Elf *elf;

	image->buffer = data;
	elf = elf_memory((char *)data, len);
	if (!elf) {
		snprintf(err, errlen, "cannot read the ELF%s: %s", inside, elf_errmsg(-1));
		return NULL;
	}
	if (elf_kind(elf) != ELF_K_ELF) {
		snprintf(err, errlen, "not an ELF file%s", inside);
		elf_end(elf);
		return NULL;
	}
	return elf;
}

static Elf *open_compressed(struct kp_image *image, struct input *in, uint64_t size,
			    enum codec codec, char *err, size_t errlen)
{
	struct outbuf ob = { 0 };
	char inside[48];

	if (decompress(in, size, codec, &ob, err, errlen)) {
		free(ob.data);
		return NULL;
	}
	snprintf(inside, sizeof(inside), " inside the %s stream", codec_names[codec]);
	return elf_of_buffer(image, ob.data, ob.len, inside, err, errlen);
}

/*
 * Standard input, read whole into memory (it cannot be mapped), and
 * decompressed when its first bytes are an xz, gzip or zstd magic.
 */
static Elf *open_stdin(struct kp_image *image, char *err, size_t errlen)
{
	struct outbuf raw = { .limit = KP_MAX_DECOMPRESSED };
	static const uint8_t xz_magic[] = { 0xfd, '7', 'z', 'X', 'Z', 0 };
	static const uint8_t gz_magic[] = { 0x1f, 0x8b };
	static const uint8_t zstd_magic[] = { 0x28, 0xb5, 0x2f, 0xfd };
	struct input in = { .fd = STDIN_FILENO };

	for (;;) {
		if (!outbuf_room(&raw)) {
			snprintf(err, errlen, "standard input is larger than %llu bytes", KP_MAX_DECOMPRESSED);
			free(raw.data);
			return NULL;
		}
		ssize_t n = input_read(&in, raw.data + raw.len, raw.cap - raw.len);

		if (n < 0) {
			snprintf(err, errlen, "read error on standard input: %s", strerror(errno));
			free(raw.data);
			return NULL;
		}
		if (!n)
			break;
		raw.len += (size_t)n;
	}
	int codec = raw.len >= 6 && !memcmp(raw.data, xz_magic, 6) ? CODEC_XZ :
		    raw.len >= 2 && !memcmp(raw.data, gz_magic, 2) ? CODEC_GZIP :
		    raw.len >= 4 && !memcmp(raw.data, zstd_magic, 4) ? CODEC_ZSTD : -1;

	if (codec < 0)
		return elf_of_buffer(image, raw.data, raw.len, "", err, errlen);

	struct input mem = { .fd = -1, .mem = raw.data, .len = raw.len };
	Elf *elf = open_compressed(image, &mem, raw.len, codec, err, errlen);

	free(raw.data);
	return elf;
}

void *kp_open_elf(struct kp_image *image, const char *path, char *err, size_t errlen)
{
	struct stat st;
	Elf *elf;
	int fd;

	pthread_once(&libelf_once, init_libelf);
	if (!strcmp(path, "-") || !strcmp(path, "/dev/stdin"))
		return open_stdin(image, err, errlen);

	/* O_NONBLOCK: a FIFO without a writer must not hang the open; it is
	 * refused below with everything else that is not a regular file. */
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0) {
		snprintf(err, errlen, "%s", strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st)) {
		snprintf(err, errlen, "%s", strerror(errno));
		close(fd);
		return NULL;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(err, errlen, "%s", S_ISDIR(st.st_mode) ? "is a directory" :
			 "not a regular file (give - to read standard input)");
		close(fd);
		return NULL;
	}
	image->fd = fd;

	enum codec codec = has_suffix(path, ".zst") ? CODEC_ZSTD :
			   has_suffix(path, ".xz") ? CODEC_XZ :
			   has_suffix(path, ".gz") ? CODEC_GZIP : (enum codec)-1;

	if ((int)codec >= 0) {
		struct input in = { .fd = fd };

		elf = open_compressed(image, &in, (uint64_t)st.st_size, codec, err, errlen);
		close(fd); /* the bytes are in memory: a module tree holds no fds */
		image->fd = -1;
		return elf;
	}
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf) {
		snprintf(err, errlen, "not an ELF file (%s)", elf_errmsg(-1));
		return NULL;
	}
	if (elf_kind(elf) != ELF_K_ELF) {
		snprintf(err, errlen, "not an ELF file");
		elf_end(elf);
		return NULL;
	}
	return elf;
}
