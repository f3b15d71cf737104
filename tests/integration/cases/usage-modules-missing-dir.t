TODO: say what this case shows and why.
(paths no other fixture reaches (fixtures/cases), every option, every usage error)

  $ kprefix check images/rfc-m3-good.elf --modules modules/no-such-tree
  kprefix: 1 file, 1 checked, 0 unreadable; 14 functions, 6 traced; 0 errors, 0 warnings, 0 notes
  [stderr]
  kprefix: modules/no-such-tree: cannot walk the module tree: No such file or directory
  [exit 2]
