The check catalogue: every check id, its severity and summary.

  $ kprefix list-checks
  module-layout    error    a module was built for another M or kCFI than its vmlinux
  type-offset      error    kCFI call sites of a type reach functions of that type with the hash elsewhere
  island           note     code built apart under a symbol prefix, and whether it agrees with itself
  records-zeroed   error    the record table was zeroed, emptied or lost at build time (a warning: outside the text)
  prefix-nops      error    a traced function has another number of prefix NOPs than the layout
  hash-offset      error    a kCFI hash is not where callers load it
  ops-slot         error    the ops pointer slot is not inside the prefix NOPs
  patch-site       error    the image's ftrace_call_adjust() rejects or moves a function's patch site
  entry-nops       error    a traced function lacks the entry NOPs
  record-target    error    a record does not point at a function's patch site
  record-orphan    error    a record no function owns at words ftrace cannot patch (a note while its NOPs are intact)
  callsite-offset  error    a function's kCFI call sites load the hash from another offset
  hash-mismatch    error    a hash word differs from its __kcfi_typeid_ symbol
  hash-missing     warning  a function whose address is stored in data carries no hash
  hash-scheme      error    a hash is its function's type's under another scheme than the image's
  config-mismatch  error    the config or options disagree with the image (an error when ftrace was built for another M)
  [exit 0]
