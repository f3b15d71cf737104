// SPDX-License-Identifier: GPL-2.0-only
/*
 * Capstone on first use: see capstone.h. The soname is the one of the
 * headers kprefix was built with (meson.build), as debian/control's Depends
 * names it.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "capstone.h"

static struct kp_capstone capstone;
static bool loaded;
static pthread_once_t capstone_once = PTHREAD_ONCE_INIT;

static void load_capstone(void)
{
	void *lib = dlopen(KPREFIX_CAPSTONE_SONAME, RTLD_NOW | RTLD_LOCAL);

	if (!lib)
		return;
	*(void **)&capstone.open = dlsym(lib, "cs_open");
	*(void **)&capstone.disasm = dlsym(lib, "cs_disasm");
	*(void **)&capstone.free = dlsym(lib, "cs_free");
	*(void **)&capstone.close = dlsym(lib, "cs_close");
	*(void **)&capstone.support = dlsym(lib, "cs_support");
	loaded = capstone.open && capstone.disasm && capstone.free && capstone.close &&
		 capstone.support;
	if (!loaded)
		dlclose(lib);
}

const struct kp_capstone *kp_capstone(void)
{
	pthread_once(&capstone_once, load_capstone);
	return loaded ? &capstone : NULL;
}
