show marks the word asked for (=>), given as name+0xOFF or as an address, in the prefix or
the body.

  $ kprefix show images/callops-m2-clang.elf tr_call+0x10 0xffff8000800000a0 tr_call+0x30 0xffff80008000009c
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
  =>  +16  mov w0, w1                           body
      +20  mov w1, w2                           body
    verdict: no finding
  tr_call (0xffff8000800000a8, 52 bytes) in images/callops-m2-clang.elf: traced, 2 prefix NOPs (+1 padding), no kCFI hash
    layout: M=2, kCFI off
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -12  nop                                  padding NOP (alignment)
  =>   -8  nop                                  prefix NOP 1 of 2; <- ftrace record; ops slot
       -4  nop                                  prefix NOP 2 of 2; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  stp x29, x30, [sp, #-0x10]!          body
      +12  mov x8, x0                           body
      +16  mov w0, w1                           body
      +20  mov w1, w2                           body
    verdict: no finding
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
      ...
  =>  +48  ret                                  body
    verdict: no finding
  tr_call (0xffff8000800000a8, 52 bytes) in images/callops-m2-clang.elf: traced, 2 prefix NOPs (+1 padding), no kCFI hash
    layout: M=2, kCFI off
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
  =>  -12  nop                                  padding NOP (alignment)
       -8  nop                                  prefix NOP 1 of 2; <- ftrace record; ops slot
       -4  nop                                  prefix NOP 2 of 2; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  stp x29, x30, [sp, #-0x10]!          body
      +12  mov x8, x0                           body
      +16  mov w0, w1                           body
      +20  mov w1, w2                           body
    verdict: no finding
  [exit 0]
