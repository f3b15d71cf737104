TODO: say what this case shows and why.

  $ kprefix check
  [stderr]
  kprefix: 'check' needs at least 1 file, 0 found
  [exit 2]
