show on riscv64: c.nop prefix and padding told apart.

  $ kprefix show riscv64/images/callops-rvc-clang.elf tr_call ut_call
  tr_call (0xffffffff80000098, 36 bytes) in riscv64/images/callops-rvc-clang.elf: traced, 4 prefix c.nops (+1 padding), no kCFI hash
    layout: M=4, kCFI off
    ops slot: formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -10  c.nop                                padding c.nop (alignment)
       -8  c.nop                                prefix c.nop 1 of 4; <- ftrace record; ops slot
       -6  c.nop                                prefix c.nop 2 of 4; ops slot
       -4  c.nop                                prefix c.nop 3 of 4; ops slot
       -2  c.nop                                prefix c.nop 4 of 4; ops slot
       +0  c.nop                                entry c.nop 1 of 4
       +2  c.nop                                entry c.nop 2 of 4
       +4  c.nop                                entry c.nop 3 of 4
       +6  c.nop                                entry c.nop 4 of 4
       +8  c.addi sp, -16                       body
      +10  c.sdsp ra, 8(sp)                     body
      +12  c.mv a3, a0                          body
      +14  c.mv a0, a1                          body
    verdict: no finding
  ut_call (0xffffffff80000150, 28 bytes) in riscv64/images/callops-rvc-clang.elf: untraced, 0 prefix c.nops (+1 padding), no kCFI hash
    layout: M=4, kCFI off
       -2  c.nop                                padding c.nop (alignment)
       +0  c.addi sp, -16                       body
       +2  c.sdsp ra, 8(sp)                     body
       +4  c.mv a3, a0                          body
       +6  c.mv a0, a1                          body
    verdict: no finding
  [exit 0]
