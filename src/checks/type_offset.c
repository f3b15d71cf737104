// SPDX-License-Identifier: GPL-2.0-only
/*
 * type-offset: the crash itself. A kCFI call site of type T loading at X
 * fails for every function of hash T it can reach whose hash is not at X.
 * One finding per (type, offset of its sites), naming the functions.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/checks.h"
#include "kprefix/util.h"

#define NAMES_SHOWN 8
/* The message's last argument, "%s" after "load at %d; ": the failing functions named. */
#define TYPE_OFFSET_NAMES_ARG 10

static void append(char **buf, size_t *len, size_t *cap, const char *text)
{
	size_t n = strlen(text);

	grow_array((void **)buf, cap, *len + n + 1, 1);
	memcpy(*buf + *len, text, n + 1);
	*len += n;
}

/* Where a shown name ends: its origin goes there (SIZE_MAX: a name not shown). */
struct name_end {
	size_t at;
	uint64_t func_addr;
};

/* "3 functions of this type keep it at -4: a, b, c" per offset found, and where each name ends. */
static char *describe_failing(const struct kp_check_ctx *ctx, const struct kp_type_class *tc,
			      struct name_end **ends, size_t *nends)
{
	char *buf = NULL, part[256];
	size_t len = 0, cap = 0, ends_cap = 0;
	bool *done = xcalloc(tc->nfailing, sizeof(*done));

	for (size_t i = 0; i < tc->nfailing; i++) {
		if (done[i])
			continue;
		int offset = ctx->an->facts[tc->failing[i]].hash_offset;
		size_t count = 0, shown = 0;

		for (size_t k = i; k < tc->nfailing; k++)
			count += ctx->an->facts[tc->failing[k]].hash_offset == offset;
		snprintf(part, sizeof(part), "%s%zu function%s of this type keep%s it at %d: ",
			 len ? "; " : "", count, count == 1 ? "" : "s", count == 1 ? "s" : "", offset);
		append(&buf, &len, &cap, part);
		for (size_t k = i; k < tc->nfailing; k++) {
			const struct kp_func_facts *ff = &ctx->an->facts[tc->failing[k]];

			if (ff->hash_offset != offset)
				continue;
			done[k] = true;
			if (shown == NAMES_SHOWN) {
				snprintf(part, sizeof(part), ", and %zu more", count - shown);
				append(&buf, &len, &cap, part);
				shown++;
			}
			if (shown > NAMES_SHOWN) {
				/* Not in the message: its origin for the data (JSON's targets). */
				grow_array((void **)ends, &ends_cap, *nends + 1, sizeof(**ends));
				(*ends)[(*nends)++] = (struct name_end){ SIZE_MAX, ff->func->addr };
				continue;
			}
			snprintf(part, sizeof(part), "%s%s", shown ? ", " : "", ff->func->name);
			append(&buf, &len, &cap, part);
			grow_array((void **)ends, &ends_cap, *nends + 1, sizeof(**ends));
			(*ends)[(*nends)++] = (struct name_end){ len, ff->func->addr };
			shown++;
		}
	}
	free(done);
	return buf;
}

void check_type_offset(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;

	for (size_t i = 0; i < an->ntype_classes; i++) {
		const struct kp_type_class *tc = &an->type_classes[i];
		const struct kcfi_site *site = &an->kcfi_sites[tc->first_site];
		size_t caller = an->site_caller[tc->first_site];
		const struct kp_func *fn = caller == SIZE_MAX ? NULL : &ctx->an->image->funcs[caller];
		struct name_end *ends = NULL;
		size_t nends = 0;
		char *failing = describe_failing(ctx, tc, &ends, &nends);
		/* The island's prefix whole, never cut to a buffer. */
		const char *in = tc->island >= 0 ? " in island " : "";
		const char *island = tc->island >= 0 ? an->islands[tc->island].prefix : "";
		const char *c = kp_type_name(an, tc->type_hash);
		char paren[512];
		struct kp_finding *f = kp_report(
			ctx->findings, KP_CHECK_TYPE_OFFSET, KP_ERROR, fn ? fn->name : NULL, fn ? fn->addr : 0,
			site->addr, "type 0x%08x%s: %zu call site%s in %zu function%s%s%s load%s at %d; %s",
			tc->type_hash, kp_type_paren(c, paren, sizeof(paren)), tc->nsites, tc->nsites == 1 ? "" : "s",
			tc->ncallers, tc->ncallers == 1 ? "" : "s", in, island, tc->nsites == 1 ? "s" : "",
			tc->site_offset, failing);
		/* The names are its last argument's text. */
		for (size_t k = 0; k < nends; k++)
			kp_finding_origin_at(ctx->findings, f, TYPE_OFFSET_NAMES_ARG, ends[k].at,
					     ends[k].func_addr,
					     ends[k].at == SIZE_MAX ? KP_ORIGIN_DATA : KP_ORIGIN_PAREN);
		f->rank = 0;
		f->island = kp_island_prefix(ctx->an, tc->island);
		f->has_type = true;
		f->type_hash = tc->type_hash;
		f->type_c = c ? kp_arena_strdup(&ctx->findings->arena, c) : NULL;
		f->variant = tc->site_offset;
		f->type_class = (unsigned)i + 1;
		free(ends);
		free(failing);
	}
}
