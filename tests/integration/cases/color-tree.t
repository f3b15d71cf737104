--color=always on a module tree: each module's findings in colour, the totals and the summary
line plain.

  $ kprefix check --color=always images/rfc-m3-good.elf --modules modules/tree-m3
  [01m[Kkernel/drivers/misc/m3_xref.ko.xz:[m[K [01;31m[Kerror: [m[Ktr_setup in images/rfc-m3-good.elf has hash 0x36b1c5a6, but this module's __kcfi_typeid_tr_setup is 0xa5c354fc: its calls through that pointer panic [[01;31m[Khash-mismatch[m[K]
  [01m[Kkernel/drivers/staging/m3_noprefix.ko: mn_call+0x1c (0x100cc):[m[K [01;31m[Kerror: [m[Ktype 0x56e5b5a5: 1 call site in 1 function loads at -16; 2 functions of this type keep it at -4: hlp_mul, hlp_static_cb [[01;31m[Ktype-offset[m[K]
  [01m[Kkernel/drivers/staging/m3_noprefix.ko: hlp_call+0x24 (0x101a0):[m[K [01;31m[Kerror: [m[Ktype 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: mn_add, mn_static_cb [[01;31m[Ktype-offset[m[K]
  [01m[Kkernel/drivers/staging/m3_noprefix.ko: hlp_call+0x0 (0x1017c):[m[K [01;31m[Kerror: [m[Khash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [[01;31m[Khash-offset[m[K]
  [01m[Kupdates/dkms/m3_dkms_m0.ko.gz:[m[K [01;31m[Kerror: [m[Kmodule built for M=0, kCFI on, bti c no (6 of 6 owned records at func-0); images/rfc-m3-good.elf is M=3, kCFI on, bti c no [[01;31m[Kmodule-layout[m[K]
  modules under modules/tree-m3: 5 files, 5 checked, 0 unreadable, 3 with errors, 0 with warnings; 47 functions, 31 traced, 31 records
  kprefix: 6 files, 6 checked, 0 unreadable; 61 functions, 37 traced; 8 errors, 0 warnings, 0 notes
  [exit 1]
