With -v, the modules of fidelity-kcfi-noindirect show their layout: kCFI is inferred from
the vmlinux they are checked against.

  $ kprefix check -v images/rfc-m3-good.elf fidelity/kcfi_noindirect.ko fidelity/kcfi_marked_only.ko
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
  layout of fidelity/kcfi_noindirect.ko:
    prefix NOPs  3    (image: 4 of 4 owned records at func-12)
    kCFI         on   (image: no kCFI check sequence; 4 of 4 functions carry a hash word ($d) before their NOPs)
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 4 in all))
    alignment    8    (image: 4 of 4 prefix starts are 8-byte aligned)
    ops slot     images/rfc-m3-good.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   images/rfc-m3-good.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             4         4         4
  untraced           0         0         0
  records: 4 (relocations of __patchable_function_entries): 4 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 0, 0 reach a function of their type at another offset
  kcfi typeids: 2, 2 name a function here, 2 of those hashed, 0 differ
  layout of fidelity/kcfi_marked_only.ko:
    prefix NOPs  3    (image: 4 of 4 owned records at func-12)
    kCFI         on   (image: no kCFI check sequence; 4 of 4 functions carry a hash word ($d) before their NOPs)
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 4 in all))
    alignment    8    (image: 4 of 4 prefix starts are 8-byte aligned)
    ops slot     images/rfc-m3-good.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   images/rfc-m3-good.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             4         4         4
  untraced           0         0         0
  records: 4 (relocations of __patchable_function_entries): 4 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 0, 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  kprefix: 3 files, 3 checked, 0 unreadable; 22 functions, 14 traced; 0 errors, 0 warnings, 0 notes
  [exit 0]
