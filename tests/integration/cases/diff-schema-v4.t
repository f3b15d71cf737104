kprefix diff refuses a report of a schema version newer than it reads: one line, exit status 2 (issue 25).

  $ kprefix diff gate/schema-v4.json gate/rfc-m3-bad.json
  [stderr]
  kprefix: gate/schema-v4.json: a kprefix-check document of schema_version 4, newer than this kprefix reads (versions 2 and 3)
  [exit 2]
