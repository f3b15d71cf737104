A check id given where a command is expected (kprefix help ID) points to kprefix explain.

  $ kprefix help hash-offset
  [stderr]
  kprefix: 'hash-offset' is a check, not a command; see 'kprefix explain hash-offset'
  [exit 2]
