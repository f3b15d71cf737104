Without CALL_OPS (kCFI, M=0) a traced function is reached by a patched direct call.

  $ kprefix attach images/kcfi-m0.elf tr_add ut_mul
  attach of images/kcfi-m0.elf: no CALL_OPS, no direct calls: every attach goes through ftrace_caller's ops list
  function                                 traceable  ops slot path
  tr_add                                   yes        no       ops-list
  ut_mul                                   no         no       none
  0 call-ops, 0 direct, 1 ops-list, 1 none
  [exit 0]
