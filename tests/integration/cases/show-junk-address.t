An address with junk after it is refused: one line, exit status 2.

  $ kprefix show images/rfc-m3-good.elf 0x4zz
  [stderr]
  kprefix: show: '0x4zz': junk after the address: 'zz'
  [exit 2]
