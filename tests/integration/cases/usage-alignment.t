TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check --function-alignment=3 images/kcfi-m0.elf
  [stderr]
  kprefix: --function-alignment needs a power of two from 4 to 4096, not '3'
  [exit 2]
