Callers built with another M load the hash from the wrong offset: callsite-offset and
type-offset errors.

  $ kprefix check kcfi/images/callers-other-m.elf
  kcfi/images/callers-other-m.elf: co_call3+0x24 (0xffff80008000033c): error: type 0x56e5b5a5: 3 call sites in 1 function load at -4; 6 functions of this type keep it at -16: tr_add, tr_static_cb, ut_mul, ut_static_cb, nt_fn, asm_typed_fn [type-offset]
  kcfi/images/callers-other-m.elf: co_call1+0x8 (0xffff8000800003c8): error: type 0x36b1c5a6: 1 call site in 1 function loads at -4; 3 functions of this type keep it at -16: tr_setup, ut_entry, tr_init [type-offset]
  layout of kcfi/images/callers-other-m.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 6 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 17 in all))
    alignment    8    (image: 13 of 13 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          11         7         8
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 6 (at -4: 4, -16: 2), 4 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  [exit 1]
