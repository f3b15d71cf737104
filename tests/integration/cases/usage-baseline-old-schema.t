A baseline of an older schema version is refused: one line, exit status 2.

  $ kprefix check --baseline gate/schema-v1.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/schema-v1.json: cannot be a baseline: a kprefix-check document of schema_version 1, older than this kprefix reads (versions 2 and 3)
  [exit 2]
