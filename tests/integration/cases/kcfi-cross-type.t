Call sites of several types, each reaching functions whose hash is elsewhere: one type-
offset error per type and site offset, naming the functions.

  $ kprefix check kcfi/images/cross-type.elf
  kcfi/images/cross-type.elf: ct_a3+0x0 (0xffff80008000026c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    = it explains:
    kcfi/images/cross-type.elf: ct_call_a1+0x1c (0xffff80008000015c): error: type 0x56e5b5a5: 3 call sites in 2 functions load at -16; 3 functions of this type keep it at -4: ct_a3, ct_a4, ct_a5 [type-offset]
    kcfi/images/cross-type.elf: ct_call_b+0x18 (0xffff8000800002e0): error: type 0xa540670c: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: ct_b1, ct_b2 [type-offset]
  kcfi/images/cross-type.elf: ct_a4+0x0 (0xffff80008000027c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  kcfi/images/cross-type.elf: ct_a5+0x0 (0xffff80008000028c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    help: give its object 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  layout of kcfi/images/cross-type.elf:
    prefix NOPs  3    (image: 8 of 8 owned records at func-12)
    kCFI         on   (image: 5 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 8 compiled functions a pointer may reach start with bti c (0 of 14 in all))
    alignment    8    (image: 12 of 12 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             8         8         8
  untraced           6         4         1
  records: 8 (RELA addends): 8 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 5 (at -16: 4, -4: 1), 4 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  kcfi/images/cross-type.elf: 1 cause:
    1. 3 functions (ct_a3, ct_a4, ct_a5): hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
       fix: give its object 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  [exit 1]
