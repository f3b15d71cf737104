/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The layout an image was built for, each value with where it came from.
 */
#ifndef KPREFIX_LAYOUT_H
#define KPREFIX_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "kprefix/elf.h"

enum kp_source {
	KP_SRC_NONE,     /* not known */
	KP_SRC_DEFAULT,  /* assumed */
	KP_SRC_IMAGE,    /* detected from the image's bytes */
	KP_SRC_IKCONFIG, /* the embedded kernel config */
	KP_SRC_CONFIG,   /* --config FILE */
	KP_SRC_OPTION,   /* command line */
	KP_SRC_VMLINUX,  /* a module's vmlinux, for what the module cannot tell */
};

const char *kp_source_name(enum kp_source source);

struct kp_value {
	long value;
	enum kp_source source;
	char detail[128]; /* the evidence, e.g. "4812 of 4812 records at func-12": no path, no name */
	/*
	 * Where a config's value was read ("the image's IKCONFIG", the --config
	 * path as given, which lives as long as the run), NULL for others: shown
	 * after the detail as " in ...", never cut.
	 */
	const char *in;
};

/* The detail and " in " where it was read, whole: the caller frees it. */
char *kp_value_text(const struct kp_value *v);

enum kp_layout_field {
	KP_PREFIX_NOPS,
	KP_CFI,
	KP_BTI,
	KP_FUNC_ALIGN,
	KP_NR_LAYOUT_FIELDS,
};

const char *kp_layout_field_name(enum kp_layout_field field);

struct kp_layout {
	/* What is in force: an option, else the image, else the config. */
	struct kp_value field[KP_NR_LAYOUT_FIELDS];
	/* Each source on its own, to say where they disagree. */
	struct kp_value image[KP_NR_LAYOUT_FIELDS];
	struct kp_value config[KP_NR_LAYOUT_FIELDS];
	struct kp_value option[KP_NR_LAYOUT_FIELDS];
	/* Entry NOPs of a traced function: N - M of -fpatchable-function-entry=N,M. */
	int entry_nops;
	/* The architecture's NOP and hash word, in bytes. */
	int nop_size, hash_size;
};

static inline long kp_prefix_nops(const struct kp_layout *l) { return l->field[KP_PREFIX_NOPS].value; }
static inline bool kp_cfi(const struct kp_layout *l) { return l->field[KP_CFI].value != 0; }
/* Where callers of this layout load the kCFI hash: -(4 + 4M) on arm64, -(4 + 2M) with c.nop. */
static inline int kp_hash_offset(const struct kp_layout *l)
{
	return -(l->hash_size + l->nop_size * (int)kp_prefix_nops(l));
}
/* The prefix NOPs a hash at offset implies (a function's, or a call site's). */
static inline int kp_offset_nops(const struct kp_layout *l, int offset)
{
	return (-offset - l->hash_size) / l->nop_size;
}

/* Values read from a kernel .config (or IKCONFIG). -1: not mentioned. */
struct kp_kconfig {
	int cfi;             /* CONFIG_CFI or CONFIG_CFI_CLANG */
	int call_ops;        /* CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS */
	int dynamic_ftrace;  /* CONFIG_DYNAMIC_FTRACE */
	int prefix_nops;     /* a backend's prefix_nops_option (CONFIG_ARM64_FUNCTION_PREFIX_NOPS) */
	int bti;             /* a backend's landing_pad_option (CONFIG_ARM64_BTI_KERNEL) */
	int func_align;      /* CONFIG_FUNCTION_ALIGNMENT */
	bool present;
	/* The name the config used for kCFI: "CONFIG_CFI", or "CONFIG_CFI_CLANG" before 2025. */
	const char *cfi_name;
	/* The backend's options the config set prefix_nops and bti by, NULL: neither. */
	const char *prefix_nops_name, *bti_name;
};

void kp_kconfig_init(struct kp_kconfig *kc);
/* Parse .config text. Returns 0, or -1 when it does not look like a kernel config. */
int kp_kconfig_parse(struct kp_kconfig *kc, const char *text, size_t len);
int kp_kconfig_read_file(struct kp_kconfig *kc, const char *path, char *err, size_t errlen);
/* 0, or -1 with a one-line reason when a value is out of the range kprefix accepts. */
int kp_kconfig_validate(const struct kp_kconfig *kc, char *err, size_t errlen);
/* The prefix NOPs a config implies, -1 when it does not say; CALL_OPS alone
 * means callops_prefix_nops (the architecture's, struct kp_arch). */
int kp_kconfig_prefix_nops(const struct kp_kconfig *kc, unsigned callops_prefix_nops);

/*
 * Find and inflate the IKCONFIG blob ("IKCFG_ST" gzip "IKCFG_ED") in the
 * image. Returns 1 when found and parsed, 0 when absent, -1 on a corrupt blob.
 */
int kp_ikconfig_read(const struct kp_image *image, struct kp_kconfig *kc, char *err, size_t errlen);

/* What the user forced on the command line (-1: not given). */
struct kp_layout_options {
	int prefix_nops;
	int cfi;
	int bti;
	int func_align;
};

struct kp_analysis;

/*
 * The one place the layout converges: M, kCFI and BTI from the image, then
 * the hashes they imply, then the alignment measured from those; each merged
 * with the options, the config and (for a module) the vmlinux, in that order
 * of precedence after the options. Called by kp_analyse().
 */
void kp_converge_layout(struct kp_analysis *an);
/* CALL_OPS as the image's config (--config or IKCONFIG) says: 1, 0, or -1 when it says nothing. */
int kp_config_call_ops(const struct kp_analysis *an);

/* "M=3, kCFI on, bti c no" */
void kp_layout_describe(const struct kp_layout *layout, char *buf, size_t len);

#endif
