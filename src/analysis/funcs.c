// SPDX-License-Identifier: GPL-2.0-only
/*
 * Facts about every function: which record names it, how many NOPs precede
 * it, where its kCFI hash is, what its entry holds. One pass over the sorted
 * functions and one over the records; lookups are binary searches.
 */
#include <elf.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/model.h"
#include "kprefix/util.h"

/* Longest NOP run counted before an entry: prefix plus alignment padding. */
#define KP_MAX_NOP_RUN 32

/*
 * The words around each entry (and each record) are read in address order, a
 * few hundred bytes apart: too far apart for the hardware to guess, each a
 * cache miss. Asked for this many ahead, they arrive while the ones before
 * are read.
 */
#define KP_PREFETCH_AHEAD 16

/*
 * Reads come in runs within one section: each step that reads code by
 * address (gathering the facts, judging orphans) remembers the last section
 * in a reader of its own rather than search again.
 */
struct code_reader {
	const struct kp_analysis *an;
	const struct kp_section *sec;
};

/*
 * Whether x is a multiple of m. Instruction alignments and NOP sizes are powers
 * of two (4, 2): a mask then, not a 64-bit division, which in the per-word
 * loops below was a quarter of kp_gather_facts()' time.
 */
static inline bool multiple_of(uint64_t x, unsigned m)
{
	return m & (m - 1) ? !(x % m) : !(x & (m - 1));
}

/* The code at addr and how many bytes of its section follow; NULL outside executable sections. */
static const uint8_t *code_at(struct code_reader *rd, uint64_t addr, size_t *avail)
{
	const struct kp_analysis *an = rd->an;
	const struct kp_section *sec = rd->sec;

	if (!sec || addr < sec->addr || addr - sec->addr >= sec->size)
		sec = rd->sec = kp_section_at(an->image, addr);
	if (!sec || !(sec->flags & SHF_EXECINSTR) || !sec->data ||
	    !multiple_of(addr, an->arch->insn_align))
		return NULL;
	*avail = sec->size - (addr - sec->addr);
	return sec->data + (addr - sec->addr);
}

static bool nop_at(struct code_reader *rd, uint64_t addr)
{
	size_t avail;
	const uint8_t *p = code_at(rd, addr, &avail);

	return p && avail >= rd->an->arch->nop_size && rd->an->arch->is_nop(p);
}

/* Ask for the code at addr, in the section last read, ahead of its reading. */
static void prefetch_code(struct code_reader *rd, uint64_t addr)
{
	const struct kp_section *sec = rd->sec;

	if (sec && sec->data && addr >= sec->addr && addr - sec->addr < sec->size)
		kp_prefetch(sec->data + (addr - sec->addr));
}

static bool all_nops(struct code_reader *rd, uint64_t from, uint64_t to)
{
	const struct kp_arch *arch = rd->an->arch;
	uint64_t a = from;
	size_t avail;
	const uint8_t *p = from < to ? code_at(rd, from, &avail) : NULL;

	/* In the section holding from, its bytes without a lookup a word (each word as
	 * aligned as from when NOPs are whole instructions); past it, nop_at() again. */
	if (p && !(arch->nop_size % arch->insn_align))
		for (; a < to && a - from + arch->nop_size <= avail; a += arch->nop_size)
			if (!arch->is_nop(p + (a - from)))
				return false;
	for (; a < to; a += arch->nop_size)
		if (!nop_at(rd, a))
			return false;
	return true;
}

/*
 * A function's entry and the NOPs before it lie in its own section (prev_end
 * never reaches below the section's start): read them there, without a
 * lookup per word. sec_nop() is false outside the section's bytes.
 */
static bool sec_nop(const struct kp_analysis *an, const struct kp_section *sec, uint64_t addr)
{
	uint64_t off = addr - sec->addr;

	return addr >= sec->addr && off < sec->size && sec->size - off >= an->arch->nop_size &&
	       multiple_of(addr, an->arch->insn_align) && an->arch->is_nop(sec->data + off);
}

