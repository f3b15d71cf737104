TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check --bti --no-bti images/kcfi-m0.elf
  [stderr]
  kprefix: --bti and --no-bti contradict each other
  [exit 2]
