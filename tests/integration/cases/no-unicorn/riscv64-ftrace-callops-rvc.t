Built without the emulator, cases/riscv64-ftrace-callops-rvc.t's image: its ftrace code
is not run; riscv64's formula (ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops()
writes) is inside the 4 c.nop of prefix: two notes say what stood in and why, clean.

  $ kprefix check -v riscv64/images/ftrace-callops-rvc.elf
  riscv64/images/ftrace-callops-rvc.elf: note: ftrace_caller was not run: the ops slot is judged by the formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: kprefix was built without the emulator (meson -Dunicorn=disabled) [ops-slot]
  riscv64/images/ftrace-callops-rvc.elf: note: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled) [patch-site]
  layout of riscv64/images/ftrace-callops-rvc.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 20 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: kprefix was built without the emulator (meson -Dunicorn=disabled)
    patch site   the config's M stands in (config-mismatch): kprefix was built without the emulator (meson -Dunicorn=disabled)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced          14         0         0
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  [exit 0]
