Hand-made: a truncated ELF: one line naming what is past the end, exit status 2.

  $ kprefix check malformed/handmade-truncated.elf
  [stderr]
  kprefix: malformed/handmade-truncated.elf: truncated: section headers at offset 8704 end past the file's 100 bytes
  [exit 2]
