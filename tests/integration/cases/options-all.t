Every layout option at once, agreeing with the image: quiet, exit 0.

  $ kprefix check -q --no-cfi --no-bti --function-alignment=8 --prefix-nops=2 --islands= --format=text images/callops-m2-clang.elf
  [exit 0]
