--source-root naming no directory: a usage error, exit 2.

  $ kprefix check --source-root=no/such/dir images/rfc-m3-bad.elf
  [stderr]
  kprefix: --source-root: 'no/such/dir' is no directory
  [exit 2]
