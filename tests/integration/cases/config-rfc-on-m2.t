A config for the RFC's M=3 kCFI layout given for an M=2 image without kCFI: two config-
mismatch warnings; the image's own layout is checked, and it is clean.

  $ kprefix check --config=configs/rfc-m3.config images/callops-m2-clang.elf
  images/callops-m2-clang.elf: warning: CONFIG_CFI=y in configs/rfc-m3.config, but the image has no kCFI (no kCFI check sequence in executable sections) [config-mismatch]
  images/callops-m2-clang.elf: error: the kernel's ftrace code was configured for 3 prefix NOPs (CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3 in configs/rfc-m3.config), but its functions have 2 (6 of 6 owned records at func-8): ftrace_init() takes the words after each function's entry NOPs, its code, for the patch site: ftrace_bug() at boot or code overwritten when tracing [config-mismatch]
    help: 'kprefix explain config-mismatch' says why and how
  layout of images/callops-m2-clang.elf:
    prefix NOPs  2    (image: 6 of 6 owned records at func-8)
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 12 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced           6         0         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  images/callops-m2-clang.elf: 2 causes:
    1. the image: CONFIG_CFI=y in configs/rfc-m3.config, but the image has no kCFI (no kCFI check sequence in executable sections) [config-mismatch]
       fix: 'kprefix explain config-mismatch' says why and how
    2. the image: the kernel's ftrace code was configured for 3 prefix NOPs (CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3 in configs/rfc-m3.config), but its functions have 2 (6 of 6 owned records at func-8): ftrace_init() takes the words after each function's entry NOPs, its code, for the patch site: ftrace_bug() at boot or code overwritten when tracing [config-mismatch]
       fix: 'kprefix explain config-mismatch' says why and how
  [exit 1]
