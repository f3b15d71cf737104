// SPDX-License-Identifier: GPL-2.0-only
/*
 * How kCFI calls really fail: a call site checks one type hash T at one
 * offset X, and fails only when it reaches a function whose hash is T but
 * sits elsewhere. Sites and functions meet only within an island (or the
 * main image).
 */
#include <elf.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "kprefix/model.h"
#include "kprefix/util.h"

size_t kp_func_index_at(const struct kp_image *image, uint64_t addr)
{
	size_t idx = kp_func_lower_bound(image, addr);

	return idx < image->nfuncs && image->funcs[idx].addr == addr ? idx : SIZE_MAX;
}

struct hashed_ref {
	uint32_t hash;
	size_t func;
};

static uint64_t hashed_key(const void *a)
{
	return ((const struct hashed_ref *)a)->hash;
}

struct site_ref {
	uint32_t type;
	int island;
	int offset;
	size_t site;
};

/*
 * Sites by island, type, offset descending (an int's order, as unsigned),
 * then site: filled in that order, and the sorts are stable.
 */
static uint64_t site_type_offset(const void *a)
{
	const struct site_ref *r = a;

	return (uint64_t)r->type << 32 | (uint32_t)~((uint32_t)r->offset ^ 0x80000000u);
}

static uint64_t site_island_key(const void *a)
{
	return (uint32_t)((const struct site_ref *)a)->island ^ 0x80000000u;
}

/*
 * Can a site of this island reach this function at all? Only within its own
 * island (the main image being one): nVHE hyp code runs at EL2 in its own
 * mapping and is entered by HVC, pi code and the EFI stub run before the
 * kernel proper, and calls across are direct calls through aliases, never
 * kCFI checks.
 */
static bool reaches(const struct kp_func_facts *ff, int site_island)
{
	return ff->island == site_island;
}

void kp_match_types(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	struct hashed_ref *hashed = xcalloc(image->nfuncs, sizeof(*hashed));
	struct site_ref *sites = xcalloc(an->nkcfi_sites, sizeof(*sites));
	size_t nhashed = 0, cap = 0;

	an->site_fails = xcalloc(an->nkcfi_sites, sizeof(*an->site_fails));
	for (size_t i = 0; i < image->nfuncs; i++) {
		an->facts[i].reached_wrong = false;
		if (an->facts[i].has_hash)
			hashed[nhashed++] = (struct hashed_ref){ an->facts[i].hash, i };
	}
	if (nhashed > 1)
		kp_radix_sort(hashed, nhashed, sizeof(*hashed), hashed_key); /* by hash, then function */
	for (size_t s = 0; s < an->nkcfi_sites; s++)
		sites[s] = (struct site_ref){ an->kcfi_sites[s].type_hash, an->site_island[s],
					      an->kcfi_sites[s].offset, s };
	if (an->nkcfi_sites > 1) {
		kp_radix_sort(sites, an->nkcfi_sites, sizeof(*sites), site_type_offset);
		kp_radix_sort(sites, an->nkcfi_sites, sizeof(*sites), site_island_key);
	}

	for (size_t s = 0; s < an->nkcfi_sites;) {
		size_t end = s;

		while (end < an->nkcfi_sites && sites[end].island == sites[s].island &&
		       sites[end].type == sites[s].type && sites[end].offset == sites[s].offset)
			end++;

		struct kp_type_class tc = {
			.type_hash = sites[s].type,
			.island = sites[s].island,
			.site_offset = sites[s].offset,
			.nsites = end - s,
			.first_site = sites[s].site,
		};
		size_t last_caller = SIZE_MAX - 1;

		for (size_t k = s; k < end; k++) {
			size_t caller = an->site_caller[sites[k].site];

			if (sites[k].site < tc.first_site)
				tc.first_site = sites[k].site;
			/* Sites are in address order within a class: a caller's are adjacent. */
			if (caller != last_caller)
				tc.ncallers++;
			last_caller = caller;
		}

		/* The functions of hash T: a binary search into the sorted refs. */
		size_t lo = 0, hi = nhashed;

		while (lo < hi) {
			size_t mid = lo + (hi - lo) / 2;

			if (hashed[mid].hash < tc.type_hash)
				lo = mid + 1;
			else
				hi = mid;
		}
		for (size_t h = lo; h < nhashed && hashed[h].hash == tc.type_hash; h++) {
			struct kp_func_facts *ff = &an->facts[hashed[h].func];

			if (ff->hash_offset == tc.site_offset || !reaches(ff, tc.island))
				continue;
			tc.failing = xrealloc(tc.failing, (tc.nfailing + 1) * sizeof(*tc.failing));
			tc.failing[tc.nfailing++] = hashed[h].func;
			ff->reached_wrong = true;
		}
		if (tc.nfailing) {
			for (size_t k = s; k < end; k++)
				an->site_fails[sites[k].site] = true;
			an->nfailing_sites += end - s;
			grow_array((void **)&an->type_classes, &cap, an->ntype_classes + 1,
				   sizeof(*an->type_classes));
			an->type_classes[an->ntype_classes++] = tc;
		}
		s = end;
	}
	free(hashed);
	free(sites);
}

