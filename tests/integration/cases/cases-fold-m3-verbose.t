With -v every folded finding of cases-fold-m3 is listed one a line.

  $ kprefix check -v cases/fold-m3.elf
  cases/fold-m3.elf: fold_fn1+0x0 (0xffff80008000017c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call1+0x0 (0xffff80008000018c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call1+0xc (0xffff800080000198): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn2+0x0 (0xffff8000800001bc): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call2+0x0 (0xffff8000800001cc): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call2+0xc (0xffff8000800001d8): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn3+0x0 (0xffff8000800001fc): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call3+0x0 (0xffff80008000020c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call3+0xc (0xffff800080000218): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn4+0x0 (0xffff80008000023c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call4+0x0 (0xffff80008000024c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call4+0xc (0xffff800080000258): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn5+0x0 (0xffff80008000027c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call5+0x0 (0xffff80008000028c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call5+0xc (0xffff800080000298): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn6+0x0 (0xffff8000800002bc): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call6+0x0 (0xffff8000800002d4): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call6+0xc (0xffff8000800002e0): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn7+0x0 (0xffff800080000304): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call7+0x0 (0xffff80008000031c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call7+0xc (0xffff800080000328): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn8+0x0 (0xffff80008000034c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call8+0x0 (0xffff80008000035c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call8+0xc (0xffff800080000368): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn9+0x0 (0xffff80008000038c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call9+0x0 (0xffff80008000039c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call9+0xc (0xffff8000800003a8): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn10+0x0 (0xffff8000800003cc): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call10+0x0 (0xffff8000800003e4): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call10+0xc (0xffff8000800003f0): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn11+0x0 (0xffff800080000414): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call11+0x0 (0xffff80008000042c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call11+0xc (0xffff800080000438): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn12+0x0 (0xffff80008000045c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call12+0x0 (0xffff800080000474): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call12+0xc (0xffff800080000480): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn13+0x0 (0xffff8000800004a4): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call13+0x0 (0xffff8000800004bc): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call13+0xc (0xffff8000800004c8): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn14+0x0 (0xffff8000800004ec): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call14+0x0 (0xffff800080000504): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call14+0xc (0xffff800080000510): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn15+0x0 (0xffff800080000534): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call15+0x0 (0xffff80008000054c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call15+0xc (0xffff800080000558): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn16+0x0 (0xffff80008000057c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call16+0x0 (0xffff80008000058c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call16+0xc (0xffff800080000598): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn17+0x0 (0xffff8000800005bc): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call17+0x0 (0xffff8000800005cc): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call17+0xc (0xffff8000800005d8): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn18+0x0 (0xffff8000800005fc): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call18+0x0 (0xffff800080000614): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call18+0xc (0xffff800080000620): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn19+0x0 (0xffff800080000644): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call19+0x0 (0xffff80008000065c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call19+0xc (0xffff800080000668): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn20+0x0 (0xffff80008000068c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call20+0x0 (0xffff8000800006a4): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call20+0xc (0xffff8000800006b0): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn21+0x0 (0xffff8000800006d4): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call21+0x0 (0xffff8000800006ec): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call21+0xc (0xffff8000800006f8): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn22+0x0 (0xffff80008000071c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call22+0x0 (0xffff800080000734): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call22+0xc (0xffff800080000740): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn23+0x0 (0xffff800080000764): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call23+0x0 (0xffff80008000077c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call23+0xc (0xffff800080000788): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  cases/fold-m3.elf: fold_fn24+0x0 (0xffff8000800007ac): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call24+0x0 (0xffff8000800007c4): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
  cases/fold-m3.elf: fold_call24+0xc (0xffff8000800007d0): error: 1 kCFI call site loads the hash at -4, functions here keep it at -16 [callsite-offset]
  layout of cases/fold-m3.elf:
    prefix NOPs  3    (image: 6 of 6 owned records at func-12)
    kCFI         on   (image: 25 kCFI check sequences (brk #0x8000-0x83ff))
    hash at      -16
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with bti c (0 of 55 in all))
    alignment    8    (image: 54 of 54 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site   the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 2 KB of BL's 128 MB
  functions      total    hashed  prefixed
  traced             6         5         6
  untraced          49        48         0
  records: 6 (RELA addends): 6 owned, 0 dropped (0 zero, 0 outside text)
  kCFI call sites: 25 (at -4: 24, -16: 1), 0 reach a function of their type at another offset
  kcfi typeids: 0, 0 name a function here, 0 of those hashed, 0 differ
  [exit 1]
