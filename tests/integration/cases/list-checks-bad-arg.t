TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix list-checks --frob
  [stderr]
  kprefix: list-checks: unknown argument '--frob'
  [exit 2]
