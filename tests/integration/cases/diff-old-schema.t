A report of an older schema version is refused by diff with one line, exit status 2.

  $ kprefix diff gate/schema-v1.json gate/rfc-m3-bad.json
  [stderr]
  kprefix: gate/schema-v1.json: not a kprefix-check JSON report of schema_version 2 or later
  [exit 2]
