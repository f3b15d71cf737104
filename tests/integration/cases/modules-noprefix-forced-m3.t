--prefix-nops=3 on an object without prefix: the option is used over the object's own M,
so its hashes at -4 are hash-offset errors.

  $ kprefix check --prefix-nops=3 modules/objs/untraced-noprefix.o
  modules/objs/untraced-noprefix.o: warning: --prefix-nops=3, but the image has 0 prefix NOPs (no records; 1 of 1 kCFI call sites load the hash at -4, the object's own M); checking with the option [config-mismatch]
    help: 'kprefix explain config-mismatch' says why and how
  modules/objs/untraced-noprefix.o: hlp_mul+0x0 (0x10004): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    = it explains:
    modules/objs/untraced-noprefix.o: hlp_call+0x24 (0x10070): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  modules/objs/untraced-noprefix.o: hlp_call+0x0 (0x1004c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  modules/objs/untraced-noprefix.o: hlp_static_cb+0x0 (0x100a4): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    help: give its object 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  layout of modules/objs/untraced-noprefix.o:
    prefix NOPs  3    (option: given on the command line)
    kCFI         on   (image: 1 kCFI check sequence (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 functions start with bti c)
    alignment    8    (image: 3 of 3 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): a module checked without its vmlinux
    patch site   a module checked without its vmlinux: not run
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs
  functions      total    hashed  prefixed
  traced             0         0         0
  untraced           4         3         0
  records: 0 (relocations of __patchable_function_entries): 0 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 1 (at -4: 1), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  modules/objs/untraced-noprefix.o: 2 causes:
    1. the image: --prefix-nops=3, but the image has 0 prefix NOPs (no records; 1 of 1 kCFI call sites load the hash at -4, the object's own M); checking with the option [config-mismatch]
       fix: 'kprefix explain config-mismatch' says why and how
    2. 3 functions (hlp_mul, hlp_call, hlp_static_cb): hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
       fix: give its object 3 prefix NOPs (-fpatchable-function-entry=3,3, or =5,3 when traced); 'kprefix check BUILD-DIR' names the objects' Makefile lines; 'kprefix explain hash-offset' says why and how
  [exit 1]
