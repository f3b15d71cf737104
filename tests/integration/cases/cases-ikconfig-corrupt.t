TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check cases/ikconfig-corrupt.elf
  [stderr]
  kprefix: cases/ikconfig-corrupt.elf: embedded IKCONFIG is not a valid gzip stream
  [exit 2]
