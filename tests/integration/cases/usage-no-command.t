kprefix without a command prints the usage to standard error, exit status 2.

  $ kprefix
  [stderr]
  Usage: kprefix [--color=WHEN] COMMAND [OPTIONS] FILE
         kprefix help [COMMAND] | --help | --version

  Commands:
    check        verify the function layout of a vmlinux, its modules, objects
    show         explain one function: its words and their roles, its verdict
    list-checks  list the check ids, their severity and summary
    attach       per function: can fentry attach, through its own ops or the list
    explain      what a check finds, why it breaks the kernel, how to fix it
    diff         compare two builds (images or JSON reports): sizes, layout, findings
    help         print a command's options (kprefix help COMMAND)

  Options of every command:
    --color[=WHEN]           colour the text output of check, show and diff: auto
                             (default: on a terminal, unless NO_COLOR is set),
                             always (--color alone) or never

  Run 'kprefix help COMMAND' for the options of COMMAND; see kprefix(1).
  [exit 2]
