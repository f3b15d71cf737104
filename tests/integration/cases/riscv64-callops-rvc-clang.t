riscv64 CALL_OPS with RVC (2-byte c.nop, M=4), clang: clean.

  $ kprefix check -v riscv64/images/callops-rvc-clang.elf
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
  [exit 0]