/* What a name resolves to among the function symbols of one image. */
enum name_match {
	NAME_NONE,      /* no function of that name */
	NAME_GLOBAL,    /* a global (or weak) definition: what a declaration links to */
	NAME_LOCAL,     /* exactly one function, local, of that name */
	NAME_AMBIGUOUS, /* several local functions, no global one */
};

/*
 * A __kcfi_typeid_NAME comes from a declaration of an extern NAME, so it
 * names the global definition of NAME: never a static function that happens
 * to share the name (a kernel has many: two drivers' udc_irq). With no
 * global, a single local one is taken (LTO internalizes globals); several
 * locals are none of them. Among equal names, the lowest address first.
 */
static enum name_match func_by_name(struct kp_analysis *an, const char *name, uint64_t *addr)
{
	const struct kp_symname *names = an->image->names_by_addr;
	size_t locals = 0;
	uint64_t local_addr = 0;

	for (size_t i = kp_name_first(an, name); i != SIZE_MAX; i = kp_name_next(an, i)) {
		if (names[i].bind != STB_LOCAL) {
			*addr = names[i].addr;
			return NAME_GLOBAL;
		}
		/* One function may carry one local name twice (an alias at one address). */
		if (!locals || names[i].addr != local_addr)
			locals++;
		if (locals == 1)
			local_addr = names[i].addr;
	}
	if (!locals)
		return NAME_NONE;
	if (locals > 1)
		return NAME_AMBIGUOUS;
	*addr = local_addr;
	return NAME_LOCAL;
}

/*
 * The image's function names by name: a hash table of each name's first
 * in names_by_addr, each chained to the next of its name by address (the
 * order sorted by name, then address, gave them). Sorting 45,000 names for
 * a thousand typeids' lookups was a twentieth of a kCFI check.
 */
struct kp_name_index {
	uint64_t *slots;        /* the name's hash << 32 | its first's index + 1; 0: empty */
	uint32_t *next;         /* by index: the next of its name, index + 1; 0: the last */
	size_t mask;
};

static uint32_t name_hash(const char *name)
{
	return (uint32_t)XXH3_64bits(name, strlen(name));
}

/* The slot of name (of hash h): its own, or the empty one it would take. */
static uint64_t *name_slot(const struct kp_name_index *ix, const struct kp_symname *names, const char *name,
			   uint32_t h)
{
	for (size_t i = h & ix->mask;; i = (i + 1) & ix->mask) {
		uint64_t v = ix->slots[i];

		if (!v || ((uint32_t)(v >> 32) == h && !strcmp(names[(uint32_t)v - 1].name, name)))
			return &ix->slots[i];
	}
}

static struct kp_name_index *name_index_build(const struct kp_image *image)
{
	const struct kp_symname *names = image->names_by_addr;
	struct kp_name_index *ix = xcalloc(1, sizeof(*ix));
	size_t n = image->nfunc_names, cap = 16;

	/* At most three quarters full, as the FUNCs' table in ctypes.c. */
	while (4 * n > 3 * cap)
		cap *= 2;
	ix->mask = cap - 1;
	ix->slots = xcalloc(cap, sizeof(*ix->slots));
	ix->next = xcalloc(n ? n : 1, sizeof(*ix->next));
	for (size_t i = 0; i < n; i++) {
		uint32_t h = name_hash(names[i].name), *link;
		uint64_t *slot = name_slot(ix, names, names[i].name, h);
		uint32_t first = (uint32_t)*slot;

		/* By address, then as names_by_addr has them: after every one not above it. */
		if (!first || names[i].addr < names[first - 1].addr) {
			ix->next[i] = first;
			*slot = (uint64_t)h << 32 | (uint32_t)(i + 1);
			continue;
		}
		for (link = &ix->next[first - 1]; *link && names[*link - 1].addr <= names[i].addr;
		     link = &ix->next[*link - 1])
			;
		ix->next[i] = *link;
		*link = (uint32_t)(i + 1);
	}
	return ix;
}

