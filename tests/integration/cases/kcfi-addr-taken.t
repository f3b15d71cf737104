Address-taken assembly functions without a hash are hash-missing warnings; the warnings
alone leave exit status 0.

  $ kprefix check kcfi/images/addr-taken.elf
  kcfi/images/addr-taken.elf: at_asm_fn+0x0 (0xffff800080000374): warning: address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
  kcfi/images/addr-taken.elf: at_asm_fn2+0x0 (0xffff800080000394): warning: address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-missing' says why and how
  layout of kcfi/images/addr-taken.elf:
    prefix NOPs  3    (image: 8 of 8 owned records at func-12)
    kCFI         on   (image: 3 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 5 compiled functions a pointer may reach start with bti c (3 of 19 in all))
    alignment    8    (image: 14 of 14 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             8         7         8
  untraced          11         6         9
  records: 8 (RELA addends): 8 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 3 (at -16: 3), 0 reach a function of their type at another offset
  kcfi typeids: 3, 3 name a function here, 1 of those hashed, 0 differ
  kcfi/images/addr-taken.elf: 1 cause:
    1. 2 functions (at_asm_fn, at_asm_fn2): address stored in data, but no kCFI hash: an indirect call through it fails the check [hash-missing]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-missing' says why and how
  [exit 0]
