#!/usr/bin/env python3
"""Boot an arm64 kernel as tests/boot/boot.py does (its QEMU command), and once a kCFI BRK
is taken, dump the kernel's printk ring (__log_buf, by virtual address through QEMU's
monitor) and print its CFI lines: what the kernel printed when the trap came before any
console was up (rfc-m3-tree traps in register_earlycon). OUTDIR/log_buf.txt holds every
string of the ring; a record's text may end in a few characters left over from an older
record in the same block.
usage: logbuf-after-trap.py VMLINUX IMAGE INITRD OUTDIR"""
import os
import re
import socket
import subprocess
import sys
import time
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'tests', 'boot'))
sys.path.insert(0, os.path.join(HERE, '..', '..', 'fixtures'))
import boot  # noqa: E402
vmlinux, image, initrd, out = map(os.path.abspath, sys.argv[1:5])
os.makedirs(out, exist_ok=True)
syms = subprocess.run(['nm', '-S', vmlinux], capture_output=True, text=True).stdout
m = re.search(r'^([0-9a-f]+) ([0-9a-f]+) [bBdD] __log_buf$', syms, re.M)
addr, size = int(m.group(1), 16), int(m.group(2), 16)
mon = os.path.join(out, 'mon.sock')
intlog = os.path.join(out, 'qemu-int.log')
cmd = boot.qemu_command('arm64', image, initrd, '') + ['-d', 'int', '-D', intlog]
cmd[cmd.index('-monitor') + 1] = 'unix:%s,server,nowait' % mon
con = open(os.path.join(out, 'console.log'), 'wb')
p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=con, stderr=subprocess.STDOUT, cwd=out)
t0 = time.time()
while time.time() - t0 < 600:
    time.sleep(2)
    if os.path.exists(intlog) and re.search(rb'ESR 0x3c/0xf2008', open(intlog, 'rb').read()):
        break
time.sleep(10)   # let the kernel finish its report and panic
s = socket.socket(socket.AF_UNIX)
s.connect(mon)
dump = os.path.join(out, 'log_buf.bin')
if os.path.exists(dump):
    os.unlink(dump)
# HMP reads `131072 /path` as a division: a name relative to QEMU's directory, OUTDIR
s.sendall(b'stop\nmemsave 0x%x %d log_buf.bin\n' % (addr, size))
t0 = time.time()
while time.time() - t0 < 60 and not (os.path.exists(dump) and os.path.getsize(dump) == size):
    time.sleep(1)
s.sendall(b'quit\n')
time.sleep(1)
p.kill()
p.wait()
if not os.path.exists(dump):
    sys.exit('logbuf-after-trap: QEMU saved no %s' % dump)
data = open(dump, 'rb').read()
text = [t.decode(errors='replace') for t in re.findall(rb'[\x20-\x7e\t]{6,}', data)]
open(os.path.join(out, 'log_buf.txt'), 'w').write('\n'.join(text) + '\n')
for t in text:
    if 'CFI' in t or 'expected type' in t:
        print(t)
