kprefix diff says a schema_version that is a string is one (issue 25).

  $ kprefix diff gate/schema-string.json gate/rfc-m3-bad.json
  [stderr]
  kprefix: gate/schema-string.json: a kprefix-check document whose schema_version is the string "3", not a number: this kprefix reads versions 2 and 3
  [exit 2]
