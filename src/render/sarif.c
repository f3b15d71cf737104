// SPDX-License-Identifier: GPL-2.0-only
/*
 * SARIF 2.1.0 (OASIS), written through the one JSON writer. One run: the
 * tool with a rule per check id of the registry, whose help is the check's
 * paragraph of kprefix(1); the results; and the invocation with its exit
 * status and notifications.
 *
 * kprefix check writes one result per cause (src/fold/causes.c), within
 * what GitHub code scanning accepts. Its documented limits ("SARIF support
 * for code scanning"; "SARIF results exceed one or more limits",
 * https://docs.github.com/en/code-security/code-scanning/troubleshooting-sarif-uploads/results-exceed-limit;
 * "SARIF file is too large", .../troubleshooting-sarif-uploads/file-too-large)
 * reject a file over 10 MB gzip-compressed, over 20 runs, 25,000 results a
 * run, 25,000 rules a run, 1,000 locations a result (100 are shown), 20 tags
 * a rule (10 shown) or 10,000 thread flow locations a result. Here: one run,
 * a rule per check, one tag each, no thread flows; results, locations and the
 * gzipped size are kept below. The cause's first function by path is the
 * location, the others related locations; a cause of more functions than a
 * result can locate is several results (split below), so that every
 * function is a location while the budget allows, and the messages and a
 * notification say what the log left out. Code scanning reads only
 * partialFingerprints.primaryLocationLineHash (with the rule and the
 * location's path) to track an alert across runs: it is the cause's
 * fingerprint, stable across rebuilds. Every finding's own fingerprint is in
 * the result's properties, so that the log can be a baseline.
 *
 * Relative URIs are relative to SRCROOT (originalUriBaseIds: --source-root,
 * else the directory kprefix ran in). Every location has a region: the
 * source line, or in the image the word at the address as a byte range of
 * the ELF file (decompressed, for a .ko.xz), or the ELF header when no
 * address locates the finding. Addresses above INT64_MAX (a kernel's) are no
 * SARIF integer: the address object then names them only, and the result's
 * properties carry the address as hex text.
 */
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "kprefix/checks.h"
#include "kprefix/common.h"
#include "kprefix/report.h"
#include "kprefix/schema.h"
#include "kprefix/util.h"

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define SRCROOT "SRCROOT"

/*
 * GitHub code scanning rejects a run with more results, and a log over
 * 10 MB gzipped. The meter below counts what the log takes gzipped as it is
 * written and keeps it within limits.bytes whatever its names cost. What a
 * log usually costs gzipped, measured on Debian's arm64 tree (1,801 results,
 * 199,940 related locations, 279,211 fingerprints: 7.3 MB): about 132 bytes
 * a result (its message, first location, fingerprints), 20 a related
 * location, 12 a finding's fingerprint. These plan how the budget is shared:
 * the results first, then every finding's fingerprint (the log as a whole
 * baseline) if they take at most half of what is left, then as many related
 * locations as are left, the same number for every result so that small
 * causes keep all of theirs; when the fingerprints do not fit, a result
 * lists those of its locations only and a notification says so.
 */
#define COST_RESULT 140
#define COST_LOCATION 20
#define COST_FINGERPRINT 12

static struct kp_sarif_limits limits = {
	.results = 25000,
	.bytes = 9500000,
};

void kp_sarif_set_limits(const struct kp_sarif_limits *l)
{
	limits = *l;
}

/* ELF64's header: where a finding that no address locates points. */
#define ELF64_HEADER 64

/* "hash-offset" -> "HashOffset": SARIF's readable rule name. */
static void rule_name(const char *id, char *buf, size_t len)
{
	size_t n = 0;
	bool upper = true;

	for (; *id && n + 1 < len; id++) {
		if (*id == '-') {
			upper = true;
			continue;
		}
		buf[n++] = upper ? (char)toupper((unsigned char)*id) : *id;
		upper = false;
	}
	buf[n] = '\0';
}

/* SARIF's baselineState (§3.27.24) of what the baseline says. */
static const char *baseline_state_name(enum kp_baseline_state state)
{
	switch (state) {
	case KP_BASELINE_NEW: return "new";
	case KP_BASELINE_KNOWN: return "unchanged";
	case KP_BASELINE_ABSENT: return "absent";
	default: return NULL;
	}
}

static const char *level_name(enum kp_severity severity)
{
	return kp_severity_name(severity);
}

static void message(struct kp_json *j, const char *key, const char *text)
{
	json_begin_object(j, key);
	json_string(j, "text", text);
	json_end_object(j);
}

