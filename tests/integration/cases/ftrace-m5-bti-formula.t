The same functions without the ftrace code in the image: the documented formula
(ALIGN_DOWN(ret, 8) - 16) stands in, said in the layout, and puts the promoted functions'
slot over their bti c.

  $ kprefix check -v images/ftrace-m5-bti-formula.elf
  images/ftrace-m5-bti-formula.elf: tr_static_helper+0x0 (0xffff80008000009c): error: ops slot at -4..4 is over the entry; prefix NOPs are at -20..0 [ops-slot]
  images/ftrace-m5-bti-formula.elf: promoted_fn+0x0 (0xffff80008000036c): error: ops slot at -4..4 is over the entry; prefix NOPs are at -20..0 [ops-slot]
  images/ftrace-m5-bti-formula.elf: promoted_other+0x0 (0xffff80008000039c): error: ops slot at -4..4 is over the entry; prefix NOPs are at -20..0 [ops-slot]
  layout of images/ftrace-m5-bti-formula.elf:
    prefix NOPs  5    (image: 8 of 8 owned records at func-20)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -24
    bti c        yes  (image: 6 of 6 compiled functions a pointer may reach start with bti c (15 of 16 in all))
    alignment    8    (image: 14 of 14 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             8         5         8
  untraced           8         6         7
  records: 8 (RELA addends): 8 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -24: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  [exit 1]
