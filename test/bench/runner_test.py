#!/usr/bin/env python3
"""Unit tests of bench/run's own logic: medians and geometric means, the row check's tolerance, the SQL it hands
SQLite, the drivers' answers and the Markdown it prints. Needs only the standard library; the DuckDB driver's
test is skipped where the duckdb package is missing. Usage: runner_test.py [ROOT of the source tree]"""
import importlib.util
import os
import sys
import tempfile
import unittest

ROOT = sys.argv.pop(1) if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "bench"))

from runner import compare, engines, python_driver, report, stats, workloads  # noqa: E402


class StatsTest(unittest.TestCase):
    def test_median_of_odd_and_even_counts(self):
        self.assertEqual(stats.median([3.0, 1.0, 2.0]), 2.0)
        self.assertEqual(stats.median([4.0, 1.0, 3.0, 2.0]), 2.5)
        self.assertEqual(stats.median([7.0]), 7.0)

    def test_median_of_nothing_is_an_error(self):
        with self.assertRaisesRegex(ValueError, "median of no values"):
            stats.median([])

    def test_geometric_mean_skips_missing_and_zero(self):
        self.assertAlmostEqual(stats.geometric_mean([2.0, 8.0]), 4.0)
        self.assertAlmostEqual(stats.geometric_mean([1.0, None, 0.0, 27.0, 9.0]), 3 ** (5 / 3))
        self.assertIsNone(stats.geometric_mean([None, 0.0]))

    def test_ratio_needs_both_and_a_positive_denominator(self):
        self.assertEqual(stats.ratio(3.0, 2.0), 1.5)
        self.assertIsNone(stats.ratio(None, 2.0))
        self.assertIsNone(stats.ratio(1.0, 0.0))


class CompareTest(unittest.TestCase):
    def test_numbers_within_the_relative_tolerance(self):
        self.assertTrue(compare.fields_match("1000000", "1000000.5"))  # 5e-7 relative
        self.assertFalse(compare.fields_match("1000000", "1000002"))  # 2e-6 relative
        self.assertTrue(compare.fields_match("526165934.000839", "526165934.0008392"))

    def test_a_rounded_decimal_stands_for_what_rounds_to_it(self):
        self.assertTrue(compare.fields_match("0.05", "0.04998529"))
        self.assertTrue(compare.fields_match("25.58", "25.575154611454693"))
        self.assertFalse(compare.fields_match("0.05", "0.0449"))
        self.assertFalse(compare.fields_match("25.58", "25.5749"))

    def test_integers_are_not_rounded(self):
        self.assertFalse(compare.fields_match("17", "18"))
        self.assertFalse(compare.fields_match("17", "17.4"))

    def test_text_exactly_after_trimming(self):
        self.assertTrue(compare.fields_match("BRAZIL ", "BRAZIL"))
        self.assertFalse(compare.fields_match("BRAZIL", "brazil"))
        self.assertFalse(compare.fields_match("", "0"))

    def test_unordered_rows_compare_as_multisets(self):
        a = [["b", "2"], ["a", "1.000000001"], ["a", "1"]]
        b = [["a", "1"], ["b", "2"], ["a", "1"]]
        self.assertIsNone(compare.compare_rows(a, b, ordered=False))
        self.assertEqual(compare.compare_rows(a, b, ordered=True), "row 1: b,2 against a,1")

    def test_differences_are_named(self):
        self.assertEqual(compare.compare_rows([["1"]], [["1"], ["2"]], ordered=False), "1 rows against 2")
        self.assertEqual(compare.compare_rows([["1"], ["3"]], [["2"], ["1"]], ordered=False),
                         "sorted, row 2: 3 against 2")

    def test_files_skip_the_header_and_read_an_empty_line_as_one_null(self):
        with tempfile.TemporaryDirectory() as folder:
            paths = [os.path.join(folder, name) for name in ("a.csv", "b.csv", "c.csv")]
            for path, text in zip(paths, ["avg_yearly\n\n", 'x\n""\n', "avg\n348406.05\n"]):
                with open(path, "w") as file:
                    file.write(text)
            self.assertIsNone(compare.compare_files(paths[0], paths[1], ordered=True))
            self.assertEqual(compare.compare_files(paths[0], paths[2], ordered=True), "row 1:  against 348406.05")

    def test_ordered_files_of_different_lengths(self):
        with tempfile.TemporaryDirectory() as folder:
            a, b = os.path.join(folder, "a.csv"), os.path.join(folder, "b.csv")
            with open(a, "w") as file:
                file.write("n\n1\n2\n")
            with open(b, "w") as file:
                file.write("n\n1\n")
            self.assertEqual(compare.compare_files(a, b, ordered=True), "row 2: 2 against (end of rows)")


