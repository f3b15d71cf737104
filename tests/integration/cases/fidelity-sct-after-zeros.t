Records that sorttable zeroed followed by live ones (a static-call trampoline) are read
correctly: clean, M=0.

  $ kprefix check -v fidelity/sct-after-zeros.elf
  layout of fidelity/sct-after-zeros.elf:
    prefix NOPs  0    (image: 8 of 8 owned records at func-0)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -4
    bti c        no   (image: 0 of 6 compiled functions a pointer may reach start with bti c (0 of 11 in all))
    alignment    4    (image: 8 of 8 prefix starts are 4-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list; kernel text spans 9 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             8         7         8
  untraced           3         0         0
  records: 8 (RELA addends): 8 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 0 of those hashed, 0 differ
  [exit 0]
