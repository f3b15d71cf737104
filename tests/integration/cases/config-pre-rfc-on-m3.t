A config without CONFIG_ARM64_FUNCTION_PREFIX_NOPS (so the kernel's ftrace code skips 2
prefix NOPs under CALL_OPS) on an image whose functions have 3: the kernel panics in
ftrace_init, so it is an error saying what the kernel will do [config-mismatch].

  $ kprefix check --config=configs/callops-pre-rfc.config images/rfc-m3-good.elf
  images/rfc-m3-good.elf: error: the kernel's ftrace code was configured for 2 prefix NOPs (CONFIG_ARM64_FUNCTION_PREFIX_NOPS is not set: 2 under CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y in configs/callops-pre-rfc.config), but its functions have 3 (6 of 6 owned records at func-12): ftrace_init() looks for each patch site inside the prefix NOPs, "Misaligned patch-site" warnings then a BUG in ftrace_init_nop() (patch_map) at boot [config-mismatch]
    help: 'kprefix explain config-mismatch' says why and how
  layout of images/rfc-m3-good.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 14 in all))
    alignment    8    (image: 12 of 12 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           8         6         7
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -16: 2), 0 reach a function of their type at another offset
  kcfi typeids: 1, 1 name a function here, 1 of those hashed, 0 differ
  images/rfc-m3-good.elf: 1 cause:
    1. the image: the kernel's ftrace code was configured for 2 prefix NOPs (CONFIG_ARM64_FUNCTION_PREFIX_NOPS is not set: 2 under CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y in configs/callops-pre-rfc.config), but its functions have 3 (6 of 6 owned records at func-12): ftrace_init() looks for each patch site inside the prefix NOPs, "Misaligned patch-site" warnings then a BUG in ftrace_init_nop() (patch_map) at boot [config-mismatch]
       fix: 'kprefix explain config-mismatch' says why and how
  [exit 1]