void kp_name_index_free(struct kp_name_index *ix)
{
	if (ix) {
		free(ix->slots);
		free(ix->next);
		free(ix);
	}
}

size_t kp_name_first(struct kp_analysis *an, const char *name)
{
	const struct kp_image *image = an->image;

	if (!image->nfunc_names)
		return SIZE_MAX;
	if (!an->names_by_name)
		an->names_by_name = name_index_build(image);
	uint32_t first = (uint32_t)*name_slot(an->names_by_name, image->names_by_addr, name, name_hash(name));

	return first ? first - 1 : SIZE_MAX;
}

size_t kp_name_next(const struct kp_analysis *an, size_t i)
{
	uint32_t next = an->names_by_name->next[i];

	return next ? next - 1 : SIZE_MAX;
}

void kp_resolve_typeids(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	const struct kp_hash_table *theirs = an->input->vmlinux ? &an->input->vmlinux->hashes : NULL;
	struct kp_typeid_stats *stats = &an->typeid_stats;

	an->typeids = xcalloc(image->ntypeids, sizeof(*an->typeids));
	*stats = (struct kp_typeid_stats){ .total = image->ntypeids };
	/* Typeids that share one name string, as in a table that gives thousands
	 * of them one 64 KB name, are looked up once: a binary search compares
	 * whole names. */
	const char *last_name = NULL;
	const struct kp_named_hash *last_vmlinux = NULL;
	bool last_found = false;
	uint64_t last_addr = 0;

	for (size_t t = 0; t < image->ntypeids; t++) {
		struct kp_typeid_fact *tf = &an->typeids[t];
		uint64_t addr = last_addr;

		tf->typeid = &image->typeids[t];
		tf->func = SIZE_MAX;
		if (tf->typeid->name != last_name) {
			enum name_match m = func_by_name(an, tf->typeid->name, &addr);

			last_name = tf->typeid->name;
			last_vmlinux = m == NAME_GLOBAL ? NULL : kp_hash_table_find(theirs, last_name);
			/* A module's own static of a vmlinux function's name is not it. */
			last_found = m == NAME_GLOBAL || (m == NAME_LOCAL && !last_vmlinux);
			if (m == NAME_AMBIGUOUS && !last_vmlinux)
				stats->ambiguous++;
			last_addr = addr;
		}
		/* A declaration of a function defined elsewhere: the vmlinux's, for a module. */
		if (!last_found) {
			tf->vmlinux = last_vmlinux;
			continue;
		}
		tf->func = kp_func_index_at(image, addr);
		if (tf->func == SIZE_MAX)
			continue;
		stats->defined++;
		if (!an->facts[tf->func].has_hash)
			continue;
		stats->hashed++;
		stats->mismatched += an->facts[tf->func].hash != tf->typeid->value;
	}
}

static int cmp_named_hash(const void *a, const void *b)
{
	return strcmp(((const struct kp_named_hash *)a)->name, ((const struct kp_named_hash *)b)->name);
}

void kp_hash_table_build(const struct kp_analysis *an, struct kp_hash_table *table)
{
	const struct kp_image *image = an->image;
	size_t cap = 0;

	*table = (struct kp_hash_table){ 0 };
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		if (!ff->has_hash)
			continue;
		for (size_t k = 0; k < ff->func->nnames; k++) {
			grow_array((void **)&table->items, &cap, table->count + 1, sizeof(*table->items));
			table->items[table->count++] = (struct kp_named_hash){
				xstrdup(image->names_by_addr[ff->func->first_name + k].name), ff->hash,
				ff->hash_offset,
				image->names_by_addr[ff->func->first_name + k].bind != STB_LOCAL };
		}
	}
	if (table->count > 1)
		qsort(table->items, table->count, sizeof(*table->items), cmp_named_hash);
}

/* The global function called name: a module links to no vmlinux static of that name. */
const struct kp_named_hash *kp_hash_table_find(const struct kp_hash_table *table, const char *name)
{
	size_t lo = 0, hi;

	if (!table || !table->count)
		return NULL;
	hi = table->count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(table->items[mid].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < table->count && !strcmp(table->items[lo].name, name); lo++)
		if (table->items[lo].global)
			return &table->items[lo];
	return NULL;
}

void kp_hash_table_free(struct kp_hash_table *table)
{
	for (size_t i = 0; i < table->count; i++)
		free(table->items[i].name);
	free(table->items);
	*table = (struct kp_hash_table){ 0 };
}
