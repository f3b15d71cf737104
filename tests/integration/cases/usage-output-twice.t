TODO: say what this case shows and why.
(SARIF, GitHub workflow commands, several formats in one run (--output))

  $ kprefix check --format=json --output json:@OUT@/r.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output: json is written once, to '@OUT@/r.json' already
  [exit 2]
