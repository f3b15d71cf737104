/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_TEST_FIXTURE_H
#define KPREFIX_TEST_FIXTURE_H

#include "kprefix/analysis.h"
#include "kprefix/checks.h"
#include "kprefix/elf.h"

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
const struct kp_finding *finding_for(const struct checked *c, enum kp_check_id check, const char *func);

/*
 * f's message rendered with the origins findings holds: valid until four more
 * calls (a ring, so that one expression may render two).
 */
const char *message_of(const struct kp_findings *findings, const struct kp_finding *f);

/* One image analysed with input (NULL: nothing given) and every check run. */
struct kp_result {
	struct kp_analysis *an;
	struct kp_layout layout;
	struct kp_findings findings;
};

int kp_check_image(const struct kp_image *image, const struct kp_analysis_input *input,
		   struct kp_result *result, char *err, size_t errlen);
void kp_result_free(struct kp_result *result);

/* An analysis input with nothing given; lives until the test ends. */
struct kp_analysis_input *default_input(void);

#endif
