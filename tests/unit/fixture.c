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

void check_fixture(struct checked *c, const char *name)
{
	memset(c, 0, sizeof(*c));
	c->image = open_fixture(name);
	c->an = kp_analyse(c->image);
	kp_detect_layout(c->an, NULL, KP_SRC_NONE, NULL, &c->layout);
	kp_find_hashes(c->an, (int)kp_prefix_nops(&c->layout), kp_cfi(&c->layout));
	kp_detect_layout(c->an, NULL, KP_SRC_NONE, NULL, &c->layout);

	struct kp_check_ctx ctx = {
		.image = c->image, .an = c->an, .layout = &c->layout, .findings = &c->findings,
	};
	kp_run_checks(&ctx);
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

const struct kp_finding *finding_for(const struct checked *c, const char *check, const char *func)
{
	for (size_t i = 0; i < c->findings.count; i++) {
		const struct kp_finding *f = &c->findings.items[i];

		if (!strcmp(f->check, check) && f->function && !strcmp(f->function, func))
			return f;
	}
	return NULL;
}
