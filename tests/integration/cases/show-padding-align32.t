show tells alignment padding from prefix NOPs in a 32-byte-aligned image.

  $ kprefix show cases/align32-m2.elf tr_call tr_static_helper ut_static_cb
  tr_call (0xffff8000800000c8, 52 bytes) in cases/align32-m2.elf: traced, 2 prefix NOPs (+7 padding), no kCFI hash
    layout: M=2, kCFI off
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -36  nop                                  padding NOP (alignment)
      -32  nop                                  padding NOP (alignment)
      -28  nop                                  padding NOP (alignment)
      -24  nop                                  padding NOP (alignment)
      -20  nop                                  padding NOP (alignment)
      -16  nop                                  padding NOP (alignment)
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
  tr_static_helper (0xffff800080000088, 28 bytes) in cases/align32-m2.elf: traced, 2 prefix NOPs (+3 padding), no kCFI hash
    layout: M=2, kCFI off
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -20  nop                                  padding NOP (alignment)
      -16  nop                                  padding NOP (alignment)
      -12  nop                                  padding NOP (alignment)
       -8  nop                                  prefix NOP 1 of 2; <- ftrace record; ops slot
       -4  nop                                  prefix NOP 2 of 2; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  adrp x8, #0xffff800080000000         body
      +12  ldr w8, [x8, #0x940]                 body
      +16  eor w8, w8, w0                       body
      +20  add w0, w8, #7                       body
    verdict: no finding
  ut_static_cb (0xffff800080000260, 24 bytes) in cases/align32-m2.elf: untraced, 0 prefix NOPs (+7 padding), no kCFI hash
    layout: M=2, kCFI off
      -28  nop                                  padding NOP (alignment)
      -24  nop                                  padding NOP (alignment)
      -20  nop                                  padding NOP (alignment)
      -16  nop                                  padding NOP (alignment)
      -12  nop                                  padding NOP (alignment)
       -8  nop                                  padding NOP (alignment)
       -4  nop                                  padding NOP (alignment)
       +0  adrp x8, #0xffff800080000000         body
       +4  add w9, w1, w1, lsl #2               body
       +8  ldr w8, [x8, #0x950]                 body
      +12  sub w9, w0, w9                       body
    verdict: no finding
  [exit 0]
