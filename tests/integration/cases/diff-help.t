diff --help lists the options of diff.

  $ kprefix diff --help
  Usage: kprefix diff [OPTIONS] OLD NEW

  Compare two builds: each a vmlinux, a module or object, or a kprefix check
  --format=json report of one. Prints the .text bytes old and new with delta and
  percent, the bytes of prefix NOPs and kCFI hashes, layout changes (M, kCFI, BTI,
  configured alignment), modules added, removed and with another layout,
  functions that became traced or untraced (from images), kCFI call sites by
  offset, and findings new, fixed and unchanged by fingerprint, folded by cause
  as check folds them (a removed module's findings are not fixed).

  Options:
    --old-modules=DIR        OLD's module tree (OLD is its vmlinux)
    --new-modules=DIR        NEW's module tree (NEW is its vmlinux)
    -j, --jobs=N             threads for the module trees (default: online CPUs)
    --format=text|json|sarif output format (default text); SARIF holds the new
                             findings only
    --enable=ID,...          run only these checks
    --disable=ID,...         do not run these checks
    --islands=P1,P2,...      symbol prefixes of code built apart
    --config=FILE, --prefix-nops=M, --cfi, --no-cfi, --bti, --no-bti,
    --function-alignment=N   the layout images are checked with, as for 'check'
    -v, --verbose            every name and every finding, one a line
    --pretty                 indent JSON and SARIF
        --werror             new warnings make the exit status 1 too
    --color[=WHEN]           colour the text output: auto (on a terminal, unless
                             NO_COLOR is set), always or never (see kprefix --help)
    -h, --help               this text

  Exit status: 0 NEW adds no error, 1 it does (or a warning with --werror),
  2 usage error or an unreadable input, 3 both.
  [exit 0]
