kprefix help COMMAND prints COMMAND --help, exit status 0.

  $ kprefix help show
  Usage: kprefix show [OPTIONS] IMAGE WHAT...

  Explain functions of IMAGE (a vmlinux, module or object): WHAT is a function
  name, name+0xOFF, name-0xOFF (a word before the entry) or an address (0x...).
  Prints the words from the kCFI hash (or the padding and prefix NOPs) to a few
  instructions past the entry, each with its role (the word asked for marked
  =>), the kCFI call sites inside, the checks' verdict and, with debug data,
  the source.

  Options:
    --format=text|json       output format (default text)
    --pretty                 indent JSON
    --config=FILE            read layout options from a kernel .config
    --prefix-nops=M, --cfi, --no-cfi, --bti, --no-bti, --function-alignment=N,
    --islands=P1,...         the layout, as for 'kprefix check'
    --debug-dir=DIR          where a module's unstripped copy is
    --color[=WHEN]           colour the text output: auto (on a terminal, unless
                             NO_COLOR is set), always or never (see kprefix --help)
    -h, --help               this text

  Exit status: 0 every WHAT found, 1 some WHAT names no function (or an offset
  outside it), 2 usage error (a WHAT that is not one of these forms) or
  unreadable input.
  [exit 0]
