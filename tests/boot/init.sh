#!/bin/busybox sh
# /init of the kprefix boot harness (tests/boot/boot.py): trace every function with the
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
up() { read -r u _ < /proc/uptime; echo "$u"; }
say "start $(uname -r) $(uname -m)"
say "filter-functions $(wc -l < $T/available_filter_functions 2>/dev/null || echo 0)"

# Files whose read blocks until something happens: never read them.
blocking() {
	case "$1" in
	/proc/kmsg | */trace_pipe | */trace_pipe_raw | /proc/self/pagemap | */kcore) return 0 ;;
	esac
	return 1
}

exercise() { # NSYS: how many sysfs files to read
	# indirect calls: file_operations, seq_file, sysfs/kobject ops, the shell's fork/exec
	for f in /proc/* /proc/self/* /proc/sys/kernel/*; do
		[ -f "$f" ] && ! blocking "$f" && cat "$f" >/dev/null 2>&1
	done
	find /sys -maxdepth 4 -type f 2>/dev/null | head -n "$1" | while read -r f; do
		blocking "$f" || cat "$f" >/dev/null 2>&1
	done
	ls -lR /sys/kernel /proc/self >/dev/null 2>&1
	ps >/dev/null; uname -a >/dev/null; date >/dev/null; dmesg >/dev/null
	echo x > /tmp/x && cat /tmp/x >/dev/null && rm /tmp/x
}

# Every module alone first (the direct-call samples attach to the same functions and refuse
# to share them: EBUSY), exercised, then unloaded. A module whose init runs its test and then
# returns -EINVAL by design (samples/ftrace/ftrace-ops.c) counts as loaded when its test ran.
load_one() { # MODULE: 0 when it loaded (or ran and declined by design)
	b=${1##*/}; b=${b%.ko}
	out=$(insmod "$1" 2>&1); rc=$?
	if [ $rc = 0 ]; then
		say "insmod ok $b"; return 0
	fi
	case "$b:$out" in
	ftrace-ops:*"Invalid argument"*) say "insmod ok $b (ran, declined by design)"; return 0 ;;
	esac
	say "insmod failed $b: $out"; return 1
}
n=0; failed=0
for m in /modules/*.ko; do
	[ -f "$m" ] || continue
	if load_one "$m"; then
		n=$((n + 1)); sleep 2; cat /proc/modules >/dev/null
		b=${m##*/}; b=${b%.ko}
		grep -q "^$(echo "$b" | tr - _) " /proc/modules && { rmmod "$b" || say "rmmod failed $b"; }
	else
		failed=$((failed + 1))
	fi
done
say "modules loaded $n failed $failed at $(up) s"
exercise 200
say "exercised untraced at $(up) s"
# a small ring buffer: the tracers' cost under TCG is the call, not the buffer
echo 256 > $T/buffer_size_kb 2>/dev/null

for t in function function_graph; do
	if echo $t > $T/current_tracer 2>/dev/null && [ "$(cat $T/current_tracer)" = $t ]; then
		say "tracer $t on $(wc -l < $T/enabled_functions 2>/dev/null || echo 0) enabled functions at $(up) s"
		exercise 50
		# the modules again, traced: their functions patched at load, their kthreads run
		for m in /modules/*.ko; do
			[ -f "$m" ] || continue
			b=${m##*/}; b=${b%.ko}
			insmod "$m" 2>/dev/null || continue
			sleep 2    # the samples' kthreads run (ftrace-direct-modify switches trampolines)
			rmmod "$b" 2>/dev/null || say "rmmod failed $b"
		done
		say "tracer $t trace-lines $(head -n 20000 $T/trace | wc -l)"
		echo nop > $T/current_tracer
		echo > $T/trace
		say "tracer $t off at $(up) s"
	else
		say "tracer $t failed"
	fi
done

say "done"
sync
poweroff -f
