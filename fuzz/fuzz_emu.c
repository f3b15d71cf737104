// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer: hostile function bodies for the emulator. The bytes replace the
 * code of the kernel's own ftrace functions in a fixture image (arm64
 * ftrace-m3-mainline or riscv64 ftrace-callops-rvc): ftrace_caller,
 * ftrace_call_adjust() and ftrace_init_nop(). The image is then checked and
 * reported as `kprefix check` does (the emulator runs the bodies as the
 * analysis does), and each body is also run directly, as a trampoline and
 * as a function, with arguments and a watched range the input gives.
 *
 *   byte 0: bit 0 the image (0 arm64, 1 riscv64); bits 1-2 the function
 *           (0 ftrace_caller, 1 ftrace_call_adjust, 2 ftrace_init_nop, 3 all
 *           three, the rest split in three)
 *   bytes 1-16: the two arguments of the direct runs
 *   the rest: the body, over the function from its start (at most its size)
 */
#include <stdint.h>
#include <stdio.h>

#include "common.h"
#include "kprefix/arch.h"
#include "kprefix/emu.h"

#ifndef KPREFIX_FUZZ_ARM64
#define KPREFIX_FUZZ_ARM64 "fixtures/images/ftrace-m3-mainline.elf"
#endif
#ifndef KPREFIX_FUZZ_RISCV64
#define KPREFIX_FUZZ_RISCV64 "fixtures/riscv64/images/ftrace-callops-rvc.elf"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const enum kp_marker targets[3] = { KP_FTRACE_CALLER, KP_FTRACE_CALL_ADJUST,
					   KP_FTRACE_INIT_NOP };

struct base {
	uint8_t *bytes;
	size_t size;
	uint64_t off[3], len[3], addr[3]; /* each target's file offset, size, address */
	bool ok;
};

static struct base *base_for(int which)
{
	static struct base bases[2];
	static bool tried[2];
	struct base *b = &bases[which];
	const char *path = which ? KPREFIX_FUZZ_RISCV64 : KPREFIX_FUZZ_ARM64;
	char err[256];

	if (tried[which])
		return b->ok ? b : NULL;
	tried[which] = true;
	FILE *f = fopen(path, "rb");

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	b->size = (size_t)ftell(f);
	rewind(f);
	b->bytes = malloc(b->size);
	if (!b->bytes || fread(b->bytes, 1, b->size, f) != b->size)
		abort();
	fclose(f);

	struct kp_image *image = kp_image_open(path, err, sizeof(err));

	if (!image)
		abort();
	for (int t = 0; t < 3; t++) {
		const struct kp_marker_sym *m = &image->markers[targets[t]];
		const struct kp_section *sec = m->found ? kp_section_at(image, m->value) : NULL;

		if (!sec || !sec->data)
			abort();
		b->addr[t] = m->value;
		b->off[t] = sec->offset + (m->value - sec->addr);
		b->len[t] = m->size ? m->size : 64;
		if (b->off[t] + b->len[t] > b->size)
			abort();
	}
	kp_image_close(image);
	b->ok = true;
	return b;
}

/* Each body run alone, as the analysis runs it and with the input's arguments. */
static void run_direct(const char *path, int which, const struct base *b, const uint64_t args[2])
{
	char err[256];
	struct kp_image *image = kp_image_open(path, err, sizeof(err));
	struct kp_emu *emu;

	if (!image)
		return;
	emu = kp_emu_new(image, which ? &kp_arch_riscv64 : &kp_arch_arm64, err, sizeof(err));
	if (emu) {
		for (int t = 0; t < 3; t++) {
			struct kp_emu_outcome out;
			struct kp_emu_run run = {
				.entry = b->addr[t], .entry_size = b->len[t],
				.args = { args[0], args[1] }, .link = t == 0 ? KP_EMU_CALLSITE_PAGE + 0x800 + (args[0] & 14) : 0,
				.trampoline = t == 0,
				.watch_lo = KP_EMU_CALLSITE_PAGE, .watch_hi = KP_EMU_CALLSITE_PAGE + 4096,
				.stop_call = t == 2 ? args[1] : 0,
				.scratch = args, .scratch_len = 2 * sizeof(args[0]),
			};

			kp_emu_call(emu, &run, &out);
			if (out.how > KP_EMU_UNKNOWN || (out.how == KP_EMU_RETURNED && out.insns > KP_EMU_MAX_INSNS + 8))
				abort();
		}
		kp_emu_free(emu);
	}
	kp_image_close(image);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int fd = fuzz_memfd();
	char path[64];
	uint64_t args[2] = { 0, 0 };

	if (size < 1 + sizeof(args))
		return 0;
	int which = data[0] & 1, fn = (data[0] >> 1) & 3;
	struct base *b = base_for(which);

	if (!b)
		return 0;
	memcpy(args, data + 1, sizeof(args));
	data += 1 + sizeof(args);
	size -= 1 + sizeof(args);

	uint8_t *img = malloc(b->size);

	if (!img)
		abort();
	memcpy(img, b->bytes, b->size);
	if (fn < 3) {
		memcpy(img + b->off[fn], data, size < b->len[fn] ? size : b->len[fn]);
	} else {
		size_t part = size / 3;

		for (int t = 0; t < 3; t++)
			memcpy(img + b->off[t], data + part * (size_t)t, part < b->len[t] ? part : b->len[t]);
	}
	fuzz_vmlinux_facts();
	fuzz_fill(fd, img, b->size);
	free(img);
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	fuzz_image_path(path, NULL);
	run_direct(path, which, b, args);
	return 0;
}
