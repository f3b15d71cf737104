show accepts an address and function+offset: the words around it and their roles.

  $ kprefix show images/rfc-m3-bti.elf 0xffff800080000058 tr_add+0x8
  tr_add (0xffff800080000050, 48 bytes) in images/rfc-m3-bti.elf: traced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  bti c                                bti c
       +4  nop                                  entry NOP 1 of 2
  =>   +8  nop                                  entry NOP 2 of 2
      +12  stp x29, x30, [sp, #-0x20]!          body
      +16  str x19, [sp, #0x10]                 body
      +20  mov x29, sp                          body
      +24  add w19, w1, w0                      body
    verdict: no finding
  tr_add (0xffff800080000050, 48 bytes) in images/rfc-m3-bti.elf: traced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  bti c                                bti c
       +4  nop                                  entry NOP 1 of 2
  =>   +8  nop                                  entry NOP 2 of 2
      +12  stp x29, x30, [sp, #-0x20]!          body
      +16  str x19, [sp, #0x10]                 body
      +20  mov x29, sp                          body
      +24  add w19, w1, w0                      body
    verdict: no finding
  [exit 0]
