An x86-64 ELF is refused as not arm64 or riscv64: one line, exit status 2.

  $ kprefix check malformed/handmade-x86.elf
  [stderr]
  kprefix: malformed/handmade-x86.elf: not a little-endian 64-bit arm64 or riscv64 ELF file: x86-64 (e_machine 62)
  [exit 2]