static void rules(struct kp_json *j)
{
	json_begin_array(j, "rules");
	for (size_t i = 0; i < KP_NR_CHECKS; i++) {
		const struct kp_check_info *check = &kp_checks[i];
		const char *help = kp_check_help(check->name);
		char name[64], summary[256];

		rule_name(check->name, name, sizeof(name));
		/* SARIF wants a name other than the id, or none. */
		bool named = strchr(check->name, '-') != NULL;
		snprintf(summary, sizeof(summary), "%s.", check->summary);
		summary[0] = (char)toupper((unsigned char)summary[0]);
		json_begin_object(j, NULL);
		json_string(j, "id", check->name);
		if (named)
			json_string(j, "name", name);
		message(j, "shortDescription", summary);
		/* GitHub takes at most 1,024 characters here: the paragraph's first ones, cut at a
		 * word; help keeps the whole paragraph. */
		char full[1025];

		snprintf(full, sizeof(full), "%s", help ? help : summary);
		if (help && strlen(help) > 1024) {
			char *cut = full + 1024 - 4;

			while (cut > full && *cut != ' ')
				cut--;
			strcpy(cut, " ...");
		}
		message(j, "fullDescription", full);
		message(j, "help", help ? help : summary);
		json_begin_object(j, "defaultConfiguration");
		json_string(j, "level", level_name(check->severity));
		json_end_object(j);
		json_begin_object(j, "properties");
		json_string(j, "manSection", check->man_section);
		json_begin_array(j, "tags");
		json_string(j, NULL, check->man_section);
		json_end_array(j);
		json_end_object(j);
		json_end_object(j);
	}
	json_end_array(j);
}

static void uri_text(struct kp_json *j, const char *key, const char *path, const char *prefix,
		     const char *suffix);

/* The log, its run and its tool, SRCROOT, and the results opened. */
static void open_log(struct kp_json *j, const char *source_root)
{
	json_begin_object(j, NULL);
	json_string(j, "$schema", SARIF_SCHEMA);
	json_string(j, "version", "2.1.0");
	json_begin_array(j, "runs");
	json_begin_object(j, NULL);
	json_begin_object(j, "tool");
	json_begin_object(j, "driver");
	json_string(j, "name", "kprefix");
	json_string(j, "version", KPREFIX_VERSION);
	json_string(j, "semanticVersion", KPREFIX_VERSION);
	json_string(j, "informationUri", KPREFIX_INFORMATION_URI);
	rules(j);
	json_end_object(j);
	json_end_object(j);
	json_begin_object(j, "originalUriBaseIds");
	json_begin_object(j, SRCROOT);
	if (source_root)
		uri_text(j, "uri", source_root, "file://", source_root[strlen(source_root) - 1] == '/' ? "" : "/");
	message(j, "description", source_root ?
		"The source tree (--source-root): source paths from debug data are relative to it, and images under it are named relative to it." :
		"The directory kprefix ran in, and the build directory that source paths from debug data are relative to (kprefix check --source-root names it).");
	json_end_object(j);
	json_end_object(j);
	json_begin_array(j, "results");
}

/* prefix, path as a URI reference (unreserved bytes and '/' as they are, others %XX), suffix. */
static void uri_text(struct kp_json *j, const char *key, const char *path, const char *prefix,
		     const char *suffix)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t len = strlen(path);
	char *buf = xmalloc(3 * len + strlen(prefix) + strlen(suffix) + 1), *p = buf;

	p += sprintf(p, "%s", prefix);
	for (const unsigned char *s = (const unsigned char *)path; *s; s++) {
		if (isalnum(*s) || strchr("-._~/", *s)) {
			*p++ = (char)*s;
		} else {
			*p++ = '%';
			*p++ = hex[*s >> 4];
			*p++ = hex[*s & 15];
		}
	}
	strcpy(p, suffix);
	json_string(j, key, buf);
	free(buf);
}

/* An artifactLocation: an absolute path as a file: URI, a relative one relative to SRCROOT. */
static void uri(struct kp_json *j, const char *key, const char *path)
{
	json_begin_object(j, key);
	uri_text(j, "uri", path, *path == '/' ? "file://" : "", "");
	if (*path != '/')
		json_string(j, "uriBaseId", SRCROOT);
	json_end_object(j);
}

/* Where an item is in its artifact: the source line, the word at its address, or the ELF header. */
static void region(struct kp_json *j, const struct kp_cause_item *it)
{
	json_begin_object(j, "region");
	if (it->source_file) {
		json_uint(j, "startLine", it->source_line ? it->source_line : 1);
	} else if (it->has_offset) {
		json_uint(j, "byteOffset", it->file_offset);
		json_uint(j, "byteLength", 4);
	} else {
		json_uint(j, "byteOffset", 0);
		json_uint(j, "byteLength", ELF64_HEADER);
	}
	json_end_object(j);
}

/*
 * One function of a cause: the primary location in full, a related one in
 * brief. Its id (its index in the result) keeps two copies of a header's
 * static function apart, which have one name, file and line (SARIF wants
 * related locations unique).
 */
