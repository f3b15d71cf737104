TODO: say what this case shows and why.
(gates from a known state: baselines (fixtures/gate) and suppressions)

  $ kprefix check --suppressions gate/none.supp images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/none.supp: No such file or directory
  [exit 2]
