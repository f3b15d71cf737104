/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KPREFIX_REPORT_H
#define KPREFIX_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "kprefix/analysis.h"
#include "kprefix/debuginfo.h"
#include "kprefix/findings.h"
#include "kprefix/json.h"
#include "kprefix/schema.h"

struct kp_report_opts {
	bool quiet;
	bool verbose;
	bool findings_only; /* a module in a tree: its findings, no table */
};

/*
 * --color=auto|always|never, in GCC's manner (src/report/color.c): whether
 * the text reports written to a stream are coloured.
 */
enum kp_color_mode { KP_COLOR_AUTO, KP_COLOR_ALWAYS, KP_COLOR_NEVER };
void kp_set_color(enum kp_color_mode mode);
bool kp_color_on(FILE *out);
/* Bold from here (a location) to kp_color_end(); nothing when !on. */
void kp_color_locus(FILE *out, bool on);
void kp_color_end(FILE *out, bool on);
/* "error: MESSAGE [check]\n", coloured when color; check NULL: no brackets. */
void kp_print_diagnostic(FILE *out, bool color, enum kp_severity severity, const char *message,
			 const char *check);

void kp_report_text(FILE *out, const struct kp_analysis *an, const struct kp_findings *findings,
		    const struct kp_report_opts *opts);

/* Lines per check the text report prints before "and N more" (-v prints all). */
#define KP_TEXT_LINES 20

/* A folded line names this many of its functions, then "and N more". */
#define KP_FOLD_NAMES 6

/* One line of the text report: a finding, or count findings with one cause. */
struct kp_text_line {
	const struct kp_finding *first;
	size_t count;      /* findings folded into the line */
	size_t objects;    /* distinct compile units among them */
	size_t dir_len;    /* first->unit's directory part, 0 when none */
	size_t order;      /* position of the first in the sorted findings */
	const char *names[KP_FOLD_NAMES]; /* the first functions of a folded line */
};

/*
 * The lines the text report prints, in report order: folded by cause unless
 * verbose, at most KP_TEXT_LINES per check; more[check] counts the findings
 * left out. *lines is the caller's to free.
 */
size_t kp_text_lines(const struct kp_findings *findings, bool verbose, struct kp_text_line **lines,
		     size_t more[KP_NR_CHECKS]);
int kp_text_line_cmp(const void *a, const void *b);
/* One line of the text report (and its source line, when it has one), coloured when color. */
void kp_text_print_line(FILE *out, bool color, const struct kp_image *image,
			const struct kp_text_line *line);

/* The fields of one image's report, into an object the caller opened. */
void kp_json_report_fields(struct kp_json *j, const struct kp_analysis *an,
			   const struct kp_findings *findings);
/* The fields of a file that could not be read. */
void kp_json_error_fields(struct kp_json *j, const char *path, const char *error);
/* One finding: check, severity, function, offset, address, location, message, folded, fingerprint, source. */
void kp_json_finding(struct kp_json *j, const struct kp_finding *f);
/* The same fields, into an object the caller opened. */
void kp_json_finding_fields(struct kp_json *j, const struct kp_finding *f);
/* "func+0x10", "func-0x4", "0xffff...": how text locates a finding; "" when nothing locates it. */
void kp_finding_location(const struct kp_finding *f, char *buf, size_t len);

/*
 * Something to say about the run rather than about an image: a file that
 * could not be read, a suppression that matched nothing. SARIF writes it as a
 * tool execution notification, GitHub as a workflow command.
 */
struct kp_notification {
	enum kp_severity level;
	const char *message;
	const char *file;   /* or NULL */
	unsigned line;      /* 0: none */
};

/*
 * Where a finding was found, for the formats that name files: the artifact
 * (the path of the image as given) and the module (how findings name it).
 */
struct kp_finding_place {
	const char *artifact;
	const char *module;
	const char *baseline_state; /* SARIF's "new", "unchanged", ...; NULL: no baseline */
};


