CALL_OPS with M=2 and BTI: the record sits after `bti c`, the ops slot is in the prefix;
clean, exit 0, the -v table shows the layout.

  $ kprefix check -v images/callops-m2-bti.elf
  layout of images/callops-m2-bti.elf:
    prefix NOPs  2    (image: 6 of 6 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        yes  (image: 4 of 4 compiled functions a pointer may reach start with bti c (11 of 12 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           6         0         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  [exit 0]
