An island (__pi_) that disagrees with itself: a hash at another offset than the island's
calls use is an error, held to the island's offset, not the kernel's.

  $ kprefix check kcfi/images/island-bad.elf
  kcfi/images/island-bad.elf: __pi_isl_mul+0x0 (0xffff8000800003b8): error: hash at -16, callers load it at -4 (untraced, 3 prefix NOPs) [hash-offset]
    = it explains:
    kcfi/images/island-bad.elf: __pi_isl_call+0x14 (0xffff800080000348): error: type 0x56e5b5a5: 1 call site in 1 function in island __pi_ loads at -4; 1 function of this type keeps it at -16: __pi_isl_mul [type-offset]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-offset' says why and how
  layout of kcfi/images/island-bad.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 3 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 20 in all))
    alignment    8    (image: 18 of 18 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          14        12         8
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 3 (at -16: 2, -4: 1), 1 reach a function of their type at another offset
  kcfi typeids: 2, 2 name a function here, 2 of those hashed, 0 differ
  kcfi/images/island-bad.elf: 1 cause:
    1. 1 function (__pi_isl_mul): hash at -16, callers load it at -4 (untraced, 3 prefix NOPs) [hash-offset]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain hash-offset' says why and how
  [exit 1]
