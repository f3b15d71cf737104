The same tree against a vmlinux whose banner matches the modules' vermagic: no release
error, only the M=3 module's module-layout error.

  $ kprefix check -j 1 images/callops-m2-banner.elf --modules modules/tree-m2
  updates/dkms/m2_dkms_m3.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); images/callops-m2-banner.elf is M=2, kCFI off, bti c no [module-layout]
  modules under modules/tree-m2: 7 files, 5 checked, 2 unreadable, 1 with errors, 0 with warnings; 42 functions, 38 traced, 38 records
  kprefix: 8 files, 6 checked, 2 unreadable; 54 functions, 44 traced; 1 error, 0 warnings, 0 notes
  [stderr]
  kprefix: modules/tree-m2/extra/handmade-broken.ko.xz: truncated: section headers at offset 3264 end past the file's 200 bytes
  kprefix: modules/tree-m2/extra/handmade-notxz.ko.xz: not an xz file
  [exit 3]
