#!/usr/bin/env python3
"""progress_tty.py: a long single-image check says where it is, on a terminal only.

Usage: progress_tty.py KPREFIX SOURCE_ROOT

A real vmlinux (tests/boot/kernels/rfc-m3-mainline-ftrace/vmlinux.xz) takes
about a second: with stderr a pseudo-terminal, "kprefix: checking FILE (N s)"
may show once a second has passed, and every such line is cleared
("\\r\\033[K") before the process ends, so nothing of it stays; with stderr a
pipe, or with -q, nothing but what a run always prints. Exits 1 otherwise.
"""
import os
import pty
import select
import subprocess
import sys

kprefix, root = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
vmlinux = os.path.join(root, "tests/boot/kernels/rfc-m3-mainline-ftrace/vmlinux.xz")
failures = 0


def on_pty(args):
    m, s = pty.openpty()
    p = subprocess.Popen([kprefix, "check", *args, vmlinux], stdout=subprocess.DEVNULL, stderr=s)
    os.close(s)
    out = b""
    while True:
        r, _, _ = select.select([m], [], [], 0.2)
        if r:
            try:
                data = os.read(m, 4096)
            except OSError:
                break
            if not data:
                break
            out += data
        elif p.poll() is not None:
            break
    p.wait()
    os.close(m)
    return p.returncode, out


def check(ok, what):
    global failures
    failures += not ok
    print(("ok   " if ok else "FAIL ") + what)


p = subprocess.run([kprefix, "check", vmlinux], capture_output=True)
check(b"checking" not in p.stderr and b"\x1b" not in p.stderr, "a pipe: no progress")
status, out = on_pty([])
shown = out.count(b"kprefix: checking ")
check(status == p.returncode and (not shown or out.endswith(b"\r\x1b[K")),
      "a terminal: progress shown %d times, cleared at the end (%r)" % (shown, out[-80:]))
status, out = on_pty(["-q"])
check(b"checking" not in out, "-q: no progress")
sys.exit(1 if failures else 0)
