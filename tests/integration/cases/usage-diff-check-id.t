TODO: say what this case shows and why.
(kprefix diff: images, module trees, JSON reports; text, JSON, SARIF)

  $ kprefix diff --enable=nope a b
  [stderr]
  kprefix: --enable: 'nope' is not a check id (see 'kprefix list-checks')
  [exit 2]
