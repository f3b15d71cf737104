#!/bin/busybox sh
# /init of the kprefix boot harness (scripts/boot/boot.py): trace every function with the
# function and then the function_graph tracer, load every module in /modules, exercise
# indirect calls (VFS, procfs, sysfs, tracefs, the modules' own kthreads), unload them, print
# KPBOOT lines for boot.py and power off. Every line boot.py reads starts with "KPBOOT: ".
/bin/busybox mkdir -p /bin /sbin /usr/bin /usr/sbin /proc /sys /dev /tmp
/bin/busybox --install -s
export PATH=/bin:/sbin:/usr/bin:/usr/sbin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev 2>/dev/null
mount -t tmpfs tmpfs /tmp 2>/dev/null
T=/sys/kernel/tracing
[ -d $T ] || T=/sys/kernel/debug/tracing
mount -t tracefs tracefs $T 2>/dev/null || mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
say() { echo "KPBOOT: $*"; }
say "start $(uname -r) $(uname -m)"
say "filter-functions $(wc -l < $T/available_filter_functions 2>/dev/null || echo 0)"

exercise() {
	# indirect calls: file_operations, seq_file, sysfs/kobject ops, the shell's fork/exec
	for f in /proc/* /proc/self/* /proc/sys/kernel/*; do
		[ -f "$f" ] && cat "$f" >/dev/null 2>&1
	done
	find /sys -maxdepth 4 -type f 2>/dev/null | head -n 400 | while read -r f; do
		cat "$f" >/dev/null 2>&1
	done
	ls -lR /sys/kernel /proc/self >/dev/null 2>&1
	ps >/dev/null; uname -a >/dev/null; date >/dev/null; dmesg >/dev/null
	echo x > /tmp/x && cat /tmp/x >/dev/null && rm /tmp/x
	sleep 2            # let the samples' kthreads run (ftrace-direct-modify switches trampolines)
}

n=0; failed=0
for m in /modules/*.ko; do
	[ -f "$m" ] || continue
	if insmod "$m"; then n=$((n + 1)); say "insmod ok ${m##*/}"; else failed=$((failed + 1)); say "insmod failed ${m##*/}"; fi
done
say "modules loaded $n failed $failed"

for t in function function_graph; do
	if echo $t > $T/current_tracer 2>/dev/null && [ "$(cat $T/current_tracer)" = $t ]; then
		say "tracer $t on $(wc -l < $T/enabled_functions 2>/dev/null || echo 0) enabled functions"
		exercise
		say "tracer $t trace-lines $(head -n 20000 $T/trace | wc -l)"
		echo nop > $T/current_tracer
		echo > $T/trace
		say "tracer $t off"
	else
		say "tracer $t failed"
	fi
done

for m in /modules/*.ko; do
	[ -f "$m" ] || continue
	b=${m##*/}; b=${b%.ko}
	rmmod "$b" 2>/dev/null && say "rmmod ok $b" || say "rmmod failed $b"
done
say "done"
sync
poweroff -f
