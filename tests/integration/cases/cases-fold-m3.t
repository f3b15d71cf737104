Many functions of one directory with the same defect fold into one line per check and
directory, naming the first few: a broken build reads as a few lines, not thousands.

  $ kprefix check cases/fold-m3.elf
  cases/fold-m3.elf: 48 functions (fold_fn1, fold_call1, fold_fn2, fold_call2, fold_fn3, fold_call3, and 42 more): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    = it explains:
    cases/fold-m3.elf: 24 functions (fold_call1, fold_call2, fold_call3, fold_call4, fold_call5, fold_call6, and 18 more): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
    help: give these functions' objects 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  layout of cases/fold-m3.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 25 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 55 in all))
    alignment    8    (image: 54 of 54 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          49        48         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 25 (at -4: 24, -16: 1), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  cases/fold-m3.elf: 1 cause:
    1. 48 functions: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
       fix: give these functions' objects 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  [exit 1]
