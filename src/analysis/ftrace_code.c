// SPDX-License-Identifier: GPL-2.0-only
/*
 * The kernel decides the layout with its own code, and that code is in the
 * image: the trampoline that reads each traced function's ops pointer
 * (arm64 ftrace_caller), ftrace_call_adjust() that turns each record into
 * the patch site, and ftrace_init_nop() that writes the ops pointer first.
 * Run from the image under the emulator they say, for this kernel, what
 * kprefix would otherwise take from formulas written for one kernel
 * version (layout.md, section 14). Where the image lacks the code, or
 * kprefix the emulator, the formula stands in and the evidence says so.
 *
 * Each piece is run once per class of input it can tell apart, never per
 * function: the trampoline per return address mod 16, ftrace_call_adjust()
 * per record alignment, record distance and landing pad.
 *
 * arm64 and riscv64 alike: the trampoline is entered with the return
 * address of the patched call (arm64 BL: x30; riscv64 auipc/jalr: t0), and
 * ftrace_init_nop() writes the ops pointer through the arch's literal writer
 * (aarch64_insn_write_literal_u64(), patch_text_nosync()).
 */
#include <elf.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "kprefix/model.h"
#include "kprefix/util.h"
#include "kprefix/emu.h"

/* The documented formula, as the evidence names it. */
static const char *slot_formula(const struct kp_analysis *an)
{
	return an->arch->ops_slot_formula;
}

/* The image's symbol of what ftrace_init_nop() writes the ops pointer with (the arch's writer). */
static const struct kp_marker_sym *ops_writer(const struct kp_analysis *an)
{
	return &an->image->markers[KP_OPS_WRITER];
}

/* The evidence, cut to its buffer: a vmlinux's long path or a fault's detail may not fit, and that is fine. */
static void say(char *buf, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void say(char *buf, size_t len, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, len, fmt, ap);
	va_end(ap);
}

char *kp_ftrace_how(const struct kp_ftrace_code *fc, const char *how)
{
	size_t len;
	char *s;

	if (!fc->of || !how[0])
		return xstrdup(how);
	len = strlen(fc->of) + strlen(how) + 5;
	s = xmalloc(len);
	snprintf(s, len, "%s's: %s", fc->of, how);
	return s;
}

uint64_t kp_ftrace_slot(const struct kp_ftrace_code *fc, uint64_t ret)
{
	return ret + (uint64_t)fc->slot_delta[(ret % 16) / 2];
}

/*
 * The ops slot: the trampoline entered as a patched call enters it, up to
 * its first load through the return address. The return address lies in a
 * page nothing else points into, so the first load from that page is the
 * slot, whatever arithmetic led there.
 */
/*
 * The emulator, started when a run first needs it: an image whose ftrace
 * code is not there to run never loads libunicorn. why says why there is
 * none, once one was asked for.
 */
struct lazy_emu {
	struct kp_analysis *an;
	struct kp_emu *emu;
	bool tried;
	char why[160];
};

static struct kp_emu *need_emu(struct lazy_emu *le)
{
	if (!le->tried) {
		le->tried = true;
		le->emu = kp_emu_new(le->an->image, le->an->arch, le->why, sizeof(le->why));
	}
	return le->emu;
}

