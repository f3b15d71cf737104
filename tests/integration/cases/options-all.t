TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check -q --no-cfi --no-bti --function-alignment=8 --prefix-nops=2 --islands= --format=text images/callops-m2-clang.elf
  [exit 0]
