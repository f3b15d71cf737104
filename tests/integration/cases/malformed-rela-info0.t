TODO: say what this case shows and why.
(hostile inputs (fixtures/malformed/generate.py))

  $ kprefix check malformed/handmade-rela-info0.o
  [stderr]
  kprefix: malformed/handmade-rela-info0.o: relocation section .rela.text applies to section 0, which does not exist
  [exit 2]
