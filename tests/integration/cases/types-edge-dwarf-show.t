show of e_noproto in types-edge-dwarf: its C type without a prototype, "int ()", from DWARF, reproduced.

  $ kprefix show types/images/types-edge-dwarf.elf e_noproto
  e_noproto (0xffff800080000108, 16 bytes) in types/images/types-edge-dwarf.elf: traced, 3 prefix NOPs, hashed at -16
    source: fixtures/types/fixtures/types/src/ty_edge.c:35 (unit fixtures/types/src/ty_edge.c)
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0x993e738c                     kCFI hash 0x993e738c = int (), from DWARF, reproduced
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  movz w0, #0x3                        body
      +12  ret                                  body
    verdict: no finding
  [exit 0]
