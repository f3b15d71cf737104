Traced functions (M=2 prefix and entry NOPs) whose ftrace table was emptied: ftrace has no
call site to patch, and kprefix says so rather than passing silently [records-zeroed].

  $ kprefix check -v cases/no-records.elf
  cases/no-records.elf: __start_mcount_loc+0x0 (0xffff800080000240): error: the ftrace record table is empty while 4 of 12 functions carry the traced layout (3 prefix NOPs, 2 entry NOPs): ftrace has no call sites [records-zeroed]
  layout of cases/no-records.elf:
    prefix NOPs  3    (image: no usable records; 4 of 6 functions with entry NOPs have 3 NOPs before them)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 12 functions start with bti c)
    alignment    4    (default: not detected; assumed)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   no ftrace records
    attach       no ftrace records: nothing to attach to; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             0         0         0
  untraced          12         0         4
  records: 0 (no mcount_loc table): 0 owned, 0 dropped (0 zero, 0 outside text)
  [exit 1]
