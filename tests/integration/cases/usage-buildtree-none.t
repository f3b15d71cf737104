A directory that is no kernel build tree (no vmlinux.a, built-in.a or modules.order) is a
usage error naming it.

  $ kprefix check buildtree/src
  [stderr]
  kprefix: buildtree/src: is a directory but no kernel build tree (no vmlinux.a, built-in.a, or modules.order beside a Makefile): to check the modules under it, give its vmlinux and --modules DIR
  [exit 2]
