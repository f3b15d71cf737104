Hand-made: an IKCONFIG whose end marker lies outside .rodata: exit 2 with the reason,
no read past the section.

  $ kprefix check malformed/handmade-ikconfig-end-outside.elf
  [stderr]
  kprefix: malformed/handmade-ikconfig-end-outside.elf: embedded IKCONFIG: kernel_config_data_end (0x200089) is not between kernel_config_data (0x200008) and the end of .rodata
  [exit 2]
