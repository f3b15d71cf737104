TODO: say what this case shows and why.
(kprefix diff: images, module trees, JSON reports; text, JSON, SARIF)

  $ kprefix diff --old-modules modules/tree-m2 images/rfc-m3-good.elf images/rfc-m3-bad.elf
  [stderr]
  kprefix: diff: --old-modules and --new-modules go together
  [exit 2]
