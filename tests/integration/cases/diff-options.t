Every option diff shares with check, at once (werror, jobs, enable/disable, islands,
module trees, one of them missing).

  $ kprefix diff --werror -j 2 --enable=hash-missing --disable=module-layout --islands=__pi_ --old-modules modules/tree-m3/ --new-modules no/such/dir images/rfc-m3-good.elf images/rfc-m3-good.elf
  Kernel                      ||   .text bytes |         Delta |   Delta
  ============================++===============+===============+========
  old: images/rfc-m3-good.elf ||         2,764 |               |
  new: images/rfc-m3-good.elf ||           660 |        -2,104 |  -76.1%
  ----------------------------++---------------+---------------+--------
  (.text of 6 and 1 files: the vmlinux and its modules)
  prefix NOP bytes: 552 -> 156 (-396, -71.7%)
  kCFI hash bytes: 196 -> 44 (-152, -77.6%)

  layout:
    prefix NOPs  3 (unchanged)
    kCFI         on (unchanged)
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)
  modules: 5 -> 0, 0 added, 5 removed, 0 with another layout
    removed (5): kernel/drivers/char/m3_good1.ko.xz, kernel/drivers/misc/m3_xref.ko.xz, kernel/drivers/net/m3_good2.ko.zst, kernel/drivers/staging/m3_noprefix.ko, updates/dkms/m3_dkms_m0.ko.gz

  functions: 61 -> 14, traced 37 -> 6
  became traced: none
  became untraced: none

  kCFI call sites: 12 -> 2
    at -16           9 -> 2 (-7)
    at -4            3 -> 0 (-3)

  findings: 0 new, 0 fixed, 0 unchanged
  [stderr]
  kprefix: no/such/dir: cannot walk the module tree: No such file or directory
  [exit 2]
