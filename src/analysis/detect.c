// SPDX-License-Identifier: GPL-2.0-only
/*
 * The layout an image was built for, read from the image itself: records give
 * M, kCFI check sequences give kCFI, entries give bti c, prefix starts give
 * the alignment. Options override; a config, then a module's vmlinux, fill in
 * what the image cannot tell; every value keeps its source.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <elf.h>

#include "kprefix/model.h"
#include "kprefix/util.h"

const char *kp_source_name(enum kp_source source)
{
	switch (source) {
	case KP_SRC_DEFAULT: return "default";
	case KP_SRC_IMAGE: return "image";
	case KP_SRC_IKCONFIG: return "ikconfig";
	case KP_SRC_CONFIG: return "config";
	case KP_SRC_OPTION: return "option";
	case KP_SRC_VMLINUX: return "vmlinux";
	default: return "none";
	}
}

const char *kp_layout_field_name(enum kp_layout_field field)
{
	static const char *const names[KP_NR_LAYOUT_FIELDS] = {
		[KP_PREFIX_NOPS] = "prefix_nops",
		[KP_CFI] = "kcfi",
		[KP_BTI] = "bti",
		[KP_FUNC_ALIGN] = "function_alignment",
	};

	return field < KP_NR_LAYOUT_FIELDS ? names[field] : "?";
}

char *kp_value_text(const struct kp_value *v)
{
	size_t len = strlen(v->detail), in = v->in ? strlen(v->in) : 0;
	char *s = xmalloc(len + in + 5);

	memcpy(s, v->detail, len);
	if (v->in) {
		memcpy(s + len, " in ", 4);
		memcpy(s + len + 4, v->in, in);
	}
	s[len + (v->in ? in + 4 : 0)] = '\0';
	return s;
}

__attribute__((format(printf, 4, 5)))
static void set_value(struct kp_value *v, long value, enum kp_source source, const char *fmt, ...)
{
	va_list ap;

	v->value = value;
	v->source = source;
	v->in = NULL;
	va_start(ap, fmt);
	vsnprintf(v->detail, sizeof(v->detail), fmt, ap);
	va_end(ap);
}

/*
 * No record and no function laid out for tracing: an object built without
 * the ftrace flags. Its kCFI call sites still load the hash from -(4 + 4M)
 * of its own M.
 */
static void detect_prefix_from_sites(const struct kp_analysis *an, struct kp_value *v)
{
	const int hash = (int)an->arch->hash_size, nop = (int)an->arch->nop_size;

	if (!an->nsite_offsets)
		return;
	/* site_offsets is most common first. */
	const struct kp_offset_count *top = &an->site_offsets[0];
	int m = (-top->offset - hash) / nop;

	if (m < 0 || m > KP_MAX_PREFIX_NOPS || top->offset != -(hash + nop * m))
		return;
	set_value(v, m, KP_SRC_IMAGE,
		  "no records; %zu of %zu kCFI call sites load the hash at %d, the object's own M",
		  top->count, an->nkcfi_sites, top->offset);
}

/*
 * " (4 c.nop)" where the instruction set has NOPs of more than one width, so
 * that a count says how many bytes it is; "" where there is one.
 */
static const char *nop_width(const struct kp_analysis *an, size_t nops, char *buf, size_t len)
{
	if (!an->arch->nop_name || !nops)
		return "";
	snprintf(buf, len, " (%zu %s)", nops, an->arch->nop_name);
	return buf;
}

