A check both enabled and disabled is a contradiction: refused, one line, exit status 2 (issue 25: exit 0 having checked nothing).

  $ kprefix check --enable=ops-slot --disable=prefix-nops,ops-slot images/rfc-m3-bad.elf
  [stderr]
  kprefix: check: --enable and --disable both name ops-slot: a check is run or not
  [exit 2]
