kprefix diff refuses a schema_version of 3.5, never reading it as 3 (issue 25).

  $ kprefix diff gate/schema-v3.5.json gate/rfc-m3-bad.json
  [stderr]
  kprefix: gate/schema-v3.5.json: a kprefix-check document of schema_version 3.5, not a whole number: this kprefix reads versions 2 and 3
  [exit 2]
