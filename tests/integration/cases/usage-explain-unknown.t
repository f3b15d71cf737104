kprefix explain takes check ids: anything else is a usage error naming where the ids are.

  $ kprefix explain hash-ofset
  [stderr]
  kprefix: explain: 'hash-ofset' is not a check id; see 'kprefix list-checks'
  [exit 2]
