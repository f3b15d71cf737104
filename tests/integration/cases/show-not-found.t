show of a function that does not exist: one line, exit status 1.

  $ kprefix show images/rfc-m3-good.elf no_such_function
  [stderr]
  kprefix: images/rfc-m3-good.elf: no function 'no_such_function'
  [exit 1]
