--version of a kprefix built without the emulator (meson -Dunicorn=disabled): the
version, and that the documented formulas stand in for the image's ftrace code.

  $ kprefix --version
  kprefix 0.1.0
  emulator: none (built without unicorn): the documented formulas stand in for the image's ftrace code
  [exit 0]
