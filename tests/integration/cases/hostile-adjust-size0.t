A ftrace_call_adjust() of symbol size 0 is no code the image vouches for: not run, the config's M stands in, and a note in the text output says why (before issue 32, the stub's 0 was taken as "rejects its record").

  $ kprefix check images/hostile-adjust-size0.elf
  images/hostile-adjust-size0.elf: note: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): the image has no ftrace_call_adjust() code (its symbol has size 0) [patch-site]
    help: 'kprefix explain patch-site' says why and how
  layout of images/hostile-adjust-size0.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 21 in all))
    alignment    8    (image: 16 of 16 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0x4 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   the config's M stands in (config-mismatch): the image has no ftrace_call_adjust() code (its symbol has size 0)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          15        10        11
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  images/hostile-adjust-size0.elf: 1 cause:
    1. the image: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): the image has no ftrace_call_adjust() code (its symbol has size 0) [patch-site]
       fix: 'kprefix explain patch-site' says why and how
  [exit 0]
