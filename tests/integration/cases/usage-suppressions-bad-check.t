A suppression naming an unknown check: one line with the file and line, exit status 2.

  $ kprefix check --suppressions gate/bad-check.supp images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/bad-check.supp: cannot be read as --suppressions: line 3: 'no-such-check' is not a check id (see 'kprefix list-checks')
  [exit 2]
