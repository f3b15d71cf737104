diff with only one side's module tree: usage error, exit status 2.

  $ kprefix diff --old-modules modules/tree-m2 images/rfc-m3-good.elf images/rfc-m3-bad.elf
  [stderr]
  kprefix: diff: --old-modules and --new-modules go together
  [exit 2]
