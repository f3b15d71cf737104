kprefix diff takes one tree a side: --new-modules twice is refused.

  $ kprefix diff images/callops-m2-clang.elf images/rfc-m3-good.elf --old-modules modules/tree-m2 --new-modules modules/tree-m3 --new-modules modules/tree-m2
  [stderr]
  kprefix: diff: --new-modules given twice ('modules/tree-m3', then 'modules/tree-m2'): it takes one
  [exit 2]
