A static and a global function of one name: the weak __kcfi_typeid_ names the global's
type, so only the global is compared with it (no false hash-mismatch on the static
twins), and the real mismatch on the global dup_bad is found.

  $ kprefix check -v kcfi/images/typeid-static-dup.elf
  kcfi/images/typeid-static-dup.elf: dup_bad+0x0 (0xffff8000800003a8): error: hash 0x00050794 at -16, but __kcfi_typeid_dup_bad is 0xa5c354fc: a call through the declared type panics [hash-mismatch]
  layout of kcfi/images/typeid-static-dup.elf:
    prefix NOPs  3    (image: 12 of 12 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 6 compiled functions a pointer may reach start with bti c (0 of 20 in all))
    alignment    8    (image: 18 of 18 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced            12        11        12
  untraced           8         6         7
  records: 12 (RELA addends): 12 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 4, 3 name a function here, 3 of those hashed, 1 differ; 1 name only several static functions, compared with none
  [exit 1]
