arm64 and riscv64 user-space ELF files (fixtures/userspace: an executable and a shared library of each) are no kernel: refused, one line each, exit status 2 (issue 25: exit 0, no output).

  $ kprefix check userspace/prog-aarch64 userspace/libprog-aarch64.so userspace/prog-riscv64 userspace/libprog-riscv64.so
  kprefix: 4 files, 0 checked, 4 unreadable; 0 functions, 0 traced; 0 errors, 0 warnings, 0 notes
  [stderr]
  kprefix: userspace/prog-aarch64: a user-space executable (it names a program interpreter), loaded from 0x0 in the lower half, without a symbol of a kernel's linker script: not a kernel
  kprefix: userspace/libprog-aarch64.so: a user-space shared library, loaded from 0x0 in the lower half, without a symbol of a kernel's linker script: not a kernel
  kprefix: userspace/prog-riscv64: a user-space executable (it names a program interpreter), loaded from 0x0 in the lower half, without a symbol of a kernel's linker script: not a kernel
  kprefix: userspace/libprog-riscv64.so: a user-space shared library, loaded from 0x0 in the lower half, without a symbol of a kernel's linker script: not a kernel
  [exit 2]
