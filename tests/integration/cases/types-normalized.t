Every object built with integers normalized (CONFIG_CFI_ICALL_NORMALIZE_INTEGERS): the scheme that reproduces the hashes is the normalized one.

  $ kprefix check types/images/types-normalized.elf
  types/images/types-normalized.elf: mm_handler+0x0 (0xffff800080000748): error: hash 0x32c9dcfb (int (struct dev *, long)) at -16, but __kcfi_typeid_mm_handler is 0x7549cf12 (int (struct dev *, int)): a call through the declared type panics [hash-mismatch]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-mismatch' says why and how
  layout of types/images/types-normalized.elf:
    prefix NOPs  3    (image: 31 of 31 owned records at func-12)
    kCFI         on   (image: 8 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    kCFI hash    xxHash64 of the mangled type, integers normalized: 35 of 36 reproduced from BTF
    not          1: no prototype in the BTF or DWARF (assembly, or left out by pahole without DWARF)
    bti c        no   (image: 0 of 29 compiled functions a pointer may reach start with bti c (0 of 39 in all))
    alignment    8    (image: 37 of 37 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced            31        30        31
  untraced           8         6         7
  records: 31 (RELA addends): 31 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 8 (at -16: 8), 0 reach a function of their type at another offset
  kcfi typeids: 2, 2 name a function here, 2 of those hashed, 1 differ
  types/images/types-normalized.elf: 1 cause:
    1. 1 function (mm_handler): hash 0x32c9dcfb (int (struct dev *, long)) at -16, but __kcfi_typeid_mm_handler is 0x7549cf12 (int (struct dev *, int)): a call through the declared type panics [hash-mismatch]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-mismatch' says why and how
  [exit 1]
