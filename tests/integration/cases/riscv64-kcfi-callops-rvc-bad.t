The same defects with RVC: the offsets counted in 2-byte c.nop.

  $ kprefix check -v riscv64/images/kcfi-callops-rvc-bad.elf
  riscv64/images/kcfi-callops-rvc-bad.elf: tr_call+0x12 (0xffffffff800000ae): error: type 0x56e5b5a5: 1 call site in 1 function loads at -12; 2 functions of this type keep it at -4: ut_mul, ut_static_cb [type-offset]
  riscv64/images/kcfi-callops-rvc-bad.elf: ut_call+0xa (0xffffffff8000017e): error: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -12: tr_add, tr_static_cb [type-offset]
  riscv64/images/kcfi-callops-rvc-bad.elf: tr_add+0x0 (0xffffffff8000004c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  riscv64/images/kcfi-callops-rvc-bad.elf: tr_call+0x0 (0xffffffff8000009c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  riscv64/images/kcfi-callops-rvc-bad.elf: tr_setup+0x0 (0xffffffff800000e4): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  riscv64/images/kcfi-callops-rvc-bad.elf: tr_static_cb+0x0 (0xffffffff8000011c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  riscv64/images/kcfi-callops-rvc-bad.elf: ut_mul+0x0 (0xffffffff8000013c): error: hash at -4, callers load it at -12 (untraced, 0 prefix NOPs) [hash-offset]
  riscv64/images/kcfi-callops-rvc-bad.elf: ut_call+0x0 (0xffffffff80000174): error: hash at -4, callers load it at -12 (untraced, 0 prefix NOPs) [hash-offset]
  riscv64/images/kcfi-callops-rvc-bad.elf: ut_call+0xa (0xffffffff8000017e): error: 1 kCFI call site loads the hash at -4, functions here keep it at -12 [callsite-offset]
  riscv64/images/kcfi-callops-rvc-bad.elf: ut_entry+0x0 (0xffffffff800001ac): error: hash at -4, callers load it at -12 (untraced, 0 prefix NOPs) [hash-offset]
  riscv64/images/kcfi-callops-rvc-bad.elf: ut_static_cb+0x0 (0xffffffff800001d4): error: hash at -4, callers load it at -12 (untraced, 0 prefix NOPs) [hash-offset]
  riscv64/images/kcfi-callops-rvc-bad.elf: tr_init+0x0 (0xffffffff8000020c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  layout of riscv64/images/kcfi-callops-rvc-bad.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         on   (image: 2 kCFI check sequences (ebreak after lw; lui; addiw; beq))
    hash at      -12
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 12 in all))
    alignment    8    (image: 10 of 10 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           6         4         0
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 1, -12: 1), 2 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 1]
