A module given after a vmlinux is checked against it: an M=3 module without kCFI next to
an M=3 kCFI vmlinux is a module-layout error; a module with a wrong typeid is a hash-
mismatch.

  $ kprefix check images/rfc-m3-good.elf modules/tree-m2/updates/dkms/m2_dkms_m3.ko modules/tree-m3/kernel/drivers/misc/m3_xref.ko.xz
  modules/tree-m2/updates/dkms/m2_dkms_m3.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); images/rfc-m3-good.elf is M=3, kCFI on, bti c no [module-layout]
    help: 'kprefix explain module-layout' says why and how
  layout of modules/tree-m2/updates/dkms/m2_dkms_m3.ko:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         off  (image: no kCFI check sequence or typeid, and none of 2 functions whose address is stored carries a hash word)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 6 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     images/rfc-m3-good.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   images/rfc-m3-good.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           0         0         0
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  modules/tree-m2/updates/dkms/m2_dkms_m3.ko: 1 cause:
    1. the image: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); images/rfc-m3-good.elf is M=3, kCFI on, bti c no [module-layout]
       fix: 'kprefix explain module-layout' says why and how
  modules/tree-m3/kernel/drivers/misc/m3_xref.ko.xz: error: tr_setup in images/rfc-m3-good.elf has hash 0x36b1c5a6, but this module's __kcfi_typeid_tr_setup is 0xa5c354fc: its calls through that pointer panic [hash-mismatch]
    help: 'kprefix explain hash-mismatch' says why and how
  layout of modules/tree-m3/kernel/drivers/misc/m3_xref.ko.xz:
    prefix NOPs  3    (image: 7 of 7 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 5 compiled functions a pointer may reach start with bti c (0 of 7 in all))
    alignment    8    (image: 7 of 7 prefix starts are 8-byte aligned)
    ops slot     images/rfc-m3-good.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   images/rfc-m3-good.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             7         6         7
  untraced           0         0         0
  records: 7 (relocations of __patchable_function_entries): 7 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 4, 2 name a function here, 2 of those hashed, 0 differ
  modules/tree-m3/kernel/drivers/misc/m3_xref.ko.xz: 1 cause:
    1. the image: tr_setup in images/rfc-m3-good.elf has hash 0x36b1c5a6, but this module's __kcfi_typeid_tr_setup is 0xa5c354fc: its calls through that pointer panic [hash-mismatch]
       fix: 'kprefix explain hash-mismatch' says why and how
  kprefix: 3 files, 3 checked, 0 unreadable; 27 functions, 19 traced; 2 errors, 0 warnings, 0 notes
  [exit 1]
