--disable of the three kCFI offset checks leaves rfc-m3-bad clean: exit 0.

  $ kprefix check --disable=type-offset,hash-offset,callsite-offset images/rfc-m3-bad.elf
  [exit 0]
