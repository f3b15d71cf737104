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

/*
 * "3 functions of this type keep it at -4: a, b, c" per offset found, into
 * m, each name shown with its origin; the names not shown only as data
 * (JSON's targets).
 */
static void describe_failing(const struct kp_check_ctx *ctx, const struct kp_type_class *tc,
			     struct kp_message *m)
{
	bool *done = xcalloc(tc->nfailing, sizeof(*done)), first = true;

	for (size_t i = 0; i < tc->nfailing; i++) {
		if (done[i])
			continue;
		int offset = ctx->an->facts[tc->failing[i]].hash_offset;
		size_t count = 0, shown = 0;

		for (size_t k = i; k < tc->nfailing; k++)
			count += ctx->an->facts[tc->failing[k]].hash_offset == offset;
		kp_message_add(m, "%s%zu function%s of this type keep%s it at %d: ", first ? "" : "; ", count,
			       count == 1 ? "" : "s", count == 1 ? "s" : "", offset);
		first = false;
		for (size_t k = i; k < tc->nfailing; k++) {
			const struct kp_func_facts *ff = &ctx->an->facts[tc->failing[k]];

			if (ff->hash_offset != offset)
				continue;
			done[k] = true;
			if (shown == NAMES_SHOWN) {
				kp_message_add(m, ", and %zu more", count - shown);
				shown++;
			}
			if (shown > NAMES_SHOWN) {
				kp_message_origin(m, ff->func->addr, KP_ORIGIN_DATA);
				continue;
			}
			kp_message_add(m, "%s%s", shown ? ", " : "", ff->func->name);
			kp_message_origin(m, ff->func->addr, KP_ORIGIN_PAREN);
			shown++;
		}
	}
	free(done);
}

void check_type_offset(struct kp_check_ctx *ctx)
{
	const struct kp_analysis *an = ctx->an;

	for (size_t i = 0; i < an->ntype_classes; i++) {
		const struct kp_type_class *tc = &an->type_classes[i];
		const struct kcfi_site *site = &an->kcfi_sites[tc->first_site];
		size_t caller = an->site_caller[tc->first_site];
		const struct kp_func *fn = caller == SIZE_MAX ? NULL : &ctx->an->image->funcs[caller];
		/* The island's prefix whole, never cut to a buffer. */
		const char *in = tc->island >= 0 ? " in island " : "";
		const char *island = tc->island >= 0 ? an->islands[tc->island].prefix : "";
		const char *c = kp_type_name(an, tc->type_hash);
		char paren[512];
		struct kp_message m = { 0 };

		kp_message_add(&m, "type 0x%08x%s: %zu call site%s in %zu function%s%s%s load%s at %d; ",
			       tc->type_hash, kp_type_paren(c, paren, sizeof(paren)), tc->nsites,
			       tc->nsites == 1 ? "" : "s", tc->ncallers, tc->ncallers == 1 ? "" : "s", in, island,
			       tc->nsites == 1 ? "s" : "", tc->site_offset);
		describe_failing(ctx, tc, &m);
		kp_report_message(ctx->findings, &(struct kp_finding_info){
				.check = KP_CHECK_TYPE_OFFSET, .severity = KP_ERROR,
				.function = fn ? fn->name : NULL, .func_addr = fn ? fn->addr : 0,
				.address = site->addr, .leads = true,
				.island = kp_island_prefix(ctx->an, tc->island), .has_type = true,
				.type_hash = tc->type_hash, .type_c = c, .variant = tc->site_offset,
				.type_class = (unsigned)i + 1 }, &m);
	}
}
