show of M=3 functions without a hash: the prefix NOPs and the padding word where a hash
would be.

  $ kprefix show images/rfc-m3-good.elf tr_static_helper ut_static_helper
  tr_static_helper (0xffff80008000008c, 28 bytes) in images/rfc-m3-good.elf: traced, 3 prefix NOPs (+1 padding), no kCFI hash
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  nop                                  padding NOP (alignment)
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record; ops slot
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  adrp x8, #0xffff800080000000         body
      +12  ldr w8, [x8, #0xad8]                 body
      +16  eor w8, w8, w0                       body
      +20  add w0, w8, #7                       body
    verdict: no finding
  ut_static_helper (0xffff8000800001c4, 20 bytes) in images/rfc-m3-good.elf: untraced, 3 prefix NOPs (+1 padding), no kCFI hash
    layout: M=3, kCFI on, callers load the hash at -16
      -16  nop                                  padding NOP (alignment)
      -12  nop                                  prefix NOP 1 of 3
       -8  nop                                  prefix NOP 2 of 3
       -4  nop                                  prefix NOP 3 of 3
       +0  adrp x8, #0xffff800080000000         body
       +4  ldr w8, [x8, #0xae8]                 body
       +8  orr w8, w8, w0                       body
      +12  sub w0, w8, #3                       body
    verdict: no finding
  [exit 0]
