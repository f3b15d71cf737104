--output without :PATH: usage error, exit status 2.

  $ kprefix check --output sarif images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output needs FORMAT:PATH (text, json, sarif, github, gitlab, markdown or kcidb; - for standard output), not 'sarif'
  [exit 2]
