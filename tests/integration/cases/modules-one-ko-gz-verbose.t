One .ko.gz alone (GCC, M=2): decompressed, checked from its own bytes, clean.

  $ kprefix check -v modules/tree-m2/kernel/drivers/gpio/m2_gcc.ko.gz
  layout of modules/tree-m2/kernel/drivers/gpio/m2_gcc.ko.gz:
    prefix NOPs  2    (image: 10 of 10 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence or typeid, and none of 2 functions whose address is stored carries a hash word)
    bti c        no   (image: 0 of 6 compiled functions a pointer may reach start with bti c (0 of 10 in all))
    alignment    8    (image: 10 of 10 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): a module checked without its vmlinux
    patch site   a module checked without its vmlinux: not run
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs
  functions      total    hashed  prefixed
  traced            10         0        10
  untraced           0         0         0
  records: 10 (relocations of __patchable_function_entries): 10 owned, 0 dropped (0 zero, 0 outside text)
  [exit 0]
