TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check --prefix-nops=17 images/kcfi-m0.elf
  [stderr]
  kprefix: --prefix-nops needs a number from 0 to 16, not '17'
  [exit 2]
