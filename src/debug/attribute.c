// SPDX-License-Identifier: GPL-2.0-only
/*
 * From finding to fix: the compile unit a reported function came from (the
 * object whose Makefile sets its flags), its file:line, and the unit's
 * layout flags as the compiler recorded them in DW_AT_producer (GCC always,
 * clang with -grecord-command-line). When the units of one image disagree
 * on those flags, that disagreement is the cause, and it is named.
 * Only what is reported is looked up.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/buildtree.h"
#include "kprefix/debuginfo.h"
#include "kprefix/util.h"

/* The flags that decide the layout. */
static const char *const layout_flags[] = {
	"-fpatchable-function-entry=", "-fsanitize=", "-mbranch-protection=",
	"-fmin-function-alignment=", "-falign-functions", "-fsanitize-cfi",
};

/* The layout flags in producer, space-separated, into buf; "" when none. */
void kp_layout_flags(const char *producer, char *buf, size_t len)
{
	size_t used = 0;

	buf[0] = '\0';
	for (const char *p = producer; p && *p;) {
		const char *end = strchr(p, ' ');
		size_t tok = end ? (size_t)(end - p) : strlen(p);

		for (size_t i = 0; i < ARRAY_SIZE(layout_flags); i++) {
			size_t fl = strlen(layout_flags[i]);

			/* -fsanitize= only when it names kcfi. */
			if (tok < fl || memcmp(p, layout_flags[i], fl))
				continue;
			if (i == 1 && !memmem(p, tok, "kcfi", 4))
				break;
			if (used + tok + 2 < len) {
				used += (size_t)snprintf(buf + used, len - used, "%s%.*s", used ? " " : "",
							 (int)tok, p);
			}
			break;
		}
		p += tok;
		while (*p == ' ')
			p++;
	}
}

struct flag_set {
	char flags[256];
	size_t units;
	const char *example;
};

struct flag_census {
	struct flag_set *sets;
	size_t nsets, cap;
};

/* Count the units per set of layout flags; units that record none are not counted. */
static void count_unit(void *ctx, const char *unit, const char *producer)
{
	struct flag_census *census = ctx;
	char flags[256];

	if (!producer || !strchr(producer, '-'))
		return;
	kp_layout_flags(producer, flags, sizeof(flags));
	for (size_t i = 0; i < census->nsets; i++) {
		if (!strcmp(census->sets[i].flags, flags)) {
			census->sets[i].units++;
			return;
		}
	}
	grow_array((void **)&census->sets, &census->cap, census->nsets + 1, sizeof(*census->sets));
	struct flag_set *set = &census->sets[census->nsets++];

	snprintf(set->flags, sizeof(set->flags), "%s", flags);
	set->units = 1;
	set->example = unit;
}

static int cmp_sets(const void *a, const void *b)
{
	const struct flag_set *sa = a, *sb = b;

	return sa->units > sb->units ? -1 : sa->units < sb->units;
}

/* "compile units disagree on layout flags: 3021 use '...', 7 use '' (e.g. x.c)" */
static void name_disagreement(struct kp_debuginfo *di, struct kp_findings *findings)
{
	struct flag_census census = { 0 };
	char line[1024];
	size_t len;

	kp_debuginfo_units(di, count_unit, &census);
	if (census.nsets > 1) {
		qsort(census.sets, census.nsets, sizeof(*census.sets), cmp_sets);
		len = (size_t)snprintf(line, sizeof(line), "compile units disagree on layout flags:");
		for (size_t i = 0; i < census.nsets && i < 4 && len < sizeof(line); i++)
			len += (size_t)snprintf(line + len, sizeof(line) - len,
						"%s %zu unit%s '%s'%s%s%s", i ? ";" : "",
						census.sets[i].units, census.sets[i].units == 1 ? "" : "s",
						census.sets[i].flags, i ? " (e.g. " : "",
						i && census.sets[i].example ? census.sets[i].example : "",
						i ? ")" : "");
		if (census.nsets > 4 && len < sizeof(line))
			snprintf(line + len, sizeof(line) - len, "; and %zu more sets", census.nsets - 4);
		findings->flag_disagreement = kp_findings_keep(findings, line);
	}
	free(census.sets);
}

/* The origins of the functions f names, for kp_findings_place_origins to put where it named them. */
static void find_origins(struct kp_debuginfo *di, const struct kp_image *image,
			 struct kp_findings *findings, const struct kp_finding *f)
{
	struct kp_origin_slot *slots = &findings->origin_slots[f->origin_slot];
	uint64_t func_addr = f->address - (uint64_t)f->func_offset;

