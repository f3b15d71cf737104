TODO: say what this case shows and why.
(the registry, check selection, one JSON document whatever the inputs, usage)

  $ kprefix check --format=json malformed/handmade-truncated.elf
  {"schema":"kprefix-check","schema_version":2,"tool":{"name":"kprefix","version":"0.1.0"},"arguments":["check","--format=json","malformed/handmade-truncated.elf"],"file":"malformed/handmade-truncated.elf","error":"truncated: section headers at offset 8704 end past the file's 100 bytes","exit_status":2}
  [stderr]
  kprefix: malformed/handmade-truncated.elf: truncated: section headers at offset 8704 end past the file's 100 bytes
  [exit 2]