static void detect_prefix_nops(const struct kp_analysis *an, struct kp_value *v)
{
	size_t best = 0, best_count = an->distance_bti_m0 + an->distance_hist[0];
	const size_t nop = an->arch->nop_size;
	char width[32], after_pad[32];

	snprintf(after_pad, sizeof(after_pad), " (or after %s)", an->arch->landing_pad_name);

	for (size_t k = 1; k <= KP_MAX_PREFIX_NOPS; k++) {
		if (an->distance_hist[k] > best_count) {
			best = k;
			best_count = an->distance_hist[k];
		}
	}
	/*
	 * A tie (a module of two objects, one at =4,2): the M its own kCFI call
	 * sites load the hash for, rather than the smaller M by accident of order.
	 */
	if (an->nsite_offsets) {
		const int hash = (int)an->arch->hash_size;
		int site_m = (-an->site_offsets[0].offset - hash) / (int)nop;

		if (site_m >= 0 && site_m <= KP_MAX_PREFIX_NOPS && (size_t)site_m != best &&
		    an->site_offsets[0].offset == -(hash + (int)nop * site_m) &&
		    (site_m ? an->distance_hist[site_m] : an->distance_bti_m0 + an->distance_hist[0]) == best_count) {
			best = (size_t)site_m;
		}
	}
	if (an->nowned) {
		set_value(v, (long)best, KP_SRC_IMAGE, "%zu of %zu owned records at func-%zu%s%s",
			  best_count, an->nowned, nop * best, nop_width(an, best, width, sizeof(width)),
			  best == 0 && an->distance_bti_m0 ? after_pad : "");
		return;
	}

	/* An object built for the RFC names untraced prefixes too. */
	if (an->nprefix_owned) {
		best = 0;
		for (size_t k = 1; k <= KP_MAX_PREFIX_NOPS; k++)
			if (an->prefix_hist[k] > an->prefix_hist[best])
				best = k;
		set_value(v, (long)best, KP_SRC_IMAGE,
			  "%zu of %zu prefix-only records (.discard.patchable_function_entries) at func-%zu%s",
			  an->prefix_hist[best], an->nprefix_owned, nop * best,
			  nop_width(an, best, width, sizeof(width)));
		return;
	}

	/* No usable record: functions laid out for tracing still show M. */
	size_t hist[KP_MAX_PREFIX_NOPS + 1] = { 0 }, laid_out = 0;

	for (size_t i = 0; i < an->image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		if (!ff->traced_layout || ff->nop_run > KP_MAX_PREFIX_NOPS)
			continue;
		hist[ff->nop_run]++;
		laid_out++;
	}
	if (!laid_out) {
		detect_prefix_from_sites(an, v);
		return;
	}
	best = 0;
	for (size_t k = 1; k <= KP_MAX_PREFIX_NOPS; k++)
		if (hist[k] > hist[best])
			best = k;
	set_value(v, (long)best, KP_SRC_IMAGE,
		  "no usable records; %zu of %zu functions with entry NOPs have %zu NOPs before them%s",
		  hist[best], laid_out, best, nop_width(an, best, width, sizeof(width)));
}

/*
 * kCFI from every evidence the bytes give: check sequences, hash words that
 * mapping symbols mark before the prefix, __kcfi_typeid_ symbols. A vmlinux
 * without any is built without kCFI. A module or object may have no indirect
 * call and no typeid; it is without kCFI only when functions whose address
 * it stores carry no hash word, else its kCFI is not known and never compared.
 */
static void detect_cfi(const struct kp_analysis *an, struct kp_value *v)
{
	const struct kp_image *image = an->image;
	size_t nfuncs = image->nfuncs;

	if (an->nkcfi_sites) {
		set_value(v, 1, KP_SRC_IMAGE, "%zu kCFI check sequence%s (%s)", an->nkcfi_sites,
			  an->nkcfi_sites == 1 ? "" : "s",
			  an->arch->kcfi_marker);
		return;
	}
	/* Every global or address-taken function carries one: a few stray words are not kCFI. */
	if (an->nmarked_hashes && an->nmarked_hashes * 4 >= nfuncs) {
		set_value(v, 1, KP_SRC_IMAGE,
			  "no kCFI check sequence; %zu of %zu functions carry a hash word ($d) before their NOPs",
			  an->nmarked_hashes, nfuncs);
		return;
	}
	if (image->ntypeids) {
		set_value(v, 1, KP_SRC_IMAGE, "no kCFI check sequence; %zu __kcfi_typeid_ symbols",
			  image->ntypeids);
		return;
	}
	if (image->elf_type != ET_REL) {
		set_value(v, 0, KP_SRC_IMAGE, "no kCFI check sequence in executable sections");
		return;
	}
	if (an->naddress_taken && image->nmapsyms && !an->nmarked_hashes)
		set_value(v, 0, KP_SRC_IMAGE,
			  "no kCFI check sequence or typeid, and none of %zu functions whose address is stored carries a hash word",
			  an->naddress_taken);
	/* Otherwise nothing either way: left unknown, filled from the config or vmlinux. */
}

