A vmlinux has one module tree: a second --modules is refused, naming both (issue 25: the second silently replaced the first).

  $ kprefix check images/callops-m2-clang.elf --modules modules/tree-m2 --modules modules/tree-m3
  [stderr]
  kprefix: check: --modules given twice ('modules/tree-m2', then 'modules/tree-m3'): it takes one
  [exit 2]
