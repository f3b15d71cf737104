show: each hash word with its type in C and whether it was reproduced; each call site with the type it checks (mm_call's, int (struct dev *, int), no function has: named from the pointer's prototype in the BTF).

  $ kprefix show types/images/types-xxhash.elf ty_void ty_ptr_array ty_vprintf ty_call mm_handler mm_call asm_typed_fn
  ty_void (0xffff8000800002e8, 12 bytes) in types/images/types-xxhash.elf: traced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0xa540670c                     kCFI hash 0xa540670c = void (void), from BTF, reproduced
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  ret                                  body
    verdict: no finding
  ty_ptr_array (0xffff800080000610, 20 bytes) in types/images/types-xxhash.elf: traced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0x2ec0f7a8                     kCFI hash 0x2ec0f7a8 = int (dev_array *), from BTF, reproduced
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  ldr x8, [x0]                         body
      +12  ldr w0, [x8]                         body
      +16  ret                                  body
    verdict: no finding
  ty_vprintf (0xffff800080000400, 72 bytes) in types/images/types-xxhash.elf: traced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0xfb27de50                     kCFI hash 0xfb27de50 = int (const char *, va_list), from BTF, reproduced
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  ldrsw x9, [x1, #0x18]                body
      +12  ldrb w8, [x0]                        body
      +16  tbz w9, #0x1f, #0xffff800080000430   body
      +20  add w10, w9, #8                      body
    verdict: no finding
  ty_call (0xffff8000800006c0, 116 bytes) in types/images/types-xxhash.elf: traced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0xc31d46b3                     kCFI hash 0xc31d46b3 = int (struct dev *), from BTF, reproduced
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  stp x29, x30, [sp, #-0x20]!          body
      +12  str x19, [sp, #0x10]                 body
      +16  mov x29, sp                          body
      +20  adrp x8, #0xffff800080001000         body
    kCFI call site at +0x20: type 0xa540670c (void (void)), loads the hash at -16
    kCFI call site at +0x58: type 0xb33f7314 (int (struct dev *, const char *)), loads the hash at -16
    verdict: no finding
  mm_handler (0xffff800080000748, 20 bytes) in types/images/types-xxhash.elf: traced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0x1622cde1                     kCFI hash 0x1622cde1 = int (struct dev *, long), from BTF, reproduced; __kcfi_typeid_ 0xa7cbfe9c: DIFFERS
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  ldr w8, [x0]                         body
      +12  add w0, w8, w1                       body
      +16  ret                                  body
    error: hash 0x1622cde1 (int (struct dev *, long)) at -16, but __kcfi_typeid_mm_handler is 0xa7cbfe9c (int (struct dev *, int)): a call through the declared type panics [hash-mismatch]
  mm_call (0xffff800080000770, 48 bytes) in types/images/types-xxhash.elf: traced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
    ops slot: formula ALIGN_DOWN(ret, 8) - 16, ret = func + 8 (+4 after bti c): the image has no ftrace_caller
    patch site: the image has no ftrace_call_adjust(): the config's M stands in (config-mismatch)
      -16  .word 0xc31d46b3                     kCFI hash 0xc31d46b3 = int (struct dev *), from BTF, reproduced
      -12  nop                                  prefix NOP 1 of 3; <- ftrace record
       -8  nop                                  prefix NOP 2 of 3; ops slot
       -4  nop                                  prefix NOP 3 of 3; ops slot
       +0  nop                                  entry NOP 1 of 2
       +4  nop                                  entry NOP 2 of 2
       +8  adrp x8, #0xffff800080001000         body
      +12  movz w1, #0x3                        body
      +16  ldr x2, [x8, #0xb70]                 body
      +20  ldur w16, [x2, #-0x10]               body
    kCFI call site at +0x14: type 0xa7cbfe9c (int (struct dev *, int)), loads the hash at -16
    verdict: no finding
  asm_typed_fn (0xffff8000800002c8, 12 bytes) in types/images/types-xxhash.elf: untraced, 3 prefix NOPs, hashed at -16
    layout: M=3, kCFI on, callers load the hash at -16
      -16  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5, not reproduced: no prototype in the BTF or DWARF (assembly, or left out by pahole without DWARF); the hash of int (int, int); __kcfi_typeid_ 0x56e5b5a5: equal
      -12  nop                                  prefix NOP 1 of 3
       -8  nop                                  prefix NOP 2 of 3
       -4  nop                                  prefix NOP 3 of 3
       +0  add w0, w0, w1                       body
       +4  eor w0, w0, #0xff                    body
       +8  ret                                  body
    verdict: no finding
  [exit 0]
