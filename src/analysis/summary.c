// SPDX-License-Identifier: GPL-2.0-only
/*
 * The counts every report prints: traced and untraced functions, how many
 * carry a hash, and how many have the layout's prefix.
 */
#include <elf.h>
#include <string.h>

#include "kprefix/model.h"

/* An untraced function has the prefix when its prefix record, its hash or its NOP run say so. */
static bool untraced_prefixed(const struct kp_analysis *an, const struct kp_func_facts *ff)
{
	long prefix_nops = kp_prefix_nops(&an->layout);

	if (prefix_nops <= 0)
		return false;
	if (ff->has_prefix_record)
		return ff->prefix_record_nops == prefix_nops;
	if (ff->has_hash)
		return ff->hash_offset == kp_hash_offset(&an->layout);
	return ff->nop_run >= prefix_nops;
}

/*
 * The prefix NOPs a function has: what its record or prefix record names,
 * what its hash stands before, else the NOPs before it up to the layout's
 * M (more are padding).
 */
static long prefix_nops_of(const struct kp_analysis *an, const struct kp_func_facts *ff)
{
	long prefix_nops = kp_prefix_nops(&an->layout);

	if (ff->traced)
		return ff->record_prefix_nops > 0 ? ff->record_prefix_nops : 0;
	if (ff->has_prefix_record)
		return ff->prefix_record_nops;
	if (ff->has_hash) {
		long nops = kp_offset_nops(&an->layout, ff->hash_offset);

		return nops > 0 ? nops : 0;
	}
	return (long)ff->nop_run < prefix_nops ? (long)ff->nop_run : prefix_nops;
}

static bool is_text(const struct kp_section *sec)
{
	return (sec->flags & SHF_EXECINSTR) && (sec->flags & SHF_ALLOC) &&
	       (!strcmp(sec->name, ".text") || !strncmp(sec->name, ".text.", 6));
}

void kp_summarise(struct kp_analysis *an)
{
	struct kp_summary *sum = &an->summary;
	long prefix_nops = kp_prefix_nops(&an->layout);

	*sum = (struct kp_summary){ .functions = an->image->nfuncs };
	for (size_t i = 0; i < an->image->nsections; i++)
		if (an->image->sections[i].name && is_text(&an->image->sections[i]))
			sum->text_bytes += an->image->sections[i].size;
	for (size_t i = 0; i < an->image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		sum->prefix_nop_bytes += (uint64_t)prefix_nops_of(an, ff) * (uint64_t)an->layout.nop_size;
		sum->hash_bytes += ff->has_hash ? (uint64_t)an->layout.hash_size : 0;
		sum->bti += ff->bti;
		if (ff->traced) {
			sum->traced++;
			sum->traced_hashed += ff->has_hash;
			sum->traced_prefixed += ff->record_prefix_nops == prefix_nops ||
						(prefix_nops == 0 && ff->record_prefix_nops == -1);
			continue;
		}
		sum->untraced++;
		sum->untraced_hashed += ff->has_hash;
		sum->untraced_prefixed += untraced_prefixed(an, ff);
		sum->traced_layout_unrecorded += ff->traced_layout && ff->nop_run >= prefix_nops;
	}
}