/*
 * The findings of a whole run folded by cause, for the formats a CI system
 * reads (src/report/causes.c): one cause is one check, severity and message
 * in one directory of compile units (the text report's fold, fold.c), over
 * every image of the run. Findings are copied as each file is done; details
 * (folded findings) only when verbose.
 */
struct kp_causes;

/* One finding as a cause keeps it. */
struct kp_cause_item {
	enum kp_check_id check;
	enum kp_severity severity;
	int rank;
	const char *message;
	const char *function;    /* the function, or the one it is about; NULL: none */
	bool in_image;           /* function is in this image (func_offset and address hold) */
	int64_t func_offset;
	uint64_t address;
	uint64_t file_offset;    /* of address in the (decompressed) ELF file, when has_offset */
	bool has_offset;
	const char *artifact;    /* the image, relative to the source root when under it */
	const char *module;      /* how findings name the image */
	const char *unit;        /* compile unit, NULL when not known */
	const char *source_file; /* relative to the source root when under it; NULL when not known */
	unsigned source_line;
	const char *baseline_state;
	size_t order;            /* in the run's report order */
	char fingerprint[KP_FINGERPRINT_LEN + 1];
};

struct kp_cause {
	enum kp_check_id check;
	enum kp_severity severity;
	const char *message;
	const char *dir;         /* the units' directory, "" when none */
	const struct kp_cause_item *items; /* count: the primary location first, then report order */
	size_t count;
	size_t objects;          /* distinct compile units */
	size_t images;           /* distinct images */
	const char *baseline_state; /* "new" when any item is, else the first's; NULL: no baseline */
	/* Stable across rebuilds: a hash of check, severity, message and directory. */
	char fingerprint[KP_FINGERPRINT_LEN + 1];
};

/* source_root (may be NULL): paths under it are named relative to it. */
struct kp_causes *kp_causes_new(const char *source_root, bool verbose);
/* One image's findings; image (may be NULL) gives the file offsets of addresses. */
void kp_causes_add(struct kp_causes *c, const struct kp_image *image, const struct kp_findings *findings,
		   const struct kp_finding_place *place);
/* A file that could not be read: counted among the images, nothing else. */
void kp_causes_add_unreadable(struct kp_causes *c);
/* A baseline's finding this run lacks (f's check, severity, function, message, fingerprint). */
void kp_causes_add_absent(struct kp_causes *c, const struct kp_finding *f, const char *artifact,
			  const char *module);
size_t kp_causes_absent(const struct kp_causes *c, const struct kp_cause_item **items);
/* Every finding of the cause is in the baseline (false without a baseline). */
bool kp_cause_known(const struct kp_cause *cause);
/* The causes, most important first (severity, rank, size, order); valid until kp_causes_free. */
size_t kp_causes_fold(struct kp_causes *c, const struct kp_cause **causes);
/* The fingerprints of the details left out (folded findings, kept only when verbose). */
size_t kp_causes_details(const struct kp_causes *c, const char (**fingerprints)[KP_FINGERPRINT_LEN + 1]);
/* Images added, and findings kept per severity. */
void kp_causes_totals(const struct kp_causes *c, size_t *images, size_t per_severity[3]);
/* A path given on the command line (relative to where kprefix runs) as the reports name it; the caller frees it. */
char *kp_causes_path(struct kp_causes *c, const char *path);
/* The realpath of the source root, NULL when none was named. */
const char *kp_causes_source_root(const struct kp_causes *c);
void kp_causes_free(struct kp_causes *c);
/* The order of a cause's functions: by compile unit, path and name (the primary first). */
int kp_cause_item_cmp(const struct kp_cause_item *a, const struct kp_cause_item *b);
/* Its source file when known, else its image. */
const char *kp_cause_item_path(const struct kp_cause_item *it);
/* "func+0x10", "" when nothing locates it. */
void kp_cause_item_location(const struct kp_cause_item *it, char *buf, size_t len);
/* "vmlinux: 408 functions in drivers/irqchip/ (40 objects) (a, ..., and 402 more)", names through put. */
void kp_cause_head(FILE *out, const struct kp_cause *cause, void (*put)(FILE *, const char *));

