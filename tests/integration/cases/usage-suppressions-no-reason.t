TODO: say what this case shows and why.
(gates from a known state: baselines (fixtures/gate) and suppressions)

  $ kprefix check --suppressions gate/no-reason.supp images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/no-reason.supp: line 1: the suppression of hash-offset ut_mul gives no reason
  [exit 2]
