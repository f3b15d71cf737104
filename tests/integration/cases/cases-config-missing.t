A --config file that does not exist is one line naming it, exit status 2.

  $ kprefix check --config=cases/src/no-such-config images/kcfi-m0.elf
  [stderr]
  kprefix: cases/src/no-such-config: No such file or directory
  [exit 2]
