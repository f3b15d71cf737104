Records that all lie outside _stext.._etext (a script that closes the text first): the
functions were not checked, and a warning says so.

  $ kprefix check -v cases/records-outside.elf
  cases/records-outside.elf: __start_mcount_loc+0x0 (0xffff800080000240): warning: 5 of 6 ftrace records lie outside the kernel text (_stext.._etext, _sinittext.._einittext): the functions they name were not checked [records-zeroed]
  layout of cases/records-outside.elf:
    prefix NOPs  2    (image: 1 of 1 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 1 compiled functions a pointer may reach start with bti c (0 of 12 in all))
    alignment    64   (image: 1 of 1 prefix starts are 64-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs
  functions      total    hashed  prefixed
  traced             1         0         1
  untraced          11         0         5
  records: 6 (RELA addends): 1 owned, 5 dropped (0 zero, 5 outside text)
  [exit 0]
