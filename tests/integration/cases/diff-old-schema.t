TODO: say what this case shows and why.
(kprefix diff: images, module trees, JSON reports; text, JSON, SARIF)

  $ kprefix diff gate/schema-v1.json gate/rfc-m3-bad.json
  [stderr]
  kprefix: gate/schema-v1.json: not a kprefix-check JSON report of schema_version 2 or later
  [exit 2]
