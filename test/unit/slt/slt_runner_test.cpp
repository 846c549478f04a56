// The runner on small files: passes, each kind of failure with its report, skips, halt, labels, and an
// executor of the caller's own.
#include <gtest/gtest.h>

#include <sstream>

#include "slt/slt_runner.hpp"
#include "slt/sql_executor.hpp"
#include "tabula/tabula.hpp"

namespace tabula::slt {
namespace {

struct RunResult {
    RunCounts counts;
    std::string report;
};

RunResult run(const std::string& text, TableEnvironment& env, Dialect dialect = Dialect::Sqlite) {
    std::ostringstream out;
    RunCounts counts = runText("t.test", text, RunOptions{.dialect = dialect}, sqlExecutor(env), out);
    return {counts, out.str()};
}

RunResult run(const std::string& text, Dialect dialect = Dialect::Sqlite) {
    TableEnvironment env;
    return run(text, env, dialect);
}

const char* const kTable =
    "statement ok\nCREATE TABLE t1(a INTEGER, b TEXT)\n\n"
    "statement ok\nINSERT INTO t1 VALUES(1, 'x'), (2, ''), (3, NULL)\n\n";

TEST(SltRunner, PassingRecords) {
    RunResult outcome = run(std::string(kTable) +
                            "query IT rowsort\nSELECT a, b FROM t1\n----\n1\nx\n2\n(empty)\n3\nNULL\n\n"
                            "statement error\nSELECT nope FROM t1\n\n"
                            "hash-threshold 2\n\n"
                            "query I valuesort\nSELECT a FROM t1\n----\n3 values hashing to "
                            "c0710d6b4f15dfa88f600b0e6b624077\n");
    EXPECT_EQ(outcome.counts.passed, 5u) << outcome.report;
    EXPECT_EQ(outcome.counts.failed, 0u);
}

TEST(SltRunner, ReportsEachFailureWithItsLine) {
    RunResult outcome = run(std::string(kTable) +
                            "query I nosort\nSELECT a FROM t1 WHERE a = 1\n----\n2\n\n"
                            "statement ok\nSELECT nope FROM t1\n\n"
                            "statement error\nSELECT a FROM t1\n\n"
                            "query II nosort\nSELECT a FROM t1\n----\n1\n\n"
                            "query I nosort\nSELECT nope FROM t1\n----\n1\n\n"
                            "load t.db\n");
    EXPECT_EQ(outcome.counts.passed, 2u);
    EXPECT_EQ(outcome.counts.failed, 6u);
    EXPECT_NE(outcome.report.find("t.test:7: wrong result\n    SELECT a FROM t1 WHERE a = 1\n"
                                  "expected:\n    2\nactual:\n    1\n\n"),
              std::string::npos)
        << outcome.report;
    EXPECT_NE(outcome.report.find("t.test:12: statement failed\n    SELECT nope FROM t1\nerror:\n    1:8: "),
              std::string::npos)
        << outcome.report;
    EXPECT_NE(outcome.report.find("t.test:15: statement succeeded but an error was expected"), std::string::npos);
    EXPECT_NE(outcome.report.find("t.test:18: wrong column count\n    SELECT a FROM t1\n"
                                  "the record declares 2 columns ('II') but the result has 1\n"),
              std::string::npos)
        << outcome.report;
    EXPECT_NE(outcome.report.find("t.test:23: query failed\n    SELECT nope FROM t1\nerror:\n    1:8: "),
              std::string::npos)
        << outcome.report;
    EXPECT_NE(outcome.report.find("t.test:28: unknown command 'load'"), std::string::npos);
}

TEST(SltRunner, LargeResultsAreReportedAsTheirHash) {
    RunResult outcome = run(std::string(kTable) +
                            "hash-threshold 2\n\n"
                            "query I rowsort\nSELECT a FROM t1\n----\n1\n2\n4\n");
    EXPECT_EQ(outcome.counts.failed, 1u);
    EXPECT_NE(outcome.report.find("actual:\n    3 values hashing to c0710d6b4f15dfa88f600b0e6b624077\n"),
              std::string::npos)
        << outcome.report;
}

TEST(SltRunner, SkipsAndHalts) {
    RunResult outcome =
        run("skipif tabula\nstatement ok\nnot sql\n\n"
            "onlyif sqlite\nstatement ok\nnot sql\n\n"
            "statement ok\nSELECT 1\n\n"
            "halt\n\n"
            "statement ok\nnot sql\n\n"
            "load t.db\n");
    EXPECT_EQ(outcome.counts.passed, 1u);
    EXPECT_EQ(outcome.counts.failed, 0u) << outcome.report;
    EXPECT_EQ(outcome.counts.skipped, 4u);
}

TEST(SltRunner, QueriesSharingALabelMustAgree) {
    RunResult outcome = run(std::string(kTable) +
                            "query I rowsort same\nSELECT a FROM t1\n----\n1\n2\n3\n\n"
                            "query I rowsort same\nSELECT a FROM t1 ORDER BY a DESC\n----\n1\n2\n3\n\n"
                            "query I rowsort same\nSELECT a + 1 FROM t1\n----\n2\n3\n4\n");
    EXPECT_EQ(outcome.counts.passed, 4u);
    EXPECT_EQ(outcome.counts.failed, 1u);
    EXPECT_NE(outcome.report.find("t.test:21: result differs from the query labelled 'same' at line 7\n"),
              std::string::npos)
        << outcome.report;
}

TEST(SltRunner, TheExecutorsEnvironmentHoldsTheSettings) {
    const std::string file = std::string(kTable) + "query R nosort\nSELECT AVG(a) FROM t1 WHERE a < 3\n----\n1.500\n";
    EXPECT_EQ(run(file).counts.failed, 1u);  // Flink's AVG of INT is an INT: 1
    TableEnvironment env;
    env.executeSql("SET 'table.exec.avg-integer-as-double' = 'true'");
    EXPECT_EQ(run(file, env).counts.failed, 0u);
}

TEST(SltRunner, TheSuiteDialectComparesRowsPatternsAndErrorTexts) {
    RunResult outcome =
        run(std::string(kTable) +
                "query IT nosort\nSELECT a, b FROM t1 WHERE a < 3 ORDER BY a\n----\n1\tx\n2\t(empty)\n\n"
                "query IR rowsort\nSELECT a, a / 2.0 FROM t1\n----\n3\t<REGEX>:^1\\.5\n1\t0.500\n2\t1.000\n\n"
                "statement error unknown field\nSELECT nope FROM t1\n\n"
                "statement error no such message\nSELECT nope FROM t1\n",
            Dialect::DuckDb);
    EXPECT_EQ(outcome.counts.passed, 5u) << outcome.report;
    EXPECT_EQ(outcome.counts.failed, 1u);
    EXPECT_NE(outcome.report.find("t.test:23: statement failed with another error\n    SELECT nope FROM t1\n"
                                  "expected an error containing:\n    no such message\nerror:\n    1:8: "),
              std::string::npos)
        << outcome.report;
}

TEST(SltRunner, RunsThroughAnyExecutor) {
    std::vector<std::pair<std::string, uint32_t>> seen;
    const Executor fake = [&seen](const std::string& sql, uint32_t line) {
        seen.emplace_back(sql, line);
        Outcome outcome;
        if (sql == "fail")
            outcome.error = "it failed\nhere";
        else
            outcome.result = Outcome::Result{1, {Row(nullptr, {Value::string("a line")})}};
        return outcome;
    };
    std::ostringstream out;
    RunCounts counts = runText("t.test",
                               "statement ok\nfail\n\nquery T nosort\nfirst\nsecond\n----\na line\n\n"
                               "statement error it failed\nfail\n",
                               RunOptions{.dialect = Dialect::DuckDb}, fake, out);
    EXPECT_EQ(counts.passed, 2u);
    EXPECT_EQ(counts.failed, 1u);
    EXPECT_EQ(out.str(), "t.test:1: statement failed\n    fail\nerror:\n    it failed\n    here\n\n");
    EXPECT_EQ(seen, (std::vector<std::pair<std::string, uint32_t>>{{"fail", 2}, {"first\nsecond", 5}, {"fail", 11}}));
}

}  // namespace
}  // namespace tabula::slt
