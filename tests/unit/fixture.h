/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_TEST_FIXTURE_H
#define KPREFIX_TEST_FIXTURE_H

#include "kprefix/checks.h"
#include "kprefix/elf.h"
#include "kprefix/funcs.h"
#include "kprefix/layout.h"

/* An image from fixtures/images, analysed and checked as `kprefix check` does. */
struct checked {
	struct kp_image *image;
	struct kp_analysis *an;
	struct kp_layout layout;
	struct kp_findings findings;
};

struct kp_image *open_fixture(const char *name);
void check_fixture(struct checked *c, const char *name);
void checked_free(struct checked *c);
const struct kp_func_facts *facts_of(const struct checked *c, const char *func);
/* The finding of check id for func, or NULL. */
const struct kp_finding *finding_for(const struct checked *c, const char *check, const char *func);

#endif
