diff -j 0 is out of range: usage error, exit status 2.

  $ kprefix diff -j 0 a b
  [stderr]
  kprefix: diff: -j needs a number of threads from 1 to 1024, not '0'
  [exit 2]
