--output sarif:- while --format=sarif already writes SARIF to standard output: each format
is written once; usage error, exit status 2.

  $ kprefix check --format=sarif --output sarif:- images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output: sarif is written once, to '-' already
  [exit 2]
