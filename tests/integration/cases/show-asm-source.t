show explains an assembly function and a C one with their sources from DWARF.

  $ kprefix show cases/attr-m3.elf asm_typed_fn ut_call
  asm_typed_fn (0xffff800080000254, 12 bytes) in cases/attr-m3.elf: untraced, 0 prefix NOPs, layout has 3, hashed at -4 (assembly)
    source: src/asm_typed.S:25 (unit asm_typed.S)
    layout: M=3, kCFI on, callers load the hash at -16
       -4  .word 0x56e5b5a5                     kCFI hash 0x56e5b5a5, not reproduced: no prototype in the BTF or DWARF (assembly, or left out by pahole without DWARF); the hash of int (int, int); __kcfi_typeid_ 0x56e5b5a5: equal
       +0  add w0, w0, w1                       body
       +4  eor w0, w0, #0xff                    body
       +8  ret                                  body
    error: hash at -4, callers load it at -16 (assembly, untraced, 0 prefix NOPs) [hash-offset]
  ut_call (0xffff8000800001c4, 68 bytes) in cases/attr-m3.elf: untraced, 0 prefix NOPs, layout has 3, hashed at -4
    source: src/untraced.c:29 (unit untraced.c), built with -fsanitize=kcfi -falign-functions=8
    layout: M=3, kCFI on, callers load the hash at -16
       -4  .word 0xecd54fda                     kCFI hash 0xecd54fda = int (binop_t, int, int), from DWARF, reproduced
       +0  stp x29, x30, [sp, #-0x10]!          body
       +4  mov x29, sp                          body
       +8  mov x8, x0                           body
      +12  mov w0, w1                           body
    kCFI call site at +0x14: type 0x56e5b5a5 (int (int, int)), loads the hash at -4 (reaches functions of its type elsewhere: type-offset)
    error: type 0x56e5b5a5 (int (int, int)): 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: tr_add, tr_static_cb [type-offset]
    error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
    error: 1 kCFI call site loads the hash at -4, functions here keep it at -16; it checks type 0x56e5b5a5 (int (int, int)) [callsite-offset]
  [exit 0]
