An offset with junk after it is refused: one line, exit status 2.

  $ kprefix show images/rfc-m3-good.elf tr_add tr_add+0x4zz
  [stderr]
  kprefix: show: 'tr_add+0x4zz': junk after the offset: 'zz'
  [exit 2]
