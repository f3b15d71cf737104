Built without the emulator, cases/ftrace-m3-writer-bug.t's image: ftrace_init_nop() is
not run, so that it writes the ops pointer over the hash is not seen; the trampoline's
formula slot is inside the prefix: two notes say what stood in and why, exit 0. Only the
emulator finds a writer that disagrees with the trampoline.

  $ kprefix check images/ftrace-m3-writer-bug.elf
  images/ftrace-m3-writer-bug.elf: note: ftrace_caller was not run: the ops slot is judged by the formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): kprefix was built without the emulator (meson -Dunicorn=disabled) [ops-slot]
    help: 'kprefix explain ops-slot' says why and how
  images/ftrace-m3-writer-bug.elf: note: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled) [patch-site]
    help: 'kprefix explain patch-site' says why and how
  layout of images/ftrace-m3-writer-bug.elf:
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
  images/ftrace-m3-writer-bug.elf: 2 causes:
    1. the image: ftrace_caller was not run: the ops slot is judged by the formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): kprefix was built without the emulator (meson -Dunicorn=disabled) [ops-slot]
       fix: 'kprefix explain ops-slot' says why and how
    2. the image: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled) [patch-site]
       fix: 'kprefix explain patch-site' says why and how
  [exit 0]
