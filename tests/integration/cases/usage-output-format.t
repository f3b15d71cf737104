TODO: say what this case shows and why.
(SARIF, GitHub workflow commands, several formats in one run (--output))

  $ kprefix check --output yaml:x images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output: the format is text, json, sarif or github, not 'yaml'
  [exit 2]
