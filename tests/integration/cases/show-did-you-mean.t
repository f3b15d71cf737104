show of a name that is no function but near some: the nearest names (a third of its
letters away at most, nearest first), on the one line; none when nothing is near.

  $ kprefix show images/rfc-m3-good.elf tr_cal ut_mull no_such_function
  [stderr]
  kprefix: images/rfc-m3-good.elf: no function 'tr_cal'; did you mean 'tr_call'?
  kprefix: images/rfc-m3-good.elf: no function 'ut_mull'; did you mean 'ut_mul' or 'ut_call'?
  kprefix: images/rfc-m3-good.elf: no function 'no_such_function'
  [exit 1]
