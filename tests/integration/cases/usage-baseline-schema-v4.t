A report of a schema version newer than this kprefix reads is no baseline: read as if it were one, its fingerprints may mean something else (issue 25). One line, exit status 2.

  $ kprefix check --baseline gate/schema-v4.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/schema-v4.json: cannot be a baseline: a kprefix-check document of schema_version 4, newer than this kprefix reads (versions 2 and 3)
  [exit 2]
