kprefix diff refuses a report of schema_version 99 (issue 25).

  $ kprefix diff gate/rfc-m3-bad.json gate/schema-v99.json
  [stderr]
  kprefix: gate/schema-v99.json: a kprefix-check document of schema_version 99, newer than this kprefix reads (versions 2 and 3)
  [exit 2]
