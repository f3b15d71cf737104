The same odd names in text: escaped (\x1b, \xff, \x0a) so a terminal or a log parser is
not misled.

  $ kprefix check cases/odd-names.elf
  cases/odd-names.elf: 4 functions (café_fn, esc\x1b[31m_fn, bad\xff_fn, nl\x0afn): error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain prefix-nops' says why and how
  layout of cases/odd-names.elf:
    prefix NOPs  2    (image: 6 of 10 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 8 compiled functions a pointer may reach start with bti c (0 of 11 in all))
    alignment    4    (image: 10 of 10 prefix starts are 4-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced            10         0         6
  untraced           1         0         0
  records: 10 (RELA addends): 10 owned, 0 dropped (0 zero, 0 outside text)
  cases/odd-names.elf: 1 cause:
    1. 4 functions: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain prefix-nops' says why and how
  [exit 1]