static void derive_slot(struct kp_analysis *an, struct lazy_emu *le)
{
	struct kp_ftrace_code *fc = &an->ftrace;
	const struct kp_marker_sym *tramp = &an->image->markers[KP_FTRACE_CALLER];
	struct kp_emu_outcome out;
	uint64_t load_pc = 0;

	if (!an->call_ops) {
		say(fc->slot_how, sizeof(fc->slot_how), "no CALL_OPS: no ops slot");
		return;
	}
	if (!tramp->found) {
		say(fc->slot_how, sizeof(fc->slot_how), "formula %s: the image has no ftrace_caller%s%s",
		    slot_formula(an), tramp->not_code ? " code (its symbol " : "",
		    tramp->not_code ? tramp->not_code : "");
		if (tramp->not_code) {
			/* A symbol of the name that is not code: said, once. */
			size_t n = strlen(fc->slot_how);

			if (n + 1 < sizeof(fc->slot_how))
				say(fc->slot_how + n, sizeof(fc->slot_how) - n, ")");
			fc->slot_unrun = true;
		}
		return;
	}
	struct kp_emu *emu = need_emu(le);

	if (!emu) {
		say(fc->slot_how, sizeof(fc->slot_how), "formula %s: %s", slot_formula(an), le->why);
		fc->slot_unrun = true;
		return;
	}
	for (unsigned c = 0; c < KP_SLOT_CLASSES; c++) {
		uint64_t ret = KP_EMU_CALLSITE_PAGE + 0x800 + 2 * c;

		if ((2 * c) % an->arch->insn_align)
			continue;
		struct kp_emu_run run = {
			.entry = tramp->value, .entry_size = tramp->size, .link = ret,
			.trampoline = true,
			.watch_lo = KP_EMU_CALLSITE_PAGE, .watch_hi = KP_EMU_CALLSITE_PAGE + 4096,
		};

		kp_emu_call(emu, &run, &out);
		if (out.how != KP_EMU_LOADED) {
			say(fc->slot_how, sizeof(fc->slot_how),
			    "formula %s: ftrace_caller, run with the return address in %s, %s",
			    slot_formula(an), an->arch->tramp_link,
			    out.how == KP_EMU_RETURNED ? "returned without loading through it"
			    : out.detail[0] ? out.detail : "made no load through it");
			fc->slot_unrun = true;
			return;
		}
		fc->slot_delta[c] = (long long)(out.value - ret);
		load_pc = out.load_pc;
	}
	fc->slot_run = true;

	/* Said as the kernel's comment says it, when it is that shape. */
	long long down8 = 0;
	bool aligned_shape = true, offset_shape = true;

	for (unsigned c = 0; c < KP_SLOT_CLASSES; c++) {
		uint64_t ret = KP_EMU_CALLSITE_PAGE + 0x800 + 2 * c;
		long long k = (long long)((ret & ~7ull) - (uint64_t)(long long)kp_ftrace_slot(fc, ret));

		if ((2 * c) % an->arch->insn_align)
			continue;
		if (c == 0)
			down8 = k;
		aligned_shape &= k == down8;
		offset_shape &= fc->slot_delta[c] == fc->slot_delta[0];
	}
	char at[64];

	say(at, sizeof(at), "ftrace_caller+0x%llx", (unsigned long long)(load_pc - tramp->value));
	if (aligned_shape)
		say(fc->slot_how, sizeof(fc->slot_how),
		    "%s reads ALIGN_DOWN(ret, 8) - %lld, run from the image", at, down8);
	else if (offset_shape)
		say(fc->slot_how, sizeof(fc->slot_how), "%s reads ret - %lld, run from the image", at,
		    -fc->slot_delta[0]);
	else
		say(fc->slot_how, sizeof(fc->slot_how),
		    "%s reads ret %+lld, %+lld, %+lld, %+lld for ret at 0, 4, 8, 12 mod 16, run from the image",
		    at, fc->slot_delta[0], fc->slot_delta[2], fc->slot_delta[4], fc->slot_delta[6]);
}

/* A traced function whose record ftrace_call_adjust() is judged on. */
static bool judged(const struct kp_analysis *an, const struct kp_func_facts *ff)
{
	return ff->traced && ff->record_prefix_all_nops &&
	       ff->record_prefix_nops == kp_prefix_nops(&an->layout);
}

static bool same_class(const struct kp_site_class *cl, const struct kp_func_facts *ff)
{
	return cl->record_mod8 == ff->record % 8 &&
	       cl->record_offset == (int)((int64_t)ff->record - (int64_t)ff->func->addr) &&
	       cl->landing_pad == ff->landing_pad;
}

const struct kp_site_class *kp_site_class_of(const struct kp_analysis *an,
					     const struct kp_func_facts *ff)
{
	for (size_t i = 0; i < an->ftrace.nclasses; i++)
		if (same_class(&an->ftrace.classes[i], ff))
			return &an->ftrace.classes[i];
	return NULL;
}

