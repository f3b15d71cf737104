// SPDX-License-Identifier: GPL-2.0-only
/* kprefix show IMAGE WHAT...: one function explained. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "options.h"
#include "kprefix/analysis.h"
#include "kprefix/pipeline.h"
#include "kprefix/debuginfo.h"
#include "kprefix/report.h"
#include "kprefix/util.h"

static void show_usage(FILE *out)
{
	fprintf(out,
		"Usage: kprefix show [OPTIONS] IMAGE WHAT...\n"
		"\n"
		"Explain functions of IMAGE (a vmlinux, module or object): WHAT is a function\n"
		"name, name+0xOFF, name-0xOFF (a word before the entry) or an address (0x...).\n"
		"Prints the words from the kCFI hash (or the padding and prefix NOPs) to a few\n"
		"instructions past the entry, each with its role (the word asked for marked\n"
		"=>), the kCFI call sites inside, the checks' verdict and, with debug data,\n"
		"the source.\n"
		"\n"
		"Options:\n"
		"  --format=text|json       output format (default text)\n"
		"  --pretty                 indent JSON\n"
		"  --config=FILE            read layout options from a kernel .config\n"
		"  --prefix-nops=M, --cfi, --no-cfi, --bti, --no-bti, --function-alignment=N,\n"
		"  --islands=P1,...         the layout, as for 'kprefix check'\n"
		"  --debug-dir=DIR          where a module's unstripped copy is\n"
		"  --color[=WHEN]           colour the text output: auto (on a terminal, unless\n"
		"                           NO_COLOR is set), always or never (see kprefix --help)\n"
		"  -h, --help               this text\n"
		"\n"
		"Exit status: 0 every WHAT found, 1 some WHAT names no function (or an offset\n"
		"outside it), 2 usage error (a WHAT that is not one of these forms) or\n"
		"unreadable input.\n");
}

/* One WHAT, read before anything is opened: a name with an optional +0xOFF, or an address. */
struct what {
	const char *text;
	size_t namelen;  /* 0: an address */
	bool has_offset;
	bool before;     /* name-0xOFF: in the words before the entry */
	uint64_t value;  /* the address, or the offset */
};

/* Levenshtein distance of a[0..alen) and b, or more than max once it must exceed it. */
static size_t distance(const char *a, size_t alen, const char *b, size_t max)
{
	size_t blen = strlen(b), *row, best = max + 1;

	if (blen > alen + max || alen > blen + max)
		return max + 1;
	row = xcalloc(blen + 1, sizeof(*row));
	for (size_t j = 0; j <= blen; j++)
		row[j] = j;
	for (size_t i = 1; i <= alen; i++) {
		size_t diag = row[0], low;

		row[0] = i;
		low = row[0];
		for (size_t j = 1; j <= blen; j++) {
			size_t up = row[j], d = diag + (a[i - 1] != b[j - 1]);

			d = d < up + 1 ? d : up + 1;
			d = d < row[j - 1] + 1 ? d : row[j - 1] + 1;
			row[j] = d;
			diag = up;
			low = d < low ? d : low;
		}
		if (low > max) {
			free(row);
			return max + 1;
		}
	}
	best = row[blen];
	free(row);
	return best;
}

/*
 * "; did you mean 'a', 'b' or 'c'?": the function names nearest name (at
 * most a third of its letters away, and 2 at least), the nearest first,
 * then by name; "" when none is near.
 */
static void did_you_mean(FILE *out, const struct kp_image *image, const char *name, size_t len)
{
	enum { SHOWN = 3 };
	size_t max = len / 3 > 2 ? len / 3 : 2, best[SHOWN], dist[SHOWN], n = 0;

	for (size_t i = 0; i < image->nfuncs; i++) {
		const char *cand = image->funcs[i].name;
		size_t d = distance(name, len, cand, n == SHOWN ? dist[SHOWN - 1] : max), k;

		if (d > max || (n == SHOWN && d >= dist[SHOWN - 1]))
			continue;
		/* One name per function, and each once (aliases). */
		for (k = 0; k < n && strcmp(image->funcs[best[k]].name, cand); k++)
			;
		if (k < n)
			continue;
		if (n < SHOWN)
			n++;
		for (k = n - 1; k > 0 && (dist[k - 1] > d || (dist[k - 1] == d &&
			strcmp(image->funcs[best[k - 1]].name, cand) > 0)); k--) {
			best[k] = best[k - 1];
			dist[k] = dist[k - 1];
		}
		best[k] = i;
		dist[k] = d;
	}
	for (size_t k = 0; k < n; k++) {
		fputs(k == 0 ? "; did you mean '" : k == n - 1 ? " or '" : ", '", out);
		fputs(image->funcs[best[k]].name, out); /* kp_error shows the line visibly */
		fputc('\'', out);
	}
	if (n)
		fputc('?', out);
}

