// SPDX-License-Identifier: GPL-2.0-only
/*
 * Facts about every function: which record names it, how many NOPs precede
 * it, where its kCFI hash is, what its entry holds. One pass over the sorted
 * functions and one over the records; lookups are binary searches.
 */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/arm64.h"
#include "kprefix/funcs.h"
#include "kprefix/util.h"

/* Longest NOP run counted before an entry: prefix plus alignment padding. */
#define KP_MAX_NOP_RUN 32

uint64_t kp_ops_slot(uint64_t func, bool bti)
{
	/* The trampoline computes it from the BL's return address:
	 * bic x11, x30, #7; ldr x11, [x11, #-16]. */
	uint64_t ret = func + 8 + (bti ? 4 : 0);

	return ALIGN_DOWN(ret, 8) - 16;
}

static bool all_nops(const struct kp_image *image, uint64_t from, uint64_t to)
{
	for (uint64_t a = from; a < to; a += 4) {
		uint32_t w;

		if (!kp_read_insn(image, a, &w) || !a64_is_nop(w))
			return false;
	}
	return true;
}

static void read_entry(const struct kp_image *image, struct kp_func_facts *ff)
{
	uint64_t addr = ff->func->addr;
	uint32_t w;

	if (!kp_read_insn(image, addr, &w))
		return;
	if (a64_is_bti_call(w)) {
		ff->bti = true;
		addr += 4;
	}
	while (ff->entry_nops < 2 && kp_read_insn(image, addr, &w) && a64_is_nop(w)) {
		ff->entry_nops++;
		addr += 4;
	}
	ff->traced_layout = ff->entry_nops == 2;
}

static void count_nop_run(const struct kp_image *image, struct kp_func_facts *ff)
{
	uint64_t addr = ff->func->addr;
	uint32_t w;

	while (ff->nop_run < KP_MAX_NOP_RUN && addr - 4 >= ff->prev_end &&
	       kp_read_insn(image, addr - 4, &w) && a64_is_nop(w)) {
		ff->nop_run++;
		addr -= 4;
	}
}

static void set_prev_ends(const struct kp_image *image, struct kp_func_facts *facts)
{
	uint64_t max_end = 0;
	size_t prev_section = (size_t)-1;

	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func *fn = &image->funcs[i];

		/* Bytes before a function never belong to another section's code. */
		if (fn->section != prev_section) {
			max_end = image->sections[fn->section].addr;
			prev_section = fn->section;
		}
		facts[i].func = fn;
		facts[i].prev_end = max_end < fn->addr ? max_end : fn->addr;
		/* A symbol without a size still occupies its first instruction. */
		uint64_t end = fn->addr + (fn->size ? fn->size : 4);

		if (end > max_end)
			max_end = end;
	}
}

/*
 * The record names ff's patch site: prefix_nops before it, or -1 for the
 * entry NOP after bti c when M=0. A second one for the same function is a
 * duplicate.
 */
static void claim_record(struct kp_analysis *an, struct kp_func_facts *ff,
			 struct kp_record_facts *rf, int prefix_nops)
{
	if (ff->traced) {
		rf->fate = KP_REC_DUPLICATE;
		an->nduplicate++;
		return;
	}
	rf->fate = KP_REC_OWNED;
	ff->traced = true;
	ff->record = rf->value;
	ff->record_prefix_nops = prefix_nops;
	ff->record_prefix_all_nops = true;
	if (prefix_nops < 0)
		an->distance_bti_m0++;
	else
		an->distance_hist[prefix_nops]++;
	an->nowned++;
}

static void classify_record(struct kp_analysis *an, size_t i)
{
	const struct kp_image *image = an->image;
	struct kp_record_facts *rf = &an->records[i];
	uint64_t rec = rf->value;

	if (!rec) {
		rf->fate = KP_REC_ZERO;
		an->nzero++;
		return;
	}
	if (!kp_in_kernel_text(image, rec)) {
		rf->fate = KP_REC_OUTSIDE_TEXT;
		an->noutside++;
		return;
	}

	size_t idx = kp_func_lower_bound(image, rec);

	/* The record names a prefix: only NOPs between it and the entry. */
	if (idx < image->nfuncs) {
		struct kp_func_facts *ff = &an->facts[idx];
		uint64_t distance = ff->func->addr - rec;

		if (distance <= 4 * KP_MAX_PREFIX_NOPS && !(distance % 4) && rec >= ff->prev_end) {
			rf->func = ff->func;
			if (!all_nops(image, rec, ff->func->addr)) {
				uint32_t w;

				/* A NOP run with no symbol (a weak function the linker
				 * replaced) is an orphan; patching a real instruction
				 * is a misplaced record. */
				if (kp_read_insn(image, rec, &w) && a64_is_nop(w)) {
					rf->fate = KP_REC_ORPHAN;
					an->norphan++;
				} else {
					rf->fate = KP_REC_BAD_PREFIX;
					an->nbad_prefix++;
				}
				return;
			}
			claim_record(an, ff, rf, (int)(distance / 4));
			return;
		}
	}

	const struct kp_func *fn = kp_func_containing(image, rec);

	if (fn) {
		struct kp_func_facts *ff = &an->facts[fn - image->funcs];

		rf->func = fn;
		/* M=0 with BTI: the patch site follows bti c. */
		if (rec == fn->addr + 4 && ff->bti) {
			claim_record(an, ff, rf, -1);
			return;
		}
		rf->fate = KP_REC_IN_BODY;
		an->nin_body++;
		return;
	}
	rf->fate = KP_REC_ORPHAN;
	rf->func = idx < image->nfuncs ? &image->funcs[idx] : NULL;
	an->norphan++;
}

