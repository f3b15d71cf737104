TODO: say what this case shows and why.
(kprefix diff: images, module trees, JSON reports; text, JSON, SARIF)

  $ kprefix diff -j 0 a b
  [stderr]
  kprefix: -j needs a number of threads from 1 to 1024, not '0'
  [exit 2]
