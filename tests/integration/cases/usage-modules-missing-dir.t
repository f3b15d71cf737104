A --modules directory that does not exist: one line, exit status 2.

  $ kprefix check images/rfc-m3-good.elf --modules modules/no-such-tree
  kprefix: 1 file, 1 checked, 0 unreadable; 14 functions, 6 traced; 0 errors, 0 warnings, 0 notes
  [stderr]
  kprefix: modules/no-such-tree: cannot check the module tree: No such file or directory
  [exit 2]