static bool is_ftrace_helper(const char *name)
{
	return !strncmp(name, "ftrace_", 7);
}

/* Where ftrace_init_nop() writes the ops pointer for a record at ip: run up to its call of the writer. */
static bool run_writer(struct kp_analysis *an, struct kp_emu *emu, uint64_t ip, uint64_t *written,
		       char *why, size_t whylen)
{
	const struct kp_marker_sym *init = &an->image->markers[KP_FTRACE_INIT_NOP];
	const struct kp_marker_sym *writer = ops_writer(an);
	/* struct dyn_ftrace begins { unsigned long ip; unsigned long flags; ... }. */
	uint8_t rec[64] = { 0 };
	struct kp_emu_outcome out;

	for (int i = 0; i < 8; i++)
		rec[i] = (uint8_t)(ip >> (8 * i));
	struct kp_emu_run run = {
		.entry = init->value, .entry_size = init->size,
		.args = { 0, KP_EMU_SCRATCH },
		.stop_call = writer->value, .follow = is_ftrace_helper,
		.scratch = rec, .scratch_len = sizeof(rec),
	};

	kp_emu_call(emu, &run, &out);
	*written = out.value;
	if (out.how != KP_EMU_CALLED)
		say(why, whylen, "%s", out.how == KP_EMU_RETURNED ? "it returned without calling it"
				       : out.detail[0] ? out.detail : "it did not call it");
	return out.how == KP_EMU_CALLED;
}