class WorkloadsTest(unittest.TestCase):
    def test_only_an_outer_order_by_orders_the_rows(self):
        self.assertTrue(workloads.orders_rows("SELECT a FROM t ORDER BY a"))
        self.assertFalse(workloads.orders_rows("SELECT a FROM (SELECT a FROM t ORDER BY a LIMIT 3) s"))
        self.assertFalse(workloads.orders_rows("SELECT border, byline FROM t"))

    def test_sqlite_spelling(self):
        sql = ("SELECT extract(year FROM o_orderdate), substring(c_phone FROM 1 FOR 2) FROM t "
               "WHERE d >= CAST('1995-01-01' AS date) AND d < date '1996-01-01'")
        self.assertEqual(workloads.to_sqlite(sql),
                         "SELECT CAST(strftime('%Y', o_orderdate) AS INTEGER), substr(c_phone, 1, 2) FROM t "
                         "WHERE d >= '1995-01-01' AND d < '1996-01-01'")

    def test_the_22_queries_and_which_order(self):
        queries = workloads.tpch_queries()
        self.assertEqual([q.name for q in queries][:2], ["q01", "q02"])
        self.assertEqual(len(queries), 22)
        unordered = [q.name for q in queries if not q.ordered]
        self.assertEqual(unordered, ["q06", "q14", "q17", "q19"])  # single-row aggregates

    def test_the_sort_and_the_windows_take_half_the_rows(self):
        queries = {query.name: query for query in workloads.micro_queries(10)}
        sort = queries["order by, 5 rows"]
        self.assertIn("WHERE id <= 5 ORDER BY amount, id", sort.sql)
        self.assertTrue(sort.ordered)
        for name in ("running sum, 5 rows", "running sum, 1,000 partitions", "sliding sum, 100 rows"):
            self.assertIn("OVER (", queries[name].sql)
            self.assertIn("WHERE id <= 5", queries[name].sql)
            self.assertFalse(queries[name].ordered)  # compared as multisets

    def test_the_top_n_reads_every_row(self):
        top = workloads.micro_queries(10)[-1]
        self.assertEqual(top.name, "top 3 per partition, 1,000 partitions")
        self.assertIn("PARTITION BY id % 1000", top.sql)
        self.assertIn("WHERE rn <= 3", top.sql)
        self.assertNotIn("id <=", top.sql)
        self.assertFalse(top.ordered)


class AnswerTest(unittest.TestCase):
    def test_ok_answers(self):
        outcome = engines.parse_answer("ok\t4\t0.5\t0.75\t1024\t3072\t5120\n")
        self.assertTrue(outcome.ok)
        self.assertEqual((outcome.rows, outcome.cpu, outcome.wall), (4, 0.5, 0.75))
        self.assertEqual(outcome.peak_growth_mb, 4.0)
        self.assertEqual(outcome.rss_growth_mb, 2.0)

    def test_errors_and_garbage(self):
        self.assertEqual(engines.parse_answer("error\tno table\tlineitem\n").message, "no table\tlineitem")
        garbled = engines.parse_answer("ok\t4\tslow\n")
        self.assertEqual((garbled.status, garbled.message), ("crashed", "unexpected answer: ok\t4\tslow"))

    def test_an_unknown_engine_is_refused(self):
        with self.assertRaisesRegex(SystemExit, "unknown engine.s. postgres: choose among tabula, duckdb, sqlite"):
            engines.make_engines(["tabula", "postgres"], "build", engines.Limits(60, 600, 8192))


