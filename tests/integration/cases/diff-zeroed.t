From a good image to one whose record table was zeroed: the records-zeroed error is new,
exit 1.

  $ kprefix diff images/rfc-m3-good.elf images/rfc-m3-zeroed.elf
  Kernel                        ||   .text bytes |         Delta |   Delta
  ==============================++===============+===============+========
  old: images/rfc-m3-good.elf   ||           660 |               |
  new: images/rfc-m3-zeroed.elf ||           660 |            +0 |   +0.0%
  ------------------------------++---------------+---------------+--------
  prefix NOP bytes: 156 -> 156 (+0, +0.0%)
  kCFI hash bytes: 44 -> 44 (+0, +0.0%)

  layout:
    prefix NOPs  3 (unchanged)
    kCFI         on (unchanged)
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)

  functions: 14 -> 14, traced 6 -> 0
  became traced: none
  became untraced (6): tr_add, tr_call, tr_init, tr_setup, tr_static_cb, tr_static_helper

  kCFI call sites: 2 -> 2
    at -16           2 -> 2

  findings: 1 new, 0 fixed, 0 unchanged
  new:
    images/rfc-m3-zeroed.elf: __start_mcount_loc+0x0: error: 6 of 6 ftrace records are zero while 6 functions carry the traced layout (3 prefix NOPs, 2 entry NOPs) and own none: ftrace has no call sites; sorttable zeroes records more than before_func bytes before a function, and this layout needs before_func >= 12 [records-zeroed]
  [exit 1]