static void cause_location(struct kp_json *j, const struct kp_cause_item *it, bool primary, size_t id)
{
	char *location = kp_cause_item_location(it);

	json_begin_object(j, NULL);
	json_uint(j, "id", id);
	json_begin_object(j, "physicalLocation");
	uri(j, "artifactLocation", kp_cause_item_path(it));
	region(j, it);
	if (primary && (it->address || it->in_image)) {
		json_begin_object(j, "address");
		if (it->address && it->address <= INT64_MAX)
			json_uint(j, "absoluteAddress", it->address);
		json_string(j, "kind", it->in_image && !it->func_offset ? "function" : "instruction");
		if (it->in_image)
			json_string(j, "name", it->function);
		json_string(j, "fullyQualifiedName", location);
		json_end_object(j);
	}
	free(location);
	json_end_object(j);
	json_begin_array(j, "logicalLocations");
	if (it->function) {
		size_t len = strlen(it->module) + strlen(it->function) + 2;
		char *fqn = xmalloc(len);

		snprintf(fqn, len, "%s!%s", it->module, it->function);
		json_begin_object(j, NULL);
		json_string(j, "name", it->function);
		json_string(j, "fullyQualifiedName", fqn);
		json_string(j, "kind", "function");
		json_end_object(j);
		free(fqn);
	}
	if (primary || !it->function) {
		json_begin_object(j, NULL);
		json_string(j, "name", it->module);
		json_string(j, "kind", "module");
		json_end_object(j);
	}
	json_end_array(j);
	json_end_object(j);
}

static void put_plain(FILE *out, const char *s)
{
	fputs(s, out);
}

/* --- The meter: what the log costs gzipped, as code scanning's upload compresses it --- */

/*
 * Every byte of the log goes through a FILE whose writes are copied to the
 * destination and compressed (zlib, level 6: what gzip and upload-sarif use),
 * so that the compressed size is counted, not estimated. deflate holds back
 * up to a block of symbols before it emits them: the count lags by at most
 * METER_LAG bytes. Near the limit a piece is tried on a copy of the stream,
 * flushed: its exact cost with everything before it.
 */
#define METER_LAG (160 * 1024)

struct meter {
	FILE *dest;
	FILE *file;          /* what the JSON writer writes to */
	z_stream z;
	bool z_ok;
	size_t raw, gz;      /* bytes written, compressed bytes emitted */
	/*
	 * The last exact count, and the bytes written then: what follows costs
	 * at most its own length compressed (deflate stores what it cannot
	 * shrink), so a piece needs a new count only when that bound does not fit.
	 */
	size_t exact_gz, exact_raw;
	bool exact;
};

static size_t drain(z_stream *z, int flush)
{
	unsigned char buf[16384];
	size_t out = 0;

	do {
		z->next_out = buf;
		z->avail_out = sizeof(buf);
		if (deflate(z, flush) == Z_STREAM_ERROR)
			break;
		out += sizeof(buf) - z->avail_out;
	} while (z->avail_in || !z->avail_out);
	return out;
}

static ssize_t meter_write(void *cookie, const char *data, size_t len)
{
	struct meter *m = cookie;

	/* A write error stays on the destination, for the caller's ferror. */
	(void)!fwrite(data, 1, len, m->dest);
	m->raw += len;
	if (m->z_ok) {
		m->z.next_in = (unsigned char *)data;
		m->z.avail_in = (uInt)len;
		m->gz += drain(&m->z, Z_NO_FLUSH);
	}
	return (ssize_t)len;
}

static int meter_close(void *cookie)
{
	(void)cookie;
	return 0;
}

static void meter_open(struct meter *m, FILE *dest)
{
	static const cookie_io_functions_t io = { .write = meter_write, .close = meter_close };

	*m = (struct meter){ .dest = dest };
	/* gzip's framing: 10 bytes of header, 8 of trailer. */
	m->gz = 18;
	m->z_ok = deflateInit2(&m->z, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) == Z_OK;
	m->file = fopencookie(m, "w", io);
	if (!m->file)
		m->file = dest;
}

/* The compressed size so far, at most METER_LAG short. */
static size_t meter_lagging(struct meter *m)
{
	fflush(m->file);
	return m->gz;
}

/* The exact compressed size, were the log to end after piece. */
static size_t meter_try(struct meter *m, const char *piece, size_t len)
{
	z_stream copy;
	size_t at;

	fflush(m->file);
	if (!m->z_ok || deflateCopy(&copy, &m->z) != Z_OK)
		return m->gz + len + METER_LAG;
	copy.next_in = (unsigned char *)piece;
	copy.avail_in = (uInt)len;
	at = m->gz + drain(&copy, Z_SYNC_FLUSH);
	deflateEnd(&copy);
	return at;
}

/* Everything written: the file's exact compressed size; the destination keeps its FILE. */
static void meter_close_file(struct meter *m)
{
	if (m->file != m->dest)
		fclose(m->file);
	m->file = m->dest;
	if (m->z_ok) {
		m->z.avail_in = 0;
		m->gz += drain(&m->z, Z_FINISH);
		deflateEnd(&m->z);
		m->z_ok = false;
	}
}

/* --- The writer --- */

