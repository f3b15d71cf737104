// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer: the readers of the gates. The first byte picks one, the rest is
 * its input: even, a JSON document (kp_json_parse, then the baseline
 * --baseline reads of it, by the CLI's own reader, one fingerprint looked
 * up, and kprefix diff of the report against itself, rendered in every
 * format); odd, a suppression file
 * (kp_suppressions_parse, then a few findings matched against it).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <stdio.h>

#include "kprefix/diff.h"
#include "kprefix/findings.h"
#include "kprefix/gate.h"
#include "kprefix/json_read.h"
#include "kprefix/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* kprefix diff of a report with itself: both sides read, compared, rendered. */
static void fuzz_diff(const struct kp_jvalue *doc)
{
	static FILE *null;
	/* As kprefix diff names its sides: by the paths given. */
	struct kp_diff_side old = { .path = xstrdup("old.json") }, new = { .path = xstrdup("new.json") };
	struct kp_diff_opts opts = { .verbose = true };
	char err[256];

	if (!null && !(null = fopen("/dev/null", "w")))
		abort();
	if (!kp_diff_add_json(&old, doc, err, sizeof(err)) && !kp_diff_add_json(&new, doc, err, sizeof(err)) &&
	    old.count && new.count) {
		struct kp_diff_result r = { 0 };
		struct kp_json j;

		kp_diff_compare(&r, &old, &new);
		(void)kp_diff_status(&r, &opts);
		kp_diff_text(null, &r, &opts);
		json_init(&j, null);
		kp_diff_json(&j, &r, 0);
		kp_diff_sarif(null, &r, 0, NULL, 0);
		kp_diff_result_free(&r);
	}
	kp_diff_side_free(&old);
	kp_diff_side_free(&new);
}

static void fuzz_json(const char *text, size_t len)
{
	char err[256];
	struct kp_jvalue *doc = kp_json_parse(text, len, err, sizeof(err));
	struct kp_baseline b;

	if (!doc)
		return;
	/* The reader --baseline uses, as it uses it. */
	if (!kp_baseline_from_json(doc, "fuzz.json", &b, err, sizeof(err))) {
		struct kp_baseline_entry *e = kp_baseline_find(&b, "0123456789abcdef");

		if (e)
			e->seen = true;
		(void)kp_baseline_absent(&b);
	}
	kp_baseline_free(&b);
	(void)kp_json_get_unsigned(doc, "exit_status", 0);
	fuzz_diff(doc);
	kp_json_free(doc);
}

static void fuzz_suppressions(const char *bytes, size_t len)
{
	static const char *const functions[] = { "udc_irq", "", "a*b", "tr_add", NULL };
	static const char *const modules[] = { "kernel/drivers/usb/udc.ko", NULL, "m.ko", "/", NULL };
	char err[256], *text = xmalloc(len + 1);
	struct kp_suppressions s;

	memcpy(text, bytes, len);
	text[len] = '\0';
	if (!kp_suppressions_parse("fuzz.supp", text, len, &s, err, sizeof(err))) {
		for (size_t i = 0; i < 5; i++) {
			struct kp_finding f = {
				.check = (enum kp_check_id)(i % KP_NR_CHECKS), .function = functions[i],
				.source_file = i & 1 ? "drivers/usb/udc.c" : NULL,
			};

			(void)kp_suppressions_match(&s, &f, modules[i]);
		}
	}
	kp_suppressions_free(&s);
	free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size)
		return 0;
	if (data[0] & 1)
		fuzz_suppressions((const char *)data + 1, size - 1);
	else
		fuzz_json((const char *)data + 1, size - 1);
	return 0;
}
