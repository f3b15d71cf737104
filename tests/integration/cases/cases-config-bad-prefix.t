A .config whose prefix NOP count is out of range is refused with one line and exit status
2.

  $ kprefix check --config=cases/src/config-bad-prefix images/kcfi-m0.elf
  [stderr]
  kprefix: cases/src/config-bad-prefix: CONFIG_ARM64_FUNCTION_PREFIX_NOPS=4095: prefix NOPs go from 0 to 16
  [exit 2]
