GitHub workflow commands escape odd names and report an unreadable file as an error
annotation; exit status 3.

  $ kprefix check --format=github -v cases/odd-names.elf malformed/handmade-x86.elf
  ::error file=malformed/handmade-x86.elf::not a little-endian 64-bit arm64 or riscv64 ELF file: x86-64 (e_machine 62)
  ::error file=cases/odd-names.elf,title=prefix-nops::cases/odd-names.elf: 4 functions (bad\xff_fn, café_fn, esc\x1b[31m_fn, nl\x0afn): 1 prefix NOP (record at -0x4), layout has 2
  ::group::error [prefix-nops] cases/odd-names.elf: 4 functions (bad\xff_fn, café_fn, esc\x1b[31m_fn, nl\x0afn)
    1 prefix NOP (record at -0x4), layout has 2
    cases/odd-names.elf: bad\xff_fn+0x0 (0xffff800080000178)
    cases/odd-names.elf: café_fn+0x0 (0xffff800080000148)
    cases/odd-names.elf: esc\x1b[31m_fn+0x0 (0xffff800080000160)
    cases/odd-names.elf: nl\x0afn+0x0 (0xffff800080000190)
  ::endgroup::
  kprefix: 4 errors, 0 warnings, 0 notes in 2 files, folded into 1 cause
  [stderr]
  kprefix: malformed/handmade-x86.elf: not a little-endian 64-bit arm64 or riscv64 ELF file: x86-64 (e_machine 62)
  [exit 3]
