// SPDX-License-Identifier: GPL-2.0-only
/*
 * config-mismatch: the config (or an option) says one layout and the image's
 * bytes say another. Checks run with what is in force (options, else the
 * image), so this says which assumption differs and where it came from.
 * Prefix NOPs and kCFI decide the verdicts: a warning. BTI and alignment
 * only describe: a note.
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

static void compare(struct kp_check_ctx *ctx, enum kp_layout_field field,
		    const struct kp_value *claimed)
{
	const struct kp_value *seen = &ctx->an->layout.image[field];
	enum kp_severity severity =
		field == KP_PREFIX_NOPS || field == KP_CFI ? KP_WARNING : KP_NOTE;
	char shows[64], said[160];

	if (!claimed->source || !seen->source || claimed->value == seen->value)
		return;
	describe_image(ctx->an, field, shows, sizeof(shows));
	/* A config value's detail already reads "CONFIG_X=y in FILE". */
	if (claimed->source == KP_SRC_OPTION)
		describe_option(field, claimed->value, said, sizeof(said));
	else
		snprintf(said, sizeof(said), "%s", claimed->detail);
	kp_report(ctx->findings, KP_CHECK_CONFIG_MISMATCH, severity, NULL, 0, 0,
		  "%s, but the image has %s (%s)%s", said, shows, seen->detail,
		  claimed->source == KP_SRC_OPTION ? "; checking with the option" : "");
}

void check_config_mismatch(struct kp_check_ctx *ctx)
{
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++) {
		compare(ctx, f, &ctx->an->layout.config[f]);
		compare(ctx, f, &ctx->an->layout.option[f]);
	}
}
