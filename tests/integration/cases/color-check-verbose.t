--color alone among check's options means always (as GCC's -fdiagnostics-color); the
source lines under each finding (debug data) stay plain.

  $ kprefix check --color -v cases/attr-m3.elf
  [01m[Kcases/attr-m3.elf: tr_call+0x1c (0xffff8000800000d4):[m[K [01;31m[Kerror: [m[Ktype 0x56e5b5a5 (int (int, int)): 1 call site in 1 function loads at -16; 3 functions of this type keep it at -4: ut_mul, ut_static_cb, asm_typed_fn (assembly) [[01;31m[Ktype-offset[m[K]
      in traced.c (src/traced.c:32), built with -fsanitize=kcfi -fpatchable-function-entry=5,3 -falign-functions=8
  [01m[Kcases/attr-m3.elf: ut_call+0x14 (0xffff8000800001d8):[m[K [01;31m[Kerror: [m[Ktype 0x56e5b5a5 (int (int, int)): 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb [[01;31m[Ktype-offset[m[K]
      in untraced.c (src/untraced.c:29), built with -fsanitize=kcfi -falign-functions=8
  [01m[Kcases/attr-m3.elf: ut_mul+0x0 (0xffff80008000017c):[m[K [01;31m[Kerror: [m[Khash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [[01;31m[Khash-offset[m[K]
      in untraced.c (src/untraced.c:24), built with -fsanitize=kcfi -falign-functions=8
  [01m[Kcases/attr-m3.elf: ut_call+0x0 (0xffff8000800001c4):[m[K [01;31m[Kerror: [m[Khash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [[01;31m[Khash-offset[m[K]
      in untraced.c (src/untraced.c:29), built with -fsanitize=kcfi -falign-functions=8
  [01m[Kcases/attr-m3.elf: ut_call+0x14 (0xffff8000800001d8):[m[K [01;31m[Kerror: [m[K1 kCFI call site loads the hash at -4, functions here keep it at -16; it checks type 0x56e5b5a5 (int (int, int)) [[01;31m[Kcallsite-offset[m[K]
      in untraced.c (src/untraced.c:29), built with -fsanitize=kcfi -falign-functions=8
  [01m[Kcases/attr-m3.elf: ut_entry+0x0 (0xffff80008000020c):[m[K [01;31m[Kerror: [m[Khash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [[01;31m[Khash-offset[m[K]
      in untraced.c (src/untraced.c:35), built with -fsanitize=kcfi -falign-functions=8
  [01m[Kcases/attr-m3.elf: ut_static_cb+0x0 (0xffff800080000234):[m[K [01;31m[Kerror: [m[Khash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [[01;31m[Khash-offset[m[K]
      in untraced.c (src/untraced.c:15), built with -fsanitize=kcfi -falign-functions=8
  [01m[Kcases/attr-m3.elf: asm_typed_fn+0x0 (0xffff800080000254):[m[K [01;31m[Kerror: [m[Khash at -4, callers load it at -16 (assembly, untraced, 0 prefix NOPs) [[01;31m[Khash-offset[m[K]
      in asm_typed.S (src/asm_typed.S:25)
  [01m[Kcases/attr-m3.elf:[m[K [01;36m[Knote: [m[Kcompile units disagree on layout flags: 1 unit '-fsanitize=kcfi -fpatchable-function-entry=5,3 -falign-functions=8'; 1 unit '-fsanitize=kcfi -falign-functions=8' (e.g. untraced.c)
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
  [exit 1]
