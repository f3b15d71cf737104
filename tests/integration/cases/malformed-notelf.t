TODO: say what this case shows and why.

  $ kprefix check malformed/handmade-notelf.txt
  [stderr]
  kprefix: malformed/handmade-notelf.txt: not an ELF file
  [exit 2]
