TODO: say what this case shows and why.

  $ kprefix check malformed/handmade-mcount-bounds.elf
  [stderr]
  kprefix: malformed/handmade-mcount-bounds.elf: the mcount_loc table at 0xe0ff8000800002c0 is not inside one section
  [exit 2]
