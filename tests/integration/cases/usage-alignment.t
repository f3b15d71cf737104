--function-alignment must be a power of two: usage error, exit status 2.

  $ kprefix check --function-alignment=3 images/kcfi-m0.elf
  [stderr]
  kprefix: check: --function-alignment needs a power of two from 4 to 4096, not '3'
  [exit 2]
