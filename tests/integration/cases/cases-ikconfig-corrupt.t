An image whose embedded IKCONFIG is corrupt is refused: one line, exit status 2, no
partial report.

  $ kprefix check cases/ikconfig-corrupt.elf
  [stderr]
  kprefix: cases/ikconfig-corrupt.elf: embedded IKCONFIG is not a valid gzip stream
  [exit 2]
