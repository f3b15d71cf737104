An offset must be 0x and hex digits: '+16' is refused, exit status 2.

  $ kprefix show images/rfc-m3-good.elf tr_add+16
  [stderr]
  kprefix: show: 'tr_add+16': the offset is not 0x and hex digits: '16'
  [exit 2]
