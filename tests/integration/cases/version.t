--version prints the version.

  $ kprefix --version
  kprefix 0.1.0
  emulator: unicorn 2.0, built in: the image's own ftrace code is run
  [exit 0]