static void derive_sites(struct kp_analysis *an, struct lazy_emu *le)
{
	struct kp_ftrace_code *fc = &an->ftrace;
	const struct kp_image *image = an->image;
	const struct kp_marker_sym *adjust = &image->markers[KP_FTRACE_CALL_ADJUST];
	uint64_t rep_record[KP_MAX_SITE_CLASSES], rep_func[KP_MAX_SITE_CLASSES];
	/* The call is the entry's last 4-byte word: arm64's BL, riscv64's jalr after its auipc. */
	int entry_site = (int)(an->layout.nop_size * an->layout.entry_nops) - 4;

	if (!image->records.count) {
		say(fc->adjust_how, sizeof(fc->adjust_how), "no ftrace records");
		return;
	}
	if (!adjust->found) {
		if (adjust->not_code) {
			say(fc->adjust_how, sizeof(fc->adjust_how),
			    "the config's M stands in (config-mismatch): the image has no ftrace_call_adjust() code (its symbol %s)",
			    adjust->not_code);
			fc->adjust_unrun = true;
		} else {
			say(fc->adjust_how, sizeof(fc->adjust_how),
			    "the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)");
		}
		return;
	}
	struct kp_emu *emu = need_emu(le);

	if (!emu) {
		say(fc->adjust_how, sizeof(fc->adjust_how), "the config's M stands in (config-mismatch): %s",
		    le->why);
		fc->adjust_unrun = true;
		return;
	}
	for (size_t i = 0; i < image->nfuncs; i++) {
		const struct kp_func_facts *ff = &an->facts[i];

		if (!judged(an, ff))
			continue;
		struct kp_site_class *cl = (struct kp_site_class *)kp_site_class_of(an, ff);

		if (!cl) {
			if (fc->nclasses == KP_MAX_SITE_CLASSES) {
				if (!fc->unclassed++)
					fc->unclassed_example = ff->func->name;
				continue;
			}
			cl = &fc->classes[fc->nclasses];
			*cl = (struct kp_site_class){
				.record_mod8 = (unsigned)(ff->record % 8),
				.record_offset = (int)((int64_t)ff->record - (int64_t)ff->func->addr),
				.landing_pad = ff->landing_pad,
				.example = ff->func->name,
				.example_addr = ff->func->addr,
				.expected = (int)ff->landing_pad + entry_site,
			};
			rep_record[fc->nclasses] = ff->record;
			rep_func[fc->nclasses] = ff->func->addr;
			fc->nclasses++;
		}
		cl->functions++;
	}
	if (!fc->nclasses) {
		say(fc->adjust_how, sizeof(fc->adjust_how), "no traced function of the layout to run it on");
		return;
	}

	bool writes = an->call_ops && image->markers[KP_FTRACE_INIT_NOP].found && ops_writer(an)->found;
	size_t moved = 0, rejected = 0, unwritten = 0;
	char writer_fail[160] = "";

	for (size_t c = 0; c < fc->nclasses; c++) {
		struct kp_site_class *cl = &fc->classes[c];
		struct kp_emu_outcome out;
		struct kp_emu_run run = {
			.entry = adjust->value, .entry_size = adjust->size, .args = { rep_record[c] },
		};

		kp_emu_call(emu, &run, &out);
		if (out.how != KP_EMU_RETURNED) {
			say(fc->adjust_how, sizeof(fc->adjust_how),
			    "the config's M stands in (config-mismatch): ftrace_call_adjust(), run on %s's record, %s",
			    cl->example, out.detail[0] ? out.detail : "did not return");
			fc->nclasses = 0;
			fc->adjust_unrun = true;
			return;
		}
		cl->warnings = out.warnings;
		cl->stubbed = out.stubbed;
		cl->rejected = out.value == 0;
		/* Unsigned, and held to the function's reach: 2^32 past the entry NOP is not it. */
		uint64_t off = out.value - rep_func[c];

		cl->site_off = off;
		cl->far = !cl->rejected && off + KP_SITE_REACH > 2 * (uint64_t)KP_SITE_REACH;
		cl->site = cl->rejected || cl->far ? 0 : (int)(int64_t)off;
		rejected += cl->rejected;
		moved += !cl->rejected && (cl->far || cl->site != cl->expected);

		uint64_t written;

		if (writes && !cl->rejected && !cl->far) {
			if (!run_writer(an, emu, out.value, &written, writer_fail, sizeof(writer_fail))) {
				unwritten++;
				continue;
			}
			cl->writer_run = true;
			cl->written = (long long)(written - rep_func[c]);
			/* The call at the site returns to site + 4: func+8 for a call at func+4. */
			uint64_t ret = out.value + 4;
			uint64_t read = fc->slot_run ? kp_ftrace_slot(fc, ret)
				      : an->arch->ops_slot(rep_func[c], cl->landing_pad, rep_record[c]);

			cl->read = (long long)(read - rep_func[c]);
		}
	}
	fc->adjust_run = true;
	say(fc->adjust_how, sizeof(fc->adjust_how),
	    "ftrace_call_adjust() run on %zu record class%s: %zu give the entry NOP, %zu another word, %zu rejected",
	    fc->nclasses, fc->nclasses == 1 ? "" : "es", fc->nclasses - moved - rejected, moved, rejected);
	if (!an->call_ops)
		say(fc->writer_how, sizeof(fc->writer_how), "no CALL_OPS: no ops pointer written");
	else if (!writes) {
		const struct kp_marker_sym *init = &image->markers[KP_FTRACE_INIT_NOP];
		const struct kp_marker_sym *wr = ops_writer(an);

		if (init->found || init->not_code) {
			/* Its code is (or is named) here and cannot be run to the writer: said. */
			say(fc->writer_how, sizeof(fc->writer_how), "%s%s: not run, the ops slot is taken as written where it is read",
			    !init->found ? "the image has no ftrace_init_nop() code: its symbol "
					 : "the image has no code of the writer ftrace_init_nop() calls: ",
			    !init->found ? init->not_code : wr->not_code ? wr->not_code : "no symbol");
			fc->writer_unrun = true;
		} else {
			say(fc->writer_how, sizeof(fc->writer_how),
			    "the image has no ftrace_init_nop() calling %s(): not run", an->arch->ops_writer);
		}
	} else {
		size_t ran = 0, disagree = 0;

		for (size_t c = 0; c < fc->nclasses; c++) {
			ran += fc->classes[c].writer_run;
			disagree += fc->classes[c].writer_run && fc->classes[c].written != fc->classes[c].read;
		}
		if (ran && !unwritten)
			say(fc->writer_how, sizeof(fc->writer_how),
			    "ftrace_init_nop() run on %zu record class%s: it writes where the trampoline reads in %zu",
			    ran, ran == 1 ? "" : "es", ran - disagree);
		else if (ran)
			say(fc->writer_how, sizeof(fc->writer_how),
			    "ftrace_init_nop() run on %zu record class%s (it writes where the trampoline reads in %zu); "
			    "not to %s() on %zu more, taken as written where read: %s",
			    ran, ran == 1 ? "" : "es", ran - disagree, an->arch->ops_writer, unwritten,
			    writer_fail);
		else
			say(fc->writer_how, sizeof(fc->writer_how),
			    "ftrace_init_nop(), run up to %s(): %s", an->arch->ops_writer,
			    writer_fail[0] ? writer_fail : "no record class to run it on");
		fc->writer_unrun = unwritten > 0;
	}
}

