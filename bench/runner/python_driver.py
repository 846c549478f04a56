"""DuckDB's and SQLite's side of bench/run: a long-lived process answering the line protocol of bench_driver.cpp
(which describes it) on stdin and stdout, so that both are measured the way tabula is.
Usage: python_driver.py duckdb|sqlite

DuckDB runs on one thread; over CSV its tables are views over read_csv, in memory tables made with CREATE TABLE
AS from read_csv, with the types tabula gives the columns. SQLite has no CSV reader: it runs in memory only, on
tables this process fills from the CSV files (an INTEGER, REAL or TEXT per value; dates as ISO text)."""
import csv
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from runner import workloads  # noqa: E402  (the path above makes the package importable)


def status_kb(key):
    """VmRSS or VmHWM of this process, in kB."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith(key + ":"):
                return int(line.split()[1])
    return 0


def reset_peak():
    """Resets the kernel's peak-RSS mark (VmHWM) to the current RSS."""
    with open("/proc/self/clear_refs", "w") as clear_refs:
        clear_refs.write("5")


def tables_of(suite, path):
    """[(table name, CSV file, [(column, type)])] a load command names."""
    if suite == "tpch":
        return [(name, os.path.join(path, name + ".csv"), workloads.columns(spec))
                for name, spec in workloads.TPCH_TABLES.items()]
    return [(name, path, workloads.columns(spec)) for name, spec in workloads.MICRO_TABLE.items()]


class DuckDb:
    def __init__(self):
        import duckdb

        self.duckdb = duckdb
        self.connection = None

    def load(self, suite, mode, path):
        self.connection = self.duckdb.connect(config={"threads": 1})
        rows = 0
        for name, file, columns in tables_of(suite, path):
            types = ", ".join(f"'{column}': '{workloads.DUCKDB_TYPES[kind]}'" for column, kind in columns)
            source = f"read_csv('{file}', header = true, delim = ',', quote = '\"', columns = {{{types}}})"
            if mode == "memory":
                self.connection.execute(f"CREATE TABLE {name} AS SELECT * FROM {source}")
                rows += self.connection.execute(f"SELECT count(*) FROM {name}").fetchone()[0]
            else:
                self.connection.execute(f"CREATE VIEW {name} AS SELECT * FROM {source}")
        return rows

    def query(self, sql, output):
        escaped = output.replace("'", "''")
        return self.connection.execute(f"COPY ({sql}) TO '{escaped}' (HEADER, DELIMITER ',')").fetchone()[0]


class Sqlite:
    CONVERT = {"INTEGER": int, "REAL": float, "TEXT": str}

    def __init__(self):
        import sqlite3

        self.sqlite3 = sqlite3
        self.connection = None

    def load(self, suite, mode, path):
        if mode != "memory":
            raise ValueError("SQLite runs in memory only")
        self.connection = self.sqlite3.connect(":memory:")
        rows = 0
        for name, file, columns in tables_of(suite, path):
            types = [workloads.SQLITE_TYPES[kind] for _, kind in columns]
            definition = ", ".join(f"{column} {kind}" for (column, _), kind in zip(columns, types))
            self.connection.execute(f"CREATE TABLE {name} ({definition})")
            converters = [self.CONVERT[kind] for kind in types]
            with open(file, newline="") as data:
                reader = csv.reader(data)
                next(reader)
                values = ([convert(v) if v != "" else None for convert, v in zip(converters, row)] for row in reader)
                marks = ", ".join("?" * len(columns))
                rows += self.connection.executemany(f"INSERT INTO {name} VALUES ({marks})", values).rowcount
        self.connection.commit()
        return rows

    def query(self, sql, output):
        cursor = self.connection.execute(sql)
        rows = 0
        with open(output, "w", newline="") as out:
            writer = csv.writer(out, lineterminator="\n")
            writer.writerow([column[0] for column in cursor.description])
            for row in cursor:
                writer.writerow(row)
                rows += 1
        return rows


def measure(work):
    """Runs `work` (which returns a row count); returns the answer line's fields."""
    rss_before = status_kb("VmRSS")
    reset_peak()
    cpu_start, wall_start = time.process_time(), time.perf_counter()
    rows = work()
    wall, cpu = time.perf_counter() - wall_start, time.process_time() - cpu_start
    return [rows, cpu, wall, rss_before, status_kb("VmRSS"), status_kb("VmHWM")]


def serve(engine):
    for line in sys.stdin:
        command = line.rstrip("\n").split("\t")
        if command == ["quit"]:
            break
        try:
            if command[0] in ("tpch", "micro") and len(command) == 3:
                fields = measure(lambda: engine.load(command[0], command[1], command[2]))
            elif command[0] == "query" and len(command) == 3:
                with open(command[1]) as file:
                    sql = file.read().strip().rstrip(";")
                fields = measure(lambda: engine.query(sql, command[2]))
            else:
                raise ValueError(f"unknown command '{line.strip()}'")
            print("ok\t" + "\t".join(str(field) for field in fields), flush=True)
        except Exception as error:  # every failure is the query's, reported, and the driver goes on
            message = str(error).strip().splitlines()
            print(f"error\t{type(error).__name__}: {message[0] if message else ''}", flush=True)


def main():
    engines = {"duckdb": DuckDb, "sqlite": Sqlite}
    if len(sys.argv) != 2 or sys.argv[1] not in engines:
        sys.exit("usage: python_driver.py duckdb|sqlite")
    serve(engines[sys.argv[1]]())


if __name__ == "__main__":
    main()