static int what_error(const char *what, const char *reason, const char *junk)
{
	if (junk)
		kp_error("kprefix: show: '%s': %s: '%s'", what, reason, junk);
	else
		kp_error("kprefix: show: '%s': %s", what, reason);
	return -1;
}

/* "0x" and 1 to 16 hex digits, the whole of s; else -1 with a line naming the junk. */
static int parse_hex(const char *what, const char *s, const char *kind, uint64_t *value)
{
	char reason[64];
	size_t n = 0;

	if (!*s) {
		snprintf(reason, sizeof(reason), "no %s", kind);
		return what_error(what, reason, NULL);
	}
	if (strncmp(s, "0x", 2) || !isxdigit((unsigned char)s[2])) {
		snprintf(reason, sizeof(reason), "the %s is not 0x and hex digits", kind);
		return what_error(what, reason, s);
	}
	*value = 0;
	for (s += 2; isxdigit((unsigned char)s[n]); n++) {
		if (n == 16) {
			snprintf(reason, sizeof(reason), "the %s has more than 16 hex digits", kind);
			return what_error(what, reason, NULL);
		}
		*value = *value << 4 | (uint64_t)(isdigit((unsigned char)s[n]) ? s[n] - '0' : (tolower((unsigned char)s[n]) - 'a' + 10));
	}
	if (s[n]) {
		snprintf(reason, sizeof(reason), "junk after the %s", kind);
		return what_error(what, reason, s + n);
	}
	return 0;
}

static int parse_what(const char *text, struct what *w)
{
	const char *plus = strpbrk(text, "+-");

	*w = (struct what){ .text = text };
	if (!strncmp(text, "0x", 2))
		return parse_hex(text, text, "address", &w->value);
	w->namelen = plus ? (size_t)(plus - text) : strlen(text);
	if (!w->namelen)
		return what_error(text, "no function name", NULL);
	if (!plus)
		return 0;
	w->has_offset = true;
	w->before = *plus == '-';
	return parse_hex(text, plus + 1, "offset", &w->value);
}

/* The functions WHAT names: indices into image->funcs, at most max. */
static size_t resolve(const struct kp_analysis *an, const struct what *w, size_t *found, size_t max)
{
	const struct kp_image *image = an->image;
	size_t n = 0;

	if (!w->namelen) {
		const struct kp_func *fn = kp_func_containing(image, w->value);
		size_t idx = kp_func_index_at(image, w->value);

		if (fn)
			found[n++] = (size_t)(fn - image->funcs);
		else if (idx != SIZE_MAX)
			found[n++] = idx;
		/* In the words before a function: its padding, hash or prefix. */
		else if ((idx = kp_func_lower_bound(image, w->value)) < image->nfuncs &&
			 w->value >= an->facts[idx].prev_end)
			found[n++] = idx;
		return n;
	}
	/* Every function of that name (with the offset, those it lies within). */
	for (size_t i = 0; i < image->nfunc_names && n < max; i++) {
		const struct kp_symname *sn = &image->names_by_addr[i];

		if (strlen(sn->name) != w->namelen || memcmp(sn->name, w->text, w->namelen))
			continue;
		size_t idx = kp_func_index_at(image, sn->addr);

		if (idx != SIZE_MAX && (!n || found[n - 1] != idx))
			found[n++] = idx;
	}
	return n;
}

static int show_option(int c, const char *arg, void *ctx)
{
	bool *json = ctx;

	if (strcmp(arg, "json") && strcmp(arg, "text")) {
		kp_error("kprefix: show: --format is text or json, not '%s'", arg);
		return -1;
	}
	(void)c;
	*json = !strcmp(arg, "json");
	return 0;
}

