--prefix-nops=3 on an M=2 image: kprefix warns that the option disagrees with the image,
checks with the option, and every traced function is a prefix-nops error.

  $ kprefix check --prefix-nops=3 images/callops-m2-clang.elf
  images/callops-m2-clang.elf: warning: --prefix-nops=3, but the image has 2 prefix NOPs (6 of 6 owned records at func-8); checking with the option [config-mismatch]
    help: 'kprefix explain config-mismatch' says why and how
  images/callops-m2-clang.elf: 6 functions (tr_add, tr_static_helper, tr_call, tr_setup, tr_static_cb, tr_init): error: 2 prefix NOPs (record at -0x8), layout has 3 [prefix-nops]
    help: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain prefix-nops' says why and how
  layout of images/callops-m2-clang.elf:
    prefix NOPs  3    (option: given on the command line)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 12 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         0         0
  untraced           6         0         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  images/callops-m2-clang.elf: 2 causes:
    1. the image: --prefix-nops=3, but the image has 2 prefix NOPs (6 of 6 owned records at func-8); checking with the option [config-mismatch]
       fix: 'kprefix explain config-mismatch' says why and how
    2. 6 functions: 2 prefix NOPs (record at -0x8), layout has 3 [prefix-nops]
       fix: 'kprefix check BUILD-DIR' names the object and its Makefile line; 'kprefix explain prefix-nops' says why and how
  [exit 1]
