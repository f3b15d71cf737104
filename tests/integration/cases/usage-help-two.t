kprefix help takes one command at most: two are a usage error, one line, exit status 2.

  $ kprefix help check show
  [stderr]
  kprefix: help: one command at most; see 'kprefix --help'
  [exit 2]
