A suppression without a reason is refused: every exception must say why, exit status 2.

  $ kprefix check --suppressions gate/no-reason.supp images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/no-reason.supp: cannot be read as --suppressions: line 1: the suppression of hash-offset ut_mul gives no reason
  [exit 2]
