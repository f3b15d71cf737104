A .ko.xz that is not xz is one line naming it, exit status 2.

  $ kprefix check modules/tree-m2/extra/handmade-notxz.ko.xz
  [stderr]
  kprefix: modules/tree-m2/extra/handmade-notxz.ko.xz: not an xz file
  [exit 2]
