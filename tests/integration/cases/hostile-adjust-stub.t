A ftrace_call_adjust() that rejects the record when a call it makes returns 0: that call is stubbed, so the answer is the stub's made-up 0, not the code's. Run again with another made-up return, the answer moves: unknown, the config's M stands in, and a note names the call (before issue 32: 6 false "rejects its record" errors).

  $ kprefix check images/hostile-adjust-stub.elf
  images/hostile-adjust-stub.elf: note: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): ftrace_call_adjust(), run on tr_add's record, its answer depends on what the call to ftrace_stub_check, not run, returns [patch-site]
    help: 'kprefix explain patch-site' says why and how
  layout of images/hostile-adjust-stub.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 21 in all))
    alignment    8    (image: 16 of 16 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0x4 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   the config's M stands in (config-mismatch): ftrace_call_adjust(), run on tr_add's record, its answer depends on what the call to ftrace_stub_check, not run, returns
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          15        10        11
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  images/hostile-adjust-stub.elf: 1 cause:
    1. the image: ftrace_call_adjust() was not run: the config's M stands in (config-mismatch): ftrace_call_adjust(), run on tr_add's record, its answer depends on what the call to ftrace_stub_check, not run, returns [patch-site]
       fix: 'kprefix explain patch-site' says why and how
  [exit 0]
