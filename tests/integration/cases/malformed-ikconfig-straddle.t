Hand-made: an IKCFG_ST marker straddling the end of .rodata (once a 4 GiB read and a
SIGBUS): exit 2 with the reason.

  $ kprefix check malformed/handmade-ikconfig-straddle.elf
  [stderr]
  kprefix: malformed/handmade-ikconfig-straddle.elf: embedded IKCONFIG: its IKCFG_ST marker at 0x200003 runs past the end of .rodata
  [exit 2]