/* A result lists at most this many functions as locations (GitHub's hard limit per result). */
#define KP_CAUSE_LOCATIONS 1000

/*
 * SARIF for code scanning, within GitHub's limits (docs.github.com, "SARIF
 * support for code scanning": 25,000 results a run, 1,000 locations a
 * result, 10 MB gzipped): a result per cause, or several of at most 1,000
 * functions each, so that every function is a location; the log's gzipped
 * size counted as it is written, and what does not fit left out and said in
 * a notification. kp_sarif_begin writes all but the invocation's end;
 * kp_sarif_end adds notifications (an output that failed) and the exit status,
 * and frees the writer: so that the status is the process's, known once every
 * other output has been written. kp_sarif_write is both.
 */
struct kp_sarif_writer;
struct kp_sarif_writer *kp_sarif_begin(FILE *out, struct kp_causes *causes,
				       const struct kp_notification *notes, size_t nnotes);
void kp_sarif_end(struct kp_sarif_writer *w, int exit_status, const struct kp_notification *more,
		  size_t nmore);
/* Free the writer, the log unfinished (its output failed). */
void kp_sarif_abandon(struct kp_sarif_writer *w);
void kp_sarif_write(FILE *out, struct kp_causes *causes, int exit_status,
		    const struct kp_notification *notes, size_t nnotes);

/* What kp_sarif_write keeps to; set only by the tests, to reach each limit with few findings. */
struct kp_sarif_limits {
	size_t results;      /* a run's results: 25,000, GitHub's hard limit */
	size_t bytes;        /* the log gzipped (zlib level 6, as gzip and upload-sarif): 9.5 MB, under GitHub's 10 MB */
};
/* What the last log written held, and what it left out: for the tests and the fuzz harness. */
struct kp_sarif_stats {
	size_t results_wanted;        /* parts of causes, and absent findings */
	size_t results, absent_results;
	size_t locations;             /* in every result */
	size_t max_locations;         /* in one result */
	size_t functions, functions_located;
	size_t fingerprints, fingerprints_written;
	size_t notifications, notifications_written;
	size_t bytes, gzip_bytes;     /* the log, and it gzipped at level 6 */
};
void kp_sarif_last_stats(struct kp_sarif_stats *st);
void kp_sarif_set_limits(const struct kp_sarif_limits *limits);
/*
 * GitHub Actions: at most 10 error and 10 warning (and 10 notice)
 * annotations, the most important first and the rest summarised in one; each
 * cause's functions in a ::group::; a summary line.
 */
void kp_github_write(FILE *out, struct kp_causes *causes, const struct kp_notification *notes,
		     size_t nnotes);
/* GitLab Code Quality: a JSON array, one issue per cause. */
void kp_gitlab_write(FILE *out, struct kp_causes *causes);
/* A Markdown summary for $GITHUB_STEP_SUMMARY, bounded far below its 1 MiB. */
void kp_markdown_write(FILE *out, struct kp_causes *causes, int exit_status,
		       const struct kp_notification *notes, size_t nnotes);

struct kp_func_source;

/* What one WHAT of kprefix show asked for: when marked, the word at addr
 * (name+0xOFF, or an address) is marked in the output. */
struct kp_show_query {
	const char *what; /* as typed */
	bool marked;
	uint64_t addr;
};

/* kprefix show: function idx explained, its words, call sites and verdict; src and query may be NULL. */
void kp_show_text(FILE *out, const struct kp_analysis *an, const struct kp_findings *findings,
		  size_t idx, const struct kp_func_source *src, const struct kp_show_query *query);
void kp_show_json(struct kp_json *j, const struct kp_analysis *an, const struct kp_findings *findings,
		  size_t idx, const struct kp_func_source *src, const struct kp_show_query *query);

#endif
