A word in the gap before a function (the dead code of a replaced weak function) is shown
with the orphan record that points there.

  $ kprefix show images/weak-dropped.elf wk_user-0x30 wk_user-0x14
  wk_user (0xffff800080000228, 32 bytes) in images/weak-dropped.elf: traced, 2 prefix NOPs (+1 padding), no kCFI hash
    layout: M=2, kCFI off
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
  =>  -48  nop                                  NOP apart from the function's NOPs
      ...
      -12  nop                                  padding NOP (alignment)
       -8  nop                                  prefix NOP 1 of 2; <- ftrace record; ops slot
       -4  nop                                  prefix NOP 2 of 2; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  stp x29, x30, [sp, #-0x10]!          body
      +12  mov x29, sp                          body
      +16  bl #0xffff800080000250               body
      +20  lsl w0, w0, #1                       body
    note: record in kernel text that no function owns (48 bytes before wk_user); its prefix and entry NOPs are intact, so ftrace patches dead code [record-orphan]
  wk_user (0xffff800080000228, 32 bytes) in images/weak-dropped.elf: traced, 2 prefix NOPs (+1 padding), no kCFI hash
    layout: M=2, kCFI off
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
  =>  -20  add w0, w8, #0x3e8                   before the function, not a NOP
      ...
      -12  nop                                  padding NOP (alignment)
       -8  nop                                  prefix NOP 1 of 2; <- ftrace record; ops slot
       -4  nop                                  prefix NOP 2 of 2; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  stp x29, x30, [sp, #-0x10]!          body
      +12  mov x29, sp                          body
      +16  bl #0xffff800080000250               body
      +20  lsl w0, w0, #1                       body
    note: record in kernel text that no function owns (48 bytes before wk_user); its prefix and entry NOPs are intact, so ftrace patches dead code [record-orphan]
  [exit 0]
