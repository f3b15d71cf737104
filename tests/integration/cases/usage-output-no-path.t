TODO: say what this case shows and why.
(SARIF, GitHub workflow commands, several formats in one run (--output))

  $ kprefix check --output sarif images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output needs FORMAT:PATH (text, json, sarif or github; - for standard output), not 'sarif'
  [exit 2]
