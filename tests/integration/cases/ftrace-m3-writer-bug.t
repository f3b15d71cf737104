ftrace_init_nop() writes the ops pointer at ALIGN_DOWN(ip - 16, 8) while the trampoline reads
ALIGN_DOWN(ret, 8) - 16: for the hashed functions (func 8-aligned) one writes at -16, over
the hash, the other reads -8. A bug in the kernel's ftrace code, reported once per class
(patch-site), and each function whose hash the writer overwrites (ops-slot, said where the
writer writes).

  $ kprefix check images/ftrace-m3-writer-bug.elf
  images/ftrace-m3-writer-bug.elf: 5 functions (tr_add, tr_call, tr_setup, tr_static_cb, tr_init): error: ops slot at -16..-8, where ftrace_init_nop() writes it, is over the kCFI hash; prefix NOPs are at -12..0 [ops-slot]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain ops-slot' says why and how
  images/ftrace-m3-writer-bug.elf: tr_add+0x0 (0xffff800080000050): error: ftrace_init_nop() writes the ops pointer at -16, the trampoline reads it at -8 (5 functions whose record is at -12, 4 mod 8): the kernel's ftrace code disagrees with itself [patch-site]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
  layout of images/ftrace-m3-writer-bug.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 20 in all))
    alignment    8    (image: 18 of 18 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0x8 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   ftrace_call_adjust() run on 2 record classes: 2 give the entry NOP, 0 another word, 0 rejected
    ops writer   ftrace_init_nop() run on 2 record classes: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          14        12        13
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  images/ftrace-m3-writer-bug.elf: 2 causes:
    1. 5 functions: ops slot at -16..-8, where ftrace_init_nop() writes it, is over the kCFI hash; prefix NOPs are at -12..0 [ops-slot]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain ops-slot' says why and how
    2. 1 function (tr_add): ftrace_init_nop() writes the ops pointer at -16, the trampoline reads it at -8 (5 functions whose record is at -12, 4 mod 8): the kernel's ftrace code disagrees with itself [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
  [exit 1]