/* What the log must still hold after any piece: the closing brackets and the summing-up notifications. */
#define TAIL_RESERVE 8192

struct kp_sarif_writer {
	struct kp_json j;
	struct meter m;
	/* Each piece is composed here first, to be weighed. */
	FILE *scratch;
	char *scratch_buf;
	size_t scratch_len;
	size_t limit;              /* the compressed bytes the log may take */
	size_t reserve;            /* kept for what follows the piece being written */
	struct kp_sarif_stats st;
	/* What the tail says was left out. */
	char *said[8];
	size_t nsaid;
	const struct kp_notification *notes;
	size_t nnotes;
	struct kp_causes *causes;
};

static struct kp_sarif_stats last_stats;

void kp_sarif_last_stats(struct kp_sarif_stats *st)
{
	*st = last_stats;
}

/* Compose a piece: the JSON writer writes to scratch; returns its state to restore. */
static struct kp_json piece_begin(struct kp_sarif_writer *w)
{
	struct kp_json saved = w->j;

	rewind(w->scratch);
	w->j.out = w->scratch;
	return saved;
}

/*
 * Whether the log, with the piece composed and the reserve, stays within the
 * limit. Either way the JSON writer writes to the log again; on false its
 * state is as before the piece.
 */
static bool piece_fits(struct kp_sarif_writer *w, struct kp_json saved, size_t *len)
{
	off_t at = ftello(w->scratch);
	size_t n = at > 0 ? (size_t)at : 0;

	fflush(w->scratch);
	*len = n;
	w->j.out = w->m.file;
	if (meter_lagging(&w->m) + METER_LAG + n + w->reserve <= w->limit)
		return true;
	if (w->m.exact && w->m.exact_gz + (w->m.raw - w->m.exact_raw) + n + w->reserve <= w->limit)
		return true;
	size_t exact = meter_try(&w->m, w->scratch_buf, n);

	if (exact + w->reserve <= w->limit) {
		w->m.exact = true;
		w->m.exact_gz = exact;
		w->m.exact_raw = w->m.raw + n;
		return true;
	}
	w->j = saved;
	return false;
}

static void piece_write(struct kp_sarif_writer *w, size_t len)
{
	fwrite(w->scratch_buf, 1, len, w->m.file);
}

/* Compose a piece, then write it if it fits. */
#define PIECE(w, fits, compose)                                         \
	do {                                                            \
		struct kp_json saved_ = piece_begin(w);                 \
		size_t len_;                                            \
		compose;                                                \
		fits = piece_fits(w, saved_, &len_);                    \
		if (fits)                                               \
			piece_write(w, len_);                           \
	} while (0)

/* A part of a cause: its items (the primary first), which part of how many. */
struct part {
	const struct kp_cause *cause;
	const struct kp_cause_item **items;
	size_t count;
	size_t index, parts;
	size_t first;              /* its first item's index in the cause's order */
	char fingerprint[KP_FINGERPRINT_LEN + 1];
};

/* "MESSAGE. vmlinux: 408 functions in DIR (40 objects) (a, ..., and 402 more). ..." */
static char *result_text(const struct part *p, size_t listed)
{
	const struct kp_cause *cause = p->cause;
	char *text = NULL;
	size_t len = 0;
	FILE *buf = open_memstream(&text, &len);

	if (!buf)
		return xstrdup(cause->message);
	fputs(cause->message, buf);
	if (cause->count > 1) {
		fputs(". ", buf);
		kp_cause_head(buf, cause, put_plain);
		fputc('.', buf);
		if (p->parts > 1)
			fprintf(buf, " Result %zu of %zu: functions %zu to %zu of the cause's %zu, by path and name.",
				p->index + 1, p->parts, p->first + 1, p->first + p->count, cause->count);
		if (listed < p->count)
			fprintf(buf, " The first %zu are this result's locations, and %zu more function%s not listed (the JSON report has every one).",
				listed, p->count - listed, p->count - listed == 1 ? " is" : "s are");
	}
	if (fclose(buf))
		return xstrdup(cause->message);
	return text;
}

