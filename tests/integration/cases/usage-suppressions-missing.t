A --suppressions file that does not exist: one line, exit status 2.

  $ kprefix check --suppressions gate/none.supp images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/none.supp: cannot be read as --suppressions: No such file or directory
  [exit 2]
