A report of an older schema version is refused by diff with one line, exit status 2.

  $ kprefix diff gate/schema-v1.json gate/rfc-m3-bad.json
  [stderr]
  kprefix: gate/schema-v1.json: a kprefix-check document of schema_version 1, older than this kprefix reads (versions 2 and 3)
  [exit 2]
