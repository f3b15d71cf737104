// SPDX-License-Identifier: GPL-2.0-only
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "fixture.h"

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

int kp_check_image(const struct kp_image *image, const struct kp_analysis_input *input,
		   struct kp_result *result, char *err, size_t errlen)
{
	memset(result, 0, sizeof(*result));
	if (kp_analyse(image, input ? input : default_input(), &result->an, err, errlen))
		return -1;
	result->layout = result->an->layout;
	kp_run_checks(result->an, KP_ALL_CHECKS, &result->findings);
	return 0;
}

void kp_result_free(struct kp_result *result)
{
	kp_findings_free(&result->findings);
	kp_analysis_free(result->an);
	result->an = NULL;
}

void check_fixture(struct checked *c, const char *name)
{
	struct kp_result result;
	char err[256];

	memset(c, 0, sizeof(*c));
	c->image = open_fixture(name);
	if (kp_check_image(c->image, NULL, &result, err, sizeof(err)))
		fail_msg("%s: %s", name, err);
	c->an = result.an;
	c->layout = result.layout;
	c->findings = result.findings;
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

const struct kp_finding *finding_for(const struct checked *c, enum kp_check_id check, const char *func)
{
	for (size_t i = 0; i < c->findings.count; i++) {
		const struct kp_finding *f = &c->findings.items[i];

		if (f->check == check && f->function && !strcmp(f->function, func))
			return f;
	}
	return NULL;
}
