// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer: the readers of the gates, and the writers' limits. The first
 * byte picks one, the rest is its input: even, a JSON document
 * (kp_json_parse, then the baseline --baseline reads of it, by the CLI's own
 * reader, one fingerprint looked up, and kprefix diff of the report against
 * itself, rendered in every format, the text as fuzz/shown.h asks); odd
 * below 0xc1, a suppression file (kp_suppressions_parse, then a few findings
 * matched against it); odd from 0xc1, findings made of the input's lines,
 * written as SARIF under small limits and as Markdown, each limit asserted.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <stdio.h>

#include "kprefix/diff_render.h"
#include "kprefix/findings.h"
#include "kprefix/gate.h"
#include "kprefix/json_read.h"
#include "kprefix/report.h"
#include "kprefix/util.h"
#include "shown.h"

#include <zlib.h>

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
		(void)kp_diff_status(&r, false);
		char *buf;
		size_t len;
		FILE *text = fuzz_open(&buf, &len);

		/* The report's names shown, never obeyed (fuzz/shown.h). */
		kp_diff_text(text, &r, &opts);
		fuzz_shown(text, &buf, &len, false);
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
			};

			(void)kp_suppressions_match(&s, &f, i & 1 ? "drivers/usb/udc.c" : NULL, modules[i]);
		}
	}
	kp_suppressions_free(&s);
	free(text);
}

/* gzip -6 of a buffer, as upload-sarif sends a log. */
static size_t gzip_size(const char *buf, size_t len)
{
	z_stream z = { 0 };
	unsigned char out[65536];
	size_t total = 0;

	if (deflateInit2(&z, 6, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY) != Z_OK)
		abort();
	z.next_in = (unsigned char *)buf;
	z.avail_in = (uInt)len;
	do {
		z.next_out = out;
		z.avail_out = sizeof(out);
		if (deflate(&z, Z_FINISH) == Z_STREAM_ERROR)
			abort();
		total += sizeof(out) - z.avail_out;
	} while (!z.avail_out);
	deflateEnd(&z);
	return total;
}

/* runs[0].invocations[0]: exitCode the status, executionSuccessful unless bit 2 is set. */
static bool sarif_states_status(const struct kp_jvalue *doc, int status)
{
	const struct kp_jvalue *runs = kp_json_get(doc, "runs"), *inv, *ok;

	if (!runs || runs->type != KP_JARRAY || !runs->count)
		return false;
	inv = kp_json_get(&runs->items[0], "invocations");
	if (!inv || inv->type != KP_JARRAY || !inv->count)
		return false;
	ok = kp_json_get(&inv->items[0], "executionSuccessful");
	return kp_json_get_number(&inv->items[0], "exitCode", -1) == status && ok && ok->type == KP_JBOOL &&
	       ok->boolean == !(status & 2);
}

#define WRITER_LINES 64
#define WRITER_FINDINGS 2500

/*
 * Findings whose names, messages, units, images and notifications are the
 * input's lines, many of them (up to 2,500, from byte 3: a cause can pass
 * 1,000 functions), in images of a few each; the results limit from byte 0 (1..64), the gzipped bytes from bytes
 * 1 and 2 (16 kB..540 kB). Asserted: the SARIF log is JSON, within both
 * limits, at most 1,000 locations a result, its size counted exactly, its
 * exitCode and executionSuccessful the status given (byte 2); the Markdown
 * under 350 kB (GitHub takes 1 MiB), stating the same status.
 */
