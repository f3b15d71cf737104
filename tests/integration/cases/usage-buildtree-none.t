A directory that is no kernel build tree (no vmlinux.a, built-in.a or modules.order) is a
usage error naming it.

  $ kprefix check buildtree/src
  [stderr]
  kprefix: buildtree/src: no kernel build tree (no vmlinux.a, built-in.a or modules.order)
  [exit 2]