static void read_entry(const struct kp_analysis *an, struct kp_func_facts *ff)
{
	const struct kp_section *sec = &an->image->sections[ff->func->section];
	const unsigned nop = an->arch->nop_size;
	uint64_t addr = ff->func->addr;

	if (!sec->data || addr < sec->addr || addr - sec->addr >= sec->size ||
	    !multiple_of(addr, an->arch->insn_align))
		return;
	ff->landing_pad = an->arch->landing_pad(sec->data + (addr - sec->addr),
						sec->size - (addr - sec->addr));
	ff->bti = ff->landing_pad > 0;
	addr += ff->landing_pad;
	while (ff->entry_nops < an->arch->entry_nops && sec_nop(an, sec, addr)) {
		ff->entry_nops++;
		addr += nop;
	}
	ff->traced_layout = ff->entry_nops == an->arch->entry_nops;
}

static void count_nop_run(const struct kp_analysis *an, struct kp_func_facts *ff)
{
	const struct kp_section *sec = &an->image->sections[ff->func->section];
	const unsigned nop = an->arch->nop_size;
	uint64_t addr = ff->func->addr;

	if (!sec->data)
		return;
	while (ff->nop_run < KP_MAX_NOP_RUN && addr - nop >= ff->prev_end && addr >= nop &&
	       sec_nop(an, sec, addr - nop)) {
		ff->nop_run++;
		addr -= nop;
	}
}

static void prefetch_entry(const struct kp_image *image, const struct kp_func *fn)
{
	const struct kp_section *sec = &image->sections[fn->section];

	if (sec->data && fn->addr >= sec->addr && fn->addr - sec->addr < sec->size)
		kp_prefetch(sec->data + (fn->addr - sec->addr));
}

/*
 * Each function's facts begun in one pass, in address order: where the code
 * before it ends, then its entry and the NOPs before it, read while its
 * facts are still in the cache.
 */
