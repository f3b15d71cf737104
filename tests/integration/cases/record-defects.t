Hand-written records: one into a body (record-target), one for 1 prefix NOP (prefix-nops),
one without entry NOPs (entry-nops), one no function owns (record-orphan).

  $ kprefix check -v images/record-defects.elf
  images/record-defects.elf: rd_mid_body+0xc (0xffff800080000084): error: record points into the body of rd_mid_body, at `add w0, w2, w1` [record-target]
  images/record-defects.elf: rd_no_entry+0x0 (0xffff8000800000b0): error: traced function has 0 of 2 entry NOPs: `stp x29, x30, [sp, #-0x10]!` where ftrace patches [entry-nops]
  images/record-defects.elf: rd_norm5-0x50 (0xffff8000800000e0): note: record in kernel text that no function owns (80 bytes before rd_norm5); its prefix and entry NOPs are intact, so ftrace patches dead code [record-orphan]
  images/record-defects.elf: rd_one_prefix+0x0 (0xffff800080000144): error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
  layout of images/record-defects.elf:
    prefix NOPs  2    (image: 7 of 8 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 8 compiled functions a pointer may reach start with bti c (0 of 11 in all))
    alignment    8    (image: 8 of 8 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             8         0         7
  untraced           3         0         1
  records: 10 (RELA addends): 8 owned, 0 dropped (0 zero, 0 outside text), 1 misplaced, 1 orphan
  [exit 1]
