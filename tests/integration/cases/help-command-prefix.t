kprefix help takes a command by an unambiguous prefix, as the command line does: li is
list-checks, whose --help lists its options.

  $ kprefix help li
  Usage: kprefix list-checks [--format=text|json]

  Every check id with its severity and summary; JSON adds its section of kprefix(1).

  Options:
    --format=text|json       output format (default text); --json is --format=json
    -h, --help               this text
  [exit 0]
