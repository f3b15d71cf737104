A .config whose CONFIG_FUNCTION_ALIGNMENT is not a power of two is refused: one line
naming the file and the value, exit status 2.

  $ kprefix check --config=cases/src/config-bad-align images/kcfi-m0.elf
  [stderr]
  kprefix: cases/src/config-bad-align: CONFIG_FUNCTION_ALIGNMENT=3: not a power of two from 4 to 4096
  [exit 2]
