TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check --config=cases/src/no-such-config images/kcfi-m0.elf
  [stderr]
  kprefix: cases/src/no-such-config: No such file or directory
  [exit 2]
