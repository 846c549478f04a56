"""What bench/run measures: the TPC-H tables and 22 queries, and the micro-benchmarks over bench_gen's table, as
SQL for every engine (SQLite's dialect differs), and where their data comes from."""
import os
import re
import shutil
import subprocess
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TPCH_QUERIES = os.path.join(ROOT, "test", "data", "tpch", "queries")

# The TPC-H tables' columns and types, as test/tpch/tpch_data.cpp registers them for tabula; DuckDB loads the
# same types, SQLite their nearest storage classes (see SQLITE_TYPES).
TPCH_TABLES = {
    "region": "r_regionkey INT, r_name STRING, r_comment STRING",
    "nation": "n_nationkey INT, n_name STRING, n_regionkey INT, n_comment STRING",
    "part": "p_partkey INT, p_name STRING, p_mfgr STRING, p_brand STRING, p_type STRING, p_size INT, "
    "p_container STRING, p_retailprice DECIMAL, p_comment STRING",
    "supplier": "s_suppkey INT, s_name STRING, s_address STRING, s_nationkey INT, s_phone STRING, "
    "s_acctbal DECIMAL, s_comment STRING",
    "partsupp": "ps_partkey INT, ps_suppkey INT, ps_availqty INT, ps_supplycost DECIMAL, ps_comment STRING",
    "customer": "c_custkey INT, c_name STRING, c_address STRING, c_nationkey INT, c_phone STRING, "
    "c_acctbal DECIMAL, c_mktsegment STRING, c_comment STRING",
    "orders": "o_orderkey INT, o_custkey INT, o_orderstatus STRING, o_totalprice DECIMAL, o_orderdate DATE, "
    "o_orderpriority STRING, o_clerk STRING, o_shippriority INT, o_comment STRING",
    "lineitem": "l_orderkey INT, l_partkey INT, l_suppkey INT, l_linenumber INT, l_quantity DECIMAL, "
    "l_extendedprice DECIMAL, l_discount DECIMAL, l_tax DECIMAL, l_returnflag STRING, l_linestatus STRING, "
    "l_shipdate DATE, l_commitdate DATE, l_receiptdate DATE, l_shipinstruct STRING, l_shipmode STRING, "
    "l_comment STRING",
}
# bench_gen's table (bench/bench_gen.cpp), registered as `t`.
MICRO_TABLE = {"t": "id BIGINT, k100 INT, k1m INT, amount DOUBLE, name STRING, day DATE"}

# Our type names -> DuckDB's and SQLite's. DECIMAL is TPC-H's DECIMAL(15, 2).
DUCKDB_TYPES = {"INT": "INTEGER", "BIGINT": "BIGINT", "STRING": "VARCHAR", "DECIMAL": "DECIMAL(15, 2)",
                "DOUBLE": "DOUBLE", "DATE": "DATE"}
SQLITE_TYPES = {"INT": "INTEGER", "BIGINT": "INTEGER", "STRING": "TEXT", "DECIMAL": "REAL", "DOUBLE": "REAL",
                "DATE": "TEXT"}


def columns(table_spec):
    """[(name, type)] of a table's column list as TPCH_TABLES spells it."""
    return [tuple(column.split()) for column in table_spec.split(", ")]


@dataclass
class Query:
    name: str
    sql: str  # as tabula and DuckDB run it
    ordered: bool  # the query orders its rows, so they are compared in order

    def text_for(self, dialect):
        return to_sqlite(self.sql) if dialect == "sqlite" else self.sql


def orders_rows(sql):
    """True when the query's outermost SELECT has an ORDER BY (one inside parentheses does not count)."""
    text = sql
    while True:
        stripped = re.sub(r"\([^()]*\)", " ", text)
        if stripped == text:
            break
        text = stripped
    return re.search(r"\border\s+by\b", text, re.IGNORECASE) is not None


def to_sqlite(sql):
    """SQLite's spelling of the queries' date literals, year extraction and substrings, and of q13's derived table
    with a column list (which SQLite lacks: its columns are named in its select list instead). SQLite keeps dates
    as ISO text, which compares as the dates do."""
    sql = re.sub(r"CAST\(('[0-9-]+') AS date\)", r"\1", sql, flags=re.IGNORECASE)
    sql = re.sub(r"\bdate ('[0-9-]+')", r"\1", sql, flags=re.IGNORECASE)
    sql = re.sub(r"count\(o_orderkey\)", "count(o_orderkey) AS c_count", sql)
    sql = re.sub(r"AS c_orders \(c_custkey,\s*c_count\)", "AS c_orders", sql)
    sql = re.sub(r"extract\(year FROM (\w+)\)", r"CAST(strftime('%Y', \1) AS INTEGER)", sql, flags=re.IGNORECASE)
    return re.sub(r"substring\((\w+) FROM (\d+) FOR (\d+)\)", r"substr(\1, \2, \3)", sql, flags=re.IGNORECASE)


