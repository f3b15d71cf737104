Hand-made: __start_mcount_loc/__stop_mcount_loc out of bounds: one line, exit status 2, no
partial report.

  $ kprefix check malformed/handmade-mcount-bounds.elf
  [stderr]
  kprefix: malformed/handmade-mcount-bounds.elf: the mcount_loc table at 0xe0ff8000800002c0 is not inside one section
  [exit 2]
