TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check --cfi --no-cfi images/kcfi-m0.elf
  [stderr]
  kprefix: --cfi and --no-cfi contradict each other
  [exit 2]
