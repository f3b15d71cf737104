An unknown command: usage error, exit status 2.

  $ kprefix frobnicate
  [stderr]
  kprefix: 'frobnicate' is not a command; see 'kprefix --help'
  [exit 2]
