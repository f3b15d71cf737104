Hand-made: a valid gzip stream behind an IKCFG_ST marker that straddles the end of
.rodata: the config is not read from the bytes past the section.

  $ kprefix check malformed/handmade-ikconfig-straddle-valid.elf
  [stderr]
  kprefix: malformed/handmade-ikconfig-straddle-valid.elf: embedded IKCONFIG: its IKCFG_ST marker at 0x200003 runs past the end of .rodata
  [exit 2]
