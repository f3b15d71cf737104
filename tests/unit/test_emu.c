// SPDX-License-Identifier: GPL-2.0-only
/*
 * The emulator (src/emu/emu.c) on the kernel-like ftrace code of the
 * fixtures (fixtures/src/ftrace_code.c, ftrace_caller.S): what a run returns,
 * loads and calls, the WARN it passes, the call it stubs, and how it ends on
 * memory the image does not hold. Skipped when built without unicorn.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"
#include "kprefix/emu.h"

static struct kp_emu *emu_for(struct kp_image *image)
{
	char err[256];
	struct kp_emu *emu = kp_emu_new(image, &kp_arch_arm64, err, sizeof(err));

	assert_non_null(emu);
	return emu;
}

static void adjust_mainline(void **state)
{
	struct kp_image *image = open_fixture("ftrace-m3-mainline");
	const struct kp_marker_sym *adjust = &image->markers[KP_FTRACE_CALL_ADJUST];
	struct kp_emu *emu = emu_for(image);
	const struct kp_func *fn = NULL;
	struct kp_emu_outcome out;

	(void)state;
	for (size_t i = 0; i < image->nfuncs; i++)
		if (!strcmp(image->funcs[i].name, "tr_static_helper"))
			fn = &image->funcs[i];
	assert_non_null(fn);
	assert_true(adjust->found);

	/* 7.2's code: a record at 4 mod 8 is "Misaligned patch-site": its WARN, 0. */
	struct kp_emu_run run = { .entry = adjust->value, .entry_size = adjust->size,
				  .args = { 0xffff800080000044ull } };
	kp_emu_call(emu, &run, &out);
	assert_int_equal(out.how, KP_EMU_RETURNED);
	assert_int_equal(out.value, 0);
	assert_int_equal(out.warnings, 1);
	assert_int_equal(out.stubbed, 1); /* __warn_printk() */

	/* An 8-aligned record: two NOPs skipped, then one more: func-12 + 12 = func+0. */
	run.args[0] = fn->addr - 12;
	kp_emu_call(emu, &run, &out);
	assert_int_equal(out.how, KP_EMU_RETURNED);
	assert_int_equal(out.value, fn->addr);
	assert_int_equal(out.warnings, 0);

	/* A record the image does not hold: the read of its words is a fault, said. */
	run.args[0] = 0x1000;
	kp_emu_call(emu, &run, &out);
	assert_int_equal(out.how, KP_EMU_FAULT);
	assert_string_equal(out.detail, "read from 0x1008, which the image does not hold");

	kp_emu_free(emu);
	kp_image_close(image);
}

static void trampoline_load(void **state)
{
	struct kp_image *image = open_fixture("ftrace-m5-bti");
	const struct kp_marker_sym *tramp = &image->markers[KP_FTRACE_CALLER];
	struct kp_emu *emu = emu_for(image);
	struct kp_emu_outcome out;

	(void)state;
	assert_true(tramp->found);
	/* sub x11, x30, #8; bic x11, x11, #7; ldr x11, [x11, #-16]: ALIGN_DOWN(ret, 8) - 24. */
	for (uint64_t ret = KP_EMU_CALLSITE_PAGE + 0x800; ret < KP_EMU_CALLSITE_PAGE + 0x810; ret += 4) {
		struct kp_emu_run run = {
			.entry = tramp->value, .entry_size = tramp->size, .link = ret, .trampoline = true,
			.watch_lo = KP_EMU_CALLSITE_PAGE, .watch_hi = KP_EMU_CALLSITE_PAGE + 4096,
		};

		kp_emu_call(emu, &run, &out);
		assert_int_equal(out.how, KP_EMU_LOADED);
		assert_int_equal(out.value, (ret & ~7ull) - 24);
		assert_int_equal(out.load_pc, tramp->value + 12);
	}
	kp_emu_free(emu);
	kp_image_close(image);
}

static void writer_call(void **state)
{
	struct kp_image *image = open_fixture("ftrace-m3-follows");
	const struct kp_marker_sym *init = &image->markers[KP_FTRACE_INIT_NOP];
	const struct kp_marker_sym *writer = &image->markers[KP_WRITE_LITERAL_U64];
	struct kp_emu *emu = emu_for(image);
	struct kp_emu_outcome out;
	uint64_t ip = 0xffff800080000054ull;
	uint8_t rec[16] = { 0 };

	(void)state;
	memcpy(rec, &ip, 8);
	struct kp_emu_run run = { .entry = init->value, .entry_size = init->size,
				  .args = { 0, KP_EMU_SCRATCH }, .stop_call = writer->value,
				  .scratch = rec, .scratch_len = sizeof(rec) };
	kp_emu_call(emu, &run, &out);
	assert_int_equal(out.how, KP_EMU_CALLED);
	assert_int_equal(out.value, (ip - 12) & ~7ull); /* ALIGN_DOWN(rec->ip - 12, 8) */
	kp_emu_free(emu);
	kp_image_close(image);
}

/* An entry in the middle of nowhere: the fetch is the fault. */
static void fetch_fault(void **state)
{
	struct kp_image *image = open_fixture("ftrace-m3-follows");
	struct kp_emu *emu = emu_for(image);
	struct kp_emu_outcome out;
	struct kp_emu_run run = { .entry = 0x7000000, .entry_size = 4 };

	(void)state;
	kp_emu_call(emu, &run, &out);
	assert_int_equal(out.how, KP_EMU_FAULT);
	assert_string_equal(out.detail, "fetched from 0x7000000, which the image does not hold");
	kp_emu_free(emu);
	kp_image_close(image);
}

/* head.S's primary_entry branches to itself: the run ends at the instruction limit. */
static void limit(void **state)
{
	struct kp_image *image = open_fixture("ftrace-m3-follows");
	struct kp_emu *emu = emu_for(image);
	struct kp_emu_outcome out;
	const struct kp_func *entry = NULL;

	(void)state;
	for (size_t i = 0; i < image->nfuncs; i++)
		if (!strcmp(image->funcs[i].name, "primary_entry"))
			entry = &image->funcs[i];
	assert_non_null(entry);
	struct kp_emu_run run = { .entry = entry->addr };
	kp_emu_call(emu, &run, &out);
	assert_int_equal(out.how, KP_EMU_LIMIT);
	assert_int_equal(out.insns, KP_EMU_MAX_INSNS);
	kp_emu_free(emu);
	kp_image_close(image);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(adjust_mainline),
		cmocka_unit_test(trampoline_load),
		cmocka_unit_test(writer_call),
		cmocka_unit_test(fetch_fault),
		cmocka_unit_test(limit),
	};

	if (!kp_emu_available()) {
		print_message("built without unicorn: the emulator's tests are skipped\n");
		return 77;
	}
	return cmocka_run_group_tests(tests, NULL, NULL);
}
