#!/usr/bin/env python3
"""The loads of bench_load in DuckDB: TPC-H tables from their CSV files (as `tpchgen-cli csv` writes them) into
in-memory tables with CREATE TABLE ... AS SELECT * FROM read_csv(...), one thread, the column types of
test/tpch/tpch_data.cpp. Prints the CPU and wall seconds, the tables' memory (duckdb_memory()) and the peak RSS.

    bench/bench_load_duckdb.py <data dir> [table,table,...]
"""
import re
import resource
import sys
import time
from pathlib import Path

import duckdb

TYPES = {"kKey": "INTEGER", "kText": "VARCHAR", "kMoney": "DECIMAL(15,2)", "kDate": "DATE"}


def tpch_columns():
    """Each table's columns and DuckDB types, read from the definitions the tabula side uses."""
    source = (Path(__file__).parent.parent / "test" / "tpch" / "tpch_data.cpp").read_text()
    tables = {}
    for table in re.finditer(r'\{"(\w+)",\s*\{((?:\{"\w+",\s*k\w+\},?\s*)+)\}\}', source):
        columns = re.findall(r'\{"(\w+)",\s*(k\w+)\}', table.group(2))
        tables[table.group(1)] = {name: TYPES[kind] for name, kind in columns}
    return tables


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: bench_load_duckdb.py <data dir> [table,table,...]")
    data_dir = Path(sys.argv[1])
    columns = tpch_columns()
    names = sys.argv[2].split(",") if len(sys.argv) > 2 else list(columns)
    con = duckdb.connect(":memory:", config={"threads": 1})
    cpu_start, wall_start = time.process_time(), time.time()
    for name in names:
        con.execute(f"CREATE TABLE {name} AS SELECT * FROM read_csv('{data_dir / (name + '.csv')}', "
                    f"header = true, columns = {columns[name]})")
    cpu, wall = time.process_time() - cpu_start, time.time() - wall_start
    memory = con.execute("SELECT sum(memory_usage_bytes) / 1e6 FROM duckdb_memory()").fetchone()[0]
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"total     cpu {cpu:7.2f} s  wall {wall:7.2f} s  table {memory:8.1f} MB  peak RSS {peak:.0f} MB")


if __name__ == "__main__":
    main()
