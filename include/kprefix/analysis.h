/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * One analysis of one image: everything kprefix knows of it, computed once,
 * in one place (src/analysis/analysis.c), in a fixed order. Checks and
 * reporters take the result const and compute nothing the next consumer
 * would need again. What the result holds is the model (model.h); this is
 * the API of the analysis that fills it.
 */
#ifndef KPREFIX_ANALYSIS_H
#define KPREFIX_ANALYSIS_H

#include <stddef.h>

#include "kprefix/elf.h"
#include "kprefix/model.h"

/* Initialise with nothing given: no config (IKCONFIG read), no option, default islands. */
void kp_analysis_input_init(struct kp_analysis_input *in);

/*
 * Analyse an opened image. On failure returns -1 with a one-line reason in
 * err; the input must outlive the result.
 */
int kp_analyse(const struct kp_image *image, const struct kp_analysis_input *input,
	       struct kp_analysis **result, char *err, size_t errlen);
void kp_analysis_free(struct kp_analysis *an);

/* What a vmlinux lends its modules. */
void kp_vmlinux_facts_init(struct kp_vmlinux_facts *vf, const struct kp_analysis *an,
			   const char *name);
void kp_vmlinux_facts_free(struct kp_vmlinux_facts *vf);

/* How fingerprints name the image: "vmlinux", or a module's file name (kp_fingerprint_scope_of). */
void kp_fingerprint_scope(const struct kp_image *image, char *buf, size_t len);

#endif
