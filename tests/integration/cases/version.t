TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix --version
  kprefix 0.1.0
  [exit 0]
