check --help lists every option of check.

  $ kprefix check --help
  Usage: kprefix check [OPTIONS] VMLINUX [--modules DIR]
         kprefix check [OPTIONS] FILE...   (vmlinux, .ko[.xz|.gz|.zst], .o)
         kprefix check [OPTIONS] BUILD-DIR (a Kbuild output directory, O= or M=)

  Verify that every function of an arm64 or riscv64 kernel image has the layout
  ftrace CALL_OPS and kCFI rely on. Silent with exit status 0 when it has; one line per
  defect and a summary table, exit status 1, when not. The layout is detected
  from the image; a config or options fill in or override it.

  Options:
    --modules=DIR            also check every .ko, .ko.xz, .ko.gz, .ko.zst under DIR
                             against the vmlinux's layout (links to directories
                             followed, but not DIR/build and DIR/source)
    -j, --jobs=N             threads for --modules (default: online CPUs)
    --config=FILE            read layout options from a kernel .config
    --debug-dir=DIR          unstripped modules under DIR by their path in the tree
                             (Debian: /usr/lib/debug/lib/modules/VERSION); also
                             searched for .gnu_debuglink and build-id files
    --prefix-nops=M          the image has M prefix NOPs (0-16)
    --cfi, --no-cfi          the image is (not) built with kCFI
    --bti, --no-bti          the image is (not) built with BTI
    --function-alignment=N   functions are aligned to N bytes
    --islands=P1,P2,...      symbol prefixes of code built apart, each checked on
                             its own (default __pi_,__efistub_,__kvm_nvhe_)
    --enable=ID,...          run only these checks (see 'kprefix list-checks')
    --disable=ID,...         do not run these checks
    --format=FORMAT          text (default), json, sarif (SARIF 2.1.0 for code scanning),
                             github (GitHub Actions annotations), gitlab (GitLab Code
                             Quality), markdown (a summary for $GITHUB_STEP_SUMMARY) or
                             kcidb (KernelCI's KCIDB v5.3: a test, its issues);
                             sarif, github, gitlab, markdown and kcidb fold findings
                             by cause;
                             --json is --format=json
    --pretty                 indent JSON and SARIF
    --output=FORMAT:PATH     also write FORMAT to PATH (- for standard output);
                             repeatable, one path per format
    --source-root=DIR        the source tree: paths under it are named relative to it
                             (SARIF's SRCROOT, GitLab's and GitHub's paths)
    --kcidb-origin=NAME      KCIDB's origin, the CI system submitting (default kprefix)
    --kcidb-build-id=ID      KCIDB's id of the build checked (default ORIGIN:FILE)
    --baseline=OLD.json      mark findings new or known by OLD (a JSON report or
                             SARIF log of kprefix); only new ones fail the run
    --suppressions=FILE      reviewed exceptions, one 'CHECK-ID PATTERN REASON' a line;
                             PATTERN over function, module path or source path
    -q, --quiet              print findings only, never the table
        --summary            end with one summary line (always for several files
                             and module trees; never with -q)
    -v, --verbose            print notes and details (per-function hash-offset,
                             per-caller callsite-offset) and the table even when clean
        --werror             warnings make the exit status 1 too
    --color[=WHEN]           colour the text output: auto (on a terminal, unless
                             NO_COLOR is set), always or never (see kprefix --help)
    -h, --help               this text

  A module or object named after a vmlinux is checked against it. A build directory
  gives its vmlinux, .config and the modules of modules.order, and names each failing
  function's object, its flags (.NAME.o.cmd) and the Makefile line that made them.
  The text leads with each cause, the findings it explains and a help: line, and
  ends with the causes in one screen; 'kprefix explain CHECK-ID' says why and how.

  Exit status: 0 clean, 1 errors (or warnings with --werror), 2 usage error,
  an unreadable or malformed input or a report not written, 3 both 1 and 2;
  JSON, SARIF and Markdown state the same status.
  [exit 0]
