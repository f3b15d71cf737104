Objects (.o) checked alone: each layout from its own bytes, clean.

  $ kprefix check modules/objs/traced-m3.o modules/objs/untraced-m3.o modules/objs/untraced-noprefix.o
  kprefix: 3 files, 3 checked, 0 unreadable; 14 functions, 6 traced; 0 errors, 0 warnings, 0 notes
  [exit 0]
