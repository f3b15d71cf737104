diff folds new findings the way check does: 72 new findings of a whole directory read as a
few lines.

  $ kprefix diff images/rfc-m3-good.elf cases/fold-m3.elf
  Kernel                      ||   .text bytes |         Delta |   Delta
  ============================++===============+===============+========
  old: images/rfc-m3-good.elf ||           660 |               |
  new: cases/fold-m3.elf      ||         1,964 |        +1,304 | +197.6%
  ----------------------------++---------------+---------------+--------
  prefix NOP bytes: 156 -> 72 (-84, -53.8%)
  kCFI hash bytes: 44 -> 212 (+168, +381.8%)

  layout:
    prefix NOPs  3 (unchanged)
    kCFI         on (unchanged)
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)

  functions: 14 -> 55, traced 6 -> 6
  became traced: none
  became untraced: none

  kCFI call sites: 2 -> 25
    at -16           2 -> 1 (-1)
    at -4            0 -> 24 (+24)

  findings: 72 new, 0 fixed, 0 unchanged
  new:
    cases/fold-m3.elf: 48 functions (fold_fn1, fold_call1, fold_fn2, fold_call2, fold_fn3, fold_call3, and 42 more): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: 24 functions (fold_call1, fold_call2, fold_call3, fold_call4, fold_call5, fold_call6, and 18 more): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  [exit 1]
