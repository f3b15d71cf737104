The series' compiler flags (M=3) with Linux 7.2's own ftrace_call_adjust() (2 prefix NOPs,
records 8-aligned): run from the image, it rejects the records of the hashed functions
(func-12 is 4 mod 8: "Misaligned patch-site", 0) and moves tr_static_helper's (hash-less,
at 4 mod 8) patch site to +0. The kernel panics in ftrace_init; patch-site says so per
function.

  $ kprefix check images/ftrace-m3-mainline.elf
  images/ftrace-m3-mainline.elf: 5 functions (tr_add, tr_call, tr_setup, tr_static_cb, tr_init): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  images/ftrace-m3-mainline.elf: tr_static_helper+0x0 (0xffff80008000008c): error: ftrace_call_adjust() gives its patch site at +0, the entry NOP the call belongs at is +4: ftrace patches NOPs that are not its entry, and the function is never traced right [patch-site]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
  layout of images/ftrace-m3-mainline.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 20 in all))
    alignment    8    (image: 18 of 18 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0x8 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   ftrace_call_adjust() run on 2 record classes: 0 give the entry NOP, 1 another word, 1 rejected
    ops writer   ftrace_init_nop() run on 1 record class: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          14        12        13
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  images/ftrace-m3-mainline.elf: 2 causes:
    1. 5 functions: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
    2. 1 function (tr_static_helper): ftrace_call_adjust() gives its patch site at +0, the entry NOP the call belongs at is +4: ftrace patches NOPs that are not its entry, and the function is never traced right [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
  [exit 1]
