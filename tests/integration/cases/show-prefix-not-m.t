show of a function whose prefix is not M (1 NOP where the layout has 2): said in the
verdict.

  $ kprefix show images/record-defects.elf rd_one_prefix rd_norm4
  rd_one_prefix (0xffff800080000144, 16 bytes) in images/record-defects.elf: traced, 1 prefix NOP, layout has 2, no kCFI hash
    layout: M=2, kCFI off
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
       -4  nop                                  prefix NOP 1 of 1; <- ftrace record
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  and w0, w0, w1                       body
      +12  ret                                  body
    error: 1 prefix NOP (record at -0x4), layout has 2 [prefix-nops]
  rd_norm4 (0xffff8000800000d0, 16 bytes) in images/record-defects.elf: traced, 2 prefix NOPs (+1 padding), no kCFI hash
    layout: M=2, kCFI off
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -12  nop                                  padding NOP (alignment)
       -8  nop                                  prefix NOP 1 of 2; <- ftrace record; ops slot
       -4  nop                                  prefix NOP 2 of 2; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  orr w0, w0, w1                       body
      +12  ret                                  body
    verdict: no finding
  [exit 0]
