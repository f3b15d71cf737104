A SARIF log as kprefix wrote it before SARIF folded by cause (one result per finding,
partialFingerprints.kprefixFingerprint/v1) still serves as a baseline: every finding of
the rebuilt image is known.

  $ kprefix check -v --baseline gate/riscv64-norvc-bad-per-finding.sarif riscv64/images/kcfi-callops-rvc-bad.elf
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
  baseline gate/riscv64-norvc-bad-per-finding.sarif: 12 fingerprints; 12 findings known, 0 gone
  [exit 0]
