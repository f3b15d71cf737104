// SPDX-License-Identifier: GPL-2.0-only
/*
 * The NOPs right before each function's entry, split: the last
 * prefix_nops are the function's prefix, the padding_nops before them the
 * assembler's alignment fill. The prefix is what the function's own
 * evidence says: its ftrace record (the first prefix NOP), else its
 * prefix-only record, else its hash (the NOPs after it). Without any, a
 * function under kCFI or with entry NOPs has the layout's M when at least M
 * NOPs stand before it and the first of those M is aligned as prefix starts
 * are; else (notrace, or no prefix) the NOPs are all padding.
 *
 * A fact of the analysis, so that kprefix show renders the split the checks
 * could read, and decides nothing itself.
 */
#include "kprefix/model.h"

/* The prefix the layout gives ff: M, its island's, or none for notrace. */
static long layout_prefix(const struct kp_analysis *an, const struct kp_func_facts *ff)
{
	/* Without kCFI an untraced function has no prefix (notrace), unless its entry NOPs say it was built traced. */
	if (!ff->traced && !ff->traced_layout && !kp_cfi(&an->layout))
		return 0;
	if (kp_cfi(&an->layout) && ff->island >= 0)
		return kp_offset_nops(&an->layout, kp_expected_hash_offset(an, ff->island));
	return kp_prefix_nops(&an->layout);
}

static void split_nops(const struct kp_analysis *an, struct kp_func_facts *ff)
{
	const unsigned nop = an->arch->nop_size;
	uint64_t func = ff->func->addr;
	long layout = layout_prefix(an, ff), prefix;

	if (ff->traced)
		prefix = ff->record_prefix_nops < 0 ? 0 : ff->record_prefix_nops;
	else if (ff->has_prefix_record)
		prefix = ff->prefix_record_nops;
	else if (ff->has_hash)
		prefix = (long)((func - ff->hash_addr - an->arch->hash_size) / nop);
	else {
		/* The alignment is of the prefix start: M NOPs whose first is aligned are the prefix. */
		long align = an->layout.field[KP_FUNC_ALIGN].value;
		uint64_t at = func - nop * (uint64_t)(layout > 0 ? layout : 0);

		prefix = layout > 0 && (long)ff->nop_run >= layout && (align <= 1 || !(at % (uint64_t)align))
				 ? layout : 0;
	}
	if (prefix < 0)
		prefix = 0;
	if ((unsigned long)prefix > ff->nop_run)
		prefix = ff->nop_run;
	ff->prefix_nops = (unsigned)prefix;
	ff->padding_nops = ff->nop_run - ff->prefix_nops;
	ff->layout_prefix_nops = layout;
}

void kp_split_prefixes(struct kp_analysis *an)
{
	for (size_t i = 0; i < an->image->nfuncs; i++)
		split_nops(an, &an->facts[i]);
}
