The norvc and rvc builds of one riscv64 kernel have the same defects: no new or fixed
finding, only the size change; exit 0.

  $ kprefix diff riscv64/images/kcfi-callops-norvc-bad.elf riscv64/images/kcfi-callops-rvc-bad.elf
  Kernel                                         ||   .text bytes |         Delta |   Delta
  ===============================================++===============+===============+========
  old: riscv64/images/kcfi-callops-norvc-bad.elf ||           536 |               |
  new: riscv64/images/kcfi-callops-rvc-bad.elf   ||           424 |          -112 |  -20.9%
  -----------------------------------------------++---------------+---------------+--------
  prefix NOP bytes: 52 -> 48 (-4, -7.7%)
  kCFI hash bytes: 36 -> 36 (+0, +0.0%)

  layout:
    prefix NOPs  2 -> 4
    kCFI         on (unchanged)
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)

  functions: 12 -> 12, traced 6 -> 6
  became traced: none
  became untraced: none

  kCFI call sites: 2 -> 2
    at -12           1 -> 1
    at -4            1 -> 1

  findings: 0 new, 0 fixed, 12 unchanged
  [exit 0]
