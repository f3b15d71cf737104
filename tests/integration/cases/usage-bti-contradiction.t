--bti with --no-bti is a usage error, exit status 2.

  $ kprefix check --bti --no-bti images/kcfi-m0.elf
  [stderr]
  kprefix: check: --bti and --no-bti contradict each other
  [exit 2]
