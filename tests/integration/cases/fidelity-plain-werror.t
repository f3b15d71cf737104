The same object with --werror: the module-layout warning (layout assumed, not shown by the
bytes) makes the exit status 1.

  $ kprefix check --werror fidelity/plain.o
  fidelity/plain.o: warning: layout not shown by the file's bytes, checked as M=0, kCFI off (assumed); give --config=FILE or check it next to its vmlinux (kprefix check VMLINUX FILE...) [module-layout]
    help: 'kprefix explain module-layout' says why and how
  layout of fidelity/plain.o:
    prefix NOPs  0    (default: not detected; assumed)
    kCFI         off  (default: not detected; assumed)
    bti c        no   (image: 0 of 1 functions start with bti c)
    alignment    4    (default: not detected; assumed)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): a module checked without its vmlinux
    patch site   a module checked without its vmlinux: not run
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list
  functions      total    hashed  prefixed
  traced             0         0         0
  untraced           1         0         0
  records: 0 (relocations of __patchable_function_entries): 0 owned, 0 dropped (0 zero, 0 outside text)
  fidelity/plain.o: 1 cause:
    1. the image: layout not shown by the file's bytes, checked as M=0, kCFI off (assumed); give --config=FILE or check it next to its vmlinux (kprefix check VMLINUX FILE...) [module-layout]
       fix: 'kprefix explain module-layout' says why and how
  [exit 1]
