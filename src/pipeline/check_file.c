// SPDX-License-Identifier: GPL-2.0-only
/*
 * Checking one file: open, analyse, check, attribute. Every command, the
 * tests and the fuzz harnesses go through here, so that what `check` says of
 * a file is what `show` and `diff` see of it.
 */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "kprefix/checks.h"
#include "kprefix/debuginfo.h"
#include "kprefix/dwarf_types.h"
#include "kprefix/pipeline.h"
#include "kprefix/util.h"

void kp_run_options_init(struct kp_run_options *opts)
{
	*opts = (struct kp_run_options){ .layout = { -1, -1, -1, -1 }, .checks = KP_ALL_CHECKS };
}

int kp_run_init(struct kp_run *run, const struct kp_run_options *opts, char *err, size_t errlen)
{
	*run = (struct kp_run){ .opts = *opts };
	if (!run->opts.jobs) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);

		run->opts.jobs = n > 0 ? (unsigned)n : 1;
	}
	kp_kconfig_init(&run->config);
	kp_analysis_input_init(&run->input);
	if (opts->config_path) {
		if (kp_kconfig_read_file(&run->config, opts->config_path, err, errlen))
			return -1;
		run->input.config = &run->config;
		run->input.config_name = opts->config_path;
	}
	run->input.layout = opts->layout;
	if (opts->islands)
		run->input.islands = opts->islands;
	run->module_input = run->input;
	/* A module has no IKCONFIG of its own: its vmlinux's config is what it was built with. */
	run->module_input.read_ikconfig = false;
	return 0;
}

void kp_run_set_vmlinux(struct kp_run *run, const struct kp_vmlinux_facts *vmlinux)
{
	run->module_input.vmlinux = vmlinux;
}

/* The image, if any, is the caller's: kp_check_opened never closes one it was lent. */
static void unreadable(struct kp_checked *res, char *err)
{
	res->status = KP_EXIT_USAGE;
	/* One line, whatever bytes a broken file put into a section name. */
	for (char *c = err; *c; c++)
		if ((unsigned char)*c < 0x20 || (unsigned char)*c >= 0x7f)
			*c = '?';
	res->error = xstrdup(err);
}

void kp_check_opened(struct kp_checked *res, const struct kp_analysis_input *input,
		     kp_check_set checks, bool werror, const char *debug_dir)
{
	char err[256];

	if (kp_analyse(res->image, input, &res->an, err, sizeof(err))) {
		unreadable(res, err);
		return;
	}
	/* The C types BTF did not give, from DWARF, before a check names them. */
	if (kp_cfi(&res->an->layout))
		kp_dwarf_types(res->an, res->display ? res->display : res->path, debug_dir);
	kp_run_checks(res->an, checks, &res->findings);
	/* Only what is reported is looked up in the debug data. */
	kp_attribute_findings(res->an, &res->findings, res->display ? res->display : res->path,
			      debug_dir, input->build);
	res->status = kp_findings_status(&res->findings, werror);
}

int kp_checked_open(struct kp_checked *res, enum kp_check_as as)
{
	char err[256];

	res->image = kp_image_open(res->path, err, sizeof(err));
	if (!res->image) {
		unreadable(res, err);
		return -1;
	}
	if (res->display)
		res->image->display_name = xstrdup(res->display);
	/* The kernel loads only relocatable modules: anything else in a tree is no module. */
	if (as == KP_CHECK_IN_TREE && res->image->elf_type != ET_REL) {
		snprintf(err, sizeof(err), "not a module: ELF type %s, and the kernel loads only ET_REL (relocatable) modules",
			 res->image->elf_type == ET_DYN ? "ET_DYN" : res->image->elf_type == ET_EXEC ? "ET_EXEC"
												 : "other than ET_REL");
		unreadable(res, err);
		kp_image_close(res->image);
		res->image = NULL;
		return -1;
	}
	return 0;
}

void kp_checked_analyse(struct kp_checked *res, const struct kp_run *run, enum kp_check_as as)
{
	const struct kp_analysis_input *input = &run->input;

	if (run->module_input.vmlinux &&
	    (as == KP_CHECK_IN_TREE || (as == KP_CHECK_AFTER_VMLINUX && res->image->elf_type == ET_REL)))
		input = &run->module_input;
	kp_check_opened(res, input, run->opts.checks, run->opts.werror, run->opts.debug_dir);
	/* A file that could not be analysed is reported by its path alone. */
	if (res->error) {
		kp_image_close(res->image);
		res->image = NULL;
	}
}

void kp_check_file(struct kp_checked *res, const struct kp_run *run, enum kp_check_as as)
{
	if (!kp_checked_open(res, as))
		kp_checked_analyse(res, run, as);
}

void kp_checked_free(struct kp_checked *res)
{
	kp_findings_free(&res->findings);
	/* The analysis holds libdw on the image's Elf: it goes first. */
	kp_analysis_free(res->an);
	kp_image_close(res->image);
	free(res->path);
	free(res->display);
	free(res->error);
	*res = (struct kp_checked){ 0 };
}
