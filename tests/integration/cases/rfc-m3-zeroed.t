Every record zero while the functions carry the traced layout: records-zeroed, one error:
ftrace has no call sites.

  $ kprefix check -v images/rfc-m3-zeroed.elf
  images/rfc-m3-zeroed.elf: __start_mcount_loc+0x0 (0xffff800080000340): error: 6 of 6 ftrace records are zero while 6 functions carry the traced layout (3 prefix NOPs, 2 entry NOPs) and own none: ftrace has no call sites; sorttable zeroes records more than before_func bytes before a function, and this layout needs before_func >= 12 [records-zeroed]
  layout of images/rfc-m3-zeroed.elf:
    prefix NOPs  3    (image: no usable records; 5 of 6 functions with entry NOPs have 3 NOPs before them)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 14 functions start with bti c)
    alignment    8    (image: 11 of 11 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             0         0         0
  untraced          14        11        13
  records: 6 (RELA addends): 0 owned, 6 dropped (6 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  [exit 1]
