Hand-made: arm64 code under a riscv64 ELF header. Nothing could be checked: exit 2 with
one line, never a silent pass.

  $ kprefix check malformed/handmade-arm64-in-riscv64.elf
  [stderr]
  kprefix: malformed/handmade-arm64-in-riscv64.elf: 10 of 12 functions sampled look like arm64 code, 0 like riscv64, the machine the ELF header names: nothing could be checked
  [exit 2]
