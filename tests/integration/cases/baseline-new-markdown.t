The baseline gate in the Markdown summary: a Baseline column, the cause with new findings
first, then the known ones.

  $ kprefix check --format=markdown --baseline gate/rfc-m3-bad-known.json images/rfc-m3-bad.elf
  ### kprefix: 9 errors, 0 warnings, 0 notes in 1 file, folded into 3 causes; baseline: 2 new, 7 known

  Exit status 1 (findings).

  Baseline: 1 cause with new findings, 2 known.

  | Severity | Check | Baseline | Where | Functions | Finding |
  | --- | --- | --- | --- | --- | --- |
  | error | `type-offset` | new | images/rfc-m3-bad.elf | 1: ut\_call+0x14 | type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr\_add, tr\_static\_cb |
  | error | `type-offset` | known | images/rfc-m3-bad.elf | 1: tr\_call+0x1c | type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut\_mul, ut\_static\_cb, nt\_fn, asm\_typed\_fn |
  | error | `hash-offset` | known | images/rfc-m3-bad.elf | 2: ut\_call+0x0, ut\_entry+0x0 | hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) |
  [exit 1]
