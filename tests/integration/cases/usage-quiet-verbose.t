-q with -v: usage error, exit status 2.

  $ kprefix check -q -v images/kcfi-m0.elf
  [stderr]
  kprefix: check: --quiet and --verbose contradict each other
  [exit 2]