/* A prefix-only record names the first prefix NOP of an untraced function. */
static void claim_prefix_record(struct kp_analysis *an, uint64_t rec)
{
	const struct kp_image *image = an->image;
	size_t idx = kp_func_lower_bound(image, rec);

	if (!rec || idx >= image->nfuncs)
		return;
	struct kp_func_facts *ff = &an->facts[idx];
	uint64_t distance = ff->func->addr - rec;

	if (distance > 4 * KP_MAX_PREFIX_NOPS || distance % 4 || rec < ff->prev_end ||
	    ff->has_prefix_record || !all_nops(image, rec, ff->func->addr))
		return;
	ff->has_prefix_record = true;
	ff->prefix_record = rec;
	ff->prefix_record_nops = (int)(distance / 4);
	an->prefix_hist[distance / 4]++;
	an->nprefix_owned++;
}

static void find_kcfi_sites(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	size_t cap = 0;

	for (size_t s = 1; s < image->nsections; s++) {
		const struct kp_section *sec = &image->sections[s];

		if (!(sec->flags & SHF_EXECINSTR) || !(sec->flags & SHF_ALLOC) || !sec->data)
			continue;
		size_t nwords = sec->size / 4;

		for (size_t i = KCFI_SEQ_WORDS - 1; i < nwords; i++) {
			uint32_t seq[KCFI_SEQ_WORDS];
			struct kcfi_site site;

			if (!a64_is_kcfi_brk(read_le32(sec->data + 4 * i)))
				continue;
			for (size_t k = 0; k < KCFI_SEQ_WORDS; k++)
				seq[k] = read_le32(sec->data + 4 * (i + 1 - KCFI_SEQ_WORDS + k));
			uint64_t addr = sec->addr + 4 * (i + 1 - KCFI_SEQ_WORDS);

			if (!kcfi_decode_site(seq, addr, &site))
				continue;
			grow_array((void **)&an->kcfi_sites, &cap, an->nkcfi_sites + 1,
				   sizeof(*an->kcfi_sites));
			an->kcfi_sites[an->nkcfi_sites++] = site;
		}
	}

	an->site_caller = xcalloc(an->nkcfi_sites, sizeof(*an->site_caller));
	an->site_island = xcalloc(an->nkcfi_sites, sizeof(*an->site_island));
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		const struct kp_func *caller = kp_func_containing(image, an->kcfi_sites[s].addr);

		an->site_caller[s] = caller ? (size_t)(caller - image->funcs) : SIZE_MAX;
		an->site_island[s] = -1;
	}
}

/*
 * Tables that hold code addresses but are never called through: ftrace's own
 * records, exception and jump tables, alternatives, bug entries.
 */
static bool never_called_through(const struct kp_image *image, const struct kp_section *sec,
				 uint64_t where)
{
	static const char *const tables[] = {
		"__ex_table", "__jump_table", "__bug_table", ".altinstructions",
		"__patchable_function_entries", "__mcount_loc", "__kcfi_traps",
	};
	const struct kp_marker_sym *start = &image->markers[KP_START_MCOUNT_LOC];
	const struct kp_marker_sym *stop = &image->markers[KP_STOP_MCOUNT_LOC];

	if (start->found && stop->found && where >= start->value && where < stop->value)
		return true;
	for (size_t i = 0; i < sizeof(tables) / sizeof(tables[0]); i++)
		if (!strcmp(sec->name, tables[i]))
			return true;
	return false;
}

struct taken_ctx {
	struct kp_analysis *an;
};

static void mark_taken(void *ctx, const struct kp_section *sec, uint64_t where, uint64_t target)
{
	struct kp_analysis *an = ((struct taken_ctx *)ctx)->an;
	const struct kp_image *image = an->image;
	size_t idx = kp_func_lower_bound(image, target);

	if (idx >= image->nfuncs || image->funcs[idx].addr != target)
		return;
	if (never_called_through(image, sec, where))
		return;
	if (!an->facts[idx].address_taken) {
		an->facts[idx].address_taken = true;
		an->naddress_taken++;
	}
}

