With --format=json, one unreadable file still gives one JSON document with its error, exit
status 2.

  $ kprefix check --format=json malformed/handmade-truncated.elf
  {"schema":"kprefix-check","schema_version":2,"tool":{"name":"kprefix","version":"0.1.0"},"arguments":["check","--format=json","malformed/handmade-truncated.elf"],"file":"malformed/handmade-truncated.elf","error":"truncated: section headers at offset 8704 end past the file's 100 bytes","exit_status":2}
  [stderr]
  kprefix: malformed/handmade-truncated.elf: truncated: section headers at offset 8704 end past the file's 100 bytes
  [exit 2]
