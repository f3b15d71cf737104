Two --output formats to one path: usage error, exit status 2.

  $ kprefix check --output sarif:@OUT@/r --output json:@OUT@/r images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output: '@OUT@/r' cannot hold both sarif and json
  [exit 2]
