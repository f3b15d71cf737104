A build tree laid out as before Linux 6.1 and 6.3 (fixtures/buildtree/build-old): one
built-in.a that holds its members (read with libelf's ar support; llvm-ar keeps only base
names, so each is found in the tree by name and size), no vmlinux.a, modules.order naming
the .ko, and the source tree named by the Makefile's include instead of a source link.
The same objects, flags and Makefile statements are named.

  $ kprefix check -q buildtree/build-old
  buildtree/build-old/vmlinux: sort_r+0x0 (0xffff800080000104): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
      in lib/sort.o, built with -fsanitize=kcfi -falign-functions=8
      lib/Makefile:9: KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS), $(KBUILD_CFLAGS))
    = it explains:
    buildtree/build-old/vmlinux: do_one_initcall+0x24 (0xffff800080000074): error: type 0x56e5b5a5: 2 call sites in 2 functions load at -16; 3 functions of this type keep it at -4: sort_r, cmp_int, cmp_rev; 2 functions of this type keep it at -12: pl011_startup, pl011_shutdown [type-offset]
      in init/main.o, built with -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8
    buildtree/build-old/vmlinux: sort_r+0x20 (0xffff800080000124): error: type 0x56e5b5a5: 1 call site in 1 function loads at -4; 2 functions of this type keep it at -16: init_cb, uart_cb; 2 functions of this type keep it at -12: pl011_startup, pl011_shutdown [type-offset]
      in lib/sort.o, built with -fsanitize=kcfi -falign-functions=8
      lib/Makefile:9: KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS), $(KBUILD_CFLAGS))
    buildtree/build-old/vmlinux: pl011_probe+0x2c (0xffff800080000268): error: type 0x56e5b5a5: 1 call site in 1 function loads at -12; 2 functions of this type keep it at -16: init_cb, uart_cb; 3 functions of this type keep it at -4: sort_r, cmp_int, cmp_rev [type-offset]
      in drivers/tty/serial/amba-pl011.o, built with -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8 -fpatchable-function-entry=4,2
      drivers/tty/serial/Makefile:10: CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2
  buildtree/build-old/vmlinux: cmp_int+0x0 (0xffff800080000144): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
      in lib/sort.o, built with -fsanitize=kcfi -falign-functions=8
      lib/Makefile:9: KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS), $(KBUILD_CFLAGS))
  buildtree/build-old/vmlinux: cmp_rev+0x0 (0xffff80008000015c): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
      in lib/sort.o, built with -fsanitize=kcfi -falign-functions=8
      lib/Makefile:9: KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS), $(KBUILD_CFLAGS))
    help: build lib/sort.o with the kernel's flags: lib/Makefile:9 `KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS), $(KBUILD_CFLAGS))` makes it differ: lacks -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY (the others have it); 'kprefix explain hash-offset' says why and how
  buildtree/build-old/vmlinux: pl011_probe+0x0 (0xffff80008000023c): error: hash at -12, callers load it at -16 (traced, 2 prefix NOPs) [hash-offset]
      in drivers/tty/serial/amba-pl011.o, built with -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8 -fpatchable-function-entry=4,2
      drivers/tty/serial/Makefile:10: CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2
  buildtree/build-old/vmlinux: pl011_startup+0x0 (0xffff800080000294): error: hash at -12, callers load it at -16 (traced, 2 prefix NOPs) [hash-offset]
      in drivers/tty/serial/amba-pl011.o, built with -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8 -fpatchable-function-entry=4,2
      drivers/tty/serial/Makefile:10: CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2
  buildtree/build-old/vmlinux: pl011_shutdown+0x0 (0xffff8000800002bc): error: hash at -12, callers load it at -16 (traced, 2 prefix NOPs) [hash-offset]
      in drivers/tty/serial/amba-pl011.o, built with -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY -fsanitize=kcfi -falign-functions=8 -fpatchable-function-entry=4,2
      drivers/tty/serial/Makefile:10: CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2
    help: build drivers/tty/serial/amba-pl011.o with the kernel's flags: drivers/tty/serial/Makefile:10 `CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2` makes it differ: -fpatchable-function-entry=4,2 (the others: -fpatchable-function-entry=5,3); 'kprefix explain hash-offset' says why and how
  buildtree/build-old/vmlinux: 2 causes:
    1. 3 functions (sort_r, cmp_int, cmp_rev) in lib/sort.o: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
       fix: build lib/sort.o with the kernel's flags: lib/Makefile:9 `KBUILD_CFLAGS := $(filter-out $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS), $(KBUILD_CFLAGS))` makes it differ: lacks -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY (the others have it); 'kprefix explain hash-offset' says why and how
    2. 3 functions (pl011_probe, pl011_startup, pl011_shutdown) in drivers/tty/serial/amba-pl011.o: hash at -12, callers load it at -16 (traced, 2 prefix NOPs) [hash-offset]
       fix: build drivers/tty/serial/amba-pl011.o with the kernel's flags: drivers/tty/serial/Makefile:10 `CFLAGS_amba-pl011.o += -fpatchable-function-entry=4,2` makes it differ: -fpatchable-function-entry=4,2 (the others: -fpatchable-function-entry=5,3); 'kprefix explain hash-offset' says why and how
  buildtree/build-old/drivers/misc/lkdtm.ko: lkdtm_init+0x0 (0x10004): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
      in drivers/misc/lkdtm.o, built with -fsanitize=kcfi -falign-functions=8
      drivers/misc/Makefile:8: ccflags-remove-y += $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS)
  buildtree/build-old/drivers/misc/lkdtm.ko: lkdtm_do_nothing+0x0 (0x10024): error: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
      in drivers/misc/lkdtm.o, built with -fsanitize=kcfi -falign-functions=8
      drivers/misc/Makefile:8: ccflags-remove-y += $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS)
    help: build drivers/misc/lkdtm.o with the kernel's flags: drivers/misc/Makefile:8 `ccflags-remove-y += $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS)` makes it differ: lacks -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY (the others have it); 'kprefix explain hash-offset' says why and how
  buildtree/build-old/drivers/misc/lkdtm.ko: 1 cause:
    1. 2 functions (lkdtm_init, lkdtm_do_nothing) in drivers/misc/lkdtm.o: hash at -4, callers load it at -16 (untraced, 0 prefix NOPs) [hash-offset]
       fix: build drivers/misc/lkdtm.o with the kernel's flags: drivers/misc/Makefile:8 `ccflags-remove-y += $(CC_FLAGS_FTRACE) $(CFI_PREFIX_CFLAGS)` makes it differ: lacks -DCC_USING_PATCHABLE_FUNCTION_PREFIX=3 -fpatchable-function-entry=5,3 -DCC_USING_PATCHABLE_FUNCTION_ENTRY (the others have it); 'kprefix explain hash-offset' says why and how
  [exit 1]
