TODO: say what this case shows and why.
(hostile inputs (fixtures/malformed/generate.py))

  $ kprefix check malformed/handmade-nobits-records.elf
  [stderr]
  kprefix: malformed/handmade-nobits-records.elf: the mcount_loc table at 0x200000 is in .bss, a section with no bytes in the file
  [exit 2]
