Modules whose vermagic kprefix cannot read as a release (fixtures/vermagic): a 206-character release, a control byte and a non-ASCII byte are no kernel's readable release, so not this vmlinux's 7.2.0: errors, a module of another kernel (issue 32); no vermagic at all gets a note that says so, rather than passing in silence (issue 25). -v prints the notes.

  $ kprefix check -v -j 1 images/callops-m2-banner.elf --modules vermagic/tree
  layout of images/callops-m2-banner.elf:
    prefix NOPs  2    (image: 6 of 6 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 12 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           6         0         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kernel/drivers/misc/handmade-vermagic-control.ko: error: module built for another kernel: its vermagic names a release with a control or non-ASCII byte, but images/callops-m2-banner.elf is 7.2.0: a module of another kernel, which it refuses to load; check each tree against its own vmlinux [module-layout]
  layout of kernel/drivers/misc/handmade-vermagic-control.ko:
    prefix NOPs  2    (image: 6 of 6 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence or typeid, and none of 2 functions whose address is stored carries a hash word)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 6 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     images/callops-m2-banner.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   images/callops-m2-banner.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           0         0         0
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  kernel/drivers/misc/handmade-vermagic-long.ko: error: module built for another kernel: its vermagic names a release longer than a kernel's (kprefix reads 127 characters), but images/callops-m2-banner.elf is 7.2.0: a module of another kernel, which it refuses to load; check each tree against its own vmlinux [module-layout]
  layout of kernel/drivers/misc/handmade-vermagic-long.ko:
    prefix NOPs  2    (image: 6 of 6 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence or typeid, and none of 2 functions whose address is stored carries a hash word)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 6 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     images/callops-m2-banner.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   images/callops-m2-banner.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           0         0         0
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  kernel/drivers/misc/handmade-vermagic-missing.ko: note: the module has no vermagic in its .modinfo: whether it was built for images/callops-m2-banner.elf's kernel 7.2.0 is not known [module-layout]
  layout of kernel/drivers/misc/handmade-vermagic-missing.ko:
    prefix NOPs  2    (image: 6 of 6 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence or typeid, and none of 2 functions whose address is stored carries a hash word)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 6 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     images/callops-m2-banner.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   images/callops-m2-banner.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           0         0         0
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  kernel/drivers/misc/handmade-vermagic-nonascii.ko: error: module built for another kernel: its vermagic names a release with a control or non-ASCII byte, but images/callops-m2-banner.elf is 7.2.0: a module of another kernel, which it refuses to load; check each tree against its own vmlinux [module-layout]
  layout of kernel/drivers/misc/handmade-vermagic-nonascii.ko:
    prefix NOPs  2    (image: 6 of 6 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence or typeid, and none of 2 functions whose address is stored carries a hash word)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 6 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     images/callops-m2-banner.elf's: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   images/callops-m2-banner.elf's: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           0         0         0
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  modules under vermagic/tree: 4 files, 4 checked, 0 unreadable, 3 with errors, 0 with warnings; 24 functions, 24 traced, 24 records
  kprefix: 5 files, 5 checked, 0 unreadable; 36 functions, 30 traced; 3 errors, 0 warnings, 1 note
  [exit 1]
