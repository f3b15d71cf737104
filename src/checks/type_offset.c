// SPDX-License-Identifier: GPL-2.0-only
/*
 * type-offset: the crash itself. A kCFI call site of type T loading at X
 * fails for every function of hash T it can reach whose hash is not at X.
 * One finding per (type, offset of its sites), naming the functions.
 */
#include <stdio.h>
#include <stdlib.h>

#include "kprefix/checks.h"
#include "kprefix/util.h"

#define NAMES_SHOWN 8

static void append(char **buf, size_t *len, size_t *cap, const char *text)
{
	size_t n = strlen(text);

	grow_array((void **)buf, cap, *len + n + 1, 1);
	memcpy(*buf + *len, text, n + 1);
	*len += n;
}

/* "3 functions of this type keep it at -4: a, b, c" per offset found. */
static char *describe_failing(const struct kp_check_ctx *ctx, const struct kp_type_class *tc)
{
	char *buf = NULL, part[256];
	size_t len = 0, cap = 0;
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
			if (shown > NAMES_SHOWN)
				continue;
			const char *origin = ff->origin;

			snprintf(part, sizeof(part), "%s%s%s%s%s", shown ? ", " : "", ff->func->name,
				 origin ? " (" : "", origin ? origin : "", origin ? ")" : "");
			append(&buf, &len, &cap, part);
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
		char *failing = describe_failing(ctx, tc);
		char where[96] = "";

		if (tc->island >= 0)
			snprintf(where, sizeof(where), " in island %s", an->islands[tc->island].prefix);
		struct kp_finding *f = kp_report(
			ctx->findings, KP_CHECK_TYPE_OFFSET, KP_ERROR, fn ? fn->name : NULL, fn ? fn->addr : 0,
			site->addr, "type 0x%08x: %zu call site%s in %zu function%s%s load at %d; %s",
			tc->type_hash, tc->nsites, tc->nsites == 1 ? "" : "s", tc->ncallers,
			tc->ncallers == 1 ? "" : "s", where, tc->site_offset, failing);
		f->rank = 0;
		f->island = kp_island_prefix(ctx->an, tc->island);
		f->has_type = true;
		f->type_hash = tc->type_hash;
		f->variant = tc->site_offset;
		f->type_class = (unsigned)i + 1;
		free(failing);
	}
}
