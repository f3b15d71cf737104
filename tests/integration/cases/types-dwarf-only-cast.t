The call site of ty_cast.c calls tc_target (int (struct tc_obj *, long)) through a pointer cast to long (*)(struct tc_obj *, int), the mismatch kCFI traps: no function has the type the call site checks, and without BTF its name comes from the subroutine types of the call site's own unit in DWARF (its local typedef tc_fn).

  $ kprefix show types/images/types-dwarf-only.elf tc_call tc_target
  tc_call (0xffff800080000258, 48 bytes) in types/images/types-dwarf-only.elf: traced, 3 prefix NOPs, hashed at -16
    source: fixtures/types/fixtures/types/src/ty_cast.c:22 (unit fixtures/types/src/ty_cast.c)
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0xa7fda69b                     kCFI hash 0xa7fda69b = long (struct tc_obj *), from DWARF, reproduced
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  nop                                  body
      +12  adr x2, #0xffff800080000228          body
      +16  movz w1, #0x1                        body
      +20  ldur w16, [x2, #-0x10]               body
    kCFI call site at +0x14: type 0x8cc9ef5a (long (struct tc_obj *, int)), loads the hash at -16
    verdict: no finding
  tc_target (0xffff800080000228, 28 bytes) in types/images/types-dwarf-only.elf: traced, 3 prefix NOPs, hashed at -16
    source: fixtures/types/fixtures/types/src/ty_cast.c:16 (unit fixtures/types/src/ty_cast.c)
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0x65fda1fc                     kCFI hash 0x65fda1fc = int (struct tc_obj *, long), from DWARF, reproduced
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  ldr x9, [x0]                         body
      +12  mov x8, x0                           body
      +16  add x0, x9, x1                       body
      +20  str x0, [x8]                         body
    verdict: no finding
  [exit 0]
