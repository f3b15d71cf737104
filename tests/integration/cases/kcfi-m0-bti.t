kCFI with M=0 and BTI: hashes at -4, records at func+4 after `bti c`; clean.

  $ kprefix check -v images/kcfi-m0-bti.elf
  layout of images/kcfi-m0-bti.elf:
    prefix NOPs  0    (image: 6 of 6 owned records at func-0 (or after bti c))
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -4
    bti c        yes  (image: 4 of 4 compiled functions a pointer may reach start with bti c (12 of 13 in all))
    alignment    4    (image: 10 of 10 prefix starts are 4-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           7         5         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 2), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 0]
