TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check images/kcfi-m0.elf images/rfc-m3-good.elf --modules modules/tree-m3
  [stderr]
  kprefix: --modules needs exactly 1 vmlinux, 2 files found
  [exit 2]