/* A result of a part, its first listed items its locations. */
static void compose_part(struct kp_json *j, const struct part *p, size_t listed, bool whole)
{
	const struct kp_cause *cause = p->cause;
	const struct kp_cause_item *first = p->items[0];
	char *location;
	char *text = result_text(p, listed);

	json_begin_object(j, NULL);
	json_string(j, "ruleId", kp_check_name(cause->check));
	json_uint(j, "ruleIndex", cause->check);
	json_string(j, "level", level_name(cause->severity));
	message(j, "message", text);
	free(text);
	json_begin_array(j, "locations");
	cause_location(j, first, true, 0);
	json_end_array(j);
	if (listed > 1 || first->makefile) {
		json_begin_array(j, "relatedLocations");
		for (size_t i = 1; i < listed; i++)
			cause_location(j, p->items[i], false, i);
		/* The Makefile statement a build tree says made the object's flags differ. */
		if (first->makefile) {
			json_begin_object(j, NULL);
			json_uint(j, "id", listed);
			json_begin_object(j, "physicalLocation");
			uri(j, "artifactLocation", first->makefile);
			json_begin_object(j, "region");
			json_uint(j, "startLine", first->makefile_line ? first->makefile_line : 1);
			json_end_object(j);
			json_end_object(j);
			message(j, "message", first->makefile_text);
			json_end_object(j);
		}
		json_end_array(j);
	}
	json_begin_object(j, "partialFingerprints");
	json_string(j, "primaryLocationLineHash", p->fingerprint);
	json_string(j, KP_SARIF_CAUSE_KEY, cause->fingerprint);
	json_end_object(j);
	if (cause->baseline != KP_BASELINE_NONE)
		json_string(j, "baselineState", baseline_state_name(cause->baseline));
	json_begin_object(j, "properties");
	location = kp_cause_item_location(first);
	if (*location)
		json_string(j, "location", location);
	free(location);
	if (first->address)
		json_hex(j, "address", first->address);
	json_uint(j, "functions", cause->count);
	/* The kCFI type in C, and the function's own prototype, where the image's BTF says. */
	if (first->type_c)
		json_string(j, "type", first->type_c);
	if (first->function_type_c)
		json_string(j, "functionType", first->function_type_c);
	if (first->unit && (first->flags || first->makefile)) {
		json_string(j, "object", first->unit);
		json_string(j, "flags", first->flags);
		if (first->flag_difference)
			json_string(j, "flagDifference", first->flag_difference);
		if (first->makefile) {
			char where[PATH_MAX + 16];

			snprintf(where, sizeof(where), "%s:%u", first->makefile, first->makefile_line);
			json_string(j, "makefile", where);
		}
	}
	if (p->parts > 1) {
		json_uint(j, "result", p->index + 1);
		json_uint(j, "results", p->parts);
		json_uint(j, "resultFunctions", p->count);
	}
	json_uint(j, "listed", listed);
	json_uint(j, "images", cause->images);
	if (*cause->dir) {
		json_string(j, "directory", cause->dir);
		json_uint(j, "objects", cause->objects);
	}
	/* Every finding's own fingerprint (or its locations' only): what a baseline reads. */
	json_begin_array(j, "fingerprints");
	for (size_t i = 0; i < (whole ? p->count : listed); i++)
		json_string(j, NULL, p->items[i]->fingerprint);
	json_end_array(j);
	json_end_object(j);
	json_end_object(j);
}

/*
 * A part as a result of want locations, or of as many as fit; 0 when not
 * even its first location does: the number listed.
 */
static size_t put_part(struct kp_sarif_writer *w, const struct part *p, size_t want, bool whole)
{
	size_t lo = 0, hi = want;
	bool fits;

	PIECE(w, fits, compose_part(&w->j, p, want, whole));
	if (fits) {
		lo = want;
	} else {
		/* Weighed, not written: the most that fit. */
		hi = want - 1;
		while (lo < hi) {
			size_t mid = (lo + hi + 1) / 2, len;
			struct kp_json saved = piece_begin(w);

			compose_part(&w->j, p, mid, whole);
			if (piece_fits(w, saved, &len)) {
				w->j = saved;
				lo = mid;
			} else {
				hi = mid - 1;
			}
		}
		if (lo)
			PIECE(w, fits, compose_part(&w->j, p, lo, whole));
		if (!lo || !fits)
			return 0;
	}
	w->st.results++;
	w->st.locations += lo;
	w->st.fingerprints_written += whole ? p->count : lo;
	if (lo > w->st.max_locations)
		w->st.max_locations = lo;
	return lo;
}

/* A baseline's finding this run lacks: "absent", so that code scanning closes it; no fingerprint in properties. */
static void compose_absent(struct kp_json *j, const struct kp_cause_item *gone)
{
	json_begin_object(j, NULL);
	json_string(j, "ruleId", kp_check_name(gone->check));
	json_uint(j, "ruleIndex", gone->check);
	json_string(j, "level", level_name(gone->severity));
	message(j, "message", gone->message);
	json_begin_array(j, "locations");
	cause_location(j, gone, true, 0);
	json_end_array(j);
	json_begin_object(j, "partialFingerprints");
	json_string(j, "primaryLocationLineHash", gone->fingerprint);
	json_string(j, KP_SARIF_FINGERPRINT_KEY, gone->fingerprint);
	json_end_object(j);
	json_string(j, "baselineState", baseline_state_name(KP_BASELINE_ABSENT));
	json_end_object(j);
}

static void compose_notification(struct kp_json *j, const struct kp_notification *n)
{
	json_begin_object(j, NULL);
	json_string(j, "level", level_name(n->level));
	message(j, "message", n->message);
	if (n->file) {
		json_begin_array(j, "locations");
		json_begin_object(j, NULL);
		json_begin_object(j, "physicalLocation");
		uri(j, "artifactLocation", n->file);
		if (n->line) {
			json_begin_object(j, "region");
			json_uint(j, "startLine", n->line);
			json_end_object(j);
		}
		json_end_object(j);
		json_end_object(j);
		json_end_array(j);
	}
	json_end_object(j);
}

