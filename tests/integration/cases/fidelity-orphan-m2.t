Orphan records in a vmlinux: intact NOPs are a note (ftrace patches dead code), real
instructions an error (ftrace_bug() at boot).

  $ kprefix check -v fidelity/orphan-m2.elf
  fidelity/orphan-m2.elf: or_norm3-0xb8 (0xffff800080000070): note: record in kernel text that no function owns (184 bytes before or_norm3); its prefix and entry NOPs are intact, so ftrace patches dead code [record-orphan]
  fidelity/orphan-m2.elf: or_norm3-0x60 (0xffff8000800000c8): error: record in kernel text that no function owns (96 bytes before or_norm3), at `movz w0, #0x1`, not the patch site ftrace expects: ftrace_bug() at load disables ftrace [record-orphan]
  layout of fidelity/orphan-m2.elf:
    prefix NOPs  2    (image: 3 of 3 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 3 compiled functions a pointer may reach start with bti c (0 of 4 in all))
    alignment    8    (image: 3 of 3 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             3         0         3
  untraced           1         0         0
  records: 5 (RELA addends): 3 owned, 0 dropped (0 zero, 0 outside text), 0 misplaced, 2 orphan
  [exit 1]
