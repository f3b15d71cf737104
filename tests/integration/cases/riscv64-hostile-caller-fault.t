A riscv64 ftrace_caller that faults before its load: the formula's slot stands in, given each class's own record, and a note in the text output says so (before issue 32 the formula was given a record of 0: "the trampoline reads it at 2147483576 ... disagrees with itself").

  $ kprefix check riscv64/images/hostile-rv-caller-fault.elf
  riscv64/images/hostile-rv-caller-fault.elf: note: ftrace_caller was not run: the ops slot is judged by the formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: ftrace_caller, run with the return address in t0, read from 0x0, which the image does not hold [ops-slot]
    help: 'kprefix explain ops-slot' says why and how
  layout of riscv64/images/hostile-rv-caller-fault.elf:
    prefix NOPs  4    (image: 6 of 6 owned records at func-8 (4 c.nop))
    kCFI         off  (image: no kCFI check sequence in executable sections)
    bti c        no   (image: 0 of 4 compiled functions a pointer may reach start with lpad (0 of 20 in all))
    alignment    8    (image: 6 of 6 prefix starts are 8-byte aligned)
    ops slot     formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: ftrace_caller, run with the return address in t0, read from 0x0, which the image does not hold
    patch site   ftrace_call_adjust() run on 1 record class: 1 give the entry NOP, 0 another word, 0 rejected
    ops writer   ftrace_init_nop() run on 1 record class: it writes where the trampoline reads in 1
    attach       CALL_OPS: each call site's ops pointer, in its prefix NOPs; kernel text spans 1 KB
  functions      total    hashed  prefixed
  traced             6         0         6
  untraced          14         0         0
  records: 6 (words in place): 6 owned, 0 dropped (0 zero, 0 outside text)
  riscv64/images/hostile-rv-caller-fault.elf: 1 cause:
    1. the image: ftrace_caller was not run: the ops slot is judged by the formula ALIGN_DOWN(rec->ip - 12, 8), where ftrace_rec_set_ops() writes it: ftrace_caller, run with the return address in t0, read from 0x0, which the image does not hold [ops-slot]
       fix: 'kprefix explain ops-slot' says why and how
  [exit 0]
