--summary on one file: one summary line.

  $ kprefix check --summary images/kcfi-m0.elf
  kprefix: 1 file, 1 checked, 0 unreadable; 13 functions, 6 traced; 0 errors, 0 warnings, 0 notes
  [exit 0]
