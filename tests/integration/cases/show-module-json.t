show in JSON, for a function of a module.

  $ kprefix show --format=json modules/tree-m3/kernel/drivers/staging/m3_noprefix.ko hlp_mul
  {"schema":"kprefix-show","schema_version":1,"file":"modules/tree-m3/kernel/drivers/staging/m3_noprefix.ko","functions":[{"function":"hlp_mul","address":"0x10134","size":44,"traced":false,"nops_before_entry":0,"hash":"0x56e5b5a5","hash_offset":-4,"expected_hash_offset":-16,"island":null,"origin":null,"source":null,"words":[{"offset":-4,"insn":".word 0x56e5b5a5","role":"kCFI hash 0x56e5b5a5; __kcfi_typeid_ 0x56e5b5a5: equal"},{"offset":0,"insn":"stp x29, x30, [sp, #-0x20]!","role":"body"},{"offset":4,"insn":"stp x20, x19, [sp, #0x10]","role":"body"},{"offset":8,"insn":"mov w20, w0","role":"body"},{"offset":12,"insn":"mov w0, w1","role":"body"}],"kcfi_sites":[],"findings":[{"check":"hash-offset","severity":"error","message":"hash at -4, callers load it at -16 (untraced, 0 prefix NOPs)"}]}]}
  [exit 0]
