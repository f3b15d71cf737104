--cfi with --no-cfi is a usage error, exit status 2.

  $ kprefix check --cfi --no-cfi images/kcfi-m0.elf
  [stderr]
  kprefix: check: --cfi and --no-cfi contradict each other
  [exit 2]
