A --modules directory without any module is refused with one line, exit status 2, after
the vmlinux's summary.

  $ kprefix check images/callops-m2-banner.elf --modules images
  kprefix: 1 file, 1 checked, 0 unreadable; 12 functions, 6 traced; 0 errors, 0 warnings, 0 notes
  [stderr]
  kprefix: images: cannot check the module tree: no module (.ko, .ko.xz, .ko.gz, .ko.zst) in it
  [exit 2]
