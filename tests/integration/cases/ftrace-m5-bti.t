M=5 + BTI with ThinLTO-like promoted functions (bti c, no hash, at 4 mod 8) and ftrace code
that follows M=5: the trampoline reads ALIGN_DOWN(ret, 8) - 24 (as sub; bic; ldr), which
kprefix learns by running it: clean.

  $ kprefix check -v images/ftrace-m5-bti.elf
  layout of images/ftrace-m5-bti.elf:
    prefix NOPs  5    (image: 8 of 8 owned records at func-20)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -24
    bti c        yes  (image: 6 of 6 compiled functions a pointer may reach start with bti c (17 of 22 in all))
    alignment    8    (image: 20 of 20 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0xc reads ALIGN_DOWN(ret, 8) - 24, run from the image
    patch site   ftrace_call_adjust() run on 2 record classes: 2 give the entry NOP, 0 another word, 0 rejected
    ops writer   ftrace_init_nop() run on 2 record classes: it writes where the trampoline reads in 2
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             8         5         8
  untraced          14        12        13
  records: 8 (RELA addends): 8 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -24: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  [exit 0]
