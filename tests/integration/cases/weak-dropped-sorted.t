A weak function the linker replaced, after sorttable zeroed its record: no orphan left,
clean.

  $ kprefix check -v images/weak-dropped-sorted.elf
  layout of images/weak-dropped-sorted.elf:
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
  records: 9 (RELA addends): 8 owned, 1 dropped (1 zero, 0 outside text)
  [exit 0]
