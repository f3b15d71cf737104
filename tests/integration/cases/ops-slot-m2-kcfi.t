CALL_OPS with M=2 and kCFI: the 8-byte ops slot lies over the hash of every hashed traced
function: ops-slot errors.

  $ kprefix check -v images/ops-slot-m2-kcfi.elf
  images/ops-slot-m2-kcfi.elf: tr_add+0x0 (0xffff80008000004c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  images/ops-slot-m2-kcfi.elf: tr_call+0x0 (0xffff8000800000ac): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  images/ops-slot-m2-kcfi.elf: tr_setup+0x0 (0xffff800080000104): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  images/ops-slot-m2-kcfi.elf: tr_static_cb+0x0 (0xffff80008000013c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  images/ops-slot-m2-kcfi.elf: tr_init+0x0 (0xffff80008000028c): error: ops slot at -12..-4 is over the kCFI hash; prefix NOPs are at -8..0 [ops-slot]
  layout of images/ops-slot-m2-kcfi.elf:
    prefix NOPs  2    (image: 6 of 6 owned records at func-8)
    kCFI         on   (image: 2 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -12
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 12 in all))
    alignment    8    (image: 10 of 10 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced           6         4         5
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 2 (at -12: 2), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 1]
