An unknown check id in --enable is a usage error naming it, exit status 2.

  $ kprefix check --enable=nope images/rfc-m3-bad.elf
  [stderr]
  kprefix: check: --enable: 'nope' is not a check id (see 'kprefix list-checks')
  [exit 2]