static void read_entries(const struct kp_analysis *an, struct kp_func_facts *facts)
{
	const struct kp_image *image = an->image;
	uint64_t max_end = 0;
	size_t prev_section = (size_t)-1;

	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func *fn = &image->funcs[i];

		if (i + KP_PREFETCH_AHEAD < image->nfuncs)
			prefetch_entry(image, &image->funcs[i + KP_PREFETCH_AHEAD]);

		/* Bytes before a function never belong to another section's code. */
		if (fn->section != prev_section) {
			max_end = image->sections[fn->section].addr;
			prev_section = fn->section;
		}
		/* Every field written once here: the table is not zeroed first. */
		facts[i] = (struct kp_func_facts){
			.func = fn,
			.prev_end = max_end < fn->addr ? max_end : fn->addr,
			.record_prefix_nops = -2,
			.island = -1,
		};
		/* A symbol without a size still occupies its first instruction. */
		uint64_t end = fn->addr + (fn->size ? fn->size : 4);

		if (end > max_end)
			max_end = end;
		read_entry(an, &facts[i]);
		count_nop_run(an, &facts[i]);
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

/*
 * kp_func_lower_bound() with a guess: sorttable leaves the table in address
 * order, so the function after the last record's is usually the answer.
 */
static size_t lower_bound_near(const struct kp_image *image, uint64_t addr, size_t *hint)
{
	size_t h = *hint;

	for (size_t k = h; k < image->nfuncs && k <= h + 1; k++) {
		if (image->funcs[k].addr >= addr && (!k || image->funcs[k - 1].addr < addr))
			return *hint = k;
	}
	return *hint = kp_func_lower_bound(image, addr);
}

static void classify_record(struct kp_analysis *an, struct code_reader *rd, size_t i,
			    size_t *hint)
{
	const struct kp_image *image = an->image;
	struct kp_record_facts *rf = &an->records[i];
	const unsigned nop = an->arch->nop_size;
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

	size_t idx = lower_bound_near(image, rec, hint);

	/* The record names a prefix: only NOPs between it and the entry. */
	if (idx < image->nfuncs) {
		struct kp_func_facts *ff = &an->facts[idx];
		uint64_t distance = ff->func->addr - rec;

		if (distance <= nop * KP_MAX_PREFIX_NOPS && multiple_of(distance, nop) &&
		    rec >= ff->prev_end) {
			rf->func = ff->func;
			if (!all_nops(rd, rec, ff->func->addr)) {
				/* A NOP run with no symbol (a weak function the linker
				 * replaced) is an orphan; patching a real instruction
				 * is a misplaced record. */
				if (nop_at(rd, rec)) {
					rf->fate = KP_REC_ORPHAN;
					an->norphan++;
				} else {
					rf->fate = KP_REC_BAD_PREFIX;
					an->nbad_prefix++;
				}
				return;
			}
			claim_record(an, ff, rf, (int)(distance / nop));
			return;
		}
	}

	const struct kp_func *fn = kp_func_containing(image, rec);

	if (fn) {
		struct kp_func_facts *ff = &an->facts[fn - image->funcs];

		rf->func = fn;
		/* M=0 with BTI: the patch site follows bti c. */
		if (ff->bti && rec == fn->addr + ff->landing_pad) {
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
static void claim_prefix_record(struct kp_analysis *an, struct code_reader *rd, uint64_t rec)
{
	const struct kp_image *image = an->image;
	const unsigned nop = an->arch->nop_size;
	size_t idx = kp_func_lower_bound(image, rec);

	if (!rec || idx >= image->nfuncs)
		return;
	struct kp_func_facts *ff = &an->facts[idx];
	uint64_t distance = ff->func->addr - rec;

	if (distance > nop * KP_MAX_PREFIX_NOPS || !multiple_of(distance, nop) || rec < ff->prev_end ||
	    ff->has_prefix_record || !all_nops(rd, rec, ff->func->addr))
		return;
	ff->has_prefix_record = true;
	ff->prefix_record = rec;
	ff->prefix_record_nops = (int)(distance / nop);
	an->prefix_hist[distance / nop]++;
	an->nprefix_owned++;
}

struct site_list {
	struct kp_analysis *an;
	size_t cap;
};

static void add_site(void *ctx, const struct kcfi_site *site)
{
	struct site_list *list = ctx;
	struct kp_analysis *an = list->an;

	grow_array((void **)&an->kcfi_sites, &list->cap, an->nkcfi_sites + 1, sizeof(*an->kcfi_sites));
	an->kcfi_sites[an->nkcfi_sites++] = *site;
}

static int cmp_offset_count(const void *a, const void *b)
{
	const struct kp_offset_count *oa = a, *ob = b;

	if (oa->count != ob->count)
		return oa->count > ob->count ? -1 : 1;
	return oa->offset > ob->offset ? -1 : oa->offset < ob->offset;
}

/* Sites per load offset, the most common first: the image's own, then the outliers. */
static void count_site_offsets(struct kp_analysis *an)
{
	size_t cap = 0;

	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		int offset = an->kcfi_sites[s].offset;
		size_t k = 0;

		/* Few distinct offsets: a linear search is the fast one. */
		while (k < an->nsite_offsets && an->site_offsets[k].offset != offset)
			k++;
		if (k == an->nsite_offsets) {
			grow_array((void **)&an->site_offsets, &cap, k + 1, sizeof(*an->site_offsets));
			an->site_offsets[an->nsite_offsets++] = (struct kp_offset_count){ offset, 0 };
		}
		an->site_offsets[k].count++;
	}
	if (an->nsite_offsets > 1)
		qsort(an->site_offsets, an->nsite_offsets, sizeof(*an->site_offsets), cmp_offset_count);
}

static void find_kcfi_sites(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	struct site_list list = { an, 0 };

	for (size_t s = 1; s < image->nsections; s++) {
		const struct kp_section *sec = &image->sections[s];

		if (!(sec->flags & SHF_EXECINSTR) || !(sec->flags & SHF_ALLOC) || !sec->data)
			continue;
		an->arch->find_kcfi_sites(sec->data, sec->size, sec->addr, add_site, &list);
	}

	an->site_caller = xmalloc_array(an->nkcfi_sites, sizeof(*an->site_caller));
	an->site_island = xmalloc_array(an->nkcfi_sites, sizeof(*an->site_island));
	for (size_t s = 0; s < an->nkcfi_sites; s++) {
		const struct kp_func *caller = kp_func_containing(image, an->kcfi_sites[s].addr);

		an->site_caller[s] = caller ? (size_t)(caller - image->funcs) : SIZE_MAX;
		an->site_island[s] = -1;
	}
	count_site_offsets(an);
}

/*
 * Tables that hold code addresses but are never called through: ftrace's own
 * records, exception and jump tables, alternatives, bug entries, and the
 * exported-symbol table the module loader resolves names with (absolute
 * addresses on riscv64; arm64's are place-relative and need no relocation).
 */
static bool never_called_table(const struct kp_section *sec)
{
	static const char *const tables[] = {
		"__ex_table", "__jump_table", "__bug_table", ".altinstructions",
		"__patchable_function_entries", "__mcount_loc", "__kcfi_traps",
		"__ksymtab", "__ksymtab_gpl",
	};

	for (size_t i = 0; i < sizeof(tables) / sizeof(tables[0]); i++)
		if (!strcmp(sec->name, tables[i]))
			return true;
	return false;
}

struct taken_ctx {
	struct kp_analysis *an;
	uint64_t lo, hi; /* functions lie in [lo, hi): most stored addresses are data */
	/* The section last asked never_called_table() of, and its answer: relocations
	 * come a section at a time, and the names were compared 70,000 times. */
	const struct kp_section *last;
	bool last_never;
	/*
	 * The first function at or above lo + (b << shift), for every bucket b and one
	 * more (nfuncs): a stored address's function is searched among its bucket's
	 * few rather than all (a binary search over every function was a third of
	 * the walk, most of it cache misses).
	 */
	size_t *bucket;
	unsigned shift;
};

/* taken->bucket: about one bucket per function. */
static void index_funcs(struct taken_ctx *taken, const struct kp_image *image)
{
	uint64_t span = taken->hi - taken->lo;
	size_t nbuckets, f = 0;

	taken->shift = 0;
	while ((span >> taken->shift) > image->nfuncs)
		taken->shift++;
	nbuckets = (size_t)(span >> taken->shift) + 1;
	taken->bucket = xmalloc_array(nbuckets + 1, sizeof(*taken->bucket));
	for (size_t b = 0; b < nbuckets; b++) {
		uint64_t from = taken->lo + ((uint64_t)b << taken->shift);

		while (f < image->nfuncs && image->funcs[f].addr < from)
			f++;
		taken->bucket[b] = f;
	}
	taken->bucket[nbuckets] = image->nfuncs;
}

static bool never_called_through(struct taken_ctx *taken, const struct kp_image *image,
				 const struct kp_section *sec, uint64_t where)
{
	const struct kp_marker_sym *start = &image->markers[KP_START_MCOUNT_LOC];
	const struct kp_marker_sym *stop = &image->markers[KP_STOP_MCOUNT_LOC];

	if (start->found && stop->found && where >= start->value && where < stop->value)
		return true;
	if (sec != taken->last) {
		taken->last = sec;
		taken->last_never = never_called_table(sec);
	}
	return taken->last_never;
}

/* kp_func_lower_bound() for an address in [lo, hi), within its bucket. */
static size_t taken_lower_bound(const struct taken_ctx *taken, const struct kp_image *image,
				uint64_t addr)
{
	size_t b = (size_t)((addr - taken->lo) >> taken->shift);

	return kp_func_lower_bound_in(image, addr, taken->bucket[b], taken->bucket[b + 1]);
}

static void mark_taken(void *ctx, const struct kp_section *sec, uint64_t where, uint64_t target)
{
	struct taken_ctx *taken = ctx;
	struct kp_analysis *an = taken->an;
	const struct kp_image *image = an->image;

	if (target < taken->lo || target >= taken->hi)
		return;
	size_t idx = taken_lower_bound(taken, image, target);

	if (idx >= image->nfuncs || image->funcs[idx].addr != target)
		return;
	if (never_called_through(taken, image, sec, where))
		return;
	if (!an->facts[idx].address_taken) {
		const struct kp_func *f = &image->funcs[idx];
		const struct kp_section *code = &image->sections[f->section];

		an->facts[idx].address_taken = true;
		an->naddress_taken++;
		if (code->data && f->addr >= code->addr && f->addr - code->addr < code->size) {
			uint64_t off = f->addr - code->addr;
			uint64_t size = f->size < code->size - off ? f->size : code->size - off;

			an->facts[idx].returns_off_link =
				an->arch->returns_off_link(code->data + off, (size_t)size);
		}
	}
}

int kp_find_address_taken(struct kp_analysis *an, char *err, size_t errlen)
{
	const struct kp_image *image = an->image;
	struct taken_ctx ctx = { .an = an };
	int ret;

	an->address_taken_known = true;
	if (!image->nfuncs)
		return 0;
	ctx.lo = image->funcs[0].addr;
	ctx.hi = image->funcs[image->nfuncs - 1].addr + 1;
	index_funcs(&ctx, image);
	ret = kp_for_each_data_reloc(image, mark_taken, &ctx, err, errlen);
	free(ctx.bucket);
	return ret;
}

static void collect_named_hashes(struct kp_analysis *an);
static void count_marked_hashes(struct kp_analysis *an);

void kp_gather_facts(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	struct code_reader rd = { .an = an };

	/* The kCFI sites first: one sequential pass over all code, which leaves
	 * it mapped and cached for the entries read next in address order. */
	find_kcfi_sites(an);
	an->facts = xmalloc_array(image->nfuncs, sizeof(*an->facts));
	read_entries(an, an->facts);

	an->nrecords = image->records.count;
	an->records = xmalloc_array(an->nrecords, sizeof(*an->records));
	size_t hint = 0;

	for (size_t i = 0; i < an->nrecords; i++) {
		if (i + KP_PREFETCH_AHEAD < an->nrecords)
			prefetch_code(&rd, image->records.values[i + KP_PREFETCH_AHEAD]);
		an->records[i] = (struct kp_record_facts){ .value = image->records.values[i] };
		classify_record(an, &rd, i, &hint);
	}

	an->nprefix_records = image->records.prefix_count;
	for (size_t i = 0; i < image->records.prefix_count; i++)
		claim_prefix_record(an, &rd, image->records.prefix_values[i]);

	for (size_t i = 0; i < image->nmapsyms; i++)
		an->nmapsym_data += image->mapsyms[i].kind == KP_MAP_DATA;
	collect_named_hashes(an);
	count_marked_hashes(an);
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The word a $d mapping symbol marks right before a function's NOP run (or
 * its record), whatever M is: where the compiler put a hash.
 */
static bool marked_hash_word(const struct kp_analysis *an, const struct kp_func_facts *ff,
			     uint32_t *value, size_t *cursor)
{
	const unsigned hash = an->arch->hash_size;
	uint64_t at = ff->traced && ff->record_prefix_nops >= 0
			      ? ff->record - hash
			      : ff->func->addr - hash - an->arch->nop_size * (uint64_t)ff->nop_run;
	uint8_t bytes[4];

	if (at >= ff->func->addr || at < ff->prev_end || !kp_data_mark_at(an->image, at, cursor))
		return false;
	if (value) {
		if (!kp_read_bytes(an->image, at, bytes, 4))
			return false;
		*value = read_le32(bytes);
	}
	return true;
}

/*
 * The type hashes something names: the call sites' types, the
 * __kcfi_typeid_ values, for a module its vmlinux's hashes, and on riscv64
 * the hash words a mapping symbol marks. A word with one of these values
 * before a function is a hash even where no mapping symbol marks it: the
 * hash of one type is the same word everywhere, and clang 21's RISC-V
 * streamer leaves some unmarked (see fills_gap; e.g. prepare_creds and
 * ns_capable_noaudit in a 7.2 kernel).
 */
static void collect_named_hashes(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	const struct kp_hash_table *theirs = an->input->vmlinux ? &an->input->vmlinux->hashes : NULL;
	size_t n = an->nkcfi_sites + image->ntypeids + image->nfuncs + (theirs ? theirs->count : 0);
	size_t k = 0;
	uint32_t *values = xmalloc_array(n ? n : 1, sizeof(*values));

	for (size_t s = 0; s < an->nkcfi_sites; s++)
		values[k++] = an->kcfi_sites[s].type_hash;
	for (size_t t = 0; t < image->ntypeids; t++)
		values[k++] = image->typeids[t].value;
	/* Only where marks go missing: elsewhere a marked word may be a literal pool's. */
	size_t cursor = 0;

	for (size_t i = 0; an->arch->ends_in_trap && i < image->nfuncs; i++)
		if (marked_hash_word(an, &an->facts[i], &values[k], &cursor))
			k++;
	for (size_t h = 0; theirs && h < theirs->count; h++)
		values[k++] = theirs->items[h].hash;
	if (k > 1)
		qsort(values, k, sizeof(*values), cmp_u32);
	an->nnamed_hashes = 0;
	for (size_t i = 0; i < k; i++)
		if (!an->nnamed_hashes || values[an->nnamed_hashes - 1] != values[i])
			values[an->nnamed_hashes++] = values[i];
	an->named_hashes = values;
}

static bool named_hash(const struct kp_analysis *an, uint32_t value)
{
	return an->nnamed_hashes &&
	       bsearch(&value, an->named_hashes, an->nnamed_hashes, sizeof(value), cmp_u32);
}

/*
 * After a function that ends in a trap, a word that alone fills the gap to
 * this candidate (only padding between: c.nop or nop), neither zero nor a NOP. clang 21's
 * RISC-V streamer leaves the hash unmarked after a function that ends in
 * inline assembly with .pushsection/.popsection, BUG()'s ebreak and its
 * __bug_table entry: 58 of the 76 functions a 7.2 riscv64 kCFI kernel
 * stores in __ksymtab, e.g. cred_fscmp after commit_creds, whose hashes no
 * call site or typeid names. Only after a trap: elsewhere (arm64's
 * assembly) such a word is code that kept no symbol.
 */
/* Padding before a hash: up to the largest CONFIG_FUNCTION_ALIGNMENT, 64. */
#define KP_MAX_PADDING 64

static bool fills_gap(const struct kp_analysis *an, const struct kp_func_facts *ff, uint64_t at,
		      uint32_t value)
{
	const unsigned nop = an->arch->nop_size;
	uint8_t bytes[4];
	uint64_t tail;

	if (!an->arch->ends_in_trap || !an->arch->padding || !value || at < ff->prev_end ||
	    at - ff->prev_end > KP_MAX_PADDING || (at - ff->prev_end) % nop)
		return false;
	/* The trap is the previous function's own last instruction. */
	tail = ff->prev_end >= 4 ? ff->prev_end - 4 : 0;
	if (kp_section_at(an->image, tail) != kp_section_at(an->image, at) ||
	    !kp_read_bytes(an->image, tail, bytes, 4) ||
	    !an->arch->ends_in_trap(bytes, (size_t)(ff->prev_end - tail)))
		return false;
	for (uint64_t p = ff->prev_end; p < at;) {
		size_t avail = at - p < 4 ? (size_t)(at - p) : 4;
		unsigned len;

		if (!kp_read_bytes(an->image, p, bytes, avail) ||
		    !(len = an->arch->padding(bytes, avail)))
			return false;
		p += len;
	}
	return kp_read_bytes(an->image, at, bytes, nop) && !an->arch->is_nop(bytes);
}

/*
 * The hash is a .word right before the prefix NOPs, and a word is taken for
 * one only on the compiler's word: a $d mapping symbol at that very word
 * (the assembler marks where data starts), or a value that a call site, a
 * typeid or the vmlinux names. Whatever else sits there is not a hash:
 * page-alignment zeros before a static-call trampoline, the tail of a data
 * run, an alternative sequence or a literal pool.
 */
static bool is_hash_word(const struct kp_analysis *an, const struct kp_func_facts *ff, uint64_t at,
			 uint32_t *value, size_t *cursor)
{
	const struct kp_image *image = an->image;
	const struct kp_section *sec;
	uint8_t bytes[4] = { 0 };

	if (at < ff->prev_end || at + 4 > ff->func->addr)
		return false;
	/* kp_read_bytes() of the section just found, rather than finding it again */
	sec = kp_section_at(image, at);
	if (sec != &image->sections[ff->func->section] || 4 > sec->size - (at - sec->addr))
		return false;
	if (sec->data)
		memcpy(bytes, sec->data + (at - sec->addr), 4);
	*value = read_le32(bytes);
	/* The functions come in address order: the cursor mostly walks on. */
	if (kp_data_mark_at(image, at, cursor))
		return true;
	return named_hash(an, *value) || fills_gap(an, ff, at, *value);
}

/* Functions that carry a marked hash word right before their NOP run (or record), whatever M is. */
static void count_marked_hashes(struct kp_analysis *an)
{
	size_t cursor = 0;

	an->nmarked_hashes = 0;
	for (size_t i = 0; i < an->image->nfuncs; i++)
		an->nmarked_hashes += marked_hash_word(an, &an->facts[i], NULL, &cursor);
}

void kp_find_hashes(struct kp_analysis *an, int prefix_nops, bool cfi)
{
	const struct kp_image *image = an->image;
	const unsigned nop = an->arch->nop_size, hash = an->arch->hash_size;
	size_t cursor = 0;

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
			candidates[ncand++] = ff->record - hash;
		else if (ff->traced)
			candidates[ncand++] = func - hash;
		else if (ff->has_prefix_record)
			candidates[ncand++] = ff->prefix_record - hash;
		/* Where the layout puts it, then before whatever NOPs there are. */
		if (prefix_nops >= 0)
			candidates[ncand++] = func - hash - nop * (uint64_t)prefix_nops;
		candidates[ncand++] = func - hash - nop * (uint64_t)ff->nop_run;

		for (size_t c = 0; c < ncand; c++) {
			uint64_t at = candidates[c];
			uint32_t value;

			if (at > func || func - at > 4096 || !is_hash_word(an, ff, at, &value, &cursor))
				continue;
			ff->has_hash = true;
			ff->hash_addr = at;
			ff->hash = value;
			ff->hash_offset = -(int)(func - at);
			break;
		}
	}
}


/*
 * A record no function owns is harmless only while ftrace's patch site is
 * intact: at load ftrace_init_nop() expects the entry NOPs after the prefix
 * (after a landing pad, if any). Anything else makes ftrace_bug() disable
 * ftrace for the whole system.
 */
void kp_judge_orphans(struct kp_analysis *an)
{
	const unsigned nop = an->arch->nop_size;
	long prefix_nops = kp_prefix_nops(&an->layout);
	struct code_reader rd = { .an = an };

	for (size_t i = 0; i < an->nrecords; i++) {
		struct kp_record_facts *rf = &an->records[i];
		uint64_t entry = rf->value + nop * (uint64_t)(prefix_nops > 0 ? prefix_nops : 0);
		size_t avail;
		const uint8_t *p;

		if (rf->fate != KP_REC_ORPHAN || entry < rf->value)
			continue;
		if (!all_nops(&rd, rf->value, entry))
			continue;
		p = code_at(&rd, entry, &avail);
		if (p)
			entry += an->arch->landing_pad(p, avail);
		rf->intact = all_nops(&rd, entry, entry + nop * (uint64_t)an->arch->entry_nops);
	}
}
