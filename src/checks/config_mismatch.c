// SPDX-License-Identifier: GPL-2.0-only
/*
 * config-mismatch: the config (or an option) says one layout and the image's
 * bytes say another. Checks run with what is in force (options, else the
 * image), so this says which assumption differs and where it came from.
 * Prefix NOPs and kCFI decide the verdicts: a warning. BTI and alignment
 * only describe: a note.
 */
#include <string.h>

#include "kprefix/checks.h"

static void compare(struct kp_check_ctx *ctx, enum kp_layout_field field,
		    const struct kp_value *claimed)
{
	const struct kp_value *seen = &ctx->an->layout.image[field];
	enum kp_severity severity =
		field == KP_PREFIX_NOPS || field == KP_CFI ? KP_WARNING : KP_NOTE;

	if (!claimed->source || !seen->source || claimed->value == seen->value)
		return;
	kp_report(ctx->findings, KP_CHECK_CONFIG_MISMATCH, severity, NULL, 0, 0,
		  "%s: %s says %ld (%s), the image says %ld (%s)%s",
		  kp_layout_field_name(field), kp_source_name(claimed->source), claimed->value,
		  claimed->detail, seen->value, seen->detail,
		  claimed->source == KP_SRC_OPTION ? "; checking with the option" : "");
}

void check_config_mismatch(struct kp_check_ctx *ctx)
{
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++) {
		compare(ctx, f, &ctx->an->layout.config[f]);
		compare(ctx, f, &ctx->an->layout.option[f]);
	}
}
