// SPDX-License-Identifier: GPL-2.0-only
/*
 * Which file names are modules: what a module tree's walk collects, what the
 * document calls a module, what --output refuses to write inside a tree.
 */
#include <string.h>

#include "kprefix/common.h"
#include "kprefix/util.h"

bool kp_is_module_name(const char *path)
{
	static const char *const suffixes[] = { ".ko", ".ko.xz", ".ko.gz", ".ko.zst" };
	size_t len = strlen(path);

	for (size_t i = 0; i < ARRAY_SIZE(suffixes); i++) {
		size_t sl = strlen(suffixes[i]);

		if (len > sl && !strcmp(path + len - sl, suffixes[i]))
			return true;
	}
	return false;
}
