A baseline gate in text: findings already in gate/rfc-m3-bad-known.json are not reported
or counted; the new ones still fail the run.

  $ kprefix check --baseline gate/rfc-m3-bad-known.json images/rfc-m3-bad.elf
  images/rfc-m3-bad.elf: asm_typed_fn+0x0 (0xffff80008000026c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    = it explains:
    images/rfc-m3-bad.elf: ut_call+0x14 (0xffff8000800001d8): error: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb [type-offset]
    help: give its object 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  layout of images/rfc-m3-bad.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 14 in all))
    alignment    8    (image: 12 of 12 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           8         6         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 1, -16: 1), 2 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  images/rfc-m3-bad.elf: 1 cause:
    1. 1 function (asm_typed_fn): hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
       fix: give its object 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  [exit 1]
