riscv64 kCFI without CALL_OPS, without RVC: clean.

  $ kprefix check -v riscv64/images/kcfi-norvc.elf
  layout of riscv64/images/kcfi-norvc.elf:
    prefix NOPs  0    (image: 6 of 6 owned records at func-0)
    kCFI         on   (image: 2 kCFI check sequences (ebreak after lw; lui; addiw; beq))
    hash at      -4
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 13 in all))
    alignment    4    (image: 11 of 11 prefix starts are 4-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           7         5         0
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 2), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 0]
