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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include "kprefix/elf.h"
#include "kprefix/util.h"

/* A decompressed module larger than this is not a module. */
#define KP_MAX_DECOMPRESSED (1ull << 31)

static bool has_suffix(const char *s, const char *suffix)
{
	size_t ls = strlen(s), lx = strlen(suffix);

	return ls >= lx && !strcmp(s + ls - lx, suffix);
}

/* Decompressed bytes so far: grown by doubling, bounded. */
struct outbuf {
	uint8_t *data;
	size_t len, cap;
};

static bool outbuf_room(struct outbuf *ob, char *err, size_t errlen)
{
	if (ob->len < ob->cap)
		return true;
	if (ob->cap >= KP_MAX_DECOMPRESSED) {
		snprintf(err, errlen, "decompresses to more than %llu bytes", KP_MAX_DECOMPRESSED);
		return false;
	}
	ob->cap = ob->cap ? ob->cap * 2 : 1 << 20;
	ob->data = xrealloc(ob->data, ob->cap);
	return true;
}

enum codec { CODEC_XZ, CODEC_GZIP, CODEC_ZSTD };

static const char *const codec_names[] = { "xz", "gzip", "zstd" };

/*
 * Stream-decompress the whole file. Returns 0, or -1 with err set; a stream
 * that ends early is an error, not a short module.
 */
static int decompress(FILE *f, enum codec codec, struct outbuf *ob, char *err, size_t errlen)
{
	uint8_t inbuf[1 << 16];
	lzma_stream xz = LZMA_STREAM_INIT;
	z_stream gz = { 0 };
	ZSTD_DStream *zs = NULL;
	bool done = false;
	int ret = -1;
	size_t n;

	if ((codec == CODEC_XZ && lzma_stream_decoder(&xz, UINT64_MAX, LZMA_CONCATENATED) != LZMA_OK) ||
	    (codec == CODEC_GZIP && inflateInit2(&gz, 16 + MAX_WBITS) != Z_OK) ||
	    (codec == CODEC_ZSTD && !(zs = ZSTD_createDStream()))) {
		snprintf(err, errlen, "cannot start the %s decoder", codec_names[codec]);
		goto out;
	}
	while (!done) {
		n = fread(inbuf, 1, sizeof(inbuf), f);
		if (ferror(f)) {
			snprintf(err, errlen, "read error: %s", strerror(errno));
			goto out;
		}
		bool eof = n == 0;
		size_t pos = 0;

		/* Feed this chunk (or, at EOF, flush) until the decoder wants more. */
		for (;;) {
			if (!outbuf_room(ob, err, errlen))
				goto out;
			size_t before_in = pos, before_out = ob->len;

			if (codec == CODEC_XZ) {
				xz.next_in = inbuf + pos;
				xz.avail_in = n - pos;
				xz.next_out = ob->data + ob->len;
				xz.avail_out = ob->cap - ob->len;
				lzma_ret r = lzma_code(&xz, eof ? LZMA_FINISH : LZMA_RUN);

				pos = n - xz.avail_in;
				ob->len = ob->cap - xz.avail_out;
				if (r == LZMA_STREAM_END)
					done = true;
				else if (r != LZMA_OK && r != LZMA_BUF_ERROR) {
					snprintf(err, errlen, "%s",
						 r == LZMA_FORMAT_ERROR ? "not an xz file" :
						 r == LZMA_DATA_ERROR ? "corrupt xz data" :
						 r == LZMA_OPTIONS_ERROR ? "xz options this liblzma cannot read" :
						 r == LZMA_MEM_ERROR ? "out of memory decompressing xz" :
									 "corrupt xz stream");
					goto out;
				}
			} else if (codec == CODEC_GZIP) {
				gz.next_in = inbuf + pos;
				gz.avail_in = (uInt)(n - pos);
				gz.next_out = ob->data + ob->len;
				gz.avail_out = (uInt)(ob->cap - ob->len);
				int r = inflate(&gz, Z_NO_FLUSH);

				pos = n - gz.avail_in;
				ob->len = ob->cap - gz.avail_out;
				if (r == Z_STREAM_END)
					done = true;
				else if (r != Z_OK && r != Z_BUF_ERROR) {
					snprintf(err, errlen, "not a valid gzip stream (%s)", gz.msg ? gz.msg : "zlib error");
					goto out;
				}
			} else {
				ZSTD_inBuffer in = { inbuf, n, pos };
				ZSTD_outBuffer out = { ob->data, ob->cap, ob->len };
				size_t r = ZSTD_decompressStream(zs, &out, &in);

				pos = in.pos;
				ob->len = out.pos;
				if (ZSTD_isError(r)) {
					snprintf(err, errlen, "not a valid zstd stream (%s)", ZSTD_getErrorName(r));
					goto out;
				}
				if (r == 0 && pos == n)
					done = true;
			}
			if (done || (pos == n && ob->len < ob->cap))
				break;
			if (pos == before_in && ob->len == before_out && ob->len < ob->cap)
				break;
		}
		if (eof && !done) {
			snprintf(err, errlen, "the %s stream ends early", codec_names[codec]);
			goto out;
		}
	}
	ret = 0;
out:
	lzma_end(&xz);
	if (codec == CODEC_GZIP)
		inflateEnd(&gz);
	ZSTD_freeDStream(zs);
	return ret;
}

static Elf *open_compressed(struct kp_image *image, const char *path, enum codec codec, char *err,
			    size_t errlen)
{
	struct outbuf ob = { 0 };
	FILE *f = fopen(path, "rb");
	Elf *elf;

	if (!f) {
		snprintf(err, errlen, "%s", strerror(errno));
		return NULL;
	}
	if (decompress(f, codec, &ob, err, errlen)) {
		fclose(f);
		free(ob.data);
		return NULL;
	}
	fclose(f);
	image->buffer = ob.data;
	elf = elf_memory((char *)ob.data, ob.len);
	if (!elf || elf_kind(elf) != ELF_K_ELF) {
		snprintf(err, errlen, "not an ELF file inside the %s stream", codec_names[codec]);
		if (elf)
			elf_end(elf);
		return NULL;
	}
	return elf;
}

void *kp_open_elf(struct kp_image *image, const char *path, char *err, size_t errlen)
{
	Elf *elf;
	int fd;

	elf_version(EV_CURRENT);
	if (has_suffix(path, ".zst"))
		return open_compressed(image, path, CODEC_ZSTD, err, errlen);
	if (has_suffix(path, ".xz"))
		return open_compressed(image, path, CODEC_XZ, err, errlen);
	if (has_suffix(path, ".gz"))
		return open_compressed(image, path, CODEC_GZIP, err, errlen);

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "%s", strerror(errno));
		return NULL;
	}
	struct stat st;

	if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
		snprintf(err, errlen, "is a directory");
		close(fd);
		return NULL;
	}
	image->fd = fd;
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF) {
		snprintf(err, errlen, "not an ELF file");
		if (elf)
			elf_end(elf);
		return NULL;
	}
	return elf;
}
