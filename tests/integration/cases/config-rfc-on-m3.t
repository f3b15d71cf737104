The RFC's config (CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3) on the image it was built for: clean.

  $ kprefix check --config=configs/rfc-m3.config images/rfc-m3-good.elf
  [exit 0]
