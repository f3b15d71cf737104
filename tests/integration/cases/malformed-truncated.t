TODO: say what this case shows and why.

  $ kprefix check malformed/handmade-truncated.elf
  [stderr]
  kprefix: malformed/handmade-truncated.elf: truncated: section headers at offset 8704 end past the file's 100 bytes
  [exit 2]
