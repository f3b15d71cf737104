A --baseline file that does not exist: one line, exit status 2.

  $ kprefix check --baseline gate/missing.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/missing.json: cannot be a baseline: No such file or directory
  [exit 2]
