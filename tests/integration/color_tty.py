#!/usr/bin/env python3
"""--color=auto in GCC's manner, on a real terminal (a pty).

Usage: color_tty.py KPREFIX SOURCE_ROOT. Runs `kprefix check` on
fixtures/images/rfc-m3-bad.elf with its standard output a pseudo-terminal
and compares what the terminal receives with the integration cases'
standard output: tests/integration/cases/color-check.t (coloured) and
color-never.t (plain). auto colours a terminal unless NO_COLOR is set and not empty or
TERM is dumb (or unset); --color=always and never win over both; a pipe or
a file (--output=text:PATH) is never coloured by auto. Skipped (exit 77)
where no pseudo-terminal can be opened (a build chroot without /dev/pts).
"""
import os
import pty
import select
import subprocess
import sys
import tempfile
import termios

kprefix, root = os.path.abspath(sys.argv[1]), sys.argv[2]
fixtures = os.path.join(root, "fixtures")
cases = os.path.join(root, "tests", "integration", "cases")
sys.path.insert(0, os.path.join(root, "tests", "integration"))
import casefile  # noqa: E402


def case_stdout(name):
    with open(os.path.join(cases, name + ".t"), encoding="utf-8") as f:
        return casefile.parse(f.read(), name)[2].encode("utf-8")


coloured = case_stdout("color-check")
plain = case_stdout("color-never")
image = "images/rfc-m3-bad.elf"
failures = []
ESC = b"\33["

# A build chroot without /dev/pts cannot give a terminal: skipped (77), not failed.
try:
    os.close(os.open("/dev/ptmx", os.O_RDWR | os.O_NOCTTY))
    for fd in pty.openpty():
        os.close(fd)
except OSError as e:
    print(f"no pseudo-terminal here ({e}): skipped")
    sys.exit(77)


def on_tty(args, env):
    """What kprefix writes to a terminal, its newlines as written (no \\r added)."""
    master, slave = pty.openpty()
    # Raw output: the terminal neither adds \r nor changes anything.
    attrs = termios.tcgetattr(slave)
    attrs[1] &= ~termios.OPOST
    termios.tcsetattr(slave, termios.TCSANOW, attrs)
    proc = subprocess.Popen([kprefix] + args, cwd=fixtures, stdout=slave, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, env=env)
    os.close(slave)
    out = b""
    while True:
        ready, _, _ = select.select([master], [], [], 30)
        if not ready:
            proc.kill()
            failures.append(f"{args}: no output for 30 s")
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        out += chunk
    proc.wait()
    os.close(master)
    return out, proc.returncode


def env_with(**changes):
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM")}
    env.update({k: v for k, v in changes.items() if v is not None})
    return env


runs = [
    ("auto, TERM=xterm", ["check", image], env_with(TERM="xterm"), coloured),
    ("--color=auto, TERM=xterm", ["--color=auto", "check", image], env_with(TERM="xterm"), coloured),
    ("auto, NO_COLOR=1", ["check", image], env_with(TERM="xterm", NO_COLOR="1"), plain),
    ("auto, NO_COLOR empty", ["check", image], env_with(TERM="xterm", NO_COLOR=""), coloured),
    ("auto, TERM=dumb", ["check", image], env_with(TERM="dumb"), plain),
    ("auto, TERM unset", ["check", image], env_with(), plain),
    ("never on a terminal", ["check", "--color=never", image], env_with(TERM="xterm"), plain),
    ("always over NO_COLOR", ["check", "--color=always", image], env_with(TERM="dumb", NO_COLOR="1"), coloured),
    ("auto, later --color=never wins", ["--color", "check", "--color=never", image], env_with(TERM="xterm"), plain),
]
for what, args, env, want in runs:
    got, rc = on_tty(args, env)
    if rc != 1 or got != want:
        kind = "coloured" if ESC in got else "plain"
        name = "color-check" if want is coloured else "color-never"
        failures.append(f"{what}: exit {rc}, {kind} output differs from the stdout of cases/{name}.t")

# A pipe, and a file written beside the terminal: never coloured by auto.
res = subprocess.run([kprefix, "check", image], cwd=fixtures, capture_output=True, env=env_with(TERM="xterm"))
if res.stdout != plain:
    failures.append("auto on a pipe: coloured or different output")
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "report.txt")
    got, rc = on_tty(["check", "--format=json", f"--output=text:{path}", image], env_with(TERM="xterm"))
    if open(path, "rb").read() != plain or ESC in got:
        failures.append("auto, --output=text:FILE beside a terminal: the file or the JSON is coloured")

for f in failures:
    print(f)
print(f"{len(runs) + 2} cases, {len(failures)} failed")
sys.exit(1 if failures else 0)
