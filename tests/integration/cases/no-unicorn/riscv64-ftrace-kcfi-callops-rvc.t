Built without the emulator, cases/riscv64-ftrace-kcfi-callops-rvc.t's image (hash at -12,
CALL_OPS): riscv64's formula is where ftrace_init_nop() writes, ALIGN_DOWN(rec->ip - 12, 8)
= func-12, over the hash: the same 5 ops-slot errors as with the emulator, exit 1; the
writer's disagreement with the trampoline (patch-site) needs the emulator.

  $ kprefix check riscv64/images/ftrace-kcfi-callops-rvc.elf
  riscv64/images/ftrace-kcfi-callops-rvc.elf: note: ftrace_caller was not run: the ops slot is judged by the formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: kprefix was built without the emulator (meson -Dunicorn=disabled) [ops-slot]
    help: 'kprefix explain ops-slot' says why and how
  riscv64/images/ftrace-kcfi-callops-rvc.elf: note: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled) [patch-site]
    help: 'kprefix explain patch-site' says why and how
  riscv64/images/ftrace-kcfi-callops-rvc.elf: 5 functions (tr_add, tr_call, tr_setup, tr_static_cb, tr_init): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain ops-slot' says why and how
  layout of riscv64/images/ftrace-kcfi-callops-rvc.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         on   (image: 2 kCFI check sequences (ebreak after lw; lui; addiw; beq))
    hash at      -12
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 20 in all))
    alignment    8    (image: 18 of 18 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: kprefix was built without the emulator (meson -Dunicorn=disabled)
    patch site   the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          14        12        13
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -12: 2), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  riscv64/images/ftrace-kcfi-callops-rvc.elf: 3 causes:
    1. the image: ftrace_caller was not run: the ops slot is judged by the formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: kprefix was built without the emulator (meson -Dunicorn=disabled) [ops-slot]
       fix: 'kprefix explain ops-slot' says why and how
    2. the image: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled) [patch-site]
       fix: 'kprefix explain patch-site' says why and how
    3. 5 functions: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain ops-slot' says why and how
  [exit 1]
