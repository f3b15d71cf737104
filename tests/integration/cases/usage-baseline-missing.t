TODO: say what this case shows and why.
(gates from a known state: baselines (fixtures/gate) and suppressions)

  $ kprefix check --baseline gate/missing.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/missing.json: cannot be a baseline: No such file or directory
  [exit 2]
