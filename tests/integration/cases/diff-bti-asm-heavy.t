Two releases of an asm-heavy crypto module of one BTI kernel (fixtures/bti): the C glue's functions start with bti c, the perlasm-like transforms do not, 4 of them in the old release and 24 in the new (6 of 10 functions with bti c, then 6 of 30). A module's bti c is its build's, read from its compiled functions a pointer may reach, so no layout changed (issue 25: "bti c yes -> no", a vote among hand-written functions).

  $ kprefix diff images/callops-m2-bti.elf images/callops-m2-bti.elf --old-modules bti/tree-few-asm --new-modules bti/tree-many-asm
  Kernel                         ||   .text bytes |         Delta |   Delta
  ===============================++===============+===============+========
  old: images/callops-m2-bti.elf ||           788 |               |
  new: images/callops-m2-bti.elf ||         1,108 |          +320 |  +40.6%
  -------------------------------++---------------+---------------+--------
  (.text of 2 and 2 files: the vmlinux and its modules)
  prefix NOP bytes: 96 -> 96 (+0, +0.0%)
  kCFI hash bytes: 0 -> 0 (+0)

  layout:
    prefix NOPs  2 (unchanged)
    kCFI         off (unchanged)
    bti c        yes (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)
  modules: 1 -> 1, 0 added, 0 removed, 0 with another layout

  functions: 22 -> 42, traced 12 -> 12
  became traced: none
  became untraced: none

  kCFI call sites: 0 -> 0

  findings: 0 new, 0 fixed, 0 unchanged
  [exit 0]
