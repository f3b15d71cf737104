TODO: say what this case shows and why.
(gates from a known state: baselines (fixtures/gate) and suppressions)

  $ kprefix check --suppressions gate/bad-check.supp images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/bad-check.supp: line 3: 'no-such-check' is not a check id (see 'kprefix list-checks')
  [exit 2]