/* How a BPF trampoline attaches to a function of this kernel. */
static void derive_attach(struct kp_analysis *an)
{
	struct kp_ftrace_code *fc = &an->ftrace;
	const struct kp_image *image = an->image;
	const struct kp_marker_sym *stext = &image->markers[KP_STEXT], *etext = &image->markers[KP_ETEXT];

	if (stext->found && etext->found && etext->value > stext->value)
		fc->text_span = etext->value - stext->value;
	fc->reach = an->arch->direct_reach;
	if (!image->records.count && an->image->elf_type != ET_REL) {
		fc->attach = "none";
		say(fc->attach_how, sizeof(fc->attach_how), "no ftrace records: nothing to attach to");
	} else if (an->call_ops) {
		fc->attach = "call-ops";
		say(fc->attach_how, sizeof(fc->attach_how),
		    "CALL_OPS: each call site's ops pointer, in its prefix NOPs");
	} else if (image->markers[KP_FTRACE_DIRECT_TRAMP].found) {
		fc->attach = "direct";
		say(fc->attach_how, sizeof(fc->attach_how), "%s", an->arch->direct_attach);
	} else {
		fc->attach = "ops-list";
		say(fc->attach_how, sizeof(fc->attach_how),
		    "no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list");
	}
}

void kp_run_ftrace_code(struct kp_analysis *an)
{
	struct kp_ftrace_code *fc = &an->ftrace;
	const struct kp_vmlinux_facts *vf = an->input->vmlinux;
	struct lazy_emu le = { .an = an };

	*fc = (struct kp_ftrace_code){ 0 };
	if (an->image->elf_type == ET_REL) {
		/* A module is patched by its vmlinux's code; checked alone, the formulas. */
		if (vf && vf->ftrace_known) {
			*fc = vf->ftrace;
			/* Said as its vmlinux's, whose code patches and traces it (kp_ftrace_how). */
			fc->of = vf->name;
			fc->unclassed = 0;
			fc->unclassed_example = NULL;
			for (size_t c = 0; c < fc->nclasses; c++)
				fc->classes[c].functions = 0, fc->classes[c].example = NULL,
				fc->classes[c].example_addr = 0;
			for (size_t i = 0; i < an->image->nfuncs; i++) {
				const struct kp_func_facts *ff = &an->facts[i];
				struct kp_site_class *cl;

				if (!judged(an, ff))
					continue;
				cl = (struct kp_site_class *)kp_site_class_of(an, ff);
				if (!cl) {
					/* A class its vmlinux has none of: the formula judges it, and says so. */
					if (!fc->unclassed++)
						fc->unclassed_example = ff->func->name;
					continue;
				}
				if (!cl->example) {
					cl->example = ff->func->name;
					cl->example_addr = ff->func->addr;
				}
				cl->functions++;
			}
			return;
		}
		say(fc->slot_how, sizeof(fc->slot_how), "formula %s: a module checked without its vmlinux",
		    slot_formula(an));
		say(fc->adjust_how, sizeof(fc->adjust_how), "a module checked without its vmlinux: not run");
		derive_attach(an);
		return;
	}
	derive_slot(an, &le);
	derive_sites(an, &le);
	derive_attach(an);
	kp_emu_free(le.emu);
}
