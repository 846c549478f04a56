#!/usr/bin/env python3
"""The end-to-end joins, tabula against DuckDB (one thread) in the same run: a build table of 1M rows joined with
a probe table of 10M rows on BIGINT keys, unique and 10 rows per key, over CSV files and over in-memory tables.
Runs bench_join_api for tabula (which writes the CSV files into FOLDER when they are missing) and the same query,
`SELECT count(*), sum(b.v) FROM probe p JOIN build b ON p.k = b.k`, in DuckDB over read_csv of the same files and
over tables loaded from them. Prints a Markdown table: CPU seconds of the best run after a warm-up, probe rows per
second of the whole join, peak RSS growth of the first run per build row, and tabula's ratio to DuckDB for each;
and how much the RSS grew while the in-memory tables were loaded. Both engines are measured alike: the peak is
taken from the RSS after loading, so each holds its input tables before the join and only the join's own
memory (hash table, buffers) is compared; what the loaded tables take is shown beside it.
Every case runs in a process of its own (memory freed by one case stays with the allocator and would hide the
next one's peak). Needs the duckdb Python package.
Usage: bench/bench_join_e2e.py [--runs N] [--build ROWS] [--probe ROWS] TABULA_BENCH_JOIN_API FOLDER"""
import argparse
import os
import subprocess
import sys
import time


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


def csv_paths(args, duplicates):
    suffix = f"{args.build}-{args.probe}-{duplicates}.csv"
    return (os.path.join(args.folder, "build-" + suffix), os.path.join(args.folder, "probe-" + suffix))


def duckdb_case(args, source, duplicates):
    """Times one case in DuckDB in this process; prints `rows seconds peak_bytes loaded_bytes`."""
    import duckdb

    at_start = status_kb("VmRSS")
    con = duckdb.connect()
    con.execute("SET threads = 1")
    build_path, probe_path = csv_paths(args, duplicates)

    def read(path):
        return f"read_csv('{path}', header = false, columns = {{'k': 'BIGINT', 'v': 'BIGINT'}})"

    if source == "memory":
        con.execute(f"CREATE TABLE build AS SELECT * FROM {read(build_path)}")
        con.execute(f"CREATE TABLE probe AS SELECT * FROM {read(probe_path)}")
        query = "SELECT count(*), sum(b.v) FROM probe p JOIN build b ON p.k = b.k"
    else:
        query = f"SELECT count(*), sum(b.v) FROM {read(probe_path)} p JOIN {read(build_path)} b ON p.k = b.k"
    loaded = (status_kb("VmRSS") - at_start) * 1024
    best = float("inf")
    rows = 0
    peak = 0
    for run in range(args.runs + 1):
        before = status_kb("VmRSS")
        reset_peak()
        start = time.process_time()
        rows = con.execute(query).fetchone()[0]
        seconds = time.process_time() - start
        if run == 0:
            peak = max(0, status_kb("VmHWM") - before) * 1024
        else:
            best = min(best, seconds)
    print(rows, best, peak, loaded, flush=True)


def measure(command):
    """Runs one case's process; its last line is `... rows seconds peak_bytes loaded_bytes`."""
    fields = subprocess.run(command, check=True, capture_output=True, text=True).stdout.split()
    return int(fields[-4]), float(fields[-3]), int(fields[-2]), int(fields[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--build", type=int, default=1_000_000)
    parser.add_argument("--probe", type=int, default=10_000_000)
    parser.add_argument("--duckdb-case", nargs=2, metavar=("SOURCE", "DUPLICATES"), help=argparse.SUPPRESS)
    parser.add_argument("tabula")
    parser.add_argument("folder")
    args = parser.parse_args()
    if args.duckdb_case:
        duckdb_case(args, args.duckdb_case[0], int(args.duckdb_case[1]))
        return
    sizes = ["--runs", str(args.runs), "--build", str(args.build), "--probe", str(args.probe)]
    print(f"Inner join, {args.build} build x {args.probe} probe rows, BIGINT keys, count(*) and sum of a build "
          f"column; CPU seconds, best of {args.runs} runs after a warm-up; one thread\n")
    print("| source | case | rows out | tabula s | DuckDB s | time ratio | tabula probe Mrows/s | "
          "DuckDB probe Mrows/s | tabula bytes/build row | DuckDB bytes/build row | memory ratio | "
          "tabula tables MB | DuckDB tables MB |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|", flush=True)
    for source in ("csv", "memory"):
        for duplicates in (1, 10):
            rows, seconds, peak, loaded = measure(
                [args.tabula, *sizes, "--duplicates", str(duplicates), "--source", source, args.folder])
            duck_rows, duck_seconds, duck_peak, duck_loaded = measure(
                [sys.executable, __file__, *sizes, "--duckdb-case", source, str(duplicates), args.tabula,
                 args.folder])
            if rows != duck_rows:
                sys.exit(f"{source}, {duplicates} per key: tabula found {rows} rows, DuckDB {duck_rows}")
            label = "unique keys" if duplicates == 1 else f"{duplicates} rows per key"
            print(f"| {'CSV' if source == 'csv' else 'in memory'} | {label} | {rows} | {seconds:.3f} | "
                  f"{duck_seconds:.3f} | {seconds / duck_seconds:.2f} | {args.probe / seconds / 1e6:.1f} | "
                  f"{args.probe / duck_seconds / 1e6:.1f} | {peak / args.build:.1f} | {duck_peak / args.build:.1f} | "
                  f"{peak / max(duck_peak, 1):.2f} | {loaded / 1e6:.0f} | {duck_loaded / 1e6:.0f} |", flush=True)


if __name__ == "__main__":
    main()
