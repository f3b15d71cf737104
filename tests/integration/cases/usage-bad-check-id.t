TODO: say what this case shows and why.
(the registry, check selection, one JSON document whatever the inputs, usage)

  $ kprefix check --enable=nope images/rfc-m3-bad.elf
  [stderr]
  kprefix: --enable: 'nope' is not a check id (see 'kprefix list-checks')
  [exit 2]
