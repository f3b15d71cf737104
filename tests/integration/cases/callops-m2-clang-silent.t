TODO: say what this case shows and why.

  $ kprefix check images/callops-m2-clang.elf
  [exit 0]
