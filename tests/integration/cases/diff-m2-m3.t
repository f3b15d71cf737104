diff -v of an M=2 and an M=3 image: the layout and size change, no new findings, exit 0.

  $ kprefix diff -v images/callops-m2-clang.elf images/rfc-m3-good.elf
  Kernel                           ||   .text bytes |         Delta |   Delta
  =================================++===============+===============+========
  old: images/callops-m2-clang.elf ||           440 |               |
  new: images/rfc-m3-good.elf      ||           660 |          +220 |  +50.0%
  ---------------------------------++---------------+---------------+--------
  prefix NOP bytes: 64 -> 156 (+92, +143.8%)
  kCFI hash bytes: 0 -> 44 (+44)

  layout:
    prefix NOPs  2 -> 3
    kCFI         off -> on
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)

  functions: 12 -> 14, traced 6 -> 6
  became traced: none
  became untraced: none

  kCFI call sites: 0 -> 2
    at -16           0 -> 2 (+2)

  findings: 0 new, 0 fixed, 0 unchanged
  [exit 0]
