--help prints the commands.

  $ kprefix --help
  Usage: kprefix COMMAND [OPTIONS] FILE
         kprefix --help | --version

  Commands:
    check        verify the function layout of a vmlinux, its modules, objects
    show         explain one function: its words and their roles, its verdict
    list-checks  list the check ids, their severity and summary
    diff         compare two builds (images or JSON reports): sizes, layout, findings

  Run 'kprefix check --help' for the options of check; see kprefix(1).
  [exit 0]
