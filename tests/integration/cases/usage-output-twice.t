--output json:FILE beside --format=json: each format is written once; usage error, exit
status 2.

  $ kprefix check --format=json --output json:@OUT@/r.json images/rfc-m3-bad.elf
  [stderr]
  kprefix: --output: json is written once, to '@OUT@/r.json' already
  [exit 2]
