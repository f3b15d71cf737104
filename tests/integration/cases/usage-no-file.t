check without a file: usage error naming what is missing, exit status 2.

  $ kprefix check
  [stderr]
  kprefix: 'check' needs at least 1 file, 0 found
  [exit 2]
