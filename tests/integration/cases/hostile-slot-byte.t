A trampoline that reads a byte of the patched BL (ldurb [x30, #-4]) before the ops slot: the slot is the 8-byte load, at ftrace_caller+0x8: clean (before issue 32, the byte read was taken for the slot).

  $ kprefix check -v images/hostile-slot-byte.elf
  layout of images/hostile-slot-byte.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 21 in all))
    alignment    8    (image: 16 of 16 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0x8 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   ftrace_call_adjust() run on 2 record classes: 2 give the entry NOP, 0 another word, 0 rejected
    ops writer   ftrace_init_nop() run on 2 record classes: it writes where the trampoline reads in 2
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          15        10        11
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  [exit 0]
