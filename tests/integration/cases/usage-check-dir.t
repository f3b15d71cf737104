check of a directory: one line saying how a module tree is checked (--modules), exit status 2.

  $ kprefix check modules/tree-m3
  [stderr]
  kprefix: modules/tree-m3: is a directory but no kernel build tree (no vmlinux.a, built-in.a, or modules.order beside a Makefile): to check the modules under it, give its vmlinux and --modules DIR
  [exit 2]