def tpch_queries(numbers=None):
    """The 22 TPC-H queries (or those of `numbers`), from test/data/tpch/queries."""
    queries = []
    for number in numbers or range(1, 23):
        with open(os.path.join(TPCH_QUERIES, f"q{number:02d}.sql")) as file:
            sql = file.read().strip().rstrip(";")
        queries.append(Query(f"q{number:02d}", sql, orders_rows(sql)))
    return queries


def micro_queries(rows):
    """The micro-benchmarks of bench_queries.cpp as SQL over `t`, a sort of half the table's rows, window functions
    over those rows, and a top 3 per partition of every row."""
    half = rows // 2
    cases = [
        ("scan", "SELECT COUNT(*) AS n, SUM(amount) AS total FROM t"),
        ("filter + project",
         "SELECT id, UPPER(name) AS upper_name, amount * 2 AS doubled FROM t WHERE k100 < 5 AND amount >= 5000"),
        ("group by, 100 groups",
         "SELECT k100, COUNT(*) AS n, SUM(amount) AS total, MAX(day) AS last_day FROM t GROUP BY k100"),
        ("group by, 1M groups", "SELECT k1m, COUNT(*) AS n, SUM(amount) AS total FROM t GROUP BY k1m"),
        (f"order by, {half:,} rows", f"SELECT id, name, amount FROM t WHERE id <= {half} ORDER BY amount, id"),
        # Window functions over the same rows: each sorts them as the ORDER BY above does, then runs over them.
        (f"running sum, {half:,} rows",
         f"SELECT id, name, amount, SUM(amount) OVER (ORDER BY amount, id ROWS BETWEEN UNBOUNDED PRECEDING AND "
         f"CURRENT ROW) AS running FROM t WHERE id <= {half}"),
        (f"running sum, 1,000 partitions",
         f"SELECT id, name, amount, SUM(amount) OVER (PARTITION BY id % 1000 ORDER BY amount, id ROWS BETWEEN "
         f"UNBOUNDED PRECEDING AND CURRENT ROW) AS running FROM t WHERE id <= {half}"),
        (f"sliding sum, 100 rows",
         f"SELECT id, name, amount, SUM(amount) OVER (ORDER BY amount, id ROWS BETWEEN 99 PRECEDING AND CURRENT ROW) "
         f"AS sliding FROM t WHERE id <= {half}"),
        # Flink's Top-N pattern over every row: tabula keeps 3 rows per partition instead of sorting them all.
        ("top 3 per partition, 1,000 partitions",
         "SELECT id, name, amount, rn FROM (SELECT id, name, amount, ROW_NUMBER() OVER (PARTITION BY id % 1000 "
         "ORDER BY amount DESC, id) AS rn FROM t) WHERE rn <= 3"),
    ]
    return [Query(name, sql, orders_rows(sql)) for name, sql in cases]


def _run(command):
    print("$ " + " ".join(command), flush=True)
    subprocess.run(command, check=True)


def tpch_data(sf, data_root, build_dir):
    """The folder of TPC-H CSV tables at scale factor `sf` (header line, comma-separated, RFC 4180 quoting), made
    under data_root by tabula-tpchgen when missing."""
    folder = os.path.join(data_root, f"tpch-sf{sf:g}")
    if all(os.path.exists(os.path.join(folder, f"{table}.csv")) for table in TPCH_TABLES):
        return folder
    partial = folder + ".tmp"
    shutil.rmtree(partial, ignore_errors=True)
    tabula_tpchgen = os.path.join(build_dir, "tpchgen", "tabula-tpchgen")
    if not os.path.exists(tabula_tpchgen):
        raise SystemExit(f"no TPC-H generator: {tabula_tpchgen} is not built")
    _run([tabula_tpchgen, "--sf", f"{sf:g}", "--output", partial])
    os.rename(partial, folder)
    return folder


def micro_data(rows, data_root, build_dir):
    """bench_gen's CSV of `rows` rows (bench/data/bench-<rows>.csv, as bench_queries reads it), made when missing."""
    path = os.path.join(data_root, f"bench-{rows}.csv")
    if not os.path.exists(path):
        os.makedirs(data_root, exist_ok=True)
        _run([os.path.join(build_dir, "bench", "bench_gen"), "--rows", str(rows), path + ".tmp"])
        os.rename(path + ".tmp", path)
    return path
