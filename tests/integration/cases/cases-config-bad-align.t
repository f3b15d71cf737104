TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check --config=cases/src/config-bad-align images/kcfi-m0.elf
  [stderr]
  kprefix: cases/src/config-bad-align: CONFIG_FUNCTION_ALIGNMENT=3: not a power of two from 4 to 4096
  [exit 2]
