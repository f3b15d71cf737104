riscv64 kCFI with CALL_OPS, every object prefixed (hash at -12, hashed functions at 4 mod 8),
with the kernel's own ftrace code. Run from the image, the trampoline reads the ops pointer at
t0 - 16 = func-8, inside the prefix, but ftrace_init_nop() writes it at ALIGN_DOWN(rec->ip -
12, 8) = func-12, over the hash: the ftrace code disagrees with itself (patch-site, once per
class), and each hashed traced function's hash is overwritten at boot (ops-slot, said where
the writer writes). riscv-kcfi-callops in tests/boot is this kernel, booted: a kCFI trap.

  $ kprefix check riscv64/images/ftrace-kcfi-callops-rvc.elf
  riscv64/images/ftrace-kcfi-callops-rvc.elf: 5 functions (tr_add, tr_call, tr_setup, tr_static_cb, tr_init): error: ops slot at -12..-4, where ftrace_init_nop() writes it, is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain ops-slot' says why and how
  riscv64/images/ftrace-kcfi-callops-rvc.elf: tr_add+0x0 (0xffffffff8000004c): error: ftrace_init_nop() writes the ops pointer at -12, the trampoline reads it at -8 (5 functions whose record is at -8, 4 mod 8): the kernel's ftrace code disagrees with itself [patch-site]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
  layout of riscv64/images/ftrace-kcfi-callops-rvc.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         on   (image: 2 kCFI check sequences (ebreak after lw; lui; addiw; beq))
    hash at      -12
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 20 in all))
    alignment    8    (image: 18 of 18 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0x0 reads ret - 16, run from the image
    patch site   ftrace_call_adjust() run on 2 record classes: 2 give the entry NOP, 0 another word, 0 rejected
    ops writer   ftrace_init_nop() run on 2 record classes: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          14        12        13
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -12: 2), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  riscv64/images/ftrace-kcfi-callops-rvc.elf: 2 causes:
    1. 5 functions: ops slot at -12..-4, where ftrace_init_nop() writes it, is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain ops-slot' says why and how
    2. 1 function (tr_add): ftrace_init_nop() writes the ops pointer at -12, the trampoline reads it at -8 (5 functions whose record is at -8, 4 mod 8): the kernel's ftrace code disagrees with itself [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
  [exit 1]
