-j without a value: usage error, exit status 2.

  $ kprefix check images/kcfi-m0.elf -j
  [stderr]
  kprefix: check: option '-j' needs a value
  Run 'kprefix check --help' for the options.
  [exit 2]
