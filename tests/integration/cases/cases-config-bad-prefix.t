TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check --config=cases/src/config-bad-prefix images/kcfi-m0.elf
  [stderr]
  kprefix: cases/src/config-bad-prefix: CONFIG_ARM64_FUNCTION_PREFIX_NOPS=4095: prefix NOPs go from 0 to 16
  [exit 2]