int kp_find_address_taken(struct kp_analysis *an, char *err, size_t errlen)
{
	struct taken_ctx ctx = { an };

	return kp_for_each_data_reloc(an->image, mark_taken, &ctx, err, errlen);
}

struct kp_analysis *kp_analyse(const struct kp_image *image)
{
	struct kp_analysis *an = xcalloc(1, sizeof(*an));

	an->image = image;
	an->facts = xcalloc(image->nfuncs, sizeof(*an->facts));
	set_prev_ends(image, an->facts);
	for (size_t i = 0; i < image->nfuncs; i++) {
		an->facts[i].record_prefix_nops = -2;
		an->facts[i].island = -1;
		read_entry(image, &an->facts[i]);
		count_nop_run(image, &an->facts[i]);
	}

	an->nrecords = image->records.count;
	an->records = xcalloc(an->nrecords, sizeof(*an->records));
	for (size_t i = 0; i < an->nrecords; i++) {
		an->records[i].value = image->records.values[i];
		classify_record(an, i);
	}

	an->nprefix_records = image->records.prefix_count;
	for (size_t i = 0; i < image->records.prefix_count; i++)
		claim_prefix_record(an, image->records.prefix_values[i]);

	for (size_t i = 0; i < image->nmapsyms; i++)
		an->nmapsym_data += image->mapsyms[i].kind == KP_MAP_DATA;
	find_kcfi_sites(an);
	return an;
}

/*
 * The hash is a .word right before the prefix NOPs. The mapping symbol $d is
 * the evidence that the word is data and not code: an alternative sequence or
 * a literal pool can also sit before a NOP run.
 */
static bool is_hash_word(const struct kp_analysis *an, const struct kp_func_facts *ff, uint64_t at)
{
	const struct kp_image *image = an->image;
	uint64_t map_addr;

	if (at < ff->prev_end || at + 4 > ff->func->addr)
		return false;
	if (kp_section_at(image, at) != &image->sections[ff->func->section])
		return false;
	if (an->hash_by_position) {
		uint32_t w;

		return kp_read_insn(image, at, &w) && !a64_is_nop(w);
	}
	return kp_mapping_at(image, at, &map_addr) == KP_MAP_DATA && map_addr >= ff->prev_end;
}

void kp_find_hashes(struct kp_analysis *an, int prefix_nops, bool cfi)
{
	const struct kp_image *image = an->image;

	an->hash_by_position = cfi && !an->nmapsym_data && !image->nmapsyms;
	for (size_t i = 0; i < image->nfuncs; i++)
		an->facts[i].has_hash = false;
	/* Without kCFI a data word before a function is whatever it is, not a hash. */
	if (!cfi)
		return;
	for (size_t i = 0; i < image->nfuncs; i++) {
		struct kp_func_facts *ff = &an->facts[i];
		uint64_t func = ff->func->addr;
		uint64_t candidates[4];
		size_t ncand = 0;

		ff->has_hash = false;
		/* A record fixes where the prefix starts. */
		if (ff->traced && ff->record_prefix_nops >= 0)
			candidates[ncand++] = ff->record - 4;
		else if (ff->traced)
			candidates[ncand++] = func - 4;
		else if (ff->has_prefix_record)
			candidates[ncand++] = ff->prefix_record - 4;
		/* Where the layout puts it, then before whatever NOPs there are. */
		if (prefix_nops >= 0)
			candidates[ncand++] = func - 4 - 4 * (uint64_t)prefix_nops;
		candidates[ncand++] = func - 4 - 4 * (uint64_t)ff->nop_run;

		for (size_t c = 0; c < ncand; c++) {
			uint64_t at = candidates[c];

			if (at > func || !is_hash_word(an, ff, at))
				continue;
			uint8_t bytes[4];

			if (!kp_read_bytes(image, at, bytes, 4))
				continue;
			ff->has_hash = true;
			ff->hash_addr = at;
			ff->hash = read_le32(bytes);
			ff->hash_offset = (int)((int64_t)at - (int64_t)func);
			break;
		}
	}
}

void kp_analysis_free(struct kp_analysis *an)
{
	if (!an)
		return;
	free(an->facts);
	free(an->records);
	free(an->kcfi_sites);
	free(an->site_caller);
	free(an->site_island);
	free(an->site_fails);
	for (size_t i = 0; i < an->ntype_classes; i++)
		free(an->type_classes[i].failing);
	free(an->type_classes);
	for (size_t i = 0; i < an->nislands; i++)
		free((char *)an->islands[i].prefix);
	free(an->islands);
	free(an);
}
