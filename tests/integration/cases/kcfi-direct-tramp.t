ftrace direct trampolines (every return `ret x9`) whose addresses are stored in data are not
hash-missing: ftrace reaches them by a branch, never through a kCFI check (a correct RFC kernel
ran samples/ftrace/ftrace-direct-modify.ko clean). Hash-less asm that returns to x30 still is.

  $ kprefix check kcfi/images/direct-tramp.elf
  kcfi/images/direct-tramp.elf: dt_asm_cb+0x0 (0xffff800080000418): warning: address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
  kcfi/images/direct-tramp.elf: dt_tramp_ret+0x0 (0xffff800080000428): warning: address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-missing' says why and how
  layout of kcfi/images/direct-tramp.elf:
    prefix NOPs  3    (image: 10 of 10 owned records at func-12)
    kCFI         on   (image: 3 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 7 compiled functions a pointer may reach start with bti c (4 of 22 in all))
    alignment    8    (image: 16 of 16 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced            10         9        10
  untraced          12         6         7
  records: 10 (RELA addends): 10 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 3 (at -16: 3), 0 reach a function of their type at another offset
  kcfi typeids: 5, 5 name a function here, 1 of those hashed, 0 differ
  kcfi/images/direct-tramp.elf: 1 cause:
    1. 2 functions (dt_asm_cb, dt_tramp_ret): address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-missing' says why and how
  [exit 0]