	for (unsigned k = 0; k < f->norigin_slots; k++) {
		size_t idx;

		if (f->function && slots[k].func_addr == func_addr)
			slots[k].origin = kp_finding_attribution(findings, f)->origin;
		else if ((idx = kp_func_index_at(image, slots[k].func_addr)) != SIZE_MAX)
			slots[k].origin = kp_debuginfo_origin(di, image, &image->funcs[idx]);
	}
}

/*
 * What a build tree says of the function: the object, its flags as Kbuild
 * saved its command, those of the objects that are right, and the Makefile
 * statement that made the difference. The object wins over debug data's
 * unit: DW_AT_name is the source as the compiler was given it, relative to
 * O= ("../drivers/amba/bus.c"), and the Makefile line names the object.
 */
static void attribute_build(struct kp_buildtree *build, const struct kp_image *image,
			    const struct kp_func *fn, struct kp_attribution *a)
{
	struct kp_build_origin o;

	if (!build || !kp_buildtree_explain(build, image->path, fn->name, fn->size, &o))
		return;
	if (o.object)
		a->unit = o.object;
	if (!a->unit_flags && o.flags && *o.flags)
		a->unit_flags = o.flags;
	a->expected_flags = o.expected;
	a->flag_difference = o.difference;
	a->makefile = o.makefile;
	a->makefile_line = o.makefile_line;
	a->makefile_text = o.makefile_text;
	a->built_apart = o.apart;
}

/* What debug data says of the function f is in, beside the findings, once a function. */
static void attribute_function(struct kp_debuginfo *di, struct kp_buildtree *build, const struct kp_image *image,
			       struct kp_findings *findings, const struct kp_finding *f)
{
	size_t idx = kp_func_index_at(image, f->address - (uint64_t)f->func_offset);
	struct kp_attribution a = { 0 };
	struct kp_func_source src;
	char flags[256];

	if (idx == SIZE_MAX || kp_finding_attribution(findings, f)->function)
		return;
	if (!kp_debuginfo_function(di, image, &image->funcs[idx], &src)) {
		a.origin = kp_symbol_origin(image->funcs[idx].name);
	} else {
		kp_layout_flags(src.producer, flags, sizeof(flags));
		a = (struct kp_attribution){ .unit = src.unit, .unit_flags = flags[0] ? flags : NULL,
					     .file = src.file, .line = src.line, .origin = src.origin };
	}
	attribute_build(build, image, &image->funcs[idx], &a);
	kp_findings_attribute(findings, f, &a);
}

/*
 * A module built for another M as a whole (an M= Kbuild file's
 * ccflags-remove-y): its module-layout finding names no function, so the
 * first of its functions whose object the tree finds a Makefile line for
 * speaks for it.
 */
static void attribute_module(struct kp_buildtree *build, const struct kp_image *image,
			     struct kp_findings *findings)
{
	bool wanted = false;

	for (size_t i = 0; i < findings->count && !wanted; i++)
		wanted = !findings->items[i].function && findings->items[i].check == KP_CHECK_MODULE_LAYOUT;
	if (!build || !wanted || image->elf_type != ET_REL)
		return;
	for (size_t i = 0; i < image->nfuncs; i++) {
		struct kp_attribution a = { 0 };

		attribute_build(build, image, &image->funcs[i], &a);
		if (a.makefile) {
			kp_findings_attribute_image(findings, &a);
			return;
		}
	}
}

bool kp_attribute_findings(const struct kp_analysis *an, struct kp_findings *findings,
			   const char *display, const char *debug_dir, struct kp_buildtree *build)
{
	const struct kp_image *image = an->image;
	struct kp_debuginfo *di = NULL;
	bool any = false, found;

	attribute_module(build, image, findings);
	for (size_t i = 0; i < findings->count && !any; i++)
		any = findings->items[i].function != NULL || findings->items[i].norigin_slots;
	if (!any)
		return false;
	di = kp_debuginfo_open(image, display, debug_dir);
	found = kp_debuginfo_found(di);
	for (size_t i = 0; i < findings->count; i++) {
		const struct kp_finding *f = &findings->items[i];

		if (f->function)
			attribute_function(di, build, image, findings, f);
		if (f->norigin_slots)
			find_origins(di, image, findings, f);
	}
	kp_findings_place_origins(findings);
	if (found)
		name_disagreement(di, findings);
	if (kp_debuginfo_note(di))
		findings->debug_note = kp_findings_keep(findings, kp_debuginfo_note(di));
	kp_debuginfo_close(di);
	return found;
}
