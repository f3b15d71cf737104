show of M=2 functions: the prefix NOPs and the alignment padding before them, told apart.

  $ kprefix show images/callops-m2-clang.elf tr_call ut_call
  tr_call (0xffff8000800000a8, 52 bytes) in images/callops-m2-clang.elf: traced, 2 prefix NOPs (+1 padding), no kCFI hash
    layout: M=2, kCFI off
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -12  nop                                  padding NOP (alignment)
       -8  nop                                  prefix NOP 1 of 2; <- ftrace record; ops slot
       -4  nop                                  prefix NOP 2 of 2; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  stp x29, x30, [sp, #-0x10]!          body
      +12  mov x8, x0                           body
      +16  mov w0, w1                           body
      +20  mov w1, w2                           body
    verdict: no finding
  ut_call (0xffff800080000188, 44 bytes) in images/callops-m2-clang.elf: untraced, 0 prefix NOPs (+1 padding), no kCFI hash
    layout: M=2, kCFI off
       -4  nop                                  padding NOP (alignment)
       +0  stp x29, x30, [sp, #-0x10]!          body
       +4  mov x8, x0                           body
       +8  mov w0, w1                           body
      +12  mov w1, w2                           body
    verdict: no finding
  [exit 0]
