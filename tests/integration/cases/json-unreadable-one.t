With --format=json, one unreadable file still gives one JSON document with its error, exit
status 2.

  $ kprefix check --format=json malformed/handmade-truncated.elf
  {"schema":"kprefix-check","schema_version":3,"tool":{"name":"kprefix","version":"0.1.0"},"arguments":["check","--format=json","malformed/handmade-truncated.elf"],"files":[{"file":"malformed/handmade-truncated.elf","error":"truncated: section headers at offset 8704 end past the file's 100 bytes","role":"unknown","vmlinux":null,"exit_status":2}],"module_trees":[],"totals":{"files":1,"checked":0,"unreadable":1,"with_errors":0,"with_warnings":0,"functions":0,"traced":0,"records":0,"errors":0,"warnings":0,"notes":0},"exit_status":2}
  [stderr]
  kprefix: malformed/handmade-truncated.elf: truncated: section headers at offset 8704 end past the file's 100 bytes
  [exit 2]
