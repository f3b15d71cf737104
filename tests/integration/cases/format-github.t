--format=github prints one ::error/::warning workflow command per finding, with file and
title.

  $ kprefix check --format=github images/rfc-m3-bad.elf
  ::error file=images/rfc-m3-bad.elf,title=type-offset::images/rfc-m3-bad.elf: tr_call+0x1c: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn
  ::error file=images/rfc-m3-bad.elf,title=type-offset::images/rfc-m3-bad.elf: ut_call+0x14: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb
  ::error file=images/rfc-m3-bad.elf,title=hash-offset::images/rfc-m3-bad.elf: 2 functions (ut_call, ut_entry): hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)
  ::group::error [type-offset] images/rfc-m3-bad.elf: tr_call+0x1c
    type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn
    images/rfc-m3-bad.elf: tr_call+0x1c (0xffff8000800000d4)
  ::endgroup::
  ::group::error [type-offset] images/rfc-m3-bad.elf: ut_call+0x14
    type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb
    images/rfc-m3-bad.elf: ut_call+0x14 (0xffff8000800001d8)
  ::endgroup::
  ::group::error [hash-offset] images/rfc-m3-bad.elf: 2 functions (ut_call, ut_entry)
    hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)
    images/rfc-m3-bad.elf: ut_call+0x0 (0xffff8000800001c4)
    images/rfc-m3-bad.elf: ut_entry+0x0 (0xffff80008000020c)
  ::endgroup::
  kprefix: 9 errors, 0 warnings, 0 notes in 1 file, folded into 3 causes
  [exit 1]
