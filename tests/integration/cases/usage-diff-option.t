TODO: say what this case shows and why.
(kprefix diff: images, module trees, JSON reports; text, JSON, SARIF)

  $ kprefix diff --bogus images/rfc-m3-good.elf images/rfc-m3-bad.elf
  [stderr]
  kprefix: diff: unknown option or missing value: '--bogus'
  Run 'kprefix diff --help' for the options.
  [exit 2]
