show without a function is a usage error, exit status 2.

  $ kprefix show images/rfc-m3-good.elf
  [stderr]
  kprefix: 'show' needs an image and at least one function
  [exit 2]
