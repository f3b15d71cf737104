A ftrace_call_adjust() that returns addr + 16 + 2^32: the site is 4 GiB past the function, not its entry NOP; held as an unsigned 64-bit offset to the function's reach, it is an error at the address it names (before issue 32 it was cut to an int, +4, and passed).

  $ kprefix check images/hostile-adjust-far.elf
  images/hostile-adjust-far.elf: tr_add+0x0 (0xffff800080000050): error: ftrace_call_adjust() gives its patch site at 0xffff800180000054, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
  images/hostile-adjust-far.elf: tr_static_helper+0x0 (0xffff80008000008c): error: ftrace_call_adjust() gives its patch site at 0xffff800180000090, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
  images/hostile-adjust-far.elf: tr_call+0x0 (0xffff8000800000b8): error: ftrace_call_adjust() gives its patch site at 0xffff8001800000bc, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
  images/hostile-adjust-far.elf: tr_setup+0x0 (0xffff800080000118): error: ftrace_call_adjust() gives its patch site at 0xffff80018000011c, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
  images/hostile-adjust-far.elf: tr_static_cb+0x0 (0xffff800080000158): error: ftrace_call_adjust() gives its patch site at 0xffff80018000015c, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
  images/hostile-adjust-far.elf: tr_init+0x0 (0xffff800080000410): error: ftrace_call_adjust() gives its patch site at 0xffff800180000414, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
  layout of images/hostile-adjust-far.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 21 in all))
    alignment    8    (image: 16 of 16 prefix starts are 8-byte aligned)
    ops slot     ftrace_caller+0x4 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   ftrace_call_adjust() run on 2 record classes: 0 give the entry NOP, 2 another word, 0 rejected
    ops writer   ftrace_init_nop(), run up to aarch64_insn_write_literal_u64(): no record class to run it on
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          15        10        11
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  images/hostile-adjust-far.elf: 6 causes:
    1. 1 function (tr_add): ftrace_call_adjust() gives its patch site at 0xffff800180000054, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
    2. 1 function (tr_static_helper): ftrace_call_adjust() gives its patch site at 0xffff800180000090, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
    3. 1 function (tr_call): ftrace_call_adjust() gives its patch site at 0xffff8001800000bc, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
    4. 1 function (tr_setup): ftrace_call_adjust() gives its patch site at 0xffff80018000011c, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
    5. 1 function (tr_static_cb): ftrace_call_adjust() gives its patch site at 0xffff80018000015c, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
    6. 1 function (tr_init): ftrace_call_adjust() gives its patch site at 0xffff800180000414, not within 4096 bytes of the function, the entry NOP the call belongs at is +4: ftrace patches a word of something else [patch-site]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain patch-site' says why and how
  [exit 1]
