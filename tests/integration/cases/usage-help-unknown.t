kprefix help of a command that does not exist: one line, exit status 2, as for the command
itself.

  $ kprefix help frobnicate
  [stderr]
  kprefix: 'frobnicate' is not a command; see 'kprefix --help'
  [exit 2]
