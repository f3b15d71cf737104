A riscv64 module alone: layout from its own bytes, clean.

  $ kprefix check -v riscv64/images/callops-rvc.ko
  riscv64/images/callops-rvc.ko: warning: layout not shown by the file's bytes, checked as kCFI off (assumed); give --config=FILE or check it next to its vmlinux (kprefix check VMLINUX FILE...) [module-layout]
  layout of riscv64/images/callops-rvc.ko:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         off  (default: not detected; assumed)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 11 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: a module checked without its vmlinux
    patch site   a module checked without its vmlinux: not run
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           5         0         0
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  [exit 0]
