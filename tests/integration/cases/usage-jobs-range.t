TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check -j 0 images/kcfi-m0.elf
  [stderr]
  kprefix: -j needs a number of threads from 1 to 1024, not '0'
  [exit 2]
