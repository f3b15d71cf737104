TODO: say what this case shows and why.
(false alarms and misses found by wider testing (fixtures/fidelity))

  $ kprefix check images/rfc-m3-good.elf fidelity/kcfi_noindirect.ko fidelity/kcfi_marked_only.ko
  kprefix: 3 files, 3 checked, 0 unreadable; 22 functions, 14 traced; 0 errors, 0 warnings, 0 notes
  [exit 0]
