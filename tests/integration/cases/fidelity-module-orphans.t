In modules, a record left by a weak function the linker replaced is a note while its NOPs
are intact, and an error where the words are not NOPs.

  $ kprefix check -v fidelity/weak_orphan.ko fidelity/orphan_m2.ko
  fidelity/weak_orphan.ko: wm_user-0x20 (0x10038): note: record in kernel text that no function owns (32 bytes before wm_user); its prefix and entry NOPs are intact, so ftrace patches dead code [record-orphan]
  layout of fidelity/weak_orphan.ko:
    prefix NOPs  2    (image: 4 of 4 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence or typeid, and none of 2 functions whose address is stored carries a hash word)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 4 in all))
    alignment    8    (image: 4 of 4 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): a module checked without its vmlinux
    patch site   a module checked without its vmlinux: not run
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs
  functions      total    hashed  prefixed
  traced             4         0         4
  untraced           0         0         0
  records: 5 (relocations of __patchable_function_entries): 4 owned, 0 dropped (0 zero, 0 outside text), 0 misplaced, 1 orphan
  fidelity/orphan_m2.ko: warning: layout not shown by the file's bytes, checked as kCFI off (assumed); give --config=FILE or check it next to its vmlinux (kprefix check VMLINUX FILE...) [module-layout]
  fidelity/orphan_m2.ko: or_norm3-0xb8 (0x10068): note: record in kernel text that no function owns (184 bytes before or_norm3); its prefix and entry NOPs are intact, so ftrace patches dead code [record-orphan]
  fidelity/orphan_m2.ko: or_norm3-0x60 (0x100c0): error: record in kernel text that no function owns (96 bytes before or_norm3), at `movz w0, #0x1`, not the patch site ftrace expects: ftrace_bug() at load disables ftrace [record-orphan]
  layout of fidelity/orphan_m2.ko:
    prefix NOPs  2    (image: 3 of 3 owned records at func-8)
    kCFI         off  (default: not detected; assumed)
    bti c        no   (image: 0 of 3 compiled functions a pointer may reach start with bti c (0 of 3 in all))
    alignment    8    (image: 3 of 3 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): a module checked without its vmlinux
    patch site   a module checked without its vmlinux: not run
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs
  functions      total    hashed  prefixed
  traced             3         0         3
  untraced           0         0         0
  records: 5 (relocations of __patchable_function_entries): 3 owned, 0 dropped (0 zero, 0 outside text), 0 misplaced, 2 orphan
  kprefix: 2 files, 2 checked, 0 unreadable; 7 functions, 7 traced; 1 error, 1 warning, 2 notes
  [exit 1]
