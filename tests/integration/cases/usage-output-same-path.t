TODO: say what this case shows and why.
(SARIF, GitHub workflow commands, several formats in one run (--output))

  $ kprefix check --output sarif:@OUT@/r --output json:@OUT@/r images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output: '@OUT@/r' cannot hold both sarif and json
  [exit 2]
