diff with an unknown check id: usage error, exit status 2.

  $ kprefix diff --enable=nope a b
  [stderr]
  kprefix: diff: --enable: 'nope' is not a check id (see 'kprefix list-checks')
  [exit 2]
