Hand-made: an object with a relocation of r_info 0 on the records: refused with one line,
exit status 2.

  $ kprefix check malformed/handmade-rela-info0.o
  [stderr]
  kprefix: malformed/handmade-rela-info0.o: relocation section .rela.text applies to section 0, which does not exist
  [exit 2]
