A weak function the linker replaced leaves code and a record no function owns: an intact
orphan is a note, exit status 0.

  $ kprefix check -v images/weak-dropped.elf
  images/weak-dropped.elf: wk_user-0x30 (0xffff8000800001f8): note: record in kernel text that no function owns (48 bytes before wk_user); its prefix and entry NOPs are intact, so ftrace patches dead code [record-orphan]
  layout of images/weak-dropped.elf:
    prefix NOPs  2    (image: 8 of 8 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 6 compiled functions a pointer may reach start with bti c (0 of 14 in all))
    alignment    8    (image: 8 of 8 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             8         0         8
  untraced           6         0         0
  records: 9 (RELA addends): 8 owned, 0 dropped (0 zero, 0 outside text), 0 misplaced, 1 orphan
  [exit 0]
