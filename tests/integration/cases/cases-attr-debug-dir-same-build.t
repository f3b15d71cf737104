--debug-dir holding the unstripped copy of this very build (its build-id equals the
module's): the findings are attributed to their compile units and lines.

  $ kprefix check images/rfc-m3-good.elf --modules cases/tree-bid --debug-dir cases/debuglink/debug-same
  kernel/drivers/attr/attr_mod.ko: mn_call+0x1c (0x100cc): error: type 0x56e5b5a5 (int (int, int)): 1 call site in 1 function loads at -16; 2 functions of this type keep it at -4: hlp_mul, hlp_static_cb [type-offset]
      in main.c (modules/src/main.c:39), built with -fsanitize=kcfi -fpatchable-function-entry=5,3 -falign-functions=8
  kernel/drivers/attr/attr_mod.ko: hlp_call+0x24 (0x101a0): error: type 0x56e5b5a5 (int (int, int)): 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: mn_add, mn_static_cb [type-offset]
      in helper.c (modules/src/helper.c:30), built with -fsanitize=kcfi -falign-functions=8
  kernel/drivers/attr/attr_mod.ko: hlp_call+0x0 (0x1017c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
      in helper.c (modules/src/helper.c:30), built with -fsanitize=kcfi -falign-functions=8
  kernel/drivers/attr/attr_mod.ko: note: compile units disagree on layout flags: 1 unit '-fsanitize=kcfi -fpatchable-function-entry=5,3 -falign-functions=8'; 1 unit '-fsanitize=kcfi -falign-functions=8' (e.g. helper.c)
  modules under cases/tree-bid: 1 files, 1 checked, 0 unreadable, 1 with errors, 0 with warnings; 10 functions, 6 traced, 6 records
  kprefix: 2 files, 2 checked, 0 unreadable; 24 functions, 12 traced; 6 errors, 0 warnings, 0 notes
  [exit 1]
