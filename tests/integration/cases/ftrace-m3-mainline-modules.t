A module is patched by its vmlinux's ftrace code: the M=3 modules of tree-m3 checked against
ftrace-m3-mainline.elf take its ftrace_call_adjust() verdicts per class of record, and their
hashed functions' records are rejected like the vmlinux's.

  $ kprefix check -v images/ftrace-m3-mainline.elf --modules modules/tree-m3
  images/ftrace-m3-mainline.elf: tr_add+0x0 (0xffff800080000050): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  images/ftrace-m3-mainline.elf: tr_static_helper+0x0 (0xffff80008000008c): error: ftrace_call_adjust() gives its patch site at +0, the entry NOP the call belongs at is +4: ftrace patches NOPs that are not its entry, and the function is never traced right [patch-site]
  images/ftrace-m3-mainline.elf: tr_call+0x0 (0xffff8000800000b8): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  images/ftrace-m3-mainline.elf: tr_setup+0x0 (0xffff800080000118): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  images/ftrace-m3-mainline.elf: tr_static_cb+0x0 (0xffff800080000158): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  images/ftrace-m3-mainline.elf: tr_init+0x0 (0xffff8000800004d0): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
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
  kernel/drivers/char/m3_good1.ko.xz: mn_add+0x0 (0x10010): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/char/m3_good1.ko.xz: mn_static_helper+0x0 (0x1004c): error: ftrace_call_adjust() gives its patch site at +0, the entry NOP the call belongs at is +4: ftrace patches NOPs that are not its entry, and the function is never traced right [patch-site]
  kernel/drivers/char/m3_good1.ko.xz: mn_call+0x0 (0x10078): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/char/m3_good1.ko.xz: mn_static_cb+0x0 (0x100d8): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/char/m3_good1.ko.xz: init_module+0x0 (0x10218): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/char/m3_good1.ko.xz: cleanup_module+0x0 (0x102a8): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  layout of kernel/drivers/char/m3_good1.ko.xz:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 10 in all))
    alignment    8    (image: 9 of 9 prefix starts are 8-byte aligned)
    ops slot     images/ftrace-m3-mainline.elf's: ftrace_caller+0x8 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   images/ftrace-m3-mainline.elf's: ftrace_call_adjust() run on 2 record classes: 0 give the entry NOP, 1 another word, 1 rejected
    ops writer   images/ftrace-m3-mainline.elf's: ftrace_init_nop() run on 1 record class: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           4         3         4
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text); 4 prefix-only (4 name a function)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 3, 3 name a function here, 3 of those hashed, 0 differ
  kernel/drivers/misc/m3_xref.ko.xz: error: tr_setup in images/ftrace-m3-mainline.elf has hash 0x36b1c5a6, but this module's __kcfi_typeid_tr_setup is 0xa5c354fc: its calls through that pointer panic [hash-mismatch]
  kernel/drivers/misc/m3_xref.ko.xz: mn_add+0x0 (0x10058): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/misc/m3_xref.ko.xz: mn_static_helper+0x0 (0x10094): error: ftrace_call_adjust() gives its patch site at +0, the entry NOP the call belongs at is +4: ftrace patches NOPs that are not its entry, and the function is never traced right [patch-site]
  kernel/drivers/misc/m3_xref.ko.xz: mn_call+0x0 (0x100c0): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/misc/m3_xref.ko.xz: mn_static_cb+0x0 (0x10120): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/misc/m3_xref.ko.xz: xref_call+0x0 (0x10150): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/misc/m3_xref.ko.xz: init_module+0x0 (0x10198): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/misc/m3_xref.ko.xz: cleanup_module+0x0 (0x101f8): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  layout of kernel/drivers/misc/m3_xref.ko.xz:
    prefix NOPs  3    (image: 7 of 7 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 5 compiled functions a pointer may reach start with bti c (0 of 7 in all))
    alignment    8    (image: 7 of 7 prefix starts are 8-byte aligned)
    ops slot     images/ftrace-m3-mainline.elf's: ftrace_caller+0x8 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   images/ftrace-m3-mainline.elf's: ftrace_call_adjust() run on 2 record classes: 0 give the entry NOP, 1 another word, 1 rejected
    ops writer   images/ftrace-m3-mainline.elf's: ftrace_init_nop() run on 1 record class: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             7         6         7
  untraced           0         0         0
  records: 7 (relocations of __patchable_function_entries): 7 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 4, 2 name a function here, 2 of those hashed, 0 differ
  kernel/drivers/net/m3_good2.ko.zst: mn_add+0x0 (0x10048): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/net/m3_good2.ko.zst: mn_static_helper+0x0 (0x10084): error: ftrace_call_adjust() gives its patch site at +0, the entry NOP the call belongs at is +4: ftrace patches NOPs that are not its entry, and the function is never traced right [patch-site]
  kernel/drivers/net/m3_good2.ko.zst: mn_call+0x0 (0x100b0): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/net/m3_good2.ko.zst: mn_static_cb+0x0 (0x10110): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/net/m3_good2.ko.zst: init_module+0x0 (0x10230): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/net/m3_good2.ko.zst: cleanup_module+0x0 (0x102b8): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  layout of kernel/drivers/net/m3_good2.ko.zst:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 10 in all))
    alignment    8    (image: 9 of 9 prefix starts are 8-byte aligned)
    ops slot     images/ftrace-m3-mainline.elf's: ftrace_caller+0x8 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   images/ftrace-m3-mainline.elf's: ftrace_call_adjust() run on 2 record classes: 0 give the entry NOP, 1 another word, 1 rejected
    ops writer   images/ftrace-m3-mainline.elf's: ftrace_init_nop() run on 1 record class: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           4         3         4
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 3, 3 name a function here, 3 of those hashed, 0 differ
  kernel/drivers/staging/m3_noprefix.ko: mn_call+0x1c (0x100cc): error: type 0x56e5b5a5: 1 call site in 1 function loads at -16; 2 functions of this type keep it at -4: hlp_mul, hlp_static_cb [type-offset]
  kernel/drivers/staging/m3_noprefix.ko: hlp_call+0x24 (0x101a0): error: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: mn_add, mn_static_cb [type-offset]
  kernel/drivers/staging/m3_noprefix.ko: mn_add+0x0 (0x10048): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/staging/m3_noprefix.ko: mn_static_helper+0x0 (0x10084): error: ftrace_call_adjust() gives its patch site at +0, the entry NOP the call belongs at is +4: ftrace patches NOPs that are not its entry, and the function is never traced right [patch-site]
  kernel/drivers/staging/m3_noprefix.ko: mn_call+0x0 (0x100b0): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/staging/m3_noprefix.ko: mn_static_cb+0x0 (0x10110): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/staging/m3_noprefix.ko: hlp_mul+0x0 (0x10134): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  kernel/drivers/staging/m3_noprefix.ko: hlp_call+0x0 (0x1017c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  kernel/drivers/staging/m3_noprefix.ko: hlp_call+0x24 (0x101a0): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  kernel/drivers/staging/m3_noprefix.ko: hlp_static_cb+0x0 (0x101d4): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  kernel/drivers/staging/m3_noprefix.ko: init_module+0x0 (0x10200): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  kernel/drivers/staging/m3_noprefix.ko: cleanup_module+0x0 (0x10288): error: ftrace_call_adjust() rejects its record at -12 (returns 0, "Misaligned patch-site"): ftrace_init() keeps the record at 0 and ftrace_init_nop() writes through it, a BUG in patch_map at boot [patch-site]
  layout of kernel/drivers/staging/m3_noprefix.ko:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 10 in all))
    alignment    8    (image: 9 of 9 prefix starts are 8-byte aligned)
    ops slot     images/ftrace-m3-mainline.elf's: ftrace_caller+0x8 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   images/ftrace-m3-mainline.elf's: ftrace_call_adjust() run on 2 record classes: 0 give the entry NOP, 1 another word, 1 rejected
    ops writer   images/ftrace-m3-mainline.elf's: ftrace_init_nop() run on 1 record class: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           4         3         0
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 1, -16: 1), 2 reach a function of their type at another offset
  kcfi typeids: 3, 3 name a function here, 3 of those hashed, 0 differ
  updates/dkms/m3_dkms_m0.ko.gz: error: module built for M=0, kCFI on, bti c no (6 of 6 owned records at func-0); images/ftrace-m3-mainline.elf is M=3, kCFI on, bti c no [module-layout]
  updates/dkms/m3_dkms_m0.ko.gz: note: 6 traced functions (mn_add first) of record classes its vmlinux's ftrace_call_adjust() was not run on: judged by the formula (the entry NOP after the layout's prefix), not by ftrace_call_adjust() [patch-site]
  layout of updates/dkms/m3_dkms_m0.ko.gz:
    prefix NOPs  0    (image: 6 of 6 owned records at func-0)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -4
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 10 in all))
    alignment    4    (image: 9 of 9 prefix starts are 4-byte aligned)
    ops slot     images/ftrace-m3-mainline.elf's: ftrace_caller+0x8 reads ALIGN_DOWN(ret, 8) - 16, run from the image
    patch site   images/ftrace-m3-mainline.elf's: ftrace_call_adjust() run on 2 record classes: 0 give the entry NOP, 1 another word, 1 rejected
    ops writer   images/ftrace-m3-mainline.elf's: ftrace_init_nop() run on 1 record class: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           4         3         0
  records: 6 (relocations of __patchable_function_entries): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 2), 0 reach a function of their type at another offset
  kcfi typeids: 3, 3 name a function here, 3 of those hashed, 0 differ
  modules under modules/tree-m3: 5 files, 5 checked, 0 unreadable, 5 with errors, 0 with warnings; 47 functions, 31 traced, 31 records
  kprefix: 6 files, 6 checked, 0 unreadable; 67 functions, 37 traced; 39 errors, 0 warnings, 1 note
  [exit 1]
