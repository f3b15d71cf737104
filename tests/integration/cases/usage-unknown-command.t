TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix frobnicate
  [stderr]
  kprefix: 'frobnicate' is not a command; see 'kprefix --help'
  [exit 2]
