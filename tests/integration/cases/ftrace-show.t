show says where the ops slot and the patch site of a function came from.

  $ kprefix show images/ftrace-m5-bti.elf promoted_fn tr_static_helper
  promoted_fn (0xffff80008000036c, 28 bytes) in images/ftrace-m5-bti.elf: traced, 5 prefix NOPs, no kCFI hash
    layout: M=5, kCFI on, callers load the hash at -24
    ops slot: ftrace_caller+0xc reads ALIGN_DOWN(ret, 8) - 24, run from the image
    patch site: +8 by ftrace_call_adjust(), run from the image
      -20  nop                                  prefix NOP 1 of 5; <- ftrace record
      -16  nop                                  prefix NOP 2 of 5
      -12  nop                                  prefix NOP 3 of 5; ops slot
       -8  nop                                  prefix NOP 4 of 5; ops slot
       -4  nop                                  prefix NOP 5 of 5
       +0  bti c                                bti c
       +4  nop                                  entry NOP 1 of 2
       +8  nop                                  entry NOP 2 of 2
      +12  adrp x8, #0xffff800080001000         body
      +16  ldr w8, [x8, #0xc0]                  body
      +20  add w0, w8, w0, lsl #2               body
      +24  ret                                  body
    verdict: no finding
  tr_static_helper (0xffff80008000009c, 32 bytes) in images/ftrace-m5-bti.elf: traced, 5 prefix NOPs, no kCFI hash
    layout: M=5, kCFI on, callers load the hash at -24
    ops slot: ftrace_caller+0xc reads ALIGN_DOWN(ret, 8) - 24, run from the image
    patch site: +8 by ftrace_call_adjust(), run from the image
      -20  nop                                  prefix NOP 1 of 5; <- ftrace record
      -16  nop                                  prefix NOP 2 of 5
      -12  nop                                  prefix NOP 3 of 5; ops slot
       -8  nop                                  prefix NOP 4 of 5; ops slot
       -4  nop                                  prefix NOP 5 of 5
       +0  bti c                                bti c
       +4  nop                                  entry NOP 1 of 2
       +8  nop                                  entry NOP 2 of 2
      +12  adrp x8, #0xffff800080001000         body
      +16  ldr w8, [x8, #0xa0]                  body
      +20  eor w8, w8, w0                       body
      +24  add w0, w8, #7                       body
    verdict: no finding
  [exit 0]