int cmd_show(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ 0 },
	};
	struct cli_common common;
	bool json = false;
	int first, status = KP_EXIT_CLEAN;
	struct kp_run run;
	char err[512];

	if (cli_parse(argc, argv, "show", CLI_LAYOUT | CLI_DEBUG, longopts, NULL, show_option, &json,
		      &common, &first))
		return KP_EXIT_USAGE;
	if (common.help) {
		show_usage(stdout);
		return KP_EXIT_CLEAN;
	}
	if (argc - first < 2) {
		kp_error("kprefix: 'show' needs an image and at least one function");
		return KP_EXIT_USAGE;
	}

	/* Every WHAT read before the image is opened: junk is a usage error, never ignored. */
	struct what *whats = xcalloc((size_t)(argc - first - 1), sizeof(*whats));

	for (int a = first + 1; a < argc; a++) {
		if (parse_what(argv[a], &whats[a - first - 1])) {
			free(whats);
			return KP_EXIT_USAGE;
		}
	}
	if (kp_run_init(&run, &common.run, err, sizeof(err))) {
		kp_error("kprefix: %s: %s", common.run.config_path, err);
		free(whats);
		return KP_EXIT_USAGE;
	}

	struct kp_checked res = { .path = xstrdup(argv[first]) };

	kp_check_file(&res, &run, KP_CHECK_ALONE);
	if (res.error) {
		kp_error("kprefix: %s: %s", res.path, res.error);
		kp_checked_free(&res);
		free(whats);
		return KP_EXIT_USAGE;
	}

	const char *path = res.path;
	struct kp_image *image = res.image;
	struct kp_debuginfo *di = kp_debuginfo_open(image, path, common.run.debug_dir);
	struct kp_json j;

	json_init(&j, stdout);
	if (json) {
		json_begin_object(&j, NULL);
		kp_json_header(&j, KP_SHOW_SCHEMA, KP_SHOW_SCHEMA_VERSION);
		json_string(&j, "file", path);
		json_begin_array(&j, "functions");
	}
	for (int a = first + 1; a < argc; a++) {
		const struct what *w = &whats[a - first - 1];
		size_t found[16], n = resolve(res.an, w, found, ARRAY_SIZE(found)), kept = 0;

		if (!n) {
			char *hint = NULL;
			size_t hint_len = 0;
			FILE *buf = w->namelen ? open_memstream(&hint, &hint_len) : NULL;

			if (buf) {
				did_you_mean(buf, image, w->text, w->namelen);
				if (fclose(buf)) {
					free(hint);
					hint = NULL;
				}
			}
			kp_error("kprefix: %s: no function '%s'%s", path, w->text, hint ? hint : "");
			free(hint);
			status = KP_EXIT_FINDINGS;
			continue;
		}
		for (size_t k = 0; k < n; k++) {
			const struct kp_func *fn = &image->funcs[found[k]];
			struct kp_func_source src = { 0 };
			struct kp_show_query query = { .what = w->text, .marked = !w->namelen || w->has_offset,
						       .addr = !w->namelen ? w->value
							       : w->before ? fn->addr - w->value : fn->addr + w->value };

			/* name+0xOFF within that function (the first word of one without a size),
			 * name-0xOFF within the words between the code before it and its entry. */
			if (w->has_offset && !w->before && w->value >= (fn->size ? fn->size : 1))
				continue;
			if (w->before && w->value > fn->addr - res.an->facts[found[k]].prev_end)
				continue;
			kept++;
			bool have_src = di && kp_debuginfo_function(di, image, fn, &src);

			if (json)
				kp_show_json(&j, res.an, &res.findings, found[k], have_src ? &src : NULL, &query);
			else
				kp_show_text(stdout, res.an, &res.findings, found[k], have_src ? &src : NULL, &query);
		}
		if (!kept) {
			const struct kp_func *fn = &image->funcs[found[0]];
			uint64_t room = fn->addr - res.an->facts[found[0]].prev_end;

			const char *is = w->before ? "not among the words before" : "past the end of";

			if (!w->before)
				kp_error("kprefix: %s: '%s' is %s %s (%" PRIu64 " bytes)", path, w->text, is,
					 fn->name, fn->size);
			else if (room)
				kp_error("kprefix: %s: '%s' is %s %s (they start at -0x%" PRIx64 ")", path, w->text,
					 is, fn->name, room);
			else
				kp_error("kprefix: %s: '%s' is %s %s (it follows other code directly)", path,
					 w->text, is, fn->name);
			status = KP_EXIT_FINDINGS;
		}
	}
	if (json) {
		json_end_array(&j);
		json_end_object(&j);
	}
	kp_debuginfo_close(di);
	kp_checked_free(&res);
	free(whats);
	return status;
}
