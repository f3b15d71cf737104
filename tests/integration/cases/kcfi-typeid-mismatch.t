A hash that its __kcfi_typeid_ symbol contradicts is a hash-mismatch error.

  $ kprefix check kcfi/images/typeid-mismatch.elf
  kcfi/images/typeid-mismatch.elf: handler+0x0 (0xffff8000800002e8): error: hash 0x00050794 at -16, but __kcfi_typeid_handler is 0xa5c354fc: a call through the declared type panics [hash-mismatch]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-mismatch' says why and how
  layout of kcfi/images/typeid-mismatch.elf:
    prefix NOPs  3    (image: 8 of 8 owned records at func-12)
    kCFI         on   (image: 4 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 6 compiled functions a pointer may reach start with bti c (0 of 17 in all))
    alignment    8    (image: 15 of 15 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             8         7         8
  untraced           9         7         8
  records: 8 (RELA addends): 8 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 4 (at -16: 4), 0 reach a function of their type at another offset
  kcfi typeids: 3, 3 name a function here, 3 of those hashed, 1 differ
  kcfi/images/typeid-mismatch.elf: 1 cause:
    1. 1 function (handler): hash 0x00050794 at -16, but __kcfi_typeid_handler is 0xa5c354fc: a call through the declared type panics [hash-mismatch]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-mismatch' says why and how
  [exit 1]
