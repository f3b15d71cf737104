-j 0 is out of range: usage error, exit status 2.

  $ kprefix check -j 0 images/kcfi-m0.elf
  [stderr]
  kprefix: check: -j needs a number of threads from 1 to 1024, not '0'
  [exit 2]
