diff takes the new image's embedded IKCONFIG into account: the layout options it sets and
the config-mismatch it brings are shown.

  $ kprefix diff images/callops-m2-clang.elf cases/ikconfig-m2.elf
  Kernel                           ||   .text bytes |         Delta |   Delta
  =================================++===============+===============+========
  old: images/callops-m2-clang.elf ||           440 |               |
  new: cases/ikconfig-m2.elf       ||           440 |            +0 |   +0.0%
  ---------------------------------++---------------+---------------+--------
  prefix NOP bytes: 64 -> 64 (+0, +0.0%)
  kCFI hash bytes: 0 -> 0 (+0)

  layout:
    prefix NOPs  2 (unchanged)
    kCFI         off (unchanged)
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: only NEW's config sets it)

  functions: 12 -> 12, traced 6 -> 6
  became traced: none
  became untraced: none

  kCFI call sites: 0 -> 0

  findings: 1 new, 0 fixed, 0 unchanged
  new:
    cases/ikconfig-m2.elf: warning: CONFIG_CFI=y in the image's IKCONFIG, but the image has no kCFI (no kCFI check sequence in executable sections) [config-mismatch]
  [exit 0]
