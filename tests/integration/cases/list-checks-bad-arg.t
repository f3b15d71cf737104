list-checks takes no argument but --format: an unknown one is a usage error, exit status
2.

  $ kprefix list-checks --frob
  [stderr]
  kprefix: list-checks: unknown argument '--frob'
  [exit 2]
