A schema_version that is a string ("3") is said to be one: kprefix writes a number (issue 25: it was reported as version 0).

  $ kprefix check --baseline gate/schema-string.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: gate/schema-string.json: cannot be a baseline: a kprefix-check document whose schema_version is the string "3", not a number: this kprefix reads versions 2 and 3
  [exit 2]