/* The most locations a result lists: 1,000, or less, the same for all, to stay within budget locations. */
static size_t location_cap(const struct part *parts, size_t n, size_t budget)
{
	size_t lo = 1, hi = KP_CAUSE_LOCATIONS;

	while (lo < hi) {
		size_t mid = (lo + hi + 1) / 2, total = 0;

		for (size_t i = 0; i < n && total <= budget; i++)
			total += parts[i].count < mid ? parts[i].count : mid;
		if (total <= budget)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

static int cmp_item_ptr(const void *a, const void *b)
{
	const struct kp_cause_item *x = *(const struct kp_cause_item *const *)a;
	const struct kp_cause_item *y = *(const struct kp_cause_item *const *)b;
	int c = kp_cause_item_cmp(x, y);

	return c ? c : x->order < y->order ? -1 : x->order > y->order;
}

/*
 * Every cause as results of at most KP_CAUSE_LOCATIONS functions, so that
 * each function is some result's location: one result when it has no more
 * (its items in their order, its fingerprint the cause's), else its items by
 * path and name in runs of KP_CAUSE_LOCATIONS, the first with the cause's
 * fingerprint and each other with a hash of the cause's and its index:
 * stable while the cause is, distinct from each other and from every cause's.
 */
static struct part *split(const struct kp_cause *cs, size_t n, size_t *nparts,
			  const struct kp_cause_item ***order_out)
{
	size_t total = 0, k = 0, at = 0;
	struct part *parts;
	const struct kp_cause_item **order;

	for (size_t i = 0; i < n; i++) {
		total += cs[i].count;
		k += (cs[i].count + KP_CAUSE_LOCATIONS - 1) / KP_CAUSE_LOCATIONS;
	}
	parts = xcalloc(k ? k : 1, sizeof(*parts));
	order = xcalloc(total ? total : 1, sizeof(*order));
	k = 0;
	for (size_t i = 0; i < n; i++) {
		const struct kp_cause *c = &cs[i];
		size_t np = (c->count + KP_CAUSE_LOCATIONS - 1) / KP_CAUSE_LOCATIONS;

		for (size_t m = 0; m < c->count; m++)
			order[at + m] = &c->items[m];
		if (np > 1)
			qsort(order + at, c->count, sizeof(*order), cmp_item_ptr);
		for (size_t q = 0; q < np; q++) {
			struct part *p = &parts[k++];
			size_t from = q * KP_CAUSE_LOCATIONS;

			*p = (struct part){
				.cause = c,
				.items = order + at + from,
				.count = c->count - from < KP_CAUSE_LOCATIONS ? c->count - from : KP_CAUSE_LOCATIONS,
				.index = q,
				.parts = np,
				.first = from,
			};
			if (!q) {
				memcpy(p->fingerprint, c->fingerprint, sizeof(p->fingerprint));
			} else {
				char index[32];
				uint64_t h = kp_hash_str(KP_HASH_INIT, "kprefix-cause-result-1");

				h = kp_hash_str(h, c->fingerprint);
				snprintf(index, sizeof(index), "%zu", q);
				h = kp_hash_str(h, index);
				snprintf(p->fingerprint, sizeof(p->fingerprint), "%016llx", (unsigned long long)h);
			}
		}
		at += c->count;
	}
	*nparts = k;
	*order_out = order;
	return parts;
}

/* What notifications would take written out, at most. */
static size_t raw_notes(const struct kp_notification *notes, size_t n)
{
	size_t total = 0;

	for (size_t i = 0; i < n; i++)
		total += 96 + 6 * strlen(notes[i].message) + (notes[i].file ? 3 * strlen(notes[i].file) : 0);
	return total;
}

static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

static char *xasprintf_(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static char *xasprintf_(const char *fmt, ...)
{
	va_list ap;
	char *text;

	va_start(ap, fmt);
	if (vasprintf(&text, fmt, ap) < 0)
		text = xstrdup(fmt);
	va_end(ap);
	return text;
}

static void say(struct kp_sarif_writer *w, char *text)
{
	if (w->nsaid < ARRAY_SIZE(w->said))
		w->said[w->nsaid++] = text;
	else
		free(text);
}

struct kp_sarif_writer *kp_sarif_begin(FILE *out, struct kp_causes *causes,
				       const struct kp_notification *notes, size_t nnotes)
{
	struct kp_sarif_writer *w = xcalloc(1, sizeof(*w));
	const struct kp_cause *cs;
	const struct kp_cause_item *gone, **order;
	size_t n = kp_causes_fold(causes, &cs), nabsent = kp_causes_absent(causes, &gone), nparts;
	const char (*details)[KP_FINGERPRINT_LEN + 1];
	size_t ndetails = kp_causes_details(causes, &details);
	struct part *parts = split(cs, n, &nparts, &order);
	size_t kept = nparts < limits.results ? nparts : limits.results;
	size_t kept_absent = nabsent < limits.results - kept ? nabsent : limits.results - kept;
	size_t total = 0;
	bool fits = true;

	w->causes = causes;
	w->notes = notes;
	w->nnotes = nnotes;
	w->limit = limits.bytes;
	w->scratch = open_memstream(&w->scratch_buf, &w->scratch_len);
	if (!w->scratch)
		w->scratch = tmpfile();
	if (!w->scratch)
		abort();
	meter_open(&w->m, out);
	json_init(&w->j, w->m.file);
	open_log(&w->j, kp_causes_source_root(causes));

	for (size_t i = 0; i < n; i++)
		total += cs[i].count;
	w->st.functions = total;
	w->st.fingerprints = total + ndetails;
	w->st.notifications = nnotes;
	w->st.results_wanted = nparts + nabsent;
	/*
	 * The plan, from what a result, a location and a fingerprint usually cost
	 * (the meter keeps the limit whatever they cost): results first; every
	 * fingerprint if they take at most half of what is left; locations, the
	 * same number for every result so that small causes keep all of theirs.
	 * Notifications have a tenth of the limit at most.
	 */
	size_t header = meter_lagging(&w->m), notes_share = raw_notes(notes, nnotes);
	const struct kp_invocation *inv = kp_get_invocation();
	size_t args = 0;

	/* The invocation's arguments follow the results, whole: room is kept for them as written at most. */
	for (int i = 0; i < inv->argc; i++)
		args += 8 + 6 * strlen(inv->argv[i]);

	if (notes_share > w->limit / 10)
		notes_share = w->limit / 10;
	size_t budget = w->limit > header + args + notes_share + TAIL_RESERVE ?
				w->limit - header - args - notes_share - TAIL_RESERVE : 0;
	size_t spent = COST_RESULT * (kept + kept_absent), avail = budget > spent ? budget - spent : 0;
	bool whole = COST_FINGERPRINT * (total + ndetails) <= avail / 2;
	size_t locations = whole ? (avail - COST_FINGERPRINT * (total + ndetails)) / COST_LOCATION :
				   avail / (COST_LOCATION + COST_FINGERPRINT);
	/* The primary locations are paid with their results. */
	size_t cap = location_cap(parts, kept, locations + kept);
	size_t run_fps = whole ? ndetails : 0;

	for (size_t i = kept; whole && i < nparts; i++)
		run_fps += parts[i].count;
	/* While results are written, room stays for the fingerprints the run lists and for the notifications. */
	w->reserve = args + notes_share + TAIL_RESERVE + COST_FINGERPRINT * run_fps;

	size_t written = 0, cut_parts = 0, cut_functions = 0, unlisted = 0;

	for (; written < kept; written++) {
		const struct part *p = &parts[written];
		size_t want = p->count < cap ? p->count : cap;
		size_t got = put_part(w, p, want, whole);

		if (!got)
			break;
		unlisted += p->count - got;
	}
	/* Left out by the budget: these parts, and their fingerprints unless the run lists them. */
	for (size_t i = written; i < kept; i++) {
		cut_parts++;
		cut_functions += parts[i].count;
	}
	size_t absent_written = 0;

	for (size_t i = 0; i < kept_absent && written == kept && fits; i++) {
		PIECE(w, fits, compose_absent(&w->j, &gone[i]));
		if (fits) {
			w->st.results++;
			w->st.absent_results++;
			w->st.locations++;
			absent_written++;
			if (!w->st.max_locations)
				w->st.max_locations = 1;
		}
	}
	json_end_array(&w->j);

	/* The fingerprints no result holds, so that the log is a whole baseline, as many as fit. */
	w->reserve = args + notes_share + TAIL_RESERVE;
	json_begin_object(&w->j, "properties");
	json_begin_array(&w->j, "fingerprints");
	fits = true;
	for (size_t i = 0; whole && fits && i < ndetails; i++) {
		PIECE(w, fits, json_string(&w->j, NULL, details[i]));
		w->st.fingerprints_written += fits;
	}
	for (size_t i = written; whole && fits && i < nparts; i++)
		for (size_t m = 0; fits && m < parts[i].count; m++) {
			PIECE(w, fits, json_string(&w->j, NULL, parts[i].items[m]->fingerprint));
			w->st.fingerprints_written += fits;
		}
	json_end_array(&w->j);
	json_end_object(&w->j);

	/* What was left out, said in the tail. */
	char *text;

	if (kept < nparts || kept_absent < nabsent) {
		size_t findings = 0;

		for (size_t i = kept; i < nparts; i++)
			findings += parts[i].count;
		text = xasprintf_("%zu more result%s (%zu finding%s, %zu absent from the baseline) %s left out: GitHub code scanning takes at most %zu results a run (the JSON report has every finding)",
			  nparts - kept + nabsent - kept_absent, plural(nparts - kept + nabsent - kept_absent),
			  findings, plural(findings), nabsent - kept_absent,
			  nparts - kept + nabsent - kept_absent == 1 ? "is" : "are", limits.results);
		say(w, text);
	}
	if (cut_parts || absent_written < kept_absent) {
		text = xasprintf_("%zu more result%s (%zu finding%s, %zu absent from the baseline) %s left out: the log would be over %zu bytes gzipped (GitHub code scanning takes 10 MB; the JSON report has every finding)",
			  cut_parts + kept_absent - absent_written, plural(cut_parts + kept_absent - absent_written),
			  cut_functions, plural(cut_functions), kept_absent - absent_written,
			  cut_parts + kept_absent - absent_written == 1 ? "is" : "are", w->limit);
		say(w, text);
	}
	if (unlisted) {
		text = xasprintf_("%zu function%s of these results %s not among their locations: a result lists at most %zu, within the log's %zu bytes gzipped (each result's message says how many it leaves out; the JSON report has every one)",
			  unlisted, plural(unlisted), unlisted == 1 ? "is" : "are", cap, w->limit);
		say(w, text);
	}
	if (w->st.fingerprints_written < w->st.fingerprints) {
		text = xasprintf_("this log holds the fingerprints of %zu of the %zu findings: all would take it past GitHub's 10 MB; as a baseline it knows those only (the JSON report knows every one)",
			  w->st.fingerprints_written, w->st.fingerprints);
		say(w, text);
	}
	w->st.functions_located = w->st.locations - w->st.absent_results;

	/* The invocation: arguments, then the notifications that fit; the status comes with kp_sarif_end. */
	json_begin_array(&w->j, "invocations");
	json_begin_object(&w->j, NULL);
	json_begin_array(&w->j, "arguments");
	for (int i = 0; i < inv->argc; i++)
		json_string(&w->j, NULL, inv->argv[i]);
	json_end_array(&w->j);
	json_begin_array(&w->j, "toolExecutionNotifications");
	w->reserve = TAIL_RESERVE;
	fits = true;
	for (size_t i = 0; i < nnotes && fits; i++) {
		struct kp_notification note = notes[i];
		char *file = note.file ? kp_causes_path(causes, note.file) : NULL;

		note.file = file;
		PIECE(w, fits, compose_notification(&w->j, &note));
		w->st.notifications_written += fits;
		free(file);
	}
	if (w->st.notifications_written < nnotes) {
		size_t left = nnotes - w->st.notifications_written, errors = 0;

		for (size_t i = w->st.notifications_written; i < nnotes; i++)
			errors += notes[i].level == KP_ERROR;
		text = xasprintf_("%zu more notification%s (%zu error%s: files that could not be read) %s left out: the log would be over %zu bytes gzipped (the JSON report and standard error have every one)",
			  left, plural(left), errors, plural(errors), left == 1 ? "is" : "are", w->limit);
		say(w, text);
	}
	free(parts);
	free(order);
	fflush(w->m.file);
	return w;
}

void kp_sarif_end(struct kp_sarif_writer *w, int exit_status, const struct kp_notification *more,
		  size_t nmore)
{
	for (size_t i = 0; i < w->nsaid; i++) {
		struct kp_notification note = { .level = KP_WARNING, .message = w->said[i] };

		compose_notification(&w->j, &note);
		w->st.notifications++;
		w->st.notifications_written++;
		free(w->said[i]);
	}
	for (size_t i = 0; i < nmore; i++) {
		compose_notification(&w->j, &more[i]);
		w->st.notifications++;
		w->st.notifications_written++;
	}
	json_end_array(&w->j);
	json_int(&w->j, "exitCode", exit_status);
	/* Findings are a successful run; an input that could not be read, or an output not written, is not. */
	json_bool(&w->j, "executionSuccessful", !(exit_status & KP_EXIT_USAGE));
	json_end_object(&w->j);
	json_end_array(&w->j);
	json_end_object(&w->j);
	json_end_array(&w->j);
	json_end_object(&w->j);
	meter_close_file(&w->m);
	w->st.bytes = w->m.raw;
	w->st.gzip_bytes = w->m.gz;
	last_stats = w->st;
	fclose(w->scratch);
	free(w->scratch_buf);
	free(w);
}

void kp_sarif_abandon(struct kp_sarif_writer *w)
{
	for (size_t i = 0; i < w->nsaid; i++)
		free(w->said[i]);
	meter_close_file(&w->m);
	fclose(w->scratch);
	free(w->scratch_buf);
	free(w);
}

void kp_sarif_write(FILE *out, struct kp_causes *causes, int exit_status,
		    const struct kp_notification *notes, size_t nnotes)
{
	kp_sarif_end(kp_sarif_begin(out, causes, notes, nnotes), exit_status, NULL, 0);
}
