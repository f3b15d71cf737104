// SPDX-License-Identifier: GPL-2.0-only
/*
 * module-layout: a module's M, kCFI and BTI must equal its vmlinux's. A
 * module built with another M keeps its hashes elsewhere than vmlinux's
 * callers load them, and its callers load vmlinux's hashes from the wrong
 * place: every indirect call across the boundary is a CFI panic. Only what
 * the module's own bytes show is compared; what it cannot tell was taken from
 * the vmlinux. BTI is compared as a note: bti c moves neither the prefix nor
 * the hash, each function's entry NOPs and ops slot are checked with its own
 * entry, and a module of assembly (crypto) starts its functions with bti c in
 * a kernel built without BTI (Debian's 7.2 aes-neon-bs.ko, libchacha.ko).
 */
#include <elf.h>
#include <stdio.h>
#include <string.h>

#include "kprefix/checks.h"

/*
 * A module or object checked on its own that shows neither M nor kCFI in its
 * bytes (no record, no check sequence, hash word or typeid) was checked
 * against an assumed layout: say so, and how to give the real one.
 */
static void report_assumed(struct kp_check_ctx *ctx)
{
	static const enum kp_layout_field decisive[] = { KP_PREFIX_NOPS, KP_CFI };
	const struct kp_layout *layout = &ctx->an->layout;
	char assumed[128] = "";
	size_t len = 0;

	if (ctx->an->image->elf_type != ET_REL)
		return;
	for (size_t i = 0; i < sizeof(decisive) / sizeof(decisive[0]); i++) {
		enum kp_layout_field f = decisive[i];

		if (layout->field[f].source != KP_SRC_DEFAULT)
			continue;
		if (f == KP_PREFIX_NOPS)
			len += (size_t)snprintf(assumed + len, sizeof(assumed) - len, "%sM=%ld",
						len ? ", " : "", layout->field[f].value);
		else
			len += (size_t)snprintf(assumed + len, sizeof(assumed) - len, "%skCFI %s",
						len ? ", " : "", layout->field[f].value ? "on" : "off");
	}
	if (!len)
		return;
	kp_report(ctx->findings, &(struct kp_finding_info){
			.check = KP_CHECK_MODULE_LAYOUT, .severity = KP_WARNING, .variant = 2 },
		  "layout not shown by the file's bytes, checked as %s (assumed); give --config=FILE "
		  "or check it next to its vmlinux (kprefix check VMLINUX FILE...)",
		  assumed);
}

/*
 * A module whose vermagic names another release than its vmlinux's banner
 * is a module of another kernel: the kernel would refuse to load it, and
 * checking it against this vmlinux says nothing of either.
 */
static void report_release(struct kp_check_ctx *ctx, const struct kp_vmlinux_facts *vmlinux)
{
	char release[128];
	const char *why;

	why = kp_image_release_why(ctx->an->image, release, sizeof(release));
	if (!vmlinux->release) {
		/* Nothing to compare with: said, in text too, never passed in silence. */
		if (!vmlinux->release_why || (!why && !release[0]))
			return; /* no banner to read; an object names no release either */
		/* Said in text too, not only under -v. */
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_MODULE_LAYOUT, .severity = KP_NOTE, .shown = true,
				.variant = 5 },
			"%s %s: whether the module (vermagic %s) was built for its kernel is not known",
			vmlinux->name, vmlinux->release_why ? vmlinux->release_why : "names no release",
			why ? "unreadable" : release);
		return;
	}
	if (why && (!strcmp(why, KP_RELEASE_OVERLONG) || !strcmp(why, KP_RELEASE_UNPRINTABLE))) {
		/* A release is there and is not this kernel's readable one: another kernel's module. */
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_MODULE_LAYOUT, .severity = KP_ERROR,
				.leads = true, .variant = 3 },
			"module built for another kernel: its vermagic %s, but %s is %s: a module of another "
			"kernel, which it refuses to load; check each tree against its own vmlinux",
			why, vmlinux->name, vmlinux->release);
		return;
	}
	if (why) {
		/* Not compared: said, never passed in silence (issue 25). */
		kp_report(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_MODULE_LAYOUT, .severity = KP_NOTE, .variant = 4 },
			"the module %s: whether it was built for %s's kernel %s is not known",
			why, vmlinux->name, vmlinux->release);
		return;
	}
	/* An object (no .modinfo) names no release. */
	if (!release[0] || !strcmp(release, vmlinux->release))
		return;
	kp_report(ctx->findings, &(struct kp_finding_info){
			.check = KP_CHECK_MODULE_LAYOUT, .severity = KP_ERROR, .leads = true,
			.variant = 3 },
		"module built for kernel %s (its vermagic), but %s is %s: a module of another "
		"kernel, which it refuses to load; check each tree against its own vmlinux",
		release, vmlinux->name, vmlinux->release);
}

void check_module_layout(struct kp_check_ctx *ctx)
{
	const struct kp_vmlinux_facts *vmlinux = ctx->an->input->vmlinux;
	const struct kp_layout *mine = &ctx->an->layout, *theirs = vmlinux ? &vmlinux->layout : NULL;
	static const enum kp_layout_field compared[] = { KP_PREFIX_NOPS, KP_CFI, KP_BTI };
	char mine_text[96], theirs_text[96];
	bool differs = false, bti_differs = false;

	if (!theirs) {
		report_assumed(ctx);
		return;
	}
	report_release(ctx, vmlinux);
	for (size_t i = 0; i < sizeof(compared) / sizeof(compared[0]); i++) {
		enum kp_layout_field f = compared[i];

		if (mine->field[f].source != KP_SRC_IMAGE || mine->field[f].value == theirs->field[f].value)
			continue;
		if (f == KP_BTI)
			bti_differs = true;
		else
			differs = true;
	}
	if (!differs) {
		if (bti_differs)
			kp_report(ctx->findings, &(struct kp_finding_info){
					.check = KP_CHECK_MODULE_LAYOUT, .severity = KP_NOTE,
					.variant = 1 },
				  "bti c %s in the module (%s), %s in %s",
				  mine->field[KP_BTI].value ? "yes" : "no", mine->field[KP_BTI].detail,
				  theirs->field[KP_BTI].value ? "yes" : "no",
				  vmlinux->name);
		return;
	}
	kp_layout_describe(mine, mine_text, sizeof(mine_text));
	kp_layout_describe(theirs, theirs_text, sizeof(theirs_text));
	kp_report(ctx->findings, &(struct kp_finding_info){
			.check = KP_CHECK_MODULE_LAYOUT, .severity = KP_ERROR, .leads = true },
					 "module built for %s (%s); %s is %s", mine_text,
					 mine->field[KP_PREFIX_NOPS].detail,
					 vmlinux->name, theirs_text);
}
