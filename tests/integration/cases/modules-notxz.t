TODO: say what this case shows and why.
(modules and objects (fixtures/modules))

  $ kprefix check modules/tree-m2/extra/handmade-notxz.ko.xz
  [stderr]
  kprefix: modules/tree-m2/extra/handmade-notxz.ko.xz: not an xz file
  [exit 2]
