/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the libFuzzer harnesses share: the bytes into a file kp_image_open can
 * open (a memfd, named by a symlink when the name must end in .ko.xz and the
 * like), and one image checked and reported as `kprefix check` does.
 */
#ifndef KPREFIX_FUZZ_COMMON_H
#define KPREFIX_FUZZ_COMMON_H

#include <elf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "kprefix/analysis.h"
#include "kprefix/checks.h"
#include "kprefix/elf.h"
#include "kprefix/findings.h"
#include "kprefix/pipeline.h"
#include "kprefix/report.h"

static inline FILE *fuzz_devnull(void)
{
	static FILE *null;

	if (!null) {
		null = fopen("/dev/null", "w");
		if (!null)
			abort();
	}
	return null;
}

/* A memfd holding exactly data[0..size). */
static inline int fuzz_memfd(void)
{
	static int fd = -1;

	if (fd < 0) {
		fd = memfd_create("kprefix-fuzz", MFD_CLOEXEC);
		if (fd < 0)
			abort();
	}
	return fd;
}

static inline void fuzz_fill(int fd, const uint8_t *data, size_t size)
{
	if (ftruncate(fd, 0))
		abort();
	for (size_t done = 0; done < size;) {
		ssize_t n = pwrite(fd, data + done, size - done, (off_t)done);

		if (n <= 0)
			abort();
		done += (size_t)n;
	}
}

/* Findings into text (verbose, then quiet and short) and into one JSON document. */
static inline void fuzz_render(const struct kp_analysis *an, const struct kp_findings *findings)
{
	FILE *out = fuzz_devnull();
	struct kp_report_opts verbose = { .verbose = true };
	struct kp_report_opts modules = { .findings_only = true };
	struct kp_json j;

	kp_report_text(out, an, findings, &verbose);
	kp_report_text(out, an, findings, &modules);
	json_init(&j, out);
	json_begin_object(&j, NULL);
	kp_json_header(&j, KP_JSON_SCHEMA, KP_JSON_SCHEMA_VERSION);
	kp_json_report_fields(&j, an, findings);
	json_int(&j, "exit_status", kp_findings_status(findings, false));
	json_end_object(&j);
	if (!json_done(&j))
		abort();
	fflush(out);
}

/* One analysis with every check, reported and freed; 0 when it analysed. */
static inline int fuzz_check(const struct kp_image *image, const struct kp_analysis_input *input)
{
	/* The library's one entry point, with the image borrowed. */
	struct kp_checked res = { .image = (struct kp_image *)image };
	int ret = 0;

	kp_check_opened(&res, input, KP_ALL_CHECKS, false, NULL);
	if (res.error)
		ret = -1;
	else
		fuzz_render(res.an, &res.findings);
	res.image = NULL;
	kp_checked_free(&res);
	return ret;
}

/*
 * A vmlinux's facts for modules and objects, from a fixture vmlinux
 * (KPREFIX_FUZZ_VMLINUX, or the one compiled in): a module is also checked
 * against it, as under --modules. NULL when it cannot be read.
 */
static inline const struct kp_vmlinux_facts *fuzz_vmlinux_facts(void)
{
	static struct kp_vmlinux_facts facts;
	static struct kp_analysis_input input;
	static int state; /* 0 not tried, 1 ok, -1 failed */
	const char *path = getenv("KPREFIX_FUZZ_VMLINUX");
	struct kp_image *image;
	struct kp_analysis *an;
	char err[256];

	if (state)
		return state > 0 ? &facts : NULL;
	state = -1;
	if (!path)
		path = KPREFIX_FUZZ_VMLINUX;
	image = kp_image_open(path, err, sizeof(err));
	if (!image) {
		fprintf(stderr, "fuzz: %s: %s (modules are not checked against a vmlinux)\n", path, err);
		return NULL;
	}
	kp_analysis_input_init(&input);
	if (kp_analyse(image, &input, &an, err, sizeof(err))) {
		fprintf(stderr, "fuzz: %s: %s\n", path, err);
		kp_image_close(image);
		return NULL;
	}
	kp_vmlinux_facts_init(&facts, an, "vmlinux");
	kp_analysis_free(an);
	kp_image_close(image);
	state = 1;
	return &facts;
}

/*
 * The layout options (--prefix-nops, --cfi/--no-cfi, --bti/--no-bti,
 * --function-alignment) the last two bytes ask for, within what the command
 * line accepts; false when the last byte's top bit is clear (no option).
 * fuzz/replay.py gives the same options.
 */
static inline bool fuzz_layout_options(const uint8_t *data, size_t size,
				       struct kp_layout_options *lo)
{
	static const int tri[4] = { -1, 0, 1, -1 };
	uint8_t b1, b2;

	if (size < 2 || !(data[size - 1] & 0x80))
		return false;
	b1 = data[size - 1];
	b2 = data[size - 2];
	lo->prefix_nops = b2 % 18 == 17 ? -1 : b2 % 18;
	lo->cfi = tri[b1 & 3];
	lo->bti = tri[(b1 >> 2) & 3];
	lo->func_align = (b1 >> 4) & 7 ? 2 << ((b1 >> 4) & 7) : -1;
	return true;
}

/*
 * Open path and check it as `kprefix check` would: alone (IKCONFIG read),
 * for an object after a vmlinux too, and with the options forced when
 * lo is not NULL.
 */
static inline void fuzz_image_path(const char *path, const struct kp_layout_options *lo)
{
	struct kp_analysis_input input;
	struct kp_image *image;
	char err[256];

	image = kp_image_open(path, err, sizeof(err));
	if (!image)
		return;
	kp_analysis_input_init(&input);
	input.read_ikconfig = true;
	fuzz_check(image, &input);
	if (image->elf_type == ET_REL) {
		const struct kp_vmlinux_facts *vf = fuzz_vmlinux_facts();

		if (vf) {
			input.read_ikconfig = false;
			input.vmlinux = vf;
			fuzz_check(image, &input);
		}
	}
	if (lo) {
		kp_analysis_input_init(&input);
		input.read_ikconfig = true;
		input.layout = *lo;
		fuzz_check(image, &input);
	}
	kp_image_close(image);
}

#endif
