riscv64 kCFI with CALL_OPS and prefixed untraced functions: the ops slot of hashed traced
functions lies over the hash: ops-slot errors.

  $ kprefix check -v riscv64/images/kcfi-callops-rvc-prefixed.elf
  riscv64/images/kcfi-callops-rvc-prefixed.elf: tr_add+0x0 (0xffffffff8000004c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  riscv64/images/kcfi-callops-rvc-prefixed.elf: tr_call+0x0 (0xffffffff8000009c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  riscv64/images/kcfi-callops-rvc-prefixed.elf: tr_setup+0x0 (0xffffffff800000e4): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  riscv64/images/kcfi-callops-rvc-prefixed.elf: tr_static_cb+0x0 (0xffffffff8000011c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  riscv64/images/kcfi-callops-rvc-prefixed.elf: tr_init+0x0 (0xffffffff8000024c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  layout of riscv64/images/kcfi-callops-rvc-prefixed.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         on   (image: 2 kCFI check sequences (ebreak after lw; lui; addiw; beq))
    hash at      -12
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 13 in all))
    alignment    8    (image: 11 of 11 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           7         5         6
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -12: 2), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 1]
