riscv's 7.2 prefix without CALL_OPS (config says so): no ops slot, so the image that fails
ops-slot under CALL_OPS is clean.

  $ kprefix check --config=cases/src/config-no-callops riscv64/images/kcfi-callops-rvc-prefixed.elf
  riscv64/images/kcfi-callops-rvc-prefixed.elf: warning: CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS is not set in cases/src/config-no-callops, but the image has 4 prefix NOPs (6 of 6 owned records at func-8 (4 c.nop)) [config-mismatch]
    help: 'kprefix explain config-mismatch' says why and how
  layout of riscv64/images/kcfi-callops-rvc-prefixed.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         on   (image: 2 kCFI check sequences (ebreak after lw; lui; addiw; beq))
    hash at      -12
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 13 in all))
    alignment    8    (image: 11 of 11 prefix starts are 8-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           7         5         6
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -12: 2), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  riscv64/images/kcfi-callops-rvc-prefixed.elf: 1 cause:
    1. the image: CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS is not set in cases/src/config-no-callops, but the image has 4 prefix NOPs (6 of 6 owned records at func-8 (4 c.nop)) [config-mismatch]
       fix: 'kprefix explain config-mismatch' says why and how
  [exit 0]
