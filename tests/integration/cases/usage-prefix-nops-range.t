--prefix-nops above 16: usage error, exit status 2.

  $ kprefix check --prefix-nops=17 images/kcfi-m0.elf
  [stderr]
  kprefix: check: --prefix-nops needs a number from 0 to 16, not '17'
  [exit 2]