class DriverFailureTest(unittest.TestCase):
    """A driver that overruns its time or memory, or dies, is killed and reported; the next query starts afresh."""

    # A stand-in driver: answers a load at once; a query "sleep" never, "grow" after taking 200 MB, "exit" by dying.
    FAKE = ("import sys, time\n"
            "for line in sys.stdin:\n"
            "    word = line.split()[-1]\n"
            "    if word == 'sleep': time.sleep(60)\n"
            "    if word == 'grow': block = bytearray(200 << 20); time.sleep(60)\n"
            "    if word == 'exit': sys.exit(3)\n"
            "    print('ok\\t1\\t0.25\\t0.5\\t100\\t200\\t300', flush=True)\n")

    def engine(self):
        limits = engines.Limits(query_seconds=1, load_seconds=5, memory_mb=100)
        return engines.Engine("fake", [sys.executable, "-c", self.FAKE], ("memory",), "tabula", limits)

    def test_timeout_then_a_fresh_driver(self):
        engine = self.engine()
        self.assertTrue(engine.load(["tpch", "memory", "x"]).ok)
        first = engine.process.pid
        outcome = engine.query(["tpch", "memory", "x"], ["query", "sleep"])
        self.assertEqual((outcome.status, outcome.message), ("timeout", "no answer within 1 s"))
        self.assertIsNone(engine.process)
        again = engine.query(["tpch", "memory", "x"], ["query", "fast"])
        self.assertTrue(again.ok)
        self.assertNotEqual(engine.process.pid, first)
        engine.stop()

    def test_out_of_memory(self):
        engine = self.engine()
        outcome = engine.query(["tpch", "memory", "x"], ["query", "grow"])
        self.assertEqual(outcome.status, "out of memory")
        self.assertRegex(outcome.message, r"^resident memory reached [0-9,]+ MB, over the limit of 100 MB$")

    def test_a_driver_that_dies(self):
        engine = self.engine()
        outcome = engine.query(["tpch", "memory", "x"], ["query", "exit"])
        self.assertEqual((outcome.status, outcome.message), ("crashed", "the driver exited with status 3"))


class ReportTest(unittest.TestCase):
    def suite(self):
        ok = lambda cpu, peak: {"status": "ok", "cpu": cpu, "wall": cpu * 2, "peak_mb": peak}
        return {"title": "t", "mode": "memory", "engines": ["tabula", "DuckDB"], "loads": {}, "queries": [
            {"name": "q1", "rows": 4, "mismatches": [], "engines": {"tabula": ok(2.0, 100.0), "DuckDB": ok(1.0, 50.0)}},
            {"name": "q2", "rows": 1, "mismatches": ["tabula against DuckDB: row 1: 1 against 2"],
             "engines": {"tabula": ok(0.5, 0.5), "DuckDB": ok(1.0, 10.0)}},
            {"name": "q3", "rows": None, "mismatches": [],
             "engines": {"tabula": {"status": "timeout", "message": "no answer within 60 s"}, "DuckDB": ok(3.0, 1)}},
        ]}

    def test_table(self):
        self.assertEqual(report.table(["a", "b"], [[1, 2]]), "| a | b |\n|---|---:|\n| 1 | 2 |")

    def test_query_table(self):
        lines = report.query_table(self.suite()).splitlines()
        self.assertEqual(lines[0], "| query | rows | tabula CPU s | tabula wall s | tabula peak MB | DuckDB CPU s | "
                                   "DuckDB wall s | DuckDB peak MB | tabula ÷ DuckDB CPU | tabula ÷ DuckDB peak | "
                                   "rows agree |")
        self.assertEqual(lines[2], "| q1 | 4 | 2.000 | 4.000 | 100 | 1.000 | 2.000 | 50 | 2.00 | 2.00 | yes |")
        # tabula's 0.5 MB is under the floor: no memory ratio.
        self.assertEqual(lines[3], "| q2 | 1 | 0.500 | 1.000 | 0 | 1.000 | 2.000 | 10 | 0.50 | — | **no** |")
        self.assertEqual(lines[4], "| q3 | — | timeout | timeout | timeout | 3.000 | 6.000 | 1 | — | — | — |")
        # Means over q1 and q2, the queries both ran: CPU sqrt(2 * 0.5) = 1, ratios sqrt(2 * 0.5) = 1.
        self.assertEqual(lines[5], "| geometric mean | 2 of 3 | 1.000 | 2.000 |  | 1.000 | 2.000 |  | 1.00 | "
                                   "2.00 |  |")

    def test_render_lists_mismatches_and_failures(self):
        text = report.render({"suites": [self.suite()]})
        self.assertIn("Rows that differ:\n\n- q2: tabula against DuckDB: row 1: 1 against 2", text)
        self.assertIn("Failures:\n\n- q3, tabula: timeout: no answer within 60 s", text)

    def test_summary_table(self):
        suite = self.suite()
        suite["loads"] = {"tabula": {"status": "ok", "cpu": 3.0, "tables_mb": 300.0},
                          "DuckDB": {"status": "timeout", "message": "no answer within 600 s"}}
        # CPU ratios 2 and 0.5: mean 1; peak ratios 2 (q2 has none: under 1 MB): mean 2; DuckDB's load failed.
        self.assertEqual(report.summary_table([suite]).splitlines(),
                         ["| measure | tabula ÷ DuckDB |", "|---|---:|",
                          "| t: queries, CPU (geometric mean) | 1.00 |",
                          "| t: queries, peak memory (geometric mean) | 2.00 |",
                          "| t: loading, CPU | — |", "| t: loaded tables, memory | — |"])

    def test_load_table(self):
        suite = {"title": "TPC-H", "engines": ["tabula", "DuckDB"], "loads": {
            "tabula": {"status": "ok", "rows": 10, "cpu": 3.0, "wall": 3.0, "tables_mb": 300.0},
            "DuckDB": {"status": "ok", "rows": 10, "cpu": 1.5, "wall": 2.0, "tables_mb": 100.0}}}
        self.assertEqual(report.load_table([suite]).splitlines()[2:],
                         ["| TPC-H | tabula | 10 | 3.000 | 3.000 | 300 |  |  |",
                          "| TPC-H | DuckDB | 10 | 1.500 | 2.000 | 100 | 2.00 | 3.00 |"])


