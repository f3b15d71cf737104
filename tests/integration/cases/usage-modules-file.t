A --modules path that is a file, not a directory, is refused with one line, exit status 2.

  $ kprefix check images/callops-m2-banner.elf --modules images/kcfi-m0.elf
  kprefix: 1 file, 1 checked, 0 unreadable; 12 functions, 6 traced; 0 errors, 0 warnings, 0 notes
  [stderr]
  kprefix: images/kcfi-m0.elf: cannot check the module tree: Not a directory
  [exit 2]
