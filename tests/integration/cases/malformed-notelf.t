A text file is not an ELF: one line, exit status 2.

  $ kprefix check malformed/handmade-notelf.txt
  [stderr]
  kprefix: malformed/handmade-notelf.txt: not an ELF file
  [exit 2]