class DriverTest(unittest.TestCase):
    """The Python drivers load bench_gen's table and run a query through the protocol's load and query steps."""

    def run_engine(self, engine, mode):
        with tempfile.TemporaryDirectory() as folder:
            data, output = os.path.join(folder, "t.csv"), os.path.join(folder, "out.csv")
            with open(data, "w") as file:
                file.write("id,k100,k1m,amount,name,day\n1,5,7,2.5,Ab,2020-01-02\n2,5,8,,\"C,d\",2021-03-04\n")
            self.assertEqual(engine.load("micro", mode, data), 2 if mode == "memory" else 0)
            rows = engine.query("SELECT k100, COUNT(*) AS n, SUM(amount) AS s, MAX(name) AS m, MAX(day) AS d "
                                "FROM t GROUP BY k100", output)
            self.assertEqual(rows, 1)
            with open(output) as file:
                return file.read()

    def test_sqlite(self):
        self.assertEqual(self.run_engine(python_driver.Sqlite(), "memory"), "k100,n,s,m,d\n5,2,2.5,\"C,d\",2021-03-04\n")

    def test_sqlite_interrupts_a_slow_query_and_keeps_its_tables(self):
        engine = python_driver.Sqlite(query_seconds=0.2)
        with tempfile.TemporaryDirectory() as folder:
            data, output = os.path.join(folder, "t.csv"), os.path.join(folder, "out.csv")
            with open(data, "w") as file:
                file.write("id,k100,k1m,amount,name,day\n1,5,7,2.5,Ab,2020-01-02\n")
            engine.load("micro", "memory", data)
            endless = ("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
                       "SELECT count(*) FROM n, t")
            with self.assertRaisesRegex(python_driver.QueryTimeout, "interrupted after 0.2 s"):
                engine.query(endless, output)
            self.assertEqual(engine.query("SELECT id FROM t", output), 1)  # the table is still there

    def test_a_driver_timeout_answer(self):
        outcome = engines.parse_answer("timeout\tinterrupted after 57 s\n")
        self.assertEqual((outcome.status, outcome.message), ("timeout", "interrupted after 57 s"))

    def test_sqlite_refuses_csv(self):
        with self.assertRaisesRegex(ValueError, "SQLite runs in memory only"):
            python_driver.Sqlite().load("micro", "csv", "t.csv")

    @unittest.skipIf(importlib.util.find_spec("duckdb") is None, "the duckdb package is not installed")
    def test_duckdb(self):
        for mode in ("memory", "csv"):
            self.assertEqual(self.run_engine(python_driver.DuckDb(), mode), "k100,n,s,m,d\n5,2,2.5,\"C,d\",2021-03-04\n")


if __name__ == "__main__":
    unittest.main()
