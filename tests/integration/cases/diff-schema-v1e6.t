kprefix diff refuses a schema_version of 1e6, never reading it as 1 (issue 25).

  $ kprefix diff gate/schema-v1e6.json gate/rfc-m3-bad.json
  [stderr]
  kprefix: gate/schema-v1e6.json: a kprefix-check document of schema_version 1e6, not a whole number: this kprefix reads versions 2 and 3
  [exit 2]
