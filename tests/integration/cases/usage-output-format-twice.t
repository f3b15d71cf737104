TODO: say what this case shows and why.
(SARIF, GitHub workflow commands, several formats in one run (--output))

  $ kprefix check --format=sarif --output sarif:- images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output: sarif is written once, to '-' already
  [exit 2]
