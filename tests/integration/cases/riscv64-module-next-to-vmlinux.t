A riscv64 module next to its vmlinux: checked against it, clean.

  $ kprefix check -v riscv64/images/callops-rvc-clang.elf riscv64/images/callops-rvc.ko
  layout of riscv64/images/callops-rvc-clang.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 13 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           7         0         0
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  layout of riscv64/images/callops-rvc.ko:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         off  (vmlinux: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 11 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     riscv64/images/callops-rvc-clang.elf's: formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: the image has no ftrace_caller
    patch site   riscv64/images/callops-rvc-clang.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           5         0         0
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  kprefix: 2 files, 2 checked, 0 unreadable; 24 functions, 12 traced; 0 errors, 0 warnings, 0 notes
  [exit 0]
