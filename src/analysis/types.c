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
static enum name_match func_by_name(const struct kp_symname *names, size_t n, const char *name,
				    uint64_t *addr)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(names[mid].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == n || strcmp(names[lo].name, name))
		return NAME_NONE;

	size_t locals = 0;
	uint64_t local_addr = 0;

	for (size_t i = lo; i < n && (names[i].name == name || !strcmp(names[i].name, name)); i++) {
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
	if (locals > 1)
		return NAME_AMBIGUOUS;
	*addr = local_addr;
	return NAME_LOCAL;
}

/* A name sorted by its first 8 bytes as a number first: most comparisons end there, without strcmp. */
struct name_key {
	uint64_t prefix; /* the first 8 bytes, big-endian, zeros past the end (sort_names: the next 8) */
	const struct kp_symname *sym;
};

static int cmp_name_key(const void *a, const void *b)
{
	const struct name_key *ka = a, *kb = b;
	uint64_t p = ka->prefix;

	if (p != kb->prefix)
		return p < kb->prefix ? -1 : 1;
	/* The same 8 bytes: the same name if it ends within them, else the rest decides. */
	if ((p & 0xff) && ka->sym->name != kb->sym->name) {
		int c = strcmp(ka->sym->name + 8, kb->sym->name + 8);

		if (c)
			return c;
	}
	return ka->sym->addr < kb->sym->addr ? -1 : ka->sym->addr > kb->sym->addr;
}

static uint64_t name_key_prefix(const void *a)
{
	return ((const struct name_key *)a)->prefix;
}

/* The 8 bytes of a name from its byte at: big-endian, zeros past its end. */
static uint64_t name_bytes(const char *name, size_t at)
{
	const unsigned char *s = (const unsigned char *)name + at;
	uint64_t p = 0;
	size_t k = 0;

	for (; k < 8 && s[k]; k++)
		p = p << 8 | s[k];
	return k ? p << (8 * (8 - k)) : 0;
}

/*
 * cmp_name_key's order for keys whose names share their first 8 * depth
 * bytes, each key's prefix those that follow: by them (a radix sort,
 * stable), then each run of one that does not end the name by the next 8
 * (kernel names share long prefixes: "__se_sys_", "trace_event_raw_");
 * a short run, a run of one name, and a deep one by cmp_name_key.
 */
static void sort_names(struct name_key *keys, size_t n, size_t depth)
{
	kp_radix_sort(keys, n, sizeof(*keys), name_key_prefix);
	for (size_t i = 0, end; i < n; i = end) {
		for (end = i + 1; end < n && keys[end].prefix == keys[i].prefix; end++)
			;
		if (end - i < 2)
			continue;
		if (end - i < 64 || !(keys[i].prefix & 0xff) || depth >= 8) {
			qsort(keys + i, end - i, sizeof(*keys), cmp_name_key);
			continue;
		}
		for (size_t k = i; k < end; k++)
			keys[k].prefix = name_bytes(keys[k].sym->name, 8 * (depth + 1));
		sort_names(keys + i, end - i, depth + 1);
	}
}

const struct kp_symname *kp_names_by_name(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	size_t n = image->nfunc_names;

	if (!an->names_by_name) {
		struct name_key *keys = xcalloc(n ? n : 1, sizeof(*keys));

		for (size_t i = 0; i < n; i++) {
			keys[i] = (struct name_key){ name_bytes(image->names_by_addr[i].name, 0), &image->names_by_addr[i] };
		}
		sort_names(keys, n, 0);
		an->names_by_name = xcalloc(n ? n : 1, sizeof(*an->names_by_name));
		for (size_t i = 0; i < n; i++)
			an->names_by_name[i] = *keys[i].sym;
		free(keys);
	}
	return an->names_by_name;
}

void kp_resolve_typeids(struct kp_analysis *an)
{
	const struct kp_image *image = an->image;
	const struct kp_hash_table *theirs = an->input->vmlinux ? &an->input->vmlinux->hashes : NULL;
	struct kp_typeid_stats *stats = &an->typeid_stats;

	/* Names are looked up only for typeids: a kernel without kCFI sorts none. */
	const struct kp_symname *by_name = image->ntypeids ? kp_names_by_name(an) : NULL;

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
			enum name_match m = func_by_name(by_name, image->nfunc_names,
							 tf->typeid->name, &addr);

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
