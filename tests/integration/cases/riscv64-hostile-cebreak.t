The same with the compressed c.ebreak (2 bytes): a WARN, the run goes on: clean.

  $ kprefix check -v riscv64/images/hostile-rv-cebreak.elf
  layout of riscv64/images/hostile-rv-cebreak.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 20 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0x0 reads ret - 16, run from the image
    patch site   ftrace_call_adjust() run on 1 record class: 1 give the entry NOP, 0 another word, 0 rejected
    ops writer   ftrace_init_nop() run on 1 record class: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced          14         0         0
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  [exit 0]
