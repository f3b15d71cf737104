A report of schema_version 99 is refused as a baseline, one line, exit status 2 (issue 25).

  $ kprefix check --baseline gate/schema-v99.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/schema-v99.json: cannot be a baseline: a kprefix-check document of schema_version 99, newer than this kprefix reads (versions 2 and 3)
  [exit 2]
