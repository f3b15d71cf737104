A consistent __pi_ island built without prefix NOPs inside an M=3 kernel is not a defect:
silent, exit 0.

  $ kprefix check kcfi/images/island-good.elf
  [exit 0]
