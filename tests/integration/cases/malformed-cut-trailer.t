Modules whose ELF is whole but whose xz, gzip or zstd stream is cut before its trailer (fixtures/malformed/generate.py): xz -t, gzip -t and zstd -t refuse them, and so does kprefix, one line each, exit status 2 (issue 25: they were read as whole).

  $ kprefix check malformed/handmade-cut-trailer.ko.xz malformed/handmade-cut-trailer.ko.gz malformed/handmade-cut-trailer.ko.zst
  kprefix: 3 files, 0 checked, 3 unreadable; 0 functions, 0 traced; 0 errors, 0 warnings, 0 notes
  [stderr]
  kprefix: malformed/handmade-cut-trailer.ko.xz: the xz stream ends early, after the ELF it holds: no end of stream or checksum (xz -t refuses it too)
  kprefix: malformed/handmade-cut-trailer.ko.gz: the gzip stream ends early, after the ELF it holds: no end of stream or checksum (gzip -t refuses it too)
  kprefix: malformed/handmade-cut-trailer.ko.zst: the zstd stream ends early, after the ELF it holds: no end of stream or checksum (zstd -t refuses it too)
  [exit 2]
