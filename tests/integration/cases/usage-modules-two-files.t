--modules takes exactly one vmlinux: usage error, exit status 2.

  $ kprefix check images/kcfi-m0.elf images/rfc-m3-good.elf --modules modules/tree-m3
  [stderr]
  kprefix: --modules needs exactly 1 vmlinux, 2 files found
  [exit 2]
