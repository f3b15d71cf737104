show --help.

  $ kprefix show --help
  Usage: kprefix show [OPTIONS] IMAGE WHAT...

  Explain functions of IMAGE (a vmlinux, module or object): WHAT is a function
  name, name+0xOFF, or an address (0x...). Prints the words from the kCFI hash
  (or the prefix) to a few instructions past the entry, each with its role,
  the kCFI call sites inside, the checks' verdict and, with debug data, the
  source.

  Options:
    --format=text|json       output format (default text)
    --config=FILE            read layout options from a kernel .config
    --debug-dir=DIR          where a module's unstripped copy is
    -h, --help               this text

  Exit status: 0 every WHAT found, 1 some WHAT names no function, 2 usage error
  or unreadable input.
  [exit 0]
