kprefix attach lists every function's attach path: traced functions of an M=3 kernel whose
trampoline reads the ops slot in their prefix NOPs attach through their own ops pointer
(call-ops); untraced ones cannot be traced (none).

  $ kprefix attach images/ftrace-m3-follows.elf
  attach of images/ftrace-m3-follows.elf: CALL_OPS: each call site's ops pointer, in its prefix NOPs
  function                                 traceable  ops slot path
  primary_entry                            no         no       none
  tr_add                                   yes        yes      call-ops
  tr_static_helper                         yes        yes      call-ops
  tr_call                                  yes        yes      call-ops
  tr_setup                                 yes        yes      call-ops
  tr_static_cb                             yes        yes      call-ops
  ut_mul                                   no         no       none
  ut_static_helper                         no         no       none
  ut_call                                  no         no       none
  ut_entry                                 no         no       none
  ut_static_cb                             no         no       none
  nt_fn                                    no         no       none
  asm_typed_fn                             no         no       none
  ftrace_call_adjust                       no         no       none
  ftrace_init_nop                          no         no       none
  ftrace_stub                              no         no       none
  aarch64_insn_write_literal_u64           no         no       none
  ftrace_modify_code                       no         no       none
  __warn_printk                            no         no       none
  tr_init                                  yes        yes      call-ops
  6 call-ops, 0 direct, 0 ops-list, 14 none
  [exit 0]
