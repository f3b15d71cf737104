M=3 with BTI: the ops slot of the one traced function without a hash lands on its entry:
one ops-slot error.

  $ kprefix check -v images/rfc-m3-bti.elf
  images/rfc-m3-bti.elf: tr_static_helper+0x0 (0xffff80008000008c): error: ops slot at -4..4 is over the entry; prefix NOPs are at -12..0 [ops-slot]
  layout of images/rfc-m3-bti.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        yes  (image: 4 of 4 compiled functions a pointer may reach start with bti c (13 of 14 in all))
    alignment    8    (image: 12 of 12 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           8         6         7
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  [exit 1]
