// SPDX-License-Identifier: GPL-2.0-only
/*
 * config-mismatch: the config (or an option) says one layout and the image's
 * bytes say another. Checks run with what is in force (options, else the
 * image), so this says which assumption differs and where it came from.
 * Prefix NOPs and kCFI decide the verdicts: a warning. BTI and alignment
 * only describe: a note.
 *
 * One disagreement is the crash itself, not a doubt about the checks: an
 * arm64 kernel's config (its .config or IKCONFIG) with dynamic ftrace says
 * the M its ftrace code was built for (CONFIG_ARM64_FUNCTION_PREFIX_NOPS,
 * or 2 under CALL_OPS where the option does not exist), and ftrace_init()
 * finds each patch site 4 bytes per NOP of difference from where the
 * functions have it: an error that says what the kernel will do.
 */
#include <stdio.h>
#include <string.h>

#include "kprefix/checks.h"

/* What the image shows, as a person would say it. */
static void describe_image(const struct kp_analysis *an, enum kp_layout_field field, char *buf,
			   size_t len)
{
	const struct kp_value *seen = &an->layout.image[field];

	switch (field) {
	case KP_PREFIX_NOPS:
		snprintf(buf, len, "%ld prefix NOP%s", seen->value, seen->value == 1 ? "" : "s");
		break;
	case KP_CFI:
		snprintf(buf, len, "%s", seen->value ? "kCFI" : "no kCFI");
		break;
	case KP_BTI:
		snprintf(buf, len, "%s", seen->value ? "bti c at its function entries" : "no bti c");
		break;
	default:
		snprintf(buf, len, "%ld-byte aligned functions", seen->value);
		break;
	}
}

/* What an option claimed, as it was typed. */
static void describe_option(enum kp_layout_field field, long value, char *buf, size_t len)
{
	switch (field) {
	case KP_PREFIX_NOPS:
		snprintf(buf, len, "--prefix-nops=%ld", value);
		break;
	case KP_CFI:
		snprintf(buf, len, "%s", value ? "--cfi" : "--no-cfi");
		break;
	case KP_BTI:
		snprintf(buf, len, "%s", value ? "--bti" : "--no-bti");
		break;
	default:
		snprintf(buf, len, "--function-alignment=%ld", value);
		break;
	}
}

/* What a kernel does whose ftrace code skips `configured` prefix NOPs when its functions have `has`. */
static bool report_ftrace_m(struct kp_check_ctx *ctx, const struct kp_value *claimed)
{
	const struct kp_analysis *an = ctx->an;
	const struct kp_value *seen = &an->layout.image[KP_PREFIX_NOPS];
	const struct kp_kconfig *kc = &an->config;
	long configured = claimed->value, has = seen->value, diff = has - configured;

	/* Where the image's own ftrace_call_adjust() was run, patch-site says what it does. */
	/* No record: ftrace_init() never patches these functions, whatever M its code skips. */
	if (an->ftrace.adjust_run || claimed->source == KP_SRC_OPTION || !an->arch->prefix_nops_option ||
	    (kc->dynamic_ftrace != 1 && kc->call_ops != 1) || !an->nowned)
		return false;
	kp_report(ctx->findings, &(struct kp_finding_info){
			.check = KP_CHECK_CONFIG_MISMATCH, .severity = KP_ERROR },
		  "the kernel's ftrace code was configured for %ld prefix NOP%s (%s%s%s), but its functions have %ld (%s): "
		  "%s",
		  configured, configured == 1 ? "" : "s", claimed->detail, claimed->in ? " in " : "",
		  claimed->in ? claimed->in : "", has, seen->detail,
		  diff > 0 ? "ftrace_init() looks for each patch site inside the prefix NOPs, "
			     "\"Misaligned patch-site\" warnings then a BUG in ftrace_init_nop() (patch_map) at boot"
			   : "ftrace_init() takes the words after each function's entry NOPs, its code, "
			     "for the patch site: ftrace_bug() at boot or code overwritten when tracing");
	return true;
}

static void compare(struct kp_check_ctx *ctx, enum kp_layout_field field,
		    const struct kp_value *claimed)
{
	const struct kp_value *seen = &ctx->an->layout.image[field];
	enum kp_severity severity =
		field == KP_PREFIX_NOPS || field == KP_CFI ? KP_WARNING : KP_NOTE;
	char shows[64], said[160];
	const char *in = NULL;

	if (!claimed->source || !seen->source || claimed->value == seen->value)
		return;
	if (field == KP_PREFIX_NOPS && report_ftrace_m(ctx, claimed))
		return;
	describe_image(ctx->an, field, shows, sizeof(shows));
	/* A config value's detail already reads "CONFIG_X=y in FILE". */
	if (claimed->source == KP_SRC_OPTION)
		describe_option(field, claimed->value, said, sizeof(said));
	else {
		snprintf(said, sizeof(said), "%s", claimed->detail);
		in = claimed->in;
	}
	kp_report(ctx->findings, &(struct kp_finding_info){
			.check = KP_CHECK_CONFIG_MISMATCH, .severity = severity },
		  "%s%s%s, but the image has %s (%s)%s", said, in ? " in " : "", in ? in : "", shows, seen->detail,
		  claimed->source == KP_SRC_OPTION ? "; checking with the option" : "");
}

void check_config_mismatch(struct kp_check_ctx *ctx)
{
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++) {
		compare(ctx, f, &ctx->an->layout.config[f]);
		compare(ctx, f, &ctx->an->layout.option[f]);
	}
}
