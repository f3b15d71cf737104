// SPDX-License-Identifier: GPL-2.0-only
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"
#include "kprefix/pipeline.h"
#include "kprefix/util.h"

struct kp_image *open_fixture(const char *name)
{
	char path[512], err[256];
	struct kp_image *image;

	snprintf(path, sizeof(path), "%s/images/%s.elf", FIXTURES_DIR, name);
	image = kp_image_open(path, err, sizeof(err));
	if (!image)
		fail_msg("%s: %s", path, err);
	return image;
}

struct kp_analysis_input *default_input(void)
{
	static struct kp_analysis_input input;

	kp_analysis_input_init(&input);
	return &input;
}

/* Through the library's own entry point, with the image the test opened. */
int kp_check_image(const struct kp_image *image, const struct kp_analysis_input *input,
		   struct kp_result *result, char *err, size_t errlen)
{
	struct kp_checked res = { .image = (struct kp_image *)image };

	memset(result, 0, sizeof(*result));
	kp_check_opened(&res, input ? input : default_input(), KP_ALL_CHECKS, false, NULL);
	if (res.error) {
		snprintf(err, errlen, "%s", res.error);
		free(res.error);
		return -1;
	}
	result->an = res.an;
	result->layout = res.an->layout;
	result->findings = res.findings;
	return 0;
}

void kp_result_free(struct kp_result *result)
{
	kp_findings_free(&result->findings);
	kp_analysis_free(result->an);
	result->an = NULL;
}

/* As `kprefix check IMAGE` does: kp_check_file with nothing given. */
void check_fixture(struct checked *c, const char *name)
{
	struct kp_run_options opts;
	static struct kp_run run;
	char path[512], err[256];
	struct kp_checked res = { 0 };

	memset(c, 0, sizeof(*c));
	kp_run_options_init(&opts);
	opts.jobs = 1;
	if (kp_run_init(&run, &opts, err, sizeof(err)))
		fail_msg("%s", err);
	snprintf(path, sizeof(path), "%s/images/%s.elf", FIXTURES_DIR, name);
	res.path = xstrdup(path);
	kp_check_file(&res, &run, KP_CHECK_ALONE);
	if (res.error)
		fail_msg("%s: %s", name, res.error);
	c->image = res.image;
	c->an = res.an;
	c->layout = res.an->layout;
	c->findings = res.findings;
	free(res.path);
}

void checked_free(struct checked *c)
{
	kp_findings_free(&c->findings);
	kp_analysis_free(c->an);
	kp_image_close(c->image);
}

const struct kp_func_facts *facts_of(const struct checked *c, const char *func)
{
	for (size_t i = 0; i < c->image->nfuncs; i++)
		if (!strcmp(c->image->funcs[i].name, func))
			return &c->an->facts[i];
	fail_msg("no function %s", func);
	return NULL;
}

const char *message_of(const struct kp_findings *findings, const struct kp_finding *f)
{
	(void)findings;
	return f->text;
}

const struct kp_finding *finding_for(const struct checked *c, enum kp_check_id check, const char *func)
{
	for (size_t i = 0; i < c->findings.count; i++) {
		const struct kp_finding *f = &c->findings.items[i];

		if (f->check == check && f->function && !strcmp(f->function, func))
			return f;
	}
	return NULL;
}
