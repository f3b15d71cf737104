Modules built for another kernel release (their vermagic is 7.2.0, the vmlinux's banner
6.12) are errors, folded into one line; exit status 3 with the unreadable modules.

  $ kprefix check -j 1 images/callops-m2-banner-6.12.elf --modules modules/tree-m2
  5 modules (kernel/drivers/char/m2_mix.ko.xz, kernel/drivers/gpio/m2_gcc.ko.gz, kernel/drivers/i2c/m2_one.ko, kernel/drivers/net/m2_two.ko.zst, updates/dkms/m2_dkms_m3.ko): error: module built for kernel 7.2.0 (its vermagic), but images/callops-m2-banner-6.12.elf is 6.12.0: a module of another kernel, which it refuses to load; check each tree against its own vmlinux [module-layout]
  updates/dkms/m2_dkms_m3.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); images/callops-m2-banner-6.12.elf is M=2, kCFI off, bti c no [module-layout]
  modules under modules/tree-m2: 7 files, 5 checked, 2 unreadable, 5 with errors, 0 with warnings; 42 functions, 38 traced, 38 records
  kprefix: 8 files, 6 checked, 2 unreadable; 54 functions, 44 traced; 6 errors, 0 warnings, 0 notes
  [stderr]
  kprefix: modules/tree-m2/extra/handmade-broken.ko.xz: truncated: section headers at offset 3264 end past the file's 200 bytes
  kprefix: modules/tree-m2/extra/handmade-notxz.ko.xz: not an xz file
  [exit 3]
