--prefix-nops with a non-number is a usage error, exit status 2.

  $ kprefix check --prefix-nops=x images/kcfi-m0.elf
  [stderr]
  kprefix: check: --prefix-nops needs a number from 0 to 16, not 'x'
  [exit 2]
