// SPDX-License-Identifier: GPL-2.0-only
/*
 * Each traced function's ops slot, where the trampoline reads it and where
 * ftrace_init_nop() writes it, and the one defect of its prefix: decided
 * here once, so that each check reports the functions that are its own
 * and none re-derives another's rule.
 *
 * In order, the first that holds:
 *   its record says another prefix than the layout's:
 *     under kCFI with its hash off the layout's offset too  hash-offset's
 *     else                                                  prefix-nops's
 *   its record is not the layout's prefix of NOPs            none
 *     (after bti c under M=0, or other words before the entry)
 *   its ops slot, read or written, not wholly in the prefix  ops-slot's
 *   ftrace_call_adjust() rejects its record or moves its site patch-site's
 */
#include "kprefix/model.h"

uint64_t kp_func_ops_slot(const struct kp_analysis *an, const struct kp_func_facts *ff)
{
	const struct kp_ftrace_code *fc = &an->ftrace;

	/* The patched BL at func+4 (+4 after bti c) returns to func+8 (+4). */
	if (fc->slot_run)
		return kp_ftrace_slot(fc, an->arch->call_return(ff->func->addr, ff->landing_pad));
	return an->arch->ops_slot(ff->func->addr, ff->landing_pad, ff->record);
}

uint64_t kp_func_ops_written(const struct kp_analysis *an, const struct kp_func_facts *ff)
{
	const struct kp_site_class *cl = kp_site_class_of(an, ff);

	/* A class is its record's alignment and distance: the writer's offset is the class's. */
	if (cl && cl->writer_run)
		return ff->func->addr + (uint64_t)cl->written;
	return kp_func_ops_slot(an, ff);
}

static enum kp_defect defect_of(const struct kp_analysis *an, const struct kp_func_facts *ff)
{
	long prefix_nops = kp_prefix_nops(&an->layout);
	long found = ff->record_prefix_nops < 0 ? 0 : ff->record_prefix_nops;
	const struct kp_site_class *cl = ff->site_class;

	if (!ff->traced)
		return KP_DEFECT_NONE;
	if (found != prefix_nops)
		return kp_cfi(&an->layout) && ff->has_hash && ff->hash_offset != kp_hash_offset(&an->layout)
			       ? KP_DEFECT_HASH_OFFSET
			       : KP_DEFECT_PREFIX_NOPS;
	/* After bti c under M=0, or other words between the record and the entry: no prefix to judge. */
	if (ff->record_prefix_nops != prefix_nops || !ff->record_prefix_all_nops)
		return KP_DEFECT_NONE;
	if (ff->ops_slot && !ff->ops_inside)
		return KP_DEFECT_OPS_SLOT;
	if (cl && (cl->rejected || cl->site != cl->expected))
		return KP_DEFECT_PATCH_SITE;
	return KP_DEFECT_NONE;
}

/* Whether the word at addr is a NOP, read as 4 bytes as ftrace_init_nop() compares it. */
static bool nop_word(const struct kp_analysis *an, uint64_t addr)
{
	uint32_t word = 0;

	return kp_read_bytes(an->image, addr, &word, 4) && an->arch->is_nop((const uint8_t *)&word);
}

void kp_decide_defects(struct kp_analysis *an)
{
	an->ops_slot = an->call_ops && kp_prefix_nops(&an->layout) > 0;
	for (size_t i = 0; i < an->image->nfuncs; i++) {
		struct kp_func_facts *ff = &an->facts[i];

		if (!ff->traced)
			continue;
		ff->site_class = kp_site_class_of(an, ff);
		ff->ops_read = kp_func_ops_slot(an, ff);
		ff->ops_written = kp_func_ops_written(an, ff);
		ff->ops_inside = ff->ops_read >= ff->record && ff->ops_read + 8 <= ff->func->addr &&
				 ff->ops_written >= ff->record && ff->ops_written + 8 <= ff->func->addr;
		ff->ops_slot = an->ops_slot;
		ff->defect = defect_of(an, ff);
		if (ff->defect == KP_DEFECT_PATCH_SITE && !ff->site_class->rejected && !ff->site_class->far) {
			uint64_t site = ff->func->addr + (uint64_t)(int64_t)ff->site_class->site;

			ff->site_nops = nop_word(an, site) && nop_word(an, site - 4);
		}
	}
}
