With JSON reports on both sides, --old-modules/--new-modules add nothing: the reports are
compared as they are.

  $ kprefix diff --old-modules modules/tree-m2 --new-modules modules/tree-m3 gate/rfc-m3-good.json gate/rfc-m3-bad.json
  Kernel                     ||   .text bytes |         Delta |   Delta
  ===========================++===============+===============+========
  old: gate/rfc-m3-good.json ||           660 |               |
  new: gate/rfc-m3-bad.json  ||           568 |           -92 |  -13.9%
  ---------------------------++---------------+---------------+--------
  prefix NOP bytes: 156 -> 72 (-84, -53.8%)
  kCFI hash bytes: 44 -> 44 (+0, +0.0%)

  layout:
    prefix NOPs  3 (unchanged)
    kCFI         on (unchanged)
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)

  functions: 14 -> 14, traced 6 -> 6
  which functions became traced or untraced: known from images only, not from a JSON report

  kCFI call sites: 2 -> 2
    at -16           2 -> 1 (-1)
    at -4            0 -> 1 (+1)

  findings: 9 new, 0 fixed, 0 unchanged
  new:
    images/rfc-m3-bad.elf: tr_call+0x1c: error: type 0x56e5b5a5: 1 call site in 1 function load at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn [type-offset]
    images/rfc-m3-bad.elf: ut_call+0x14: error: type 0x56e5b5a5: 1 call site in 1 function load at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb [type-offset]
    images/rfc-m3-bad.elf: ut_call+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    images/rfc-m3-bad.elf: ut_entry+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    and 5 folded details and notes (-v shows them)
  [stderr]
  kprefix: gate/rfc-m3-good.json: a JSON report holds its modules: modules/tree-m2 is not read
  kprefix: gate/rfc-m3-bad.json: a JSON report holds its modules: modules/tree-m3 is not read
  [exit 1]
