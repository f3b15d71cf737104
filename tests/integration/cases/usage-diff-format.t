diff has no GitHub format: usage error, exit status 2.

  $ kprefix diff --format=github images/rfc-m3-good.elf images/rfc-m3-bad.elf
  [stderr]
  kprefix: diff: --format is text, json or sarif, not 'github'
  [exit 2]
