Modules built with kCFI but without any indirect call (or with only marked functions) are
not false alarms next to their vmlinux.

  $ kprefix check images/rfc-m3-good.elf fidelity/kcfi_noindirect.ko fidelity/kcfi_marked_only.ko
  kprefix: 3 files, 3 checked, 0 unreadable; 22 functions, 14 traced; 0 errors, 0 warnings, 0 notes
  [exit 0]
