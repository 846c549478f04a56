#!/usr/bin/env python3
"""The joins of bench_join in DuckDB (one thread), for comparison: a build table of 1M rows joined with a probe
table of 10M rows on BIGINT keys, unique and 10 rows per key. Prints the join time and the peak RSS growth per
build row; times are CPU seconds of the process (a shared machine stretches wall-clock time). Needs the duckdb
Python package. Usage: bench/bench_join_duckdb.py [--runs N]"""
import argparse
import subprocess
import sys
import time

import duckdb


def status_kb(key):
    """VmRSS or VmHWM from /proc/self/status, in kB."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


def reset_peak():
    """Resets the kernel's peak-RSS mark (VmHWM) to the current RSS."""
    with open("/proc/self/clear_refs", "w") as clear_refs:
        clear_refs.write("5")


def run_case(args, duplicates):
    """Times one case in this process and prints its table row."""
    con = duckdb.connect()
    con.execute("SET threads = 1")
    distinct = args.build // duplicates
    # Keys scattered over 63 bits, as in bench_join, so that no perfect-hash shortcut applies.
    con.execute(f"CREATE TABLE build AS SELECT (hash(i % {distinct}) >> 1)::BIGINT AS k, i AS v "
                f"FROM range({args.build}) t(i)")
    con.execute(f"CREATE TABLE probe AS SELECT (hash((i * 2654435761) % {distinct}) >> 1)::BIGINT "
                f"AS k, i AS v FROM range({args.probe}) t(i)")
    best = float("inf")
    rows = 0
    before = status_kb("VmRSS")
    reset_peak()
    for run in range(args.runs + 1):
        start = time.process_time()
        rows = con.execute("SELECT count(*), sum(b.v) FROM probe p JOIN build b ON p.k = b.k").fetchone()[0]
        seconds = time.process_time() - start
        if run > 0:
            best = min(best, seconds)
    growth = max(0, status_kb("VmHWM") - before) * 1024 / args.build
    label = "unique keys" if duplicates == 1 else f"{duplicates} rows per key"
    print(f"| {label} | {rows} | {best:.3f} | {args.probe / best / 1e6:.1f} | {growth:.1f} |", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--build", type=int, default=1_000_000)
    parser.add_argument("--probe", type=int, default=10_000_000)
    parser.add_argument("--duplicates", type=int, help="run only this case, in this process")
    args = parser.parse_args()
    if args.duplicates:
        run_case(args, args.duplicates)
        return
    print("| case | rows out | join s | probe Mrows/s (whole join) | peak bytes per build row |")
    print("|---|---|---|---|---|", flush=True)
    # One process per case: DuckDB keeps the memory of a finished query for the next, which would hide the
    # second case's peak.
    for duplicates in (1, 10):
        subprocess.run([sys.executable, __file__, "--runs", str(args.runs), "--build", str(args.build), "--probe",
                        str(args.probe), "--duplicates", str(duplicates)], check=True)


if __name__ == "__main__":
    main()
