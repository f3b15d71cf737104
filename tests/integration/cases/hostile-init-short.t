A ftrace_init_nop() whose symbol is 4 bytes, too small to reach its writer: the run leaves its code at once, and the note says its answer would be made up (before issue 32, nothing was said).

  $ kprefix check images/hostile-init-short.elf
  images/hostile-init-short.elf: note: ftrace_init_nop() was not run to its writer: ftrace_init_nop(), run up to aarch64_insn_write_literal_u64(): its answer depends on what 0xffff800080000334, outside its code and not run, returns [patch-site]
    help: 'kprefix explain patch-site' says why and how
  layout of images/hostile-init-short.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 21 in all))
    alignment    8    (image: 16 of 16 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0x4 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   ftrace_call_adjust() run on 2 record classes: 2 give the entry NOP, 0 another word, 0 rejected
    ops writer   ftrace_init_nop(), run up to aarch64_insn_write_literal_u64(): its answer depends on what 0xffff800080000334, outside its code and not run, returns
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          15        10        11
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  images/hostile-init-short.elf: 1 cause:
    1. the image: ftrace_init_nop() was not run to its writer: ftrace_init_nop(), run up to aarch64_insn_write_literal_u64(): its answer depends on what 0xffff800080000334, outside its code and not run, returns [patch-site]
       fix: 'kprefix explain patch-site' says why and how
  [exit 0]
