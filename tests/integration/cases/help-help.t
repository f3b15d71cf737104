kprefix help help prints help's own usage.

  $ kprefix help help
  Usage: kprefix help [COMMAND]

  Print the options of COMMAND (its --help), or the commands.
  [exit 0]
