-q prints the findings only, without the layout table.

  $ kprefix check -q images/rfc-m3-bad.elf
  images/rfc-m3-bad.elf: 6 functions (ut_mul, ut_call, ut_entry, ut_static_cb, nt_fn, asm_typed_fn): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    = it explains:
    images/rfc-m3-bad.elf: tr_call+0x1c (0xffff8000800000d4): error: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 4 functions of this type keep it at -4: ut_mul, ut_static_cb, nt_fn, asm_typed_fn [type-offset]
    images/rfc-m3-bad.elf: ut_call+0x14 (0xffff8000800001d8): error: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb [type-offset]
    help: give these functions' objects 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  images/rfc-m3-bad.elf: 1 cause:
    1. 6 functions: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
       fix: give these functions' objects 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  [exit 1]
