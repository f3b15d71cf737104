With -v, diff lists every new finding of diff-fold one a line.

  $ kprefix diff -v images/rfc-m3-good.elf cases/fold-m3.elf
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
    cases/fold-m3.elf: fold_fn1+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call1+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call1+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn2+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call2+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call2+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn3+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call3+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call3+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn4+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call4+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call4+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn5+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call5+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call5+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn6+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call6+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call6+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn7+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call7+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call7+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn8+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call8+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call8+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn9+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call9+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call9+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn10+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call10+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call10+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn11+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call11+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call11+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn12+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call12+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call12+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn13+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call13+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call13+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn14+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call14+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call14+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn15+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call15+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call15+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn16+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call16+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call16+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn17+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call17+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call17+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn18+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call18+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call18+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn19+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call19+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call19+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn20+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call20+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call20+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn21+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call21+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call21+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn22+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call22+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call22+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn23+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call23+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call23+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    cases/fold-m3.elf: fold_fn24+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call24+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    cases/fold-m3.elf: fold_call24+0xc: error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  [exit 1]
