The Markdown summary for $GITHUB_STEP_SUMMARY: totals, a bounded table of causes, the
files that could not be read (odd names escaped).

  $ kprefix check --format=markdown images/rfc-m3-bad.elf cases/odd-names.elf malformed/handmade-x86.elf
  ### kprefix: 13 errors, 0 warnings, 0 notes in 3 files, folded into 4 causes

  Exit status 3 (findings, and an input could not be read, or a report written).

  | Severity | Check | Where | Functions | Finding |
  | --- | --- | --- | --- | --- |
  | error | `type-offset` | images/rfc-m3-bad.elf | 1: tr\_call+0x1c | type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut\_mul, ut\_static\_cb, nt\_fn, asm\_typed\_fn |
  | error | `type-offset` | images/rfc-m3-bad.elf | 1: ut\_call+0x14 | type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr\_add, tr\_static\_cb |
  | error | `prefix-nops` | cases/odd-names.elf | 4: bad\xff\_fn+0x0, café\_fn+0x0, esc\x1b\[31m\_fn+0x0, nl\x0afn+0x0 | 1 prefix NOP (record at -0x4), layout has 2 |
  | error | `hash-offset` | images/rfc-m3-bad.elf | 2: ut\_call+0x0, ut\_entry+0x0 | hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) |

  - error: malformed/handmade-x86.elf: not a little-endian 64-bit arm64 or riscv64 ELF file: x86-64 (e\_machine 62)
  [stderr]
  kprefix: malformed/handmade-x86.elf: not a little-endian 64-bit arm64 or riscv64 ELF file: x86-64 (e_machine 62)
  [exit 3]
