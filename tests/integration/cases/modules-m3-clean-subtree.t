--modules on a clean subtree of tree-m3: every module checked against the vmlinux, the
summary line, exit 0.

  $ kprefix check -v images/rfc-m3-good.elf --modules modules/tree-m3/kernel/drivers/char
  layout of images/rfc-m3-good.elf:
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
  untraced           8         6         7
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  layout of m3_good1.ko.xz:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 10 in all))
    alignment    8    (image: 9 of 9 prefix starts are 8-byte aligned)
    ops slot     images/rfc-m3-good.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   images/rfc-m3-good.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           4         3         4
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text); 4 prefix-only (4 name a function)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 3, 3 name a function here, 3 of those hashed, 0 differ
  modules under modules/tree-m3/kernel/drivers/char: 1 files, 1 checked, 0 unreadable, 0 with errors, 0 with warnings; 10 functions, 6 traced, 6 records
  kprefix: 2 files, 2 checked, 0 unreadable; 24 functions, 12 traced; 0 errors, 0 warnings, 0 notes
  [exit 0]
