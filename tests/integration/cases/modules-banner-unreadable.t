A vmlinux whose banner's release has a control byte (images/callops-m2-banner-ctl.elf): its modules' vermagic cannot be compared with it, and each says so in a note in the text output, not only under -v (issue 32).

  $ kprefix check -j 1 images/callops-m2-banner-ctl.elf --modules modules/tree-m2
  5 modules (kernel/drivers/char/m2_mix.ko.xz, kernel/drivers/gpio/m2_gcc.ko.gz, kernel/drivers/i2c/m2_one.ko, kernel/drivers/net/m2_two.ko.zst, updates/dkms/m2_dkms_m3.ko): note: images/callops-m2-banner-ctl.elf names a release with a control or non-ASCII byte: whether the module (vermagic 7.2.0) was built for its kernel is not known [module-layout]
  updates/dkms/m2_dkms_m3.ko: error: module built for M=3, kCFI off, bti c no (6 of 6 owned records at func-12); images/callops-m2-banner-ctl.elf is M=2, kCFI off, bti c no [module-layout]
  modules under modules/tree-m2: 7 files, 5 checked, 2 unreadable, 1 with errors, 0 with warnings; 42 functions, 38 traced, 38 records
  kprefix: 8 files, 6 checked, 2 unreadable; 54 functions, 44 traced; 1 error, 0 warnings, 5 notes
  [stderr]
  kprefix: modules/tree-m2/extra/handmade-broken.ko.xz: truncated: section headers at offset 3264 end past the file's 200 bytes
  kprefix: modules/tree-m2/extra/handmade-notxz.ko.xz: not an xz file
  [exit 3]
