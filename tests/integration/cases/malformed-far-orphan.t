Hand-made: an orphan record 2^63 bytes before the next function: the distance prints
exactly, no overflow, a note.

  $ kprefix check -v malformed/handmade-far-orphan.elf
  malformed/handmade-far-orphan.elf: f-0x8000000000000000 (0x1000): note: record in kernel text that no function owns (9223372036854775808 bytes before f); its prefix and entry NOPs are intact, so ftrace patches dead code [record-orphan]
  layout of malformed/handmade-far-orphan.elf:
    prefix NOPs  2    (image: 1 of 1 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 1 compiled functions a pointer may reach start with bti c (0 of 1 in all))
    alignment    8    (image: 1 of 1 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs
  functions      total    hashed  prefixed
  traced             1         0         1
  untraced           0         0         0
  records: 2 (words in place): 1 owned, 0 dropped (0 zero, 0 outside text), 0 misplaced, 1 orphan
  [exit 0]
