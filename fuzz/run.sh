#!/bin/sh
# Build the libFuzzer harnesses (clang, ASan+UBSan), seed their corpora from
# fixtures/, and run each for a while, one at a time, niced.
#
#   fuzz/run.sh [SECONDS] [HARNESS...]     default: 300 s each of fuzz_image fuzz_decompress fuzz_config fuzz_gate fuzz_names fuzz_emu
#
# Everything it writes is under FUZZ_WORK (default: fuzz-work beside the
# repository): build-fuzz/, corpus/HARNESS/ (the seeds, then what libFuzzer
# keeps), artifacts/HARNESS/ (crash-, timeout-, oom-, leak- inputs) and
# logs/HARNESS-DATE.log. A crash does not stop the run (-fork=1 with
# -ignore_*: one worker at a time); FUZZ_FORK=0 runs in process and stops at
# the first. Slow inputs get less energy (-entropic_scale_per_exec_time: a
# hostile symbol table of 64 KB names is slow under libFuzzer's strcmp hook).
# CC (default: the first of clang-19, clang-20, clang-18, clang-17, clang-16,
# clang-15, clang-14, clang that links a libFuzzer harness with ASan and
# UBSan; none: exit 2 saying what to install) and FUZZ_NICE (default 15) may
# be set. Debian: apt-get install clang libclang-rt-dev (libFuzzer is in
# libclang-rt-NN-dev, which clang only recommends).
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
work=${FUZZ_WORK:-$(dirname "$src")/fuzz-work}
seconds=${1:-300}
[ $# -gt 0 ] && shift
harnesses=${*:-fuzz_image fuzz_decompress fuzz_config fuzz_gate fuzz_names fuzz_emu}
nice_level=${FUZZ_NICE:-15}
build=$work/build-fuzz

# Whether $1 links a libFuzzer harness under ASan and UBSan, as meson will.
links_fuzzer() {
	command -v "$1" >/dev/null 2>&1 || return 1
	probe=$(mktemp -d) || return 1
	printf '#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n)\n{ (void)d; (void)n; return 0; }\n' >"$probe/p.c"
	rc=0
	"$1" -fsanitize=fuzzer,address,undefined "$probe/p.c" -o "$probe/p" >"$probe/log" 2>&1 || rc=$?
	[ $rc = 0 ] || sed 's/^/   /' "$probe/log" | head -5 >&2
	rm -rf "$probe"
	return $rc
}

mkdir -p "$work"
if [ ! -f "$build/build.ninja" ]; then
	if [ -n "${CC:-}" ]; then
		links_fuzzer "$CC" || {
			echo "fuzz/run.sh: CC=$CC cannot link a libFuzzer harness (-fsanitize=fuzzer,address,undefined)" >&2
			exit 2
		}
	else
		for cc in clang-19 clang-20 clang-18 clang-17 clang-16 clang-15 clang-14 clang; do
			if links_fuzzer "$cc" 2>/dev/null; then
				CC=$cc
				break
			fi
		done
		if [ -z "${CC:-}" ]; then
			echo "fuzz/run.sh: no clang here links a libFuzzer harness (-fsanitize=fuzzer): install clang and" >&2
			echo "its compiler-rt (Debian: apt-get install clang libclang-rt-dev), or set CC" >&2
			exit 2
		fi
	fi
	echo "== building with $CC in $build"
	CC=$CC meson setup "$build" "$src" -Dfuzz=true -Dtests=false \
		-Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized
fi
nice -n "$nice_level" ninja -C "$build" fuzz/fuzz_image fuzz/fuzz_decompress fuzz/fuzz_config fuzz/fuzz_gate fuzz/fuzz_names fuzz/fuzz_emu >/dev/null

# Seeds: every ELF fixture, and every compressed one, for the image harness
# decompressed; for the decompression harness each ELF compressed three ways
# and the compressed fixtures as they are; for the config harness the configs.
seed() {
	dir=$work/corpus/$1
	mkdir -p "$dir"
	case $1 in
	fuzz_emu)
		# The fixtures' own ftrace bodies and a few hostile ones (fuzz/emu_seeds.py).
		python3 "$src/fuzz/emu_seeds.py" "$src" "$dir"
		for f in "$src"/fuzz/corpus/fuzz_emu-*; do
			[ -f "$f" ] && cp "$f" "$dir"/
		done
		return 0 ;;
	fuzz_gate)
		# A first byte 0 for a JSON document (reports, SARIF logs), 1 for suppressions.
		for f in "$src"/fixtures/gate/*.json "$src"/fixtures/gate/*.sarif; do
			{ printf '\000'; head -c 399999 "$f"; } >"$dir/json-$(basename "$f")"
		done
		for f in "$src"/fixtures/gate/*.supp; do
			{ printf '\001'; cat "$f"; } >"$dir/supp-$(basename "$f")"
		done
		# 0xc1 and up: the writers' limits, lines of names (some long, some escaped).
		{ printf '\301\007\200\100\377'; printf 'drivers/a&b<c>/x.ko\nfn_\001\302\233\nmessage | * _\n'; head -c 600 /dev/zero | tr '\0' '&'; } >"$dir/writers-long"
		{ printf '\303\000\001\377\000'; printf 'm\nf\n'; } >"$dir/writers-many"
		for f in "$src"/fuzz/corpus/fuzz_gate-*; do
			[ -f "$f" ] && cp "$f" "$dir"/
		done
		return 0 ;;
	fuzz_names)
		# NUL-separated: module, path, two functions, message, source file.
		printf 'kernel/drivers/a.ko\000tree/kernel/drivers/a.ko\000tr_add\000tr_sub\0001 prefix NOP\000drivers/a.c' >"$dir/seed-plain"
		printf '::error title=x::y.ko\000::error::p.ko\000f##[error]x\000\302\2332J\302\2350;t\302\234\000m\033[31m%%\r\n::warning::z\000\343\200\200::notice::s.c' >"$dir/seed-hostile"
		printf '\302\240::group::g\000 ::\000##[\000\377\300\200\355\240\200\000\342\200\250::x\000:' >"$dir/seed-edges"
		for f in "$src"/fuzz/corpus/fuzz_names-*; do
			[ -f "$f" ] && cp "$f" "$dir"/
		done
		return 0 ;;
	fuzz_config)
		cp "$src"/fixtures/configs/* "$dir"/
		printf 'CONFIG_CFI=y\nCONFIG_ARM64_FUNCTION_PREFIX_NOPS=3\nCONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y\nCONFIG_FUNCTION_ALIGNMENT=16\nCONFIG_ARM64_BTI_KERNEL=y\n' >"$dir/seed-rfc.config"
		printf '# CONFIG_CFI_CLANG is not set\nCONFIG_DYNAMIC_FTRACE=y\nCONFIG_ARM64_FUNCTION_PREFIX_NOPS=0x2\n' >"$dir/seed-m2.config"
		return ;;
	esac
	find "$src/fixtures" -type f | sort | while read -r f; do
		name=$(echo "${f#"$src/fixtures/"}" | tr / _)
		magic=$(od -An -N4 -tx1 "$f" | tr -d ' ')
		case $magic in
		7f454c46) elf=1 ;;
		fd377a58|1f8b*|28b52ffd) elf=0 ;;
		*) continue ;;
		esac
		if [ "$1" = fuzz_image ]; then
			if [ $elf = 1 ]; then
				cp "$f" "$dir/$name"
			else
				# At most -max_len: a decompression bomb is no seed.
				case $magic in
				fd*) xz -dc "$f" ;; 1f*) gzip -dc "$f" ;; 28*) zstd -qdc "$f" ;;
				esac 2>/dev/null | head -c 400001 >"$dir/$name.elf" || true
				[ "$(wc -c <"$dir/$name.elf")" -le 400000 ] || rm -f "$dir/$name.elf"
			fi
		elif [ $elf = 1 ]; then
			cp "$f" "$dir/$name" # 0x7f: standard input
			xz -c "$f" >"$dir/$name.xz"
			gzip -c "$f" >"$dir/$name.gz"
			zstd -qc "$f" >"$dir/$name.zst"
		else
			cp "$f" "$dir/$name"
		fi
	done
	# IKCONFIG: no fixture has one (fuzz/ikconfig_seed.py).
	if [ "$1" = fuzz_image ]; then
		python3 "$src/fuzz/ikconfig_seed.py" "$src/fixtures/images/rfc-m3-good.elf" \
			"$dir/ikconfig-rfc-m3.elf" CONFIG_CFI=y CONFIG_DYNAMIC_FTRACE=y \
			CONFIG_DYNAMIC_FTRACE_WITH_CALL_OPS=y CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3 \
			CONFIG_FUNCTION_ALIGNMENT=8
		python3 "$src/fuzz/ikconfig_seed.py" "$src/fixtures/images/callops-m2-clang.elf" \
			"$dir/ikconfig-m2-says-m3.elf" CONFIG_CFI_CLANG=y CONFIG_ARM64_BTI_KERNEL=y \
			CONFIG_ARM64_FUNCTION_PREFIX_NOPS=3 CONFIG_FUNCTION_ALIGNMENT=64
	fi
	# DWARF: no fixture has any (fuzz/dwarf_seeds.sh, clang-19 and ld.lld-19).
	if [ "$1" = fuzz_image ] && command -v ld.lld-19 >/dev/null; then
		sh "$src/fuzz/dwarf_seeds.sh" "$dir"
	fi
	# What earlier runs found, fixed since, stays in the corpus.
	for f in "$src"/fuzz/corpus/"$1"-*; do
		[ -f "$f" ] && cp "$f" "$dir"/
	done
	return 0
}

for h in $harnesses; do
	seed "$h"
	mkdir -p "$work/artifacts/$h" "$work/logs"
	log=$work/logs/$h-$(date +%Y%m%d-%H%M%S).log
	if [ "${FUZZ_FORK:-1}" = 1 ]; then
		mode="-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1"
	else
		mode=
	fi
	echo "== $h: $seconds s, log $log"
	# shellcheck disable=SC2086
	ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
	LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$src/fuzz/lsan.supp} \
	UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1} \
	nice -n "$nice_level" "$build/fuzz/$h" $mode -max_total_time="$seconds" \
		-max_len=400000 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
		-entropic_scale_per_exec_time=1 \
		-artifact_prefix="$work/artifacts/$h/" "$work/corpus/$h" >"$log" 2>&1 || true
	echo "   last stats: $(grep -E '^#[0-9]+' "$log" | tail -1)"
	grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|INFO: exiting)' "$log" | sed 's/^/   /' || true
	echo "   artifacts: $(ls "$work/artifacts/$h" | wc -l) in $work/artifacts/$h"
done
