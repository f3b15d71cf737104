TODO: say what this case shows and why.
(kprefix diff: images, module trees, JSON reports; text, JSON, SARIF)

  $ kprefix diff --format=github images/rfc-m3-good.elf images/rfc-m3-bad.elf
  [stderr]
  kprefix: diff: --format is text, json or sarif, not 'github'
  [exit 2]
