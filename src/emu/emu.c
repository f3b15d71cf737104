// SPDX-License-Identifier: GPL-2.0-only
/*
 * The image's own code, run under unicorn (see include/kprefix/emu.h for
 * what a run may touch). Pages of the image are mapped on first touch and
 * unmapped after each run, so a run costs what it touches, never the image's
 * size, and leaves nothing for the next. What differs by instruction set
 * (registers, unicorn's arch and mode, the stop page's NOP, which traps a
 * run goes on after) is the backend's struct kp_arch_emu (src/arch/<arch>/emu.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kprefix/emu.h"
#include "kprefix/util.h"

#ifdef KPREFIX_HAVE_UNICORN
#include <dlfcn.h>
#include <pthread.h>
#include <sys/mman.h>
#include <unicorn/unicorn.h>

/*
 * libunicorn is loaded with dlopen() the first time an image needs its code
 * run, not linked: binding its many architectures' symbols cost every run
 * a tenth of a vmlinux check at start-up, although most runs need no code
 * (a module with its vmlinux, diff, list-checks) and the others one
 * architecture for a few hundred instructions. Unloadable, no emulator is
 * made, with the reason, and the documented formulas stand in.
 */
#define UC_FUNCTIONS(X)                                                                            \
	X(uc_version) X(uc_open) X(uc_close) X(uc_strerror) X(uc_mem_map) X(uc_mem_unmap)         \
	X(uc_mem_write) X(uc_mem_read) X(uc_reg_read) X(uc_reg_write) X(uc_hook_add)              \
	X(uc_emu_start) X(uc_emu_stop) X(uc_context_alloc) X(uc_context_save)                     \
	X(uc_context_restore) X(uc_context_free)

static struct {
#define UC_POINTER(f) __typeof__(f) *f;
	UC_FUNCTIONS(UC_POINTER)
#undef UC_POINTER
} unicorn;
static pthread_once_t unicorn_once = PTHREAD_ONCE_INIT;
/* Why it could not be loaded; empty once it is. */
static char unicorn_error[200] = "not loaded";

/*
 * RTLD_DEEPBIND: libunicorn's ~37,000 references to its own symbols are
 * looked up in it first, not in every library kprefix links before it
 * (half the cost of loading it). The sanitizers' runtimes refuse it.
 */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define UNICORN_DEEPBIND 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define UNICORN_DEEPBIND 0
#endif
#endif
#if !defined(UNICORN_DEEPBIND) && defined(RTLD_DEEPBIND)
#define UNICORN_DEEPBIND RTLD_DEEPBIND
#elif !defined(UNICORN_DEEPBIND)
#define UNICORN_DEEPBIND 0
#endif

