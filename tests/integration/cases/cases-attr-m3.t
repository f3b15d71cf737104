Findings are attributed to their source from DWARF: the file and line, and the flags of
the unit that was built with other patchable-entry options.

  $ kprefix check cases/attr-m3.elf
  cases/attr-m3.elf: 4 functions (ut_mul, ut_call, ut_entry, ut_static_cb): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    = it explains:
    cases/attr-m3.elf: tr_call+0x1c (0xffff8000800000d4): error: type 0x56e5b5a5 (int (int, int)): 1 call site in 1 function loads at -16; 3 functions of this type keep it at -4: ut_mul, ut_static_cb, asm_typed_fn (assembly) [type-offset]
      in traced.c (src/traced.c:32), built with -fsanitize=kcfi -fpatchable-function-entry=5,3 -falign-functions=8
    cases/attr-m3.elf: ut_call+0x14 (0xffff8000800001d8): error: type 0x56e5b5a5 (int (int, int)): 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb [type-offset]
      in untraced.c (src/untraced.c:29), built with -fsanitize=kcfi -falign-functions=8
    help: give these functions' objects 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  cases/attr-m3.elf: asm_typed_fn+0x0 (0xffff800080000254): error: hash at -4, callers load it at -16 (assembly, untraced, 0 prefix NOPs) [hash-offset]
      in asm_typed.S (src/asm_typed.S:25)
    help: make its hash macro emit 3 prefix NOPs after the hash (arm64's __CFI_TYPE, as SYM_TYPED_FUNC_START uses it); 'kprefix explain hash-offset' says why and how
  cases/attr-m3.elf: note: compile units disagree on layout flags: 1 unit '-fsanitize=kcfi -fpatchable-function-entry=5,3 -falign-functions=8'; 1 unit '-fsanitize=kcfi -falign-functions=8' (e.g. untraced.c)
  layout of cases/attr-m3.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    kCFI hash    xxHash64 of the mangled type: 9 of 10 reproduced from DWARF
    not          1: no prototype in the BTF or DWARF (assembly, or left out by pahole without DWARF)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 13 in all))
    alignment    8    (image: 11 of 11 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           7         5         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 1, -16: 1), 2 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  cases/attr-m3.elf: 2 causes:
    1. 4 functions in untraced.c: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
       fix: give these functions' objects 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
    2. 1 function (asm_typed_fn) in asm_typed.S: hash at -4, callers load it at -16 (assembly, untraced, 0 prefix NOPs) [hash-offset]
       fix: make its hash macro emit 3 prefix NOPs after the hash (arm64's __CFI_TYPE, as SYM_TYPED_FUNC_START uses it); 'kprefix explain hash-offset' says why and how
  [exit 1]
