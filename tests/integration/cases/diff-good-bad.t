diff of rfc-m3-good and rfc-m3-bad: sizes, the layout, and the new findings folded as
check does; exit status 1 for new errors.

  $ kprefix diff images/rfc-m3-good.elf images/rfc-m3-bad.elf
  Kernel                      ||   .text bytes |         Delta |   Delta
  ============================++===============+===============+========
  old: images/rfc-m3-good.elf ||           660 |               |
  new: images/rfc-m3-bad.elf  ||           568 |           -92 |  -13.9%
  ----------------------------++---------------+---------------+--------
  prefix NOP bytes: 156 -> 72 (-84, -53.8%)
  kCFI hash bytes: 44 -> 44 (+0, +0.0%)

  layout:
    prefix NOPs  3 (unchanged)
    kCFI         on (unchanged)
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)

  functions: 14 -> 14, traced 6 -> 6
  became traced: none
  became untraced: none

  kCFI call sites: 2 -> 2
    at -16           2 -> 1 (-1)
    at -4            0 -> 1 (+1)

  findings: 9 new, 0 fixed, 0 unchanged
  new:
    images/rfc-m3-bad.elf: tr_call+0x1c: error: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn [type-offset]
    images/rfc-m3-bad.elf: ut_call+0x14: error: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb [type-offset]
    images/rfc-m3-bad.elf: ut_call+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    images/rfc-m3-bad.elf: ut_entry+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    and 5 folded details and notes (-v shows them)
  [exit 1]
