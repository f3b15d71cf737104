// SPDX-License-Identifier: GPL-2.0-only
/*
 * The analysis, in the one order its steps depend on each other:
 *
 *   config     --config, else the image's IKCONFIG
 *   facts      entries, NOP runs, records and their fates, kCFI call sites
 *   taken      functions whose address is stored in data (here for a module;
 *              for an image after the layout, and only under kCFI)
 *   islands    which code was built apart, by symbol prefix
 *   layout     M, kCFI, BTI; then the hashes; then the alignment
 *   orphans    whether records no function owns still name intact patch sites
 *   types      island offsets, type classes: which calls really fail
 *   typeids    each __kcfi_typeid_ against the hash it names
 *   types      each hash's C type from .BTF, recomputed; the image's scheme
 *   prefixes   each NOP run split into prefix and padding
 *   defects    each function's ops slot, and which one check reports its prefix
 *   summary    the counts every report prints
 *
 * Nothing after this step changes the result. What a function was written in
 * (Rust, assembly) is the debug layer's: looked up for reported findings only
 * (src/debug/attribute.c).
 */
#include <elf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/analysis.h"
#include "kprefix/findings.h"
#include "kprefix/util.h"

void kp_analysis_input_init(struct kp_analysis_input *in)
{
	*in = (struct kp_analysis_input){
		.read_ikconfig = true,
		.layout = { -1, -1, -1, -1 },
		.islands = KP_DEFAULT_ISLANDS,
	};
}

static int read_config(struct kp_analysis *an, char *err, size_t errlen)
{
	const struct kp_analysis_input *in = an->input;

	kp_kconfig_init(&an->config);
	an->config_source = KP_SRC_NONE;
	if (in->config && in->config->present) {
		an->config = *in->config;
		an->config_source = KP_SRC_CONFIG;
		return 0;
	}
	if (!in->read_ikconfig)
		return 0;
	int found = kp_ikconfig_read(an->image, &an->config, err, errlen);

	if (found < 0)
		return -1;
	an->config_source = found ? KP_SRC_IKCONFIG : KP_SRC_NONE;
	return 0;
}

/*
 * Code of another machine under this header (arm64 words in a riscv64 file)
 * holds nothing kprefix recognises, and would pass clean. Up to 256
 * functions spread over the image: when most look like another machine's
 * code (a ret last, a NOP or hint first) and few like the header's, nothing
 * can be checked.
 */
static int check_machine(const struct kp_analysis *an, char *err, size_t errlen)
{
	const struct kp_image *image = an->image;
	size_t n = image->nfuncs, step = n > 256 ? n / 256 : 1;

	for (size_t a = 0; kp_arch_nth(a); a++) {
		const struct kp_arch *other = kp_arch_nth(a);
		size_t tried = 0, own = 0, foreign = 0;

		if (other->e_machine == an->arch->e_machine)
			continue;
		for (size_t i = 0; i < n; i += step) {
			const struct kp_func *fn = &image->funcs[i];
			const struct kp_section *sec = &image->sections[fn->section];

			if (!fn->size || !sec->data || fn->addr < sec->addr ||
			    fn->addr - sec->addr > sec->size || fn->size > sec->size - (fn->addr - sec->addr))
				continue;
			const uint8_t *code = sec->data + (fn->addr - sec->addr);

			tried++;
			own += an->arch->looks_like(code, (size_t)fn->size);
			foreign += other->looks_like(code, (size_t)fn->size);
		}
		if (foreign >= 4 && foreign * 2 >= tried && foreign > 4 * own) {
			snprintf(err, errlen,
				 "%zu of %zu functions sampled look like %s code, %zu like %s, the machine the ELF header names: nothing could be checked",
				 foreign, tried, other->name, own, an->arch->name);
			return -1;
		}
	}
	return 0;
}

int kp_analyse(const struct kp_image *image, const struct kp_analysis_input *input,
	       struct kp_analysis **result, char *err, size_t errlen)
{
	struct kp_analysis *an = xcalloc(1, sizeof(*an));

