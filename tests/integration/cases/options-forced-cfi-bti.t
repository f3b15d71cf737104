--cfi and --bti forced on an image without BTI: notes that the option disagrees with the
image, checked with the options; still clean.

  $ kprefix check -v --cfi --bti --islands=__pi_ images/kcfi-m0.elf
  images/kcfi-m0.elf: note: --bti, but the image has no bti c (0 of 4 compiled functions a pointer may reach start with bti c (0 of 13 in all)); checking with the option [config-mismatch]
  layout of images/kcfi-m0.elf:
    prefix NOPs  0    (image: 6 of 6 owned records at func-0)
    kCFI         on   (option: given on the command line)
    hash at      -4
    bti c        yes  (option: given on the command line)
    alignment    4    (image: 11 of 11 prefix starts are 4-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           7         5         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -4: 2), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 0]
