A correct image without -v prints nothing and exits 0: silence is the clean verdict.

  $ kprefix check images/callops-m2-clang.elf
  [exit 0]