/* A global or weak name: a function other objects, and so pointers, can reach. */
static bool has_global_name(const struct kp_image *image, const struct kp_func *fn)
{
	for (size_t n = 0; n < fn->nnames; n++)
		if (image->names_by_addr[fn->first_name + n].bind != STB_LOCAL)
			return true;
	return false;
}

/*
 * bti c is the build's (-mbranch-protection=bti, CONFIG_ARM64_BTI_KERNEL):
 * the compiler gives a landing pad to every function that may be called
 * through a pointer, one with a global name or a stored address. Asm has
 * what its author wrote: none in perlasm, so an asm-heavy crypto module of
 * a BTI kernel has most functions without one (17 of 47 with). The vote is
 * therefore among the functions the compiler made, those with an ftrace
 * record (asm gets none), that may be called through a pointer; only an
 * image with none of those (no ftrace) falls back to every function.
 */
static void detect_bti(const struct kp_analysis *an, struct kp_value *v)
{
	size_t nbti = 0, nfuncs = an->image->nfuncs, ncalled = 0, ncalled_bti = 0;

	for (size_t i = 0; i < nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		nbti += ff->bti;
		if (!ff->traced || !(ff->address_taken || has_global_name(an->image, ff->func)))
			continue;
		ncalled++;
		ncalled_bti += ff->bti;
	}
	if (!nfuncs)
		return;
	if (ncalled) {
		set_value(v, ncalled_bti * 2 > ncalled, KP_SRC_IMAGE,
			  "%zu of %zu compiled functions a pointer may reach start with %s (%zu of %zu in all)",
			  ncalled_bti, ncalled, an->arch->landing_pad_name, nbti, nfuncs);
		return;
	}
	/* Static functions whose address is never taken get no landing pad. */
	set_value(v, nbti * 4 > nfuncs, KP_SRC_IMAGE, "%zu of %zu functions start with %s",
		  nbti, nfuncs, an->arch->landing_pad_name);
}

static void detect_alignment(const struct kp_analysis *an, struct kp_value *v)
{
	static const unsigned aligns[] = { 64, 32, 16, 8, 4 };
	size_t aligned[5] = { 0 }, starts = 0;

	/* -falign-functions aligns the start of the prefix area, not the entry. */
	for (size_t i = 0; i < an->image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];
		uint64_t start;

		if (ff->has_hash)
			start = ff->hash_addr;
		else if (ff->traced && ff->record_prefix_nops >= 0)
			start = ff->record;
		else
			continue;
		starts++;
		for (size_t a = 0; a < 5; a++)
			aligned[a] += !(start & (aligns[a] - 1)); /* powers of two: no division */
	}
	if (!starts)
		return;
	for (size_t a = 0; a < 5; a++) {
		/* Allow a few hand-placed asm functions. */
		if (aligned[a] * 100 >= starts * 95) {
			set_value(v, aligns[a], KP_SRC_IMAGE,
				  "%zu of %zu prefix starts are %u-byte aligned", aligned[a], starts,
				  aligns[a]);
			return;
		}
	}
}

static void config_values(const struct kp_kconfig *kc, enum kp_source src, const char *name,
			  const struct kp_arch *arch, struct kp_value *cfg)
{
	const char *from = src == KP_SRC_IKCONFIG ? "the image's IKCONFIG" : name ? name : "the config";
	int m = kp_kconfig_prefix_nops(kc, arch->callops_prefix_nops);

	if (m >= 0) {
		if (kc->prefix_nops >= 0)
			set_value(&cfg[KP_PREFIX_NOPS], m, src, "%s=%d",
				  kc->prefix_nops_name ? kc->prefix_nops_name : "prefix NOPs", m);
		else if (kc->call_ops == 1 && arch->prefix_nops_option)
			/* The option came with the CALL_OPS-with-kCFI series; before it, 2. */
			set_value(&cfg[KP_PREFIX_NOPS], m, src,
				  "%s is not set: %d under CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y",
				  arch->prefix_nops_option, m);
		else
			set_value(&cfg[KP_PREFIX_NOPS], m, src,
				  "CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS%s",
				  kc->call_ops == 1 ? "=y" : " is not set");
	}
	if (kc->cfi >= 0)
		set_value(&cfg[KP_CFI], kc->cfi, src, "%s%s", kc->cfi_name,
			  kc->cfi ? "=y" : " is not set");
	if (kc->bti >= 0)
		set_value(&cfg[KP_BTI], kc->bti, src, "%s%s",
			  kc->bti_name ? kc->bti_name : "the landing pad option",
			  kc->bti ? "=y" : " is not set");
	if (kc->func_align > 0)
		set_value(&cfg[KP_FUNC_ALIGN], kc->func_align, src, "CONFIG_FUNCTION_ALIGNMENT=%d",
			  kc->func_align);
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		if (cfg[f].source == src)
			cfg[f].in = from;
}

