// SPDX-License-Identifier: GPL-2.0-only
/* A kernel .config: the few options that decide the function layout. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/arch.h"
#include "kprefix/layout.h"
#include "kprefix/util.h"

void kp_kconfig_init(struct kp_kconfig *kc)
{
	*kc = (struct kp_kconfig){ -1, -1, -1, -1, -1, -1, false, "CONFIG_CFI", NULL, NULL };
}

struct kconfig_option {
	const char *name;
	size_t field; /* offset of the int in struct kp_kconfig */
	bool numeric;
};

static const struct kconfig_option options[] = {
	{ "CFI", offsetof(struct kp_kconfig, cfi), false },
	/* The option was called CONFIG_CFI_CLANG until a 2025 rename. */
	{ "CFI_CLANG", offsetof(struct kp_kconfig, cfi), false },
	{ "DYNAMIC_FTRACE_WITH_CALL_OPS", offsetof(struct kp_kconfig, call_ops), false },
	{ "DYNAMIC_FTRACE", offsetof(struct kp_kconfig, dynamic_ftrace), false },
	{ "FUNCTION_ALIGNMENT", offsetof(struct kp_kconfig, func_align), true },
};

/* Whether option, "CONFIG_X", is name (X, name_len bytes). */
static bool is_option(const char *option, const char *name, size_t name_len)
{
	return option && !strncmp(option, "CONFIG_", 7) && strlen(option + 7) == name_len &&
	       !memcmp(option + 7, name, name_len);
}

/*
 * The option of a backend (src/arch/) named name, into opt, and the
 * backend's name of it into *full; false when no backend has one. Every
 * backend's options are read, whichever image the config is held against.
 */
static bool arch_option(const char *name, size_t name_len, struct kconfig_option *opt,
			const char **full)
{
	const struct kp_arch *arch;

	for (size_t i = 0; (arch = kp_arch_nth(i)); i++) {
		if (is_option(arch->prefix_nops_option, name, name_len)) {
			*opt = (struct kconfig_option){ NULL, offsetof(struct kp_kconfig, prefix_nops), true };
			*full = arch->prefix_nops_option;
			return true;
		}
		if (is_option(arch->landing_pad_option, name, name_len)) {
			*opt = (struct kconfig_option){ NULL, offsetof(struct kp_kconfig, bti), false };
			*full = arch->landing_pad_option;
			return true;
		}
	}
	return false;
}

static void set_option(struct kp_kconfig *kc, const char *name, size_t name_len, const char *value,
		       size_t value_len)
{
	const struct kconfig_option *opt = NULL;
	struct kconfig_option arch_opt;
	const char *full = NULL;

	for (size_t i = 0; i < ARRAY_SIZE(options) && !opt; i++)
		if (strlen(options[i].name) == name_len && !memcmp(options[i].name, name, name_len))
			opt = &options[i];
	if (!opt && arch_option(name, name_len, &arch_opt, &full))
		opt = &arch_opt;
	if (opt) {
		int *field = (int *)((char *)kc + opt->field);

		/* Say kCFI as the config does; a set option wins over a "not set" one. */
		if (opt->field == offsetof(struct kp_kconfig, cfi) && (value || kc->cfi < 0))
			kc->cfi_name = opt == &options[0] ? "CONFIG_CFI" : "CONFIG_CFI_CLANG";
		if (opt->field == offsetof(struct kp_kconfig, prefix_nops))
			kc->prefix_nops_name = full;
		if (opt->field == offsetof(struct kp_kconfig, bti))
			kc->bti_name = full;
		if (!value) {
			/* CFI_CLANG "is not set" must not undo CONFIG_CFI=y. */
			if (*field < 0)
				*field = 0;
		} else if (opt->numeric) {
			char buf[32];
			char *end;
			long v;

			if (value_len >= sizeof(buf))
				return;
			memcpy(buf, value, value_len);
			buf[value_len] = '\0';
			v = strtol(buf, &end, 0);
			/* Kept as given, up to INT_MAX: kp_kconfig_validate() says what is out of range. */
			if (*end == '\0' && v >= 0)
				*field = v > INT_MAX ? INT_MAX : (int)v;
		} else if (value_len == 1 && value[0] == 'y') {
			*field = 1;
		} else if (*field < 0) {
			*field = 0;
		}
	}
}

int kp_kconfig_parse(struct kp_kconfig *kc, const char *text, size_t len)
{
	const char *p = text, *end = text + len;
	bool seen_config = false;

	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		const char *line_end = eol ? eol : end;
		size_t line_len = (size_t)(line_end - p);

		if (line_len > 7 && !memcmp(p, "CONFIG_", 7)) {
			const char *eq = memchr(p, '=', line_len);

			if (eq) {
				seen_config = true;
				set_option(kc, p + 7, (size_t)(eq - p - 7), eq + 1,
					   (size_t)(line_end - eq - 1));
			}
		} else if (line_len > 9 && !memcmp(p, "# CONFIG_", 9)) {
			static const char not_set[] = " is not set";
			const size_t ns = sizeof(not_set) - 1;

			if (line_len > 9 + ns && !memcmp(line_end - ns, not_set, ns)) {
				seen_config = true;
				set_option(kc, p + 9, line_len - 9 - ns, NULL, 0);
			}
		}
		p = line_end + 1;
	}
	kc->present = seen_config;
	return seen_config ? 0 : -1;
}

int kp_kconfig_validate(const struct kp_kconfig *kc, char *err, size_t errlen)
{
	/* The same ranges as --prefix-nops and --function-alignment. */
	if (kc->prefix_nops > 16) {
		snprintf(err, errlen, "%s=%d: prefix NOPs go from 0 to 16",
			 kc->prefix_nops_name ? kc->prefix_nops_name : "prefix NOPs", kc->prefix_nops);
		return -1;
	}
	if (kc->func_align >= 0 &&
	    (kc->func_align < 4 || kc->func_align > 4096 || (kc->func_align & (kc->func_align - 1)))) {
		snprintf(err, errlen,
			 "CONFIG_FUNCTION_ALIGNMENT=%d: not a power of two from 4 to 4096", kc->func_align);
		return -1;
	}
	return 0;
}

/* A .config is some 300 KB; one of 64 MiB is something else (or /dev/zero, refused before). */
#define MAX_CONFIG_FILE (64ull << 20)

int kp_kconfig_read_file(struct kp_kconfig *kc, const char *path, char *err, size_t errlen)
{
	size_t len;
	char *text = kp_read_regular(path, MAX_CONFIG_FILE, &len, err, errlen);
	int ret;

	if (!text)
		return -1;
	ret = kp_kconfig_parse(kc, text, len);
	free(text);
	if (ret) {
		snprintf(err, errlen, "not a kernel config: no CONFIG_ lines");
		return ret;
	}
	return kp_kconfig_validate(kc, err, errlen);
}

int kp_kconfig_prefix_nops(const struct kp_kconfig *kc, unsigned callops_prefix_nops)
{
	if (kc->prefix_nops >= 0)
		return kc->prefix_nops;
	/* Before the RFC series M followed from CALL_OPS alone. */
	if (kc->call_ops == 1)
		return (int)callops_prefix_nops;
	/* A full .config lists every option it enables: one about ftrace that
	 * does not mention CALL_OPS (not selectable, e.g. under CFI) has it off. */
	if (kc->call_ops <= 0 && kc->dynamic_ftrace >= 0)
		return 0;
	return -1;
}
