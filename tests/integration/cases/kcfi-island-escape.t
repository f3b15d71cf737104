TODO: say what this case shows and why.
(kCFI call sites, typeids, address-taken functions, islands (fixtures/kcfi))

  $ kprefix check kcfi/images/island-escape.elf
  [exit 0]
