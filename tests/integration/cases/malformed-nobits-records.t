Hand-made: a record table in a NOBITS section: refused with one line, exit status 2.

  $ kprefix check malformed/handmade-nobits-records.elf
  [stderr]
  kprefix: malformed/handmade-nobits-records.elf: the mcount_loc table at 0x200000 is in .bss, a section with no bytes in the file
  [exit 2]
