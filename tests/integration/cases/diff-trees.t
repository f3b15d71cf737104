diff of two images with their module trees (M=2 and M=3): module-layout changes per
module; exit 3 for the unreadable modules of tree-m2.

  $ kprefix diff -j 1 --old-modules modules/tree-m2 --new-modules modules/tree-m3 images/callops-m2-clang.elf images/rfc-m3-good.elf
  Kernel                           ||   .text bytes |         Delta |   Delta
  =================================++===============+===============+========
  old: images/callops-m2-clang.elf ||         2,060 |               |
  new: images/rfc-m3-good.elf      ||         2,764 |          +704 |  +34.2%
  ---------------------------------++---------------+---------------+--------
  (.text of 6 and 6 files: the vmlinux and its modules)
  prefix NOP bytes: 404 -> 552 (+148, +36.6%)
  kCFI hash bytes: 0 -> 196 (+196)

  layout:
    prefix NOPs  2 -> 3
    kCFI         off -> on
    bti c        no (unchanged)
    alignment    8 (unchanged, as the prefixes show: no config sets it)
  modules: 5 -> 5, 5 added, 5 removed, 0 with another layout
    added (5): kernel/drivers/char/m3_good1.ko.xz, kernel/drivers/misc/m3_xref.ko.xz, kernel/drivers/net/m3_good2.ko.zst, kernel/drivers/staging/m3_noprefix.ko, updates/dkms/m3_dkms_m0.ko.gz
    removed (5): kernel/drivers/char/m2_mix.ko.xz, kernel/drivers/gpio/m2_gcc.ko.gz, kernel/drivers/i2c/m2_one.ko, kernel/drivers/net/m2_two.ko.zst, updates/dkms/m2_dkms_m3.ko

  functions: 54 -> 61, traced 44 -> 37
  became traced: none
  became untraced: none

  kCFI call sites: 0 -> 12
    at -16           0 -> 9 (+9)
    at -4            0 -> 3 (+3)

  findings: 8 new (8 in added modules), 0 fixed, 0 unchanged, 1 gone with the removed modules
  new:
    kernel/drivers/misc/m3_xref.ko.xz: error: tr_setup in images/rfc-m3-good.elf has hash 0x36b1c5a6, but this module's __kcfi_typeid_tr_setup is 0xa5c354fc: its calls through that pointer panic [hash-mismatch]
    kernel/drivers/staging/m3_noprefix.ko: mn_call+0x1c: error: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 2 functions of this type keep it at -4: hlp_mul, hlp_static_cb [type-offset]
    kernel/drivers/staging/m3_noprefix.ko: hlp_call+0x24: error: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: mn_add, mn_static_cb [type-offset]
    kernel/drivers/staging/m3_noprefix.ko: hlp_call+0x0: error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    updates/dkms/m3_dkms_m0.ko.gz: error: module built for M=0, kCFI on, bti c no (6 of 6 owned records at func-0); images/rfc-m3-good.elf is M=3, kCFI on, bti c no [module-layout]
    and 3 folded details and notes (-v shows them)
  [stderr]
  kprefix: modules/tree-m2/extra/handmade-broken.ko.xz: truncated: section headers at offset 3264 end past the file's 200 bytes
  kprefix: modules/tree-m2/extra/handmade-notxz.ko.xz: not an xz file
  [exit 3]
