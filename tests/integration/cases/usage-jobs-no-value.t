TODO: say what this case shows and why.
(the registry, check selection, one JSON document whatever the inputs, usage)

  $ kprefix check images/kcfi-m0.elf -j
  [stderr]
  kprefix: check: option '-j' needs a value
  Run 'kprefix check --help' for the options.
  [exit 2]
