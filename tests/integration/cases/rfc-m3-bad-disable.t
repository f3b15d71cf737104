TODO: say what this case shows and why.
(the registry, check selection, one JSON document whatever the inputs, usage)

  $ kprefix check --disable=type-offset,hash-offset,callsite-offset images/rfc-m3-bad.elf
  [exit 0]
