TODO: say what this case shows and why.
(kprefix diff: images, module trees, JSON reports; text, JSON, SARIF)

  $ kprefix diff images/rfc-m3-good.elf
  [stderr]
  kprefix: 'diff' needs 2 files, OLD and NEW, 1 found
  [exit 2]
