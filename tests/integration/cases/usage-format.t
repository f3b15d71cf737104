An unknown --format: usage error, exit status 2.

  $ kprefix check --format=xml images/kcfi-m0.elf
  [stderr]
  kprefix: check: --format is text, json, sarif, github, gitlab, markdown or kcidb, not 'xml'
  [exit 2]
