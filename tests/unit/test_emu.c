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
	const struct kp_marker_sym *writer = &image->markers[KP_OPS_WRITER];
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

/* The run of issue 32's hostile ftrace code (fixtures/src/ftrace_hostile.S). */
static const struct kp_func *func_named(const struct kp_image *image, const char *name)
{
	for (size_t i = 0; i < image->nfuncs; i++)
		if (!strcmp(image->funcs[i].name, name))
			return &image->funcs[i];
	fail_msg("no function %s", name);
	return NULL;
}

/* A trampoline that changed TPIDR_EL0 and SCTLR_EL1.EE leaves nothing to the next run. */
static void clean_cpu(void **state)
{
	struct kp_image *image = open_fixture("hostile-sysreg");
	const struct kp_marker_sym *tramp = &image->markers[KP_FTRACE_CALLER];
	const struct kp_marker_sym *adjust = &image->markers[KP_FTRACE_CALL_ADJUST];
	const struct kp_func *fn = func_named(image, "tr_static_helper");
	struct kp_emu *emu = emu_for(image);
	struct kp_emu_outcome out;

	(void)state;
	for (int round = 0; round < 2; round++) {
		struct kp_emu_run tr = {
			.entry = tramp->value, .entry_size = tramp->size,
			.link = KP_EMU_CALLSITE_PAGE + 0x808, .trampoline = true,
			.watch_lo = KP_EMU_CALLSITE_PAGE, .watch_hi = KP_EMU_CALLSITE_PAGE + 4096,
		};
		struct kp_emu_run adj = { .entry = adjust->value, .entry_size = adjust->size,
					  .args = { fn->addr - 12 } };

		kp_emu_call(emu, &tr, &out);
		assert_int_equal(out.how, KP_EMU_LOADED);
		kp_emu_call(emu, &adj, &out);
		assert_int_equal(out.how, KP_EMU_RETURNED);
		assert_int_equal(out.value, fn->addr + 4); /* TPIDR_EL0 back to 0 */
	}
	kp_emu_free(emu);
	kp_image_close(image);
}

/* A byte read of the patched BL is not the slot: the 8-byte load after it is. */
static void slot_is_8_bytes(void **state)
{
	struct kp_image *image = open_fixture("hostile-slot-byte");
	const struct kp_marker_sym *tramp = &image->markers[KP_FTRACE_CALLER];
	struct kp_emu *emu = emu_for(image);
	struct kp_emu_outcome out;
	struct kp_emu_run run = {
		.entry = tramp->value, .entry_size = tramp->size,
		.link = KP_EMU_CALLSITE_PAGE + 0x808, .trampoline = true,
		.watch_lo = KP_EMU_CALLSITE_PAGE, .watch_hi = KP_EMU_CALLSITE_PAGE + 4096,
	};

	(void)state;
	kp_emu_call(emu, &run, &out);
	assert_int_equal(out.how, KP_EMU_LOADED);
	assert_int_equal(out.value, KP_EMU_CALLSITE_PAGE + 0x808 - 16);
	assert_int_equal(out.load_pc, tramp->value + 8);
	kp_emu_free(emu);
	kp_image_close(image);
}

/* An answer that moves with a stubbed call's made-up return is unknown, and names the call. */
static void stub_answer_unknown(void **state)
{
	struct kp_image *image = open_fixture("hostile-adjust-stub");
	const struct kp_marker_sym *adjust = &image->markers[KP_FTRACE_CALL_ADJUST];
	const struct kp_func *fn = func_named(image, "tr_add");
	struct kp_emu *emu = emu_for(image);
	struct kp_emu_outcome out;
	struct kp_emu_run run = { .entry = adjust->value, .entry_size = adjust->size,
				  .args = { fn->addr - 12 } };

	(void)state;
	kp_emu_call(emu, &run, &out);
	assert_int_equal(out.how, KP_EMU_UNKNOWN);
	assert_int_equal(out.stubbed, 1);
	assert_string_equal(out.detail,
			    "its answer depends on what the call to ftrace_stub_check, not run, returns");
	kp_emu_free(emu);
	kp_image_close(image);
}

/* Code the image does not vouch for is not found: a size-0 ftrace_call_adjust, a LOCAL ftrace_caller. */
static void code_symbols(void **state)
{
	struct kp_image *size0 = open_fixture("hostile-adjust-size0");
	struct kp_image *local = open_fixture("hostile-local-caller");
	struct kp_image *none = open_fixture("hostile-none");

	(void)state;
	assert_false(size0->markers[KP_FTRACE_CALL_ADJUST].found);
	assert_string_equal(size0->markers[KP_FTRACE_CALL_ADJUST].not_code, "has size 0");
	/* The GLOBAL one, not the LOCAL one first in .symtab: at the same place as in hostile-none. */
	assert_true(local->markers[KP_FTRACE_CALLER].found);
	assert_int_equal(local->markers[KP_FTRACE_CALLER].size, none->markers[KP_FTRACE_CALLER].size);
	assert_int_not_equal(local->markers[KP_FTRACE_CALLER].size, 12);
	kp_image_close(size0);
	kp_image_close(local);
	kp_image_close(none);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(adjust_mainline),
		cmocka_unit_test(trampoline_load),
		cmocka_unit_test(writer_call),
		cmocka_unit_test(fetch_fault),
		cmocka_unit_test(limit),
		cmocka_unit_test(clean_cpu),
		cmocka_unit_test(slot_is_8_bytes),
		cmocka_unit_test(stub_answer_unknown),
		cmocka_unit_test(code_symbols),
	};

	if (!kp_emu_available()) {
		print_message("built without unicorn: the emulator's tests are skipped\n");
		return 77;
	}
	return cmocka_run_group_tests(tests, NULL, NULL);
}
