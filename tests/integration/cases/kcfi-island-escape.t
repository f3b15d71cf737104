Island functions reached only from inside the island, at the island's own offset: clean.

  $ kprefix check kcfi/images/island-escape.elf
  [exit 0]
