A schema_version that is no whole number (3.5) is no version kprefix wrote: refused, never read as its integer part 3 (issue 25).

  $ kprefix check --baseline gate/schema-v3.5.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/schema-v3.5.json: cannot be a baseline: a kprefix-check document of schema_version 3.5, not a whole number: this kprefix reads versions 2 and 3
  [exit 2]
