#!/usr/bin/env bash
# Builds the benchmarks in release mode, generates bench/data/bench-<rows>.csv when it is missing, and runs
# bench_queries over it.  Usage: bench/run.sh [ROWS]   (default 10000000)
#   BUILD_DIR (default build-bench) chooses the build folder; RUNS (default 3) the number of timed runs.
set -euo pipefail
cd "$(dirname "$0")/.."
rows="${1:-10000000}"
build="${BUILD_DIR:-build-bench}"
runs="${RUNS:-3}"
case "$rows" in (''|*[!0-9]*) echo "usage: bench/run.sh [ROWS]" >&2; exit 2;; esac

if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" --buildtype=release -Dtests=false
fi
ninja -C "$build" bench/bench_gen bench/bench_queries

data="bench/data/bench-$rows.csv"
if [ ! -f "$data" ]; then
  mkdir -p bench/data
  echo "generating $data ($rows rows)"
  "$build/bench/bench_gen" --rows "$rows" "$data.tmp"
  mv "$data.tmp" "$data"
fi

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'),"\
     "$(awk '/MemTotal/ {printf "%.0f GB RAM", $2 / 1048576}' /proc/meminfo); $(uname -sr)"
echo "compiler: $("${CXX:-c++}" --version | head -1)"
"$build/bench/bench_queries" --runs "$runs" "$data"