	*result = NULL;
	an->image = image;
	an->input = input;
	an->arch = kp_arch_for_machine(image->e_machine, image->e_flags);
	if (!an->arch) {
		snprintf(err, errlen, "no kprefix backend for ELF machine %u", image->e_machine);
		goto fail;
	}
	/* An arm64 or riscv64 program or library of user space has functions too, and no record: nothing would be said. */
	char what[160];

	if (kp_image_user_space(image, what, sizeof(what))) {
		snprintf(err, errlen, "%s: not a kernel", what);
		goto fail;
	}
	if (read_config(an, err, errlen) || check_machine(an, err, errlen))
		goto fail;
	kp_gather_facts(an);
	/* A module's kCFI may rest on which functions it stores (detect.c); an
	 * image's never does, and without kCFI nothing reads them: a walk of
	 * every relocated word saved on most kernels. */
	bool taken_first = image->elf_type == ET_REL;

	if (taken_first && kp_find_address_taken(an, err, errlen))
		goto fail;
	kp_assign_islands(an, input->islands ? input->islands : KP_DEFAULT_ISLANDS);
	kp_converge_layout(an);
	if (!taken_first && kp_cfi(&an->layout) && kp_find_address_taken(an, err, errlen))
		goto fail;
	kp_judge_orphans(an);
	kp_run_ftrace_code(an);
	kp_measure_islands(an);
	if (kp_cfi(&an->layout))
		kp_match_types(an);
	kp_resolve_typeids(an);
	if (kp_cfi(&an->layout))
		kp_analyse_types(an);
	else
		an->types.scheme = -1;
	kp_split_prefixes(an);
	kp_decide_defects(an);
	kp_summarise(an);
	*result = an;
	return 0;

fail:
	kp_analysis_free(an);
	return -1;
}

void kp_analysis_free(struct kp_analysis *an)
{
	if (!an)
		return;
	free(an->facts);
	free(an->records);
	free(an->kcfi_sites);
	free(an->site_caller);
	free(an->site_island);
	free(an->site_offsets);
	free(an->named_hashes);
	free(an->site_fails);
	for (size_t i = 0; i < an->ntype_classes; i++)
		free(an->type_classes[i].failing);
	free(an->type_classes);
	for (size_t i = 0; i < an->nislands; i++)
		free((char *)an->islands[i].prefix);
	free(an->islands);
	free(an->typeids);
	kp_name_index_free(an->names_by_name);
	kp_types_free(&an->types);
	free(an);
}

void kp_fingerprint_scope(const struct kp_image *image, char *buf, size_t len)
{
	kp_fingerprint_scope_of(kp_image_name(image), image->elf_type == ET_REL, buf, len);
}

void kp_vmlinux_facts_init(struct kp_vmlinux_facts *vf, const struct kp_analysis *an,
			   const char *name)
{
	char release[128];

	vf->name = xstrdup(name);
	vf->release_why = kp_image_release_why(an->image, release, sizeof(release));
	vf->release = !vf->release_why && release[0] ? xstrdup(release) : NULL;
	if (!vf->release && !vf->release_why)
		vf->release_why = "names no release";
	/* No banner at all (a test image, not a kernel's build): nothing is said of it per module. */
	if (!an->image->markers[KP_LINUX_BANNER].found)
		vf->release_why = NULL;
	vf->layout = an->layout;
	vf->config_call_ops = kp_config_call_ops(an);
	vf->ftrace = an->ftrace;
	vf->ftrace_known = true;
	vf->btf = kp_types_lend(&an->types);
	kp_type_names_build(an, &vf->type_names);
	kp_hash_table_build(an, &vf->hashes);
}

void kp_vmlinux_facts_free(struct kp_vmlinux_facts *vf)
{
	free(vf->name);
	free(vf->release);
	kp_hash_table_free(&vf->hashes);
	kp_btf_ref_put(vf->btf);
	kp_type_names_free(&vf->type_names);
	*vf = (struct kp_vmlinux_facts){ 0 };
}