static void fuzz_writers(const uint8_t *data, size_t size)
{
	struct kp_arena texts = { 0 };
	struct kp_sarif_limits lim, github = { 25000, 9500000 };
	char *lines[WRITER_LINES], *text, *buf = NULL;
	size_t n = 0, len = 0, nfind;
	struct kp_causes *causes;
	struct kp_finding *items;
	struct kp_notification *notes;
	struct kp_sarif_stats st;
	char err[256], stated[32];
	FILE *out;
	int status;

	if (size < 4)
		return;
	status = data[2] & 3;
	lim = (struct kp_sarif_limits){ 1 + data[0] % 64, 16384 + ((size_t)data[1] << 8 | data[2]) * 8 };
	nfind = 1 + (size_t)data[3] * WRITER_FINDINGS / 256;
	/* Long lines, fewer findings: each run stays quick (a cause over 1,000 wants under 400 bytes of input). */
	if (nfind > 1 + 400000 / size)
		nfind = 1 + 400000 / size;
	text = xmalloc(size - 4 + 1);
	memcpy(text, data + 4, size - 4);
	text[size - 4] = '\0';
	for (char *line = text; line && n < WRITER_LINES; n++) {
		char *nl = strchr(line, '\n');

		lines[n] = line;
		if (nl)
			*nl = '\0';
		line = nl ? nl + 1 : NULL;
	}
	causes = kp_causes_new(NULL, data[0] & 2);
	items = xcalloc(nfind, sizeof(*items));
	for (size_t i = 0; i < nfind; i++) {
		items[i] = (struct kp_finding){
			.check = (enum kp_check_id)(i / 1100 % KP_NR_CHECKS),
			.severity = (enum kp_severity)(i / 1100 % 3),
			.function = i % 5 ? lines[i % n] : NULL,
			.about = lines[(i + 1) % n],
			.address = i & 1 ? 0xffff800080000000ull + 4 * i : 4 * i,
			.folded = i % 11 == 0,
		};
		kp_finding_set_text(&texts, &items[i], lines[(i / 1100) % n]);
		snprintf(items[i].fingerprint, sizeof(items[i].fingerprint), "%016zx", i * 0x9e3779b1u);
	}
	/* Images of 1 to 8 findings each. */
	for (size_t i = 0, k = 0; i < nfind; k++) {
		size_t take = 1 + k % 8;
		struct kp_findings one = { .items = items + i, .count = take < nfind - i ? take : nfind - i };
		struct kp_finding_place place = { lines[k % n], lines[(k + 3) % n], k % 7 ? KP_BASELINE_NONE : KP_BASELINE_NEW };

		for (size_t k2 = 0; k2 < one.count; k2++) {
			size_t at = i + k2;
			struct kp_attribution a = { .unit = at % 3 ? lines[(at / 13) % n] : NULL,
						    .file = at % 4 ? lines[(at + 2) % n] : NULL,
						    .line = (unsigned)at };

			kp_findings_attribute(&one, &items[at], &a);
		}
		kp_causes_add(causes, NULL, &one, &place);
		size_t taken = one.count;

		one.items = NULL; /* a slice of items */
		kp_findings_free(&one);
		if (k % 5 == 0) {
			struct kp_absent gone = { items[i].check, items[i].severity, items[i].function,
						  items[i].text, { 0 } };

			memcpy(gone.fingerprint, items[i].fingerprint, sizeof(gone.fingerprint));
			kp_causes_add_absent(causes, &gone, lines[k % n], lines[(k + 1) % n]);
		}
		i += taken;
	}
	size_t nnotes = (size_t)data[1] * 2;

	notes = xcalloc(nnotes + 1, sizeof(*notes));
	for (size_t i = 0; i < nnotes; i++)
		notes[i] = (struct kp_notification){ (enum kp_severity)(i % 3), lines[i % n],
						     i % 2 ? lines[(i + 5) % n] : NULL, (unsigned)i };

	out = open_memstream(&buf, &len);
	if (!out)
		abort();
	kp_sarif_set_limits(&lim);
	kp_sarif_write(out, causes, status, notes, nnotes);
	kp_sarif_set_limits(&github);
	fclose(out);
	kp_sarif_last_stats(&st);
	struct kp_jvalue *doc = kp_json_parse(buf, len, err, sizeof(err));

	if (!doc || st.bytes != len || st.gzip_bytes != gzip_size(buf, len) || st.gzip_bytes > lim.bytes ||
	    st.results > lim.results || st.max_locations > KP_CAUSE_LOCATIONS ||
	    st.notifications_written > st.notifications || st.functions_located > st.functions)
		abort();
	/* The exit status stated is the one given, however much was left out. */
	if (!sarif_states_status(doc, status))
		abort();
	kp_json_free(doc);
	free(buf);

	buf = NULL;
	out = open_memstream(&buf, &len);
	if (!out)
		abort();
	kp_markdown_write(out, causes, status, notes, nnotes);
	fclose(out);
	snprintf(stated, sizeof(stated), "\nExit status %d ", status);
	if (len > 350000 || !strstr(buf, stated))
		abort();
	free(buf);
	kp_causes_free(causes);
	free(notes);
	free(items);
	kp_arena_free(&texts);
	free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size)
		return 0;
	if ((data[0] & 1) && data[0] >= 0xc1)
		fuzz_writers(data + 1, size - 1);
	else if (data[0] & 1)
		fuzz_suppressions((const char *)data + 1, size - 1);
	else
		fuzz_json((const char *)data + 1, size - 1);
	return 0;
}
