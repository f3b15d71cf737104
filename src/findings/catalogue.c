// SPDX-License-Identifier: GPL-2.0-only
/*
 * The check catalogue: every check's name, severity, summary and man page
 * section, in the order they run. Findings refer to it by id; reporters read
 * it, checks never need it (their runners are in src/checks/checks.c). The
 * man page, README.md and `kprefix list-checks` are tested against it.
 */
#include <stdio.h>
#include <string.h>

#include "kprefix/findings.h"
#include "kprefix/util.h"

#define KCFI "kCFI checks"
#define FTRACE "ftrace checks"
#define BUILD "Build checks"

const struct kp_check_info kp_checks[KP_NR_CHECKS] = {
	[KP_CHECK_MODULE_LAYOUT] = { KP_CHECK_MODULE_LAYOUT, "module-layout", KP_ERROR,
		"a module was built for another M or kCFI than its vmlinux", BUILD },
	[KP_CHECK_TYPE_OFFSET] = { KP_CHECK_TYPE_OFFSET, "type-offset", KP_ERROR,
		"kCFI call sites of a type reach functions of that type with the hash elsewhere", KCFI },
	[KP_CHECK_ISLAND] = { KP_CHECK_ISLAND, "island", KP_NOTE,
		"code built apart under a symbol prefix, and whether it agrees with itself", KCFI },
	[KP_CHECK_RECORDS_ZEROED] = { KP_CHECK_RECORDS_ZEROED, "records-zeroed", KP_ERROR,
		"the record table was zeroed, emptied or lost at build time (a warning: outside the text)",
		FTRACE },
	[KP_CHECK_PREFIX_NOPS] = { KP_CHECK_PREFIX_NOPS, "prefix-nops", KP_ERROR,
		"a traced function has another number of prefix NOPs than the layout", FTRACE },
	[KP_CHECK_HASH_OFFSET] = { KP_CHECK_HASH_OFFSET, "hash-offset", KP_ERROR,
		"a kCFI hash is not where callers load it", KCFI },
	[KP_CHECK_OPS_SLOT] = { KP_CHECK_OPS_SLOT, "ops-slot", KP_ERROR,
		"the ops pointer slot is not inside the prefix NOPs", FTRACE },
	[KP_CHECK_PATCH_SITE] = { KP_CHECK_PATCH_SITE, "patch-site", KP_ERROR,
		"the image's ftrace_call_adjust() rejects or moves a function's patch site", FTRACE },
	[KP_CHECK_ENTRY_NOPS] = { KP_CHECK_ENTRY_NOPS, "entry-nops", KP_ERROR,
		"a traced function lacks the entry NOPs", FTRACE },
	[KP_CHECK_RECORD_TARGET] = { KP_CHECK_RECORD_TARGET, "record-target", KP_ERROR,
		"a record does not point at a function's patch site", FTRACE },
	[KP_CHECK_RECORD_ORPHAN] = { KP_CHECK_RECORD_ORPHAN, "record-orphan", KP_ERROR,
		"a record no function owns at words ftrace cannot patch (a note while its NOPs are intact)",
		FTRACE },
	[KP_CHECK_CALLSITE_OFFSET] = { KP_CHECK_CALLSITE_OFFSET, "callsite-offset", KP_ERROR,
		"a function's kCFI call sites load the hash from another offset", KCFI },
	[KP_CHECK_HASH_MISMATCH] = { KP_CHECK_HASH_MISMATCH, "hash-mismatch", KP_ERROR,
		"a hash word differs from its __kcfi_typeid_ symbol", KCFI },
	[KP_CHECK_HASH_MISSING] = { KP_CHECK_HASH_MISSING, "hash-missing", KP_WARNING,
		"a function whose address is stored in data carries no hash", KCFI },
	[KP_CHECK_HASH_SCHEME] = { KP_CHECK_HASH_SCHEME, "hash-scheme", KP_ERROR,
		"a hash is its function's type's under another scheme than the image's", KCFI },
	[KP_CHECK_CONFIG_MISMATCH] = { KP_CHECK_CONFIG_MISMATCH, "config-mismatch", KP_ERROR,
		"the config or options disagree with the image (an error when ftrace was built for another M)",
		BUILD },
};

const char *kp_check_name(enum kp_check_id id)
{
	return id < KP_NR_CHECKS ? kp_checks[id].name : "?";
}

const struct kp_check_info *kp_check_by_name(const char *name)
{
	for (size_t i = 0; i < KP_NR_CHECKS; i++)
		if (!strcmp(kp_checks[i].name, name))
			return &kp_checks[i];
	return NULL;
}

int kp_check_set_parse(kp_check_set *set, const char *list, bool enable, char *err, size_t errlen)
{
	const char *p = list;

	for (;;) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		char name[64];

		if (!len || len >= sizeof(name)) {
			snprintf(err, errlen, "'%.*s' is not a check id", (int)(len < 60 ? len : 60), p);
			return -1;
		}
		memcpy(name, p, len);
		name[len] = '\0';
		const struct kp_check_info *check = kp_check_by_name(name);

		if (!check) {
			snprintf(err, errlen, "'%s' is not a check id (see 'kprefix list-checks')", name);
			return -1;
		}
		if (enable)
			*set |= 1ull << check->id;
		else
			*set &= ~(1ull << check->id);
		if (!comma)
			return 0;
		p = comma + 1;
	}
}
