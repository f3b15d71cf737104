TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check --format=xml images/kcfi-m0.elf
  [stderr]
  kprefix: --format is text, json, sarif or github, not 'xml'
  [exit 2]