static void option_values(const struct kp_layout_options *opts, struct kp_value *option)
{
	const int given[KP_NR_LAYOUT_FIELDS] = { opts->prefix_nops, opts->cfi, opts->bti,
						 opts->func_align };

	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		if (given[f] >= 0)
			set_value(&option[f], given[f], KP_SRC_OPTION, "given on the command line");
}

/* In force: an option, else the image, else the config, else the vmlinux, else assumed. */
static void merge(struct kp_layout *layout, const struct kp_layout *vmlinux, int f)
{
	if (layout->option[f].source)
		layout->field[f] = layout->option[f];
	else if (layout->image[f].source)
		layout->field[f] = layout->image[f];
	else if (layout->config[f].source)
		layout->field[f] = layout->config[f];
	else if (vmlinux) {
		layout->field[f] = vmlinux->field[f];
		layout->field[f].source = KP_SRC_VMLINUX;
	} else
		set_value(&layout->field[f], f == KP_FUNC_ALIGN ? 4 : 0, KP_SRC_DEFAULT,
			  "not detected; assumed");
}

void kp_converge_layout(struct kp_analysis *an)
{
	struct kp_layout *layout = &an->layout;
	const struct kp_layout *vmlinux = an->input->vmlinux ? &an->input->vmlinux->layout : NULL;

	memset(layout, 0, sizeof(*layout));
	layout->entry_nops = (int)an->arch->entry_nops;
	layout->nop_size = (int)an->arch->nop_size;
	layout->hash_size = (int)an->arch->hash_size;
	if (an->config.present)
		config_values(&an->config, an->config_source, an->input->config_name, an->arch,
			      layout->config);
	option_values(&an->input->layout, layout->option);

	/* M, kCFI and bti c need no hash... */
	detect_prefix_nops(an, &layout->image[KP_PREFIX_NOPS]);
	detect_cfi(an, &layout->image[KP_CFI]);
	detect_bti(an, &layout->image[KP_BTI]);
	for (int f = 0; f < KP_NR_LAYOUT_FIELDS; f++)
		merge(layout, vmlinux, f);

	/* ...the hashes need M and kCFI, and the alignment is measured from them. */
	kp_find_hashes(an, (int)kp_prefix_nops(layout), kp_cfi(layout));
	detect_alignment(an, &layout->image[KP_FUNC_ALIGN]);
	merge(layout, vmlinux, KP_FUNC_ALIGN);
	/*
	 * The config, when it speaks of ftrace; else, for a module, its vmlinux's
	 * (a module has no IKCONFIG, and was built with its kernel's config).
	 */
	int config_call_ops = kp_config_call_ops(an);

	if (config_call_ops < 0 && an->input->vmlinux)
		config_call_ops = an->input->vmlinux->config_call_ops;
	if (config_call_ops >= 0)
		an->call_ops = config_call_ops == 1;
	else
		an->call_ops = kp_prefix_nops(layout) > 0;
}

int kp_config_call_ops(const struct kp_analysis *an)
{
	/* An option the config does not list is off. */
	if (an->config.present && (an->config.call_ops >= 0 || an->config.dynamic_ftrace >= 0))
		return an->config.call_ops == 1;
	return -1;
}

void kp_layout_describe(const struct kp_layout *layout, char *buf, size_t len)
{
	snprintf(buf, len, "M=%ld, kCFI %s, bti c %s", kp_prefix_nops(layout),
		 kp_cfi(layout) ? "on" : "off", layout->field[KP_BTI].value ? "yes" : "no");
}
