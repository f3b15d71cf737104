A schema_version of 1e6 is refused as written, never read as its integer part 1 or as a million (issue 25).

  $ kprefix check --baseline gate/schema-v1e6.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/schema-v1e6.json: cannot be a baseline: a kprefix-check document of schema_version 1e6, not a whole number: this kprefix reads versions 2 and 3
  [exit 2]
