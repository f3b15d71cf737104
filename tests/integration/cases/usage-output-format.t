--output with an unknown format: usage error, exit status 2.

  $ kprefix check --output yaml:x images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output: the format is text, json, sarif, github, gitlab, markdown or kcidb, not 'yaml'
  [exit 2]
