TODO: say what this case shows and why.

  $ kprefix check --prefix-nops=x images/kcfi-m0.elf
  [stderr]
  kprefix: --prefix-nops needs a number from 0 to 16, not 'x'
  [exit 2]
