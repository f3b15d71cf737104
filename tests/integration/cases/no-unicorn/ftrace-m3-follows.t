Built without the emulator, cases/ftrace-m3-follows.t's image (ftrace code that follows
M=3): its ftrace_caller, ftrace_call_adjust() and ftrace_init_nop() are not run; the
documented formulas stand in (ALIGN_DOWN(ret, 8) - 16; the config's M for the patch site),
agree with the layout, and two notes in the text output say so: clean, exit 0.

  $ kprefix check -v images/ftrace-m3-follows.elf
  images/ftrace-m3-follows.elf: note: ftrace_caller was not run: the ops slot is judged by the formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): kprefix was built without the emulator (meson -Dunicorn=disabled) [ops-slot]
  images/ftrace-m3-follows.elf: note: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled) [patch-site]
  layout of images/ftrace-m3-follows.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 20 in all))
    alignment    8    (image: 18 of 18 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): kprefix was built without the emulator (meson -Dunicorn=disabled)
    patch site   the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          14        12        13
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  [exit 0]
