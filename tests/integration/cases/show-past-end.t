Offsets past a function's end or before the words shown are one line each, exit status 1;
the valid one is still shown.

  $ kprefix show images/rfc-m3-good.elf tr_add+0x2c tr_add+0x28 tr_add-0x14
  tr_add (0xffff800080000050, 44 bytes) in images/rfc-m3-good.elf: traced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  stp x29, x30, [sp, #-0x20]!          body
      +12  str x19, [sp, #0x10]                 body
      +16  mov x29, sp                          body
      +20  add w19, w1, w0                      body
      ...
  =>  +40  ret                                  body
    verdict: no finding
  [stderr]
  kprefix: images/rfc-m3-good.elf: 'tr_add+0x2c' is past the end of tr_add (44 bytes)
  kprefix: images/rfc-m3-good.elf: 'tr_add-0x14' is not among the words before tr_add (they start at -0x10)
  [exit 1]
