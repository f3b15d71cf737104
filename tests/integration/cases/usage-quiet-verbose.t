TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check -q -v images/kcfi-m0.elf
  [stderr]
  kprefix: --quiet and --verbose contradict each other
  [exit 2]
