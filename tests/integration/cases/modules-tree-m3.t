The M=3 kCFI tree against rfc-m3-good: hash-mismatch, type-offset, hash-offset and module-
layout findings in the modules that were built wrong.

  $ kprefix check images/rfc-m3-good.elf --modules modules/tree-m3
  kernel/drivers/misc/m3_xref.ko.xz: error: tr_setup in images/rfc-m3-good.elf has hash 0x36b1c5a6, but this module's __kcfi_typeid_tr_setup is 0xa5c354fc: its calls through that pointer panic [hash-mismatch]
  kernel/drivers/staging/m3_noprefix.ko: mn_call+0x1c (0x100cc): error: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 2 functions of this type keep it at -4: hlp_mul, hlp_static_cb [type-offset]
  kernel/drivers/staging/m3_noprefix.ko: hlp_call+0x24 (0x101a0): error: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: mn_add, mn_static_cb [type-offset]
  kernel/drivers/staging/m3_noprefix.ko: hlp_call+0x0 (0x1017c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  updates/dkms/m3_dkms_m0.ko.gz: error: module built for M=0, kCFI on, bti c no (6 of 6 owned records at func-0); images/rfc-m3-good.elf is M=3, kCFI on, bti c no [module-layout]
  modules under modules/tree-m3: 5 files, 5 checked, 0 unreadable, 3 with errors, 0 with warnings; 47 functions, 31 traced, 31 records
  kprefix: 6 files, 6 checked, 0 unreadable; 61 functions, 37 traced; 8 errors, 0 warnings, 0 notes
  [exit 1]
