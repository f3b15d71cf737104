Hand-made: a hash word straddling address 2^63 with --cfi: read without overflow, no false
finding.

  $ kprefix check -v --cfi malformed/handmade-hash-across-2p63.elf
  layout of malformed/handmade-hash-across-2p63.elf:
    prefix NOPs  0    (image: no usable records; 1 of 1 functions with entry NOPs have 0 NOPs before them)
    kCFI         on   (option: given on the command line)
    hash at      -4
    bti c        no   (image: 0 of 1 functions start with bti c)
    alignment    4    (image: 1 of 1 prefix starts are 4-byte aligned)
    ops slot     no CALL_OPS: no ops slot
    patch site   no ftrace records
    attach       no ftrace records: nothing to attach to
  functions      total    hashed  prefixed
  traced             0         0         0
  untraced           1         1         0
  records: 0 (no mcount_loc table): 0 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 0, 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 0]