static void load_unicorn(void)
{
	void *lib = dlopen(KPREFIX_UNICORN_SONAME, RTLD_NOW | RTLD_LOCAL | UNICORN_DEEPBIND);
	const char *why;

	if (!lib) {
		why = dlerror();
		snprintf(unicorn_error, sizeof(unicorn_error), "cannot load %s: %s", KPREFIX_UNICORN_SONAME,
			 why ? why : "dlopen failed");
		return;
	}
#define UC_RESOLVE(f)                                                                              \
	if (!(*(void **)&unicorn.f = dlsym(lib, #f))) {                                             \
		snprintf(unicorn_error, sizeof(unicorn_error), "cannot load %s: it has no %s",       \
			 KPREFIX_UNICORN_SONAME, #f);                                                \
		dlclose(lib);                                                                       \
		return;                                                                             \
	}
	UC_FUNCTIONS(UC_RESOLVE)
#undef UC_RESOLVE
	unicorn_error[0] = '\0';
}

/* Whether libunicorn is loaded (loading it the first time); else err says why. */
static bool unicorn_loaded(char *err, size_t errlen)
{
	pthread_once(&unicorn_once, load_unicorn);
	if (!unicorn_error[0])
		return true;
	if (err)
		snprintf(err, errlen, "%s", unicorn_error);
	return false;
}

/* Every call below goes through the loaded library. */
#define uc_version unicorn.uc_version
#define uc_open unicorn.uc_open
#define uc_close unicorn.uc_close
#define uc_strerror unicorn.uc_strerror
#define uc_mem_map unicorn.uc_mem_map
#define uc_mem_unmap unicorn.uc_mem_unmap
#define uc_mem_write unicorn.uc_mem_write
#define uc_mem_read unicorn.uc_mem_read
#define uc_reg_read unicorn.uc_reg_read
#define uc_reg_write unicorn.uc_reg_write
#define uc_hook_add unicorn.uc_hook_add
#define uc_emu_start unicorn.uc_emu_start
#define uc_emu_stop unicorn.uc_emu_stop
#define uc_context_alloc unicorn.uc_context_alloc
#define uc_context_save unicorn.uc_context_save
#define uc_context_restore unicorn.uc_context_restore
#define uc_context_free unicorn.uc_context_free

#define PAGE 4096ull
/* Pages of the image one run may map: a few functions and the data they read. */
#define MAX_IMAGE_PAGES 256
/* Callees one run may follow. */
#define MAX_FOLLOWED 8

/*
 * unicorn 2.0's translator reserves a 1 GiB code buffer when it starts and
 * calls exit(1) when it cannot (a ulimit -v of 1 GiB is enough): reserve
 * that much address space first, with a margin, and start no emulator
 * where it is not to be had.
 */
#define TRANSLATOR_RESERVE ((size_t)1088 << 20)

#define STACK_BASE 0x100000ull
#define STACK_SIZE 0x10000ull
/* What the kernel's per-CPU and current-task registers point at (arm64 sp_el0:
 * the stack protector's canary is read through it): zeros. */
#define TASK_BASE 0x120000ull
#define TASK_SIZE 0x4000ull
/* Where runs return to: a page of NOPs at which the run ends. */
#define STOP_PAGE 0x40000ull
#define STOP_ADDR (STOP_PAGE + 0x100)

struct kp_emu {
	const struct kp_image *image;
	const struct kp_arch *arch;
	/* What differs by instruction set: registers, mode, traps (the backend's). */
	const struct kp_arch_emu *a;
	uc_engine *uc;
	/* The CPU as uc_open() left it, every register and system register: each run starts from it. */
	uc_context *clean;
	/* What a stubbed call returns in this pass (0, then another value to see whether the answer depends on it). */
	uint64_t stub_value;
	/* The first call stubbed: its target. */
	uint64_t first_stub;
	/* A run changed system state that the clean CPU's registers do not undo: a new engine next. */
	bool dirty, broken;
	/* The values of a->dirty_regs in the clean CPU. */
	uint64_t clean_regs[2];

	/* The run under way. */
	const struct kp_emu_run *run;
	struct kp_emu_outcome *out;
	uint64_t pages[MAX_IMAGE_PAGES];
	size_t npages;
	struct {
		uint64_t lo, hi;
	} ranges[1 + MAX_FOLLOWED];
	size_t nranges;
};

bool kp_emu_available(void)
{
	return unicorn_loaded(NULL, 0);
}

bool kp_emu_version(unsigned *major, unsigned *minor, char *err, size_t errlen)
{
	if (!unicorn_loaded(err, errlen))
		return false;
	uc_version(major, minor);
	return true;
}

/* "<what> 0x<addr><tail>", the first cause of a run's end. */
static void set_fault(struct kp_emu *emu, const char *what, uint64_t addr, const char *tail)
{
	if (emu->out->how != KP_EMU_RETURNED)
		return;
	emu->out->how = KP_EMU_FAULT;
	snprintf(emu->out->detail, sizeof(emu->out->detail), "%s 0x%llx%s", what,
		 (unsigned long long)addr, tail);
}

/* The image's bytes of one page, or false when no allocated section holds any of it. */
static bool map_image_page(struct kp_emu *emu, uint64_t page)
{
	const struct kp_image *image = emu->image;
	uint8_t bytes[PAGE];
	bool any = false;

	memset(bytes, 0, sizeof(bytes));
	for (size_t i = 0; i < image->nby_addr; i++) {
		const struct kp_section *sec = image->by_addr[i];
		uint64_t lo = sec->addr > page ? sec->addr : page;
		uint64_t sec_end = sec->addr + sec->size, hi = sec_end < page + PAGE ? sec_end : page + PAGE;

		if (sec_end < sec->addr || lo >= hi)
			continue;
		any = true;
		if (sec->data)
			memcpy(bytes + (lo - page), sec->data + (lo - sec->addr), (size_t)(hi - lo));
	}
	if (!any || emu->npages == MAX_IMAGE_PAGES)
		return false;
	if (uc_mem_map(emu->uc, page, PAGE, UC_PROT_ALL) != UC_ERR_OK)
		return false;
	uc_mem_write(emu->uc, page, bytes, PAGE);
	emu->pages[emu->npages++] = page;
	return true;
}

static bool on_unmapped(uc_engine *uc, uc_mem_type type, uint64_t addr, int size, int64_t value,
			void *data)
{
	struct kp_emu *emu = data;

	(void)uc, (void)size, (void)value;
	if (map_image_page(emu, addr & ~(PAGE - 1)))
		return true;
	set_fault(emu, type == UC_MEM_FETCH_UNMAPPED ? "fetched from"
		       : type == UC_MEM_WRITE_UNMAPPED ? "wrote to" : "read from",
		  addr, emu->npages == MAX_IMAGE_PAGES ? ", past the pages one run may map"
						       : ", which the image does not hold");
	return false;
}

static uint64_t reg(struct kp_emu *emu, int id);

static void on_read(uc_engine *uc, uc_mem_type type, uint64_t addr, int size, int64_t value,
		    void *data)
{
	struct kp_emu *emu = data;

	(void)type, (void)value;
	if (emu->out->how != KP_EMU_RETURNED || !emu->run->watch_hi)
		return;
	/* The ops pointer is one 8-byte load: a byte of the call instruction is not it. */
	if (size == 8 && addr >= emu->run->watch_lo && addr < emu->run->watch_hi) {
		emu->out->how = KP_EMU_LOADED;
		emu->out->value = addr;
		emu->out->load_pc = reg(emu, emu->a->pc);
		uc_emu_stop(uc);
	}
}

static uint64_t reg(struct kp_emu *emu, int id)
{
	uint64_t v = 0;

	uc_reg_read(emu->uc, id, &v);
	return v;
}

static void set_reg(struct kp_emu *emu, int id, uint64_t v)
{
	uc_reg_write(emu->uc, id, &v);
}

static bool in_ranges(const struct kp_emu *emu, uint64_t pc)
{
	for (size_t i = 0; i < emu->nranges; i++)
		if (pc >= emu->ranges[i].lo && pc < emu->ranges[i].hi)
			return true;
	return false;
}

/* Every instruction: count it, and catch a call out of the code being run. */
static void on_code(uc_engine *uc, uint64_t pc, uint32_t size, void *data)
{
	struct kp_emu *emu = data;
	const struct kp_emu_run *run = emu->run;

	(void)size;
	if (emu->out->how != KP_EMU_RETURNED)
		return;
	emu->out->insns++;
	if (pc == STOP_ADDR) {
		emu->out->value = reg(emu, emu->a->ret);
		uc_emu_stop(uc);
		return;
	}
	if (in_ranges(emu, pc))
		return;
	if (run->stop_call && pc == run->stop_call) {
		emu->out->how = KP_EMU_CALLED;
		emu->out->value = reg(emu, emu->a->arg[0]);
		uc_emu_stop(uc);
		return;
	}
	const struct kp_func *callee = kp_func_containing(emu->image, pc);

	if (callee && callee->addr == pc && run->follow && run->follow(callee->name) &&
	    emu->nranges < sizeof(emu->ranges) / sizeof(emu->ranges[0])) {
		emu->ranges[emu->nranges].lo = callee->addr;
		emu->ranges[emu->nranges].hi = callee->addr + (callee->size ? callee->size : 4);
		emu->nranges++;
		return;
	}
	/* A call out: it returns at once, 0 (or, in the second pass, stub_value). */
	if (!emu->out->stubbed++)
		emu->first_stub = pc;
	set_reg(emu, emu->a->ret, emu->stub_value);
	set_reg(emu, emu->a->pc, reg(emu, emu->a->link));
}

/* The bytes of a WARN()'s trap at pc (the backend's warn_trap), else 0. */
static unsigned warn_trap_at(struct kp_emu *emu, uint64_t pc)
{
	uint8_t insn[4];

	if (uc_mem_read(emu->uc, pc, insn, 4) == UC_ERR_OK)
		return emu->a->warn_trap(insn, 4);
	if (uc_mem_read(emu->uc, pc, insn, 2) == UC_ERR_OK)
		return emu->a->warn_trap(insn, 2);
	return 0;
}

/*
 * A trap. A WARN()'s (arm64 brk #0x800, riscv64 ebreak) goes on after it,
 * as the kernel does; anything else ends the run.
 */
static void on_interrupt(uc_engine *uc, uint32_t intno, void *data)
{
	struct kp_emu *emu = data;
	uint64_t pc = reg(emu, emu->a->pc);

	(void)intno;
	for (unsigned back = 0; back <= emu->a->trap_back; back += 4) {
		unsigned len = warn_trap_at(emu, pc - back);

		if (len) {
			emu->out->warnings++;
			set_reg(emu, emu->a->pc, pc - back + len);
			return;
		}
	}
	set_fault(emu, "trapped at", pc, "");
	uc_emu_stop(uc);
}

static bool overlaps_image(const struct kp_image *image, uint64_t lo, uint64_t hi)
{
	for (size_t i = 0; i < image->nby_addr; i++) {
		const struct kp_section *sec = image->by_addr[i];

		if (sec->addr < hi && sec->addr + sec->size > lo)
			return true;
	}
	return false;
}

/* One of the backend's dirty_insns (arm64 MSR, SYS, SYSL): the run may have changed what
 * translation depends on. */
static uint32_t on_sys(uc_engine *uc, int r, const void *cp, void *data)
{
	struct kp_emu *emu = data;

	(void)uc, (void)r, (void)cp;
	emu->dirty = true;
	return 0; /* done as the CPU does it */
}

static void stop_engine(struct kp_emu *emu)
{
	if (emu->clean)
		uc_context_free(emu->clean);
	if (emu->uc)
		uc_close(emu->uc);
	emu->clean = NULL;
	emu->uc = NULL;
}

/* A new unicorn: its pages, hooks and the clean CPU every run starts from. */
static bool start_engine(struct kp_emu *emu, char *err, size_t errlen)
{
	const char *arch = emu->arch->name;
	uc_hook hook;
	uc_err e = uc_open((uc_arch)emu->a->uc_arch, (uc_mode)emu->a->uc_mode, &emu->uc);
	bool hooked = true;

	emu->dirty = false;
	if (e != UC_ERR_OK) {
		emu->uc = NULL;
		snprintf(err, errlen, "cannot start the %s emulator: %s", arch, uc_strerror(e));
		return false;
	}
	if (uc_mem_map(emu->uc, KP_EMU_CALLSITE_PAGE, PAGE, UC_PROT_ALL) ||
	    uc_mem_map(emu->uc, KP_EMU_SCRATCH, PAGE, UC_PROT_ALL) ||
	    uc_mem_map(emu->uc, STOP_PAGE, PAGE, UC_PROT_ALL) ||
	    uc_mem_map(emu->uc, STACK_BASE, STACK_SIZE, UC_PROT_READ | UC_PROT_WRITE) ||
	    uc_mem_map(emu->uc, TASK_BASE, TASK_SIZE, UC_PROT_READ | UC_PROT_WRITE) ||
	    uc_hook_add(emu->uc, &hook, UC_HOOK_MEM_UNMAPPED, (void *)on_unmapped, emu, 1, 0) ||
	    uc_hook_add(emu->uc, &hook, UC_HOOK_MEM_READ, (void *)on_read, emu, 1, 0) ||
	    uc_hook_add(emu->uc, &hook, UC_HOOK_CODE, (void *)on_code, emu, 1, 0) ||
	    uc_hook_add(emu->uc, &hook, UC_HOOK_INTR, (void *)on_interrupt, emu, 1, 0))
		hooked = false;
	for (unsigned i = 0; hooked && i < emu->a->ndirty_insns; i++)
		hooked = !uc_hook_add(emu->uc, &hook, UC_HOOK_INSN, (void *)on_sys, emu, 1, 0,
				      emu->a->dirty_insns[i]);
	if (!hooked) {
		snprintf(err, errlen, "cannot set up the %s emulator", arch);
		stop_engine(emu);
		return false;
	}
	if (uc_context_alloc(emu->uc, &emu->clean) || uc_context_save(emu->uc, emu->clean)) {
		snprintf(err, errlen, "cannot save the %s emulator's state", arch);
		stop_engine(emu);
		return false;
	}
	for (unsigned i = 0; i < emu->a->ndirty_regs; i++)
		emu->clean_regs[i] = reg(emu, emu->a->dirty_regs[i]);
	return true;
}

/*
 * Whether the run left translation state behind that restoring the CPU's
 * registers does not undo (its TLB: the MMU turned on, page tables moved):
 * one of the backend's dirty_insns run, or one of its dirty_regs changed.
 */
static bool engine_dirty(struct kp_emu *emu)
{
	for (unsigned i = 0; i < emu->a->ndirty_regs; i++)
		if (reg(emu, emu->a->dirty_regs[i]) != emu->clean_regs[i])
			return true;
	return emu->dirty;
}

struct kp_emu *kp_emu_new(const struct kp_image *image, const struct kp_arch *arch, char *err,
			  size_t errlen)
{
	if (!unicorn_loaded(err, errlen))
		return NULL;

	struct kp_emu *emu = xcalloc(1, sizeof(*emu));
	void *room = mmap(NULL, TRANSLATOR_RESERVE, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
			  -1, 0);

	if (room == MAP_FAILED) {
		snprintf(err, errlen, "the emulator needs %zu MiB of address space, which this process cannot have",
			 TRANSLATOR_RESERVE >> 20);
		free(emu);
		return NULL;
	}
	munmap(room, TRANSLATOR_RESERVE);
	emu->image = image;
	emu->arch = arch;
	emu->a = arch->emu;
	if (!emu->a) {
		snprintf(err, errlen, "the emulator has no %s", arch->name);
		free(emu);
		return NULL;
	}
	if (overlaps_image(image, KP_EMU_CALLSITE_PAGE, TASK_BASE + TASK_SIZE)) {
		snprintf(err, errlen, "the image has sections at 0x%llx..0x%llx, where the emulator keeps its stack",
			 (unsigned long long)KP_EMU_CALLSITE_PAGE,
			 (unsigned long long)(TASK_BASE + TASK_SIZE));
		kp_emu_free(emu);
		return NULL;
	}
	if (!start_engine(emu, err, errlen)) {
		kp_emu_free(emu);
		return NULL;
	}
	return emu;
}

void kp_emu_free(struct kp_emu *emu)
{
	if (!emu)
		return;
	stop_engine(emu);
	free(emu);
}

/* Zeros, and the stop page's NOPs (the backend's: arm64 nop, riscv64 addi x0, x0, 0). */
static void reset_pages(struct kp_emu *emu, const struct kp_emu_run *run)
{
	static uint8_t zero[PAGE];
	uint8_t stop[PAGE];
	uint32_t nop = emu->a->nop;

	for (size_t i = 0; i < PAGE; i += 4)
		memcpy(stop + i, &nop, 4);
	uc_mem_write(emu->uc, STOP_PAGE, stop, PAGE);
	uc_mem_write(emu->uc, KP_EMU_CALLSITE_PAGE, zero, PAGE);
	uc_mem_write(emu->uc, KP_EMU_SCRATCH, zero, PAGE);
	for (uint64_t a = STACK_BASE; a < STACK_BASE + STACK_SIZE; a += PAGE)
		uc_mem_write(emu->uc, a, zero, PAGE);
	for (uint64_t a = TASK_BASE; a < TASK_BASE + TASK_SIZE; a += PAGE)
		uc_mem_write(emu->uc, a, zero, PAGE);
	if (run->scratch)
		uc_mem_write(emu->uc, KP_EMU_SCRATCH, run->scratch,
			     run->scratch_len < KP_EMU_SCRATCH_SIZE ? run->scratch_len : KP_EMU_SCRATCH_SIZE);
}

/* One pass of a run, from a clean CPU, with calls out returning emu->stub_value. */
static void run_once(struct kp_emu *emu, const struct kp_emu_run *run, struct kp_emu_outcome *out)
{
	const struct kp_func *fn = kp_func_containing(emu->image, run->entry);
	uint64_t size = 0;

	*out = (struct kp_emu_outcome){ .how = KP_EMU_RETURNED };
	if (emu->broken) {
		out->how = KP_EMU_ERROR;
		snprintf(out->detail, sizeof(out->detail), "the emulator could not be started again");
		return;
	}
	emu->run = run;
	emu->out = out;
	emu->npages = 0;
	emu->first_stub = 0;
	/* The code being run: its symbol's extent (a trampoline's NOTYPE symbol gives it too). */
	size = run->entry_size ? run->entry_size : fn && fn->addr == run->entry ? fn->size : 0;
	emu->ranges[0].lo = run->entry;
	emu->ranges[0].hi = run->entry + (size ? size : 4);
	if (emu->ranges[0].hi < emu->ranges[0].lo)
		emu->ranges[0].hi = UINT64_MAX;
	emu->nranges = 1;
	reset_pages(emu, run);

	/*
	 * Every register as uc_open() left it, system registers included (an
	 * earlier run may have changed SCTLR's endianness), then 0, the stack,
	 * the arguments, the links. A run that changed what the restore does
	 * not undo (the TLB) had the engine replaced after it.
	 */
	uc_context_restore(emu->uc, emu->clean);
	for (unsigned r = 1; r < emu->a->ngprs; r++)
		set_reg(emu, emu->a->gpr0 + (int)r, 0);
	set_reg(emu, emu->a->gpr0, 0);
	set_reg(emu, emu->a->sp, STACK_BASE + STACK_SIZE - 256);
	set_reg(emu, emu->a->current, TASK_BASE);
	if (emu->a->percpu >= 0)
		set_reg(emu, emu->a->percpu, TASK_BASE + TASK_SIZE / 2); /* this CPU's offset */
	set_reg(emu, emu->a->arg[0], run->args[0]);
	set_reg(emu, emu->a->arg[1], run->args[1]);
	if (run->trampoline) {
		set_reg(emu, emu->a->tramp_parent, STOP_ADDR);
		set_reg(emu, emu->a->tramp_link, run->link);
	} else {
		set_reg(emu, emu->a->link, run->link ? run->link : STOP_ADDR);
	}

	uint64_t start = run->entry;
	uc_err e;

	for (;;) {
		size_t left = out->insns < KP_EMU_MAX_INSNS ? KP_EMU_MAX_INSNS - out->insns : 0;

		e = left ? uc_emu_start(emu->uc, start, STOP_ADDR, 0, left) : UC_ERR_OK;
		out->pc = reg(emu, emu->a->pc);
		/* unicorn 2.0 ends a riscv64 run at an ebreak without calling the interrupt
		 * hook: a WARN()'s ebreak, as arm64's brk #0x800, goes on after it. */
		unsigned len;

		if (e != UC_ERR_OK && emu->a->trap_ends_run && out->how == KP_EMU_RETURNED &&
		    out->pc != STOP_ADDR && (len = warn_trap_at(emu, out->pc)) &&
		    out->insns < KP_EMU_MAX_INSNS) {
			out->warnings++;
			out->insns++;
			start = out->pc + len;
			continue;
		}
		break;
	}
	if (out->how == KP_EMU_RETURNED) {
		if (out->pc == STOP_ADDR) {
			out->value = reg(emu, emu->a->ret);
		} else if (e != UC_ERR_OK) {
			out->how = KP_EMU_ERROR;
			snprintf(out->detail, sizeof(out->detail), "stopped at 0x%llx: %s",
				 (unsigned long long)out->pc, uc_strerror(e));
		} else {
			out->how = KP_EMU_LIMIT;
			snprintf(out->detail, sizeof(out->detail), "ran %d instructions without returning",
				 KP_EMU_MAX_INSNS);
		}
	}
	for (size_t i = 0; i < emu->npages; i++)
		uc_mem_unmap(emu->uc, emu->pages[i], PAGE);
	emu->npages = 0;
	emu->run = NULL;
	emu->out = NULL;
	if (engine_dirty(emu)) {
		char err[160];

		stop_engine(emu);
		emu->broken = !start_engine(emu, err, sizeof(err));
	}
}

/* What a stubbed call returns in the second pass: no address the image or the runs have. */
#define STUB_PROBE 0x5a5a5a5a5a5a5a58ull

void kp_emu_call(struct kp_emu *emu, const struct kp_emu_run *run, struct kp_emu_outcome *out)
{
	struct kp_emu_outcome probe;
	uint64_t stub;

	emu->stub_value = 0;
	run_once(emu, run, out);
	if (!out->stubbed || out->how == KP_EMU_ERROR)
		return;
	/*
	 * A stubbed call's 0 is made up: run again with another made-up value.
	 * An answer that moves with it was not computed by the code: unknown.
	 */
	stub = emu->first_stub;
	emu->stub_value = STUB_PROBE;
	run_once(emu, run, &probe);
	emu->stub_value = 0;
	if (probe.how == out->how && probe.value == out->value &&
	    (out->how != KP_EMU_LOADED || probe.load_pc == out->load_pc))
		return;
	const struct kp_func *callee = kp_func_containing(emu->image, stub);
	size_t stubbed = out->stubbed, warnings = out->warnings;

	*out = (struct kp_emu_outcome){ .how = KP_EMU_UNKNOWN, .stubbed = stubbed, .warnings = warnings };
	if (callee && callee->addr == stub)
		snprintf(out->detail, sizeof(out->detail),
			 "its answer depends on what the call to %s, not run, returns", callee->name);
	else
		snprintf(out->detail, sizeof(out->detail),
			 "its answer depends on what 0x%llx, outside its code and not run, returns",
			 (unsigned long long)stub);
}

#else /* !KPREFIX_HAVE_UNICORN */

bool kp_emu_available(void)
{
	return false;
}

bool kp_emu_version(unsigned *major, unsigned *minor, char *err, size_t errlen)
{
	*major = *minor = 0;
	snprintf(err, errlen, "built without unicorn");
	return false;
}

struct kp_emu *kp_emu_new(const struct kp_image *image, const struct kp_arch *arch, char *err,
			  size_t errlen)
{
	(void)image, (void)arch;
	snprintf(err, errlen, "kprefix was built without the emulator (meson -Dunicorn=disabled)");
	return NULL;
}

void kp_emu_free(struct kp_emu *emu)
{
	(void)emu;
}

void kp_emu_call(struct kp_emu *emu, const struct kp_emu_run *run, struct kp_emu_outcome *out)
{
	(void)emu, (void)run;
	*out = (struct kp_emu_outcome){ .how = KP_EMU_ERROR };
	snprintf(out->detail, sizeof(out->detail), "built without the emulator");
}

#endif
