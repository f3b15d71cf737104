Built without the emulator, cases/ftrace-m5-bti.t's image (M=5, BTI, a trampoline that
reads ALIGN_DOWN(ret, 8) - 24): not run, the formula ALIGN_DOWN(ret, 8) - 16 stands in and
puts the promoted functions' slot over their bti c, as for ftrace-m5-bti-formula's image
without ftrace code: 3 ops-slot errors, exit 1 (README.md: the formula alone gave
rfc-m5-lto-bti-follows 128 false ops-slot errors).

  $ kprefix check -v images/ftrace-m5-bti.elf
  images/ftrace-m5-bti.elf: note: ftrace_caller was not run: the ops slot is judged by the formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): kprefix was built without the emulator (meson -Dunicorn=disabled) [ops-slot]
  images/ftrace-m5-bti.elf: note: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled) [patch-site]
  images/ftrace-m5-bti.elf: tr_static_helper+0x0 (0xffff80008000009c): error: ops slot at -4..4 is over the entry; prefix NOPs are at -20..0 [ops-slot]
  images/ftrace-m5-bti.elf: promoted_fn+0x0 (0xffff80008000036c): error: ops slot at -4..4 is over the entry; prefix NOPs are at -20..0 [ops-slot]
  images/ftrace-m5-bti.elf: promoted_other+0x0 (0xffff80008000039c): error: ops slot at -4..4 is over the entry; prefix NOPs are at -20..0 [ops-slot]
  layout of images/ftrace-m5-bti.elf:
    prefix NOPs  5    (image: 8 of 8 owned records at func-20)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -24
    bti c        yes  (image: 6 of 6 compiled functions a pointer may reach start with bti c (17 of 22 in all))
    alignment    8    (image: 20 of 20 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): kprefix was built without the emulator (meson -Dunicorn=disabled)
    patch site   the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             8         5         8
  untraced          14        12        13
  records: 8 (RELA addends): 8 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -24: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  [exit 1]
