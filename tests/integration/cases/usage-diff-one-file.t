diff needs two inputs: usage error, exit status 2.

  $ kprefix diff images/rfc-m3-good.elf
  [stderr]
  kprefix: 'diff' needs 2 files, OLD and NEW, 1 found
  [exit 2]
