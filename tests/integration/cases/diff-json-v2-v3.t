The same findings in a schema_version 2 and a schema_version 3 report: all unchanged, exit
0, so reports archived before the v3 schema still gate.

  $ kprefix diff gate/rfc-m3-bad.json gate/rfc-m3-bad-v3.json
  Kernel                       ||   .text bytes |         Delta |   Delta
  =============================++===============+===============+========
  old: gate/rfc-m3-bad.json    ||           568 |               |
  new: gate/rfc-m3-bad-v3.json ||           568 |            +0 |   +0.0%
  -----------------------------++---------------+---------------+--------
  prefix NOP bytes: 72 -> 72 (+0, +0.0%)
  kCFI hash bytes: 44 -> 44 (+0, +0.0%)

  layout:
    prefix NOPs  3 (unchanged)
    kCFI         on (unchanged)
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)

  functions: 14 -> 14, traced 6 -> 6
  which functions became traced or untraced: known from images only, not from a JSON report

  kCFI call sites: 2 -> 2
    at -16           1 -> 1
    at -4            1 -> 1

  findings: 0 new, 0 fixed, 9 unchanged
  [exit 0]
